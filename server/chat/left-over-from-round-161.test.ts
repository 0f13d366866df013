import { describe, expect, it } from 'vitest';
import { formatCents as money } from '../../kernel/money.ts';
import { addOn, bath, bed, half, other, roomLine, say, total } from '../../tests/chat-on-site.ts';

/**
 * Round 161's failures (graded at 2c7bda9), asked in other words than the sets': an aside beside a question, a cleaner's
 * share beside a client's price, a kind of room asked about, two of an appliance, an office's rooms in a follow-up, and
 * what moving or calling off a visit costs, asked after it.
 */

describe('a question beside an aside', () => {
  it('"best tacos in hoboken lol. also do u guys clean on saturdays": the aside turned away, the question answered', () => {
    const reply = say('best tacos in hoboken lol. also do u guys clean on saturdays');
    expect(reply).toMatch(/outside what I can help with/);
    expect(reply).toMatch(/times you can book depend on your address|times available/);
  });

  it('"can you recommend a coffee roaster, and do your cleaners restock toilet paper?": both parts', () => {
    const reply = say('can you recommend a coffee roaster for the office, and do your cleaners restock toilet paper in the restrooms?');
    expect(reply).toMatch(/outside what I can help with/);
    expect(reply).toContain(`Other (${money(addOn('Other'))})`);
  });

  it('"...would that be possible, and do you sell gift certificates?": the first question still asks', () => {
    const reply = say('My brother lives in Pittsburgh. I had thought to give him a cleaning as a birthday present. Would that be possible, and do you sell gift certificates?');
    expect(reply).toMatch(/Pittsburgh[^\n]*outside our area/);
    expect(reply).toMatch(/gift cards or gift certificates/);
  });

  it('"Thank you. And what would a standard clean come to for 2 bed 1 bath?": no greeting of its own', () => {
    const reply = say('Thank you. And what would a standard clean come to for 2 bedrooms and 1 bathroom?');
    expect(reply).toMatch(/^Here is the estimate/);
  });
});

describe('what a cleaner gets, asked beside a price', () => {
  it('"how much is standard for 2 bed 1 bath, and how much of that goes to the cleaner?": the price and the site\'s silence', () => {
    const reply = say('how much is standard for 2 bed 1 bath, and how much of that goes to the cleaner?');
    expect(reply).toContain(total(2 * bed.standard + bath.standard));
    expect(reply).toMatch(/doesn't say how much of the price goes to the cleaner/);
  });

  it('"how do I apply and what do cleaners make?": both', () => {
    expect(say('My sister wants to clean for you. How does she apply and what do cleaners make?')).toMatch(/doesn't say what cleaners earn/);
  });
});

describe('a kind of room asked about, and two of an appliance', () => {
  it('"what is a half bath, and does a toilet-and-sink powder room count as a half bath?" prices no three half baths', () => {
    const reply = say('what do you charge for a half bath, and does a powder room count as a half bath?');
    expect(reply).not.toMatch(/[23] × Half Bathroom/);
    expect(reply).toContain(money(half.standard));
  });

  it('"2 ovens and a dishwasher, what would the add-ons cost?": two Oven inside', () => {
    const reply = say('We have 2 ovens and a dishwasher that smells. What would the add-ons cost?');
    expect(reply).toContain(`Oven inside (add-on) × 2: ${money(2 * addOn('Oven inside'))}`);
    expect(reply).toContain(`Together: ${money(2 * addOn('Oven inside') + addOn('Dishwasher inside'))}`);
  });
});

describe('an office\'s rooms in a follow-up', () => {
  it('"roughly for 6 rooms plus 1 bathroom, standard?" after office pricing: Other Rooms, not bedrooms', () => {
    const reply = say('How do you price office cleaning?', 'ok so roughly for 6 rooms plus 1 bathroom, standard?');
    expect(reply).toContain(roomLine(6, other, 'standard'));
    expect(reply).not.toMatch(/Bedroom/);
  });
});

describe('what moving or calling off a visit costs, asked after it', () => {
  it('"booked for friday but something came up, can i change it" then "is there a fee for that": the rescheduling rule', () => {
    expect(say('booked for friday but something came up, can i change it')).toMatch(/rescheduling rules/);
    expect(say('booked for friday but something came up, can i change it', 'is there a fee for that')).toMatch(/^The rescheduling rules/);
  });

  it('"will that cost me anything?" after moving a turnover: not the turnover\'s price', () => {
    const reply = say("need to move tuesday's turnover to wednesday, the guests stayed longer", 'will that cost me anything?');
    expect(reply).toMatch(/^The rescheduling rules/);
    expect(reply).not.toMatch(/has no published price/);
  });

  it('"is it 48 hours?" after the cancellation policy: its notice, not support\'s hours', () => {
    expect(say('what is your cancellation policy', 'ok but is it like 48 hours?')).toMatch(/^The cancellation rule/);
  });
});

describe('asked beside a lockbox', () => {
  it('"I use lockboxes. If I put the code in the booking, who can see it?": the notes, not the promo code', () => {
    const reply = say('I use lockboxes at my rentals. If I put the code in the booking, who can see it?');
    expect(reply).not.toMatch(/NEWCOMER/);
    expect(reply).toMatch(/tells that cleaner what matters to you, and it doesn't say who else can see it/);
  });

  it('"can the cleaner not clean the nursery while she naps?": rooms can be left out', () => {
    expect(say('My baby sleeps in the afternoon. Can the cleaner not clean the nursery while she sleeps?')).toMatch(/sets no rule that every room must be cleaned/);
  });
});

describe('more of round 161, in other words', () => {
  it('a long letter asking which cleaning fits an empty flat before moving in: Move In/Out, not a Standard estimate', () => {
    const reply = say([
      'Good evening, and please excuse my English, I am still learning.',
      'My husband and I and our three children will move into a new apartment in Union City in two weeks.',
      'It has 3 bedrooms, 1 bathroom and a living room with a small kitchen.',
      'The apartment will be empty before our furniture comes, and the last family left the oven and the bathroom quite dirty.',
      'We want it to be clean and safe for the children before we arrive.',
      'Which cleaning is right for us, and how much will it be?',
      'Thank you for your patience with my questions.',
    ].join(' '));
    expect(reply).toMatch(/Move In\/Out Cleaning/);
    expect(reply).not.toMatch(/estimate for Standard Cleaning/);
  });

  it('"our place hasn\'t been cleaned by a professional for 8 months. which one?": Deep first, then Standard', () => {
    expect(say('What is the difference between standard and deep?', 'our place not cleaned by a professional for 8 months. which one?')).toMatch(/^For a home that needs catching up, the site suggests Deep Cleaning first/);
  });

  it('"can all 4 of us use the code? like each person books one room": the site doesn\'t say, no room priced', () => {
    const reply = say('can all 4 of us use the code? like each person books one room lol');
    expect(reply).toMatch(/doesn't say how it treats a household/);
    expect(reply).not.toMatch(/Other Room/);
  });

  it('"the kitchen floor was barely touched. What do I do?" then "so I won\'t pay for it?": the promise, twice', () => {
    expect(say('The cleaner came this morning and the kitchen floor was barely touched. What do I do?')).toMatch(/satisfaction promise/);
    expect(say('The cleaner came this morning and the kitchen floor was barely touched. What do I do?', 'So I won\'t be charged for it?')).toMatch(/if you are not happy, you do not pay/);
  });

  it('"does that include making the beds?" after the turnover\'s scope: what the article says of beds first', () => {
    expect(say('What does rental turnover cleaning include?', 'does that include making the beds?')).toMatch(/^On beds, the Rental Turnover Cleaning article says: "[^"]*beds made/);
  });

  it('"the last tenants left it dirty" tells a situation, not a cleaning that fell short', () => {
    expect(say('The last tenants left it dirty and we move in next week. Which cleaning do we need?')).not.toMatch(/satisfaction promise/);
  });
});

describe('what a visit does in one kind of room', () => {
  it('"What exactly is done in a kitchen on the standard clean?" then "and on the deep one?": what each covers, no estimate', () => {
    expect(say('What exactly is done in a kitchen on the standard clean?')).toMatch(/^Standard Cleaning: /);
    expect(say('What exactly is done in a kitchen on the standard clean?')).not.toMatch(/estimate/);
    expect(say('What exactly is done in a kitchen on the standard clean?', 'and on the deep one?')).toMatch(/^Deep Cleaning: /);
  });
});
