import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildChatIndex } from '../../generator/chat/index.ts';
import { loadContent } from '../../generator/content/load.ts';
import { formatCents } from '../../kernel/money.ts';
import { createChatEngine } from './engine.ts';
import { inTurns } from '../../tests/chat-turns.ts';

/**
 * What round 140's graders found (read after round 142 was locked, so round 140 is a tuning set now), asked in the
 * visitors' own ways: formal English ("how does one pay?"), an entry code read as the promo code, a room added with the
 * reason for it, a town's own services asked politely, a competitor's hourly price, the promise asked of the terms, the
 * app asked about, and questions the site answers that got "I'm not sure". Figures come from the price list.
 */
const index = buildChatIndex(loadContent(path.resolve(import.meta.dirname, '../..')).content);
const engine = createChatEngine(index);
const say = (...turns: string[]) => inTurns(engine, ...turns).reply;
const room = (item: string) => index.facts.rooms.find((r) => r.item === item)!;
const [bed, bath, half, other] = ['Bedroom', 'Bathroom', 'Half Bathroom', 'Other Room'].map(room);
const total = (cents: number) => `Total: ${formatCents(cents)}`;
const NOT_SURE = /I'm not sure about that/;
const OUT_OF_SCOPE = /outside what I can help with/;
const PROMO = /promo code NEWCOMER/;

describe('formal English: "one" said for oneself', () => {
  it('"How does one pay you?" is how to pay, not a price example', () => {
    const reply = say('How does one pay you?');
    expect(reply).toMatch(/pay[\s\S]*in the Nestwell app/i);
    expect(reply).not.toMatch(/\$\d/);
  });

  it('"where could one leave a kind word about her?" is the feedback in the app and the Google review page', () => {
    expect(say('The young woman who came was a treasure. Where could one leave a kind word about her?')).toMatch(/feedback in the app[\s\S]*\/google-review/);
  });

  it('"is there a special kind of cleaning for when one moves out?" after a sentence about selling is Move In/Out Cleaning', () => {
    expect(say('I may sell the house next year and move to a smaller place. Is there a special kind of cleaning for when one moves out?')).toMatch(/Move In\/Out Cleaning/);
  });

  it('"one" before a room, an account or "of" stays a count', () => {
    expect(say('how much does one bedroom cost?')).toContain(formatCents(bed!.standard));
    expect(say('Can one account hold six different unit addresses, or do I need six accounts?')).toMatch(/doesn't say whether one account can book for several homes/);
  });
});

describe('being home, the same cleaner, a kind word', () => {
  it('"must I stay in while the cleaner is there?" is the access answer, not "I\'m not sure"', () => {
    const reply = say('I wonder, must I stay in while the cleaner is there? My knees make it difficult to follow anyone about.');
    expect(reply).toMatch(/access notes/);
    expect(reply).not.toMatch(NOT_SURE);
  });

  it('"must I be at home?" is never answered "yes"', () => {
    expect(say('Must I be at home while the cleaning is done? I play bridge on Tuesdays.')).not.toMatch(/^Yes/);
  });

  it('"may I have the same one every time?" is the matching answer', () => {
    expect(say('If I find a lady I like, may I have the same one every time?')).toMatch(/doesn't promise the same cleaner/);
  });
});

describe('an entry code is not the promo code', () => {
  for (const asked of ['Both places have keypad locks. How do I get the code to the cleaner?', 'smart lock, code changes every guest. where do i put the code for the cleaner']) {
    it(asked, () => {
      const reply = say(asked);
      expect(reply).toMatch(/access notes/);
      expect(reply).not.toMatch(PROMO);
    });
  }

  it('"can I just give it to you here?" still says not to type it in the chat', () => {
    expect(say("There's a keypad on the front door. Where do I put the code so the cleaner gets in? Can I just give it to you here?")).toMatch(/Better not to type it here/);
  });
});

describe('a room added with the reason for it', () => {
  it('"the guest bathroom had better be done too, my son is coming to stay" adds a bathroom to the deep order', () => {
    expect(say('I only need the main bedroom, its bathroom and the kitchen, deep cleaned. What would that be, please?',
      'Actually, I think the guest bathroom had better be done too, my son is coming to stay.'))
      .toContain(total(bed!.deep + 2 * bath!.deep + other!.deep));
  });

  it('"once the house has had its deep clean ... an ordinary cleaning every other week" prices Standard', () => {
    expect(say('Once the house has had its deep clean I should like someone to come every other week for an ordinary cleaning: four bedrooms, two bathrooms, the powder room and the kitchen. What would each visit cost?'))
      .toContain(total(4 * bed!.standard + 2 * bath!.standard + half!.standard + other!.standard));
  });
});

describe('a price weighed or shared', () => {
  it('"my guy is $30/hr, 4 hours. so you\'re more expensive?" compares his total with the home priced', () => {
    const ours = 2 * bed!.standard + 2 * bath!.standard + 2 * other!.standard;
    const reply = say('2 bed 2 bath + living + kitchen, standard. number?', "my guy is $30/hr, 4 hours. so you're more expensive?");
    expect(reply).toContain('$120.00');
    expect(reply).toContain(`${formatCents(Math.abs(ours - 12000))} ${ours > 12000 ? 'more' : 'less'}`);
  });

  it('an hourly figure from a blog post is not a competitor\'s price', () => {
    expect(say('In the "Buying Back 10 Hours" post: 1 bedroom, 1 bath, 2 other rooms, Standard. At 3 hours of my own time that is $30.08 per hour, right?')).not.toMatch(/an hour for 10 hours/);
  });

  it('"splitting w roomate how much each" shares the total between two, typo and all', () => {
    expect(say('2br 1ba standard splitting w roomate how much each')).toContain(`${formatCents((2 * bed!.standard + bath!.standard) / 2)} each`);
  });
});

describe("not ours to answer, and what is", () => {
  it('"could you possibly tell me which day Cherry Hill collects bulk rubbish?" is a town matter, not a discount', () => {
    const reply = say("Could you possibly tell me which day Cherry Hill collects bulk rubbish? I need to put out my husband's old recliner.");
    expect(reply).toMatch(OUT_OF_SCOPE);
    expect(reply).not.toMatch(/discount/);
  });

  it("a landlord's deposit is the law's question; a move-out cleaning priced beside a deposit is ours", () => {
    expect(say('how much can my landlord legaly keep from my deposit in nj')).toMatch(OUT_OF_SCOPE);
    expect(say('I move out end of the month. the landlord say he keep the deposit if not clean. how much you charge for the move out clean?')).toMatch(/Move In\/Out Cleaning/);
  });

  it('"I feel kinda unsafe" puts emergency services first, then how to raise it; "I am afraid" said politely does not', () => {
    expect(say('cleaner was rude and i feel kinda unsafe rn what do i do')).toMatch(/^If anyone's safety is at risk[\s\S]*emergency services[\s\S]*Gather the details/);
    expect(say('I am afraid I am rather old-fashioned. Is it possible to pay by cheque, or in cash when she has finished?')).not.toMatch(/emergency/);
  });

  it('paying by cheque or cash after not wanting to type a card is the payment methods\' answer', () => {
    expect(say('I do not like putting my card number into a computer. Is it possible to pay by cheque, or to pay the young lady in cash when she has finished?'))
      .toMatch(/doesn't list the payment methods/);
  });

  it('"fastest way to get a definitive answer?" is how to reach support', () => {
    expect(say('Are you insured?', 'Fine. Fastest way to get a definitive answer?')).toMatch(/\(609\)|client support/);
  });

  it('disinfecting rooms is answered honestly, not "I\'m not sure"', () => {
    const reply = say('Would your deep cleaning disinfect the rooms properly, the way a hospital would?');
    expect(reply).toMatch(/doesn't say that any of our cleanings disinfects/);
    expect(reply).toMatch(/Deep Cleaning/);
  });
});

describe('the terms and the app', () => {
  it('"is that in the terms or just marketing?" after the promise quotes the terms\' section on it', () => {
    expect(say("if I'm unhappy I don't pay. what stops people from always saying they're unhappy", 'is that in the terms or just marketing'))
      .toMatch(/section of our \[Terms of Service\]/);
  });

  it('"is that in writing somewhere?" after the code quotes the terms\' section on the offer', () => {
    expect(say('does NEWCOMER expire?', 'is that in writing somewhere?')).toMatch(/NEWCOMER[\s\S]*section of our \[Terms of Service\]/);
  });

  it('a time limit asked of the promise is still the promise\'s answer, and payment terms are no legal terms', () => {
    expect(say('Where are the terms of your promise? Is there a time limit?')).not.toMatch(/section of our \[Terms of Service\]/);
    expect(say('Will the business version offer net-30 terms?')).not.toMatch(/NEWCOMER/);
  });

  it('"do you have an app?", "is the app on android?" name the stores', () => {
    expect(say('do you have an app?')).toMatch(/App Store[\s\S]*Google Play/);
    expect(say('is there a phone app?')).toMatch(/App Store[\s\S]*Google Play/);
    expect(say('is the app on android?')).toMatch(/^The Nestwell app is on \[Google Play\]/);
  });

  it('"and the telephone app itself?" after the website\'s accessibility is the app\'s accessibility, not our phone number', () => {
    const reply = say('My grandson set up a screen reader for me. Will your website work with it?', 'And the telephone app itself?');
    expect(reply).toMatch(/doesn't say how the Nestwell app works with assistive technology/);
    expect(reply).not.toMatch(/\(609\)/);
  });
});

describe('a home said anew, an add-on swapped, a visit moved', () => {
  it('"scratch that, just upstairs: 3 bedrooms + 2 full baths" prices those rooms alone', () => {
    expect(say('deep clean for the whole LBI house: 4 bd, 3 ba, 1 half, living room + kitchen', 'scratch that, just upstairs: 3 bedrooms + 2 full baths, deep'))
      .toContain(total(3 * bed!.deep + 2 * bath!.deep));
  });

  it('"actually its a 1 bed 1 bath, and i want deep not standard" after a studio: that home, deep, and the code on it', () => {
    const turns = ['price for a studio', 'ok actually its a 1 bed 1 bath, and i want deep not standard'];
    expect(say(...turns)).toContain(total(bed!.deep + bath!.deep));
    expect(say(...turns, 'w the code?')).toMatch(/for Deep Cleaning/);
  });

  it('"scratch the mugs... swap in the dishwasher interior" takes the dishes wash off the add-ons', () => {
    const addOn = (item: string) => index.facts.addOns.find((a) => a.item === item)!.price;
    expect(say('We need office cleaning for our suite in Newark.', 'Quote me the add-ons: clean out the break-room fridge, the microwave, and wash the mugs.',
      "Scratch the mugs, we'll handle those. Swap in the dishwasher interior instead. New add-on total?"))
      .toContain(`(${formatCents(addOn('Refrigerator inside') + addOn('Microwave inside') + addOn('Dishwasher inside'))} together)`);
  });

  it('"will moving it cost me anything?" after moving a turnover is the rescheduling rule, not the turnover\'s price', () => {
    const reply = say('how do I cancel the turnover I booked for Saturday?', 'actually can I just move it to Sunday instead?', 'will moving it cost me anything?');
    expect(reply).toMatch(/rescheduling rules/);
    expect(reply).not.toMatch(/has no published price/);
  });

  it('"switch it to Rental Turnover Cleaning instead, how much?" is still that service\'s price', () => {
    expect(say('2 bed 1 bath standard?', 'Switch it to Rental Turnover Cleaning instead, how much?')).toMatch(/Rental Turnover Cleaning has no published price/);
  });
});

describe('which service, what a form collects, what joining brings, reviews', () => {
  it('a furnished unit "turned over between stays" is Rental Turnover Cleaning', () => {
    expect(say('We keep a furnished unit for visiting consultants in Harrison, turned over between stays. What service fits?')).toMatch(/Rental Turnover Cleaning/);
  });

  it('add-ons asked with a service the app prices get their flat prices', () => {
    const reply = say('what add-ons can I get with a turnover and how much?');
    for (const a of index.facts.addOns) expect(reply).toContain(`${a.item} ${formatCents(a.price)}`);
  });

  it('"what does the business waitlist form collect, and how is that data used?" lists its fields and where their use is written', () => {
    expect(say('What does the business waitlist form collect, and how is that data used?')).toMatch(/asks for: your name[\s\S]*Notice at Collection/);
  });

  it('"does joining get us anything now, like priority or a discount?" promises no perk', () => {
    expect(say("What's 'Nestwell for business'?", 'Does joining get us anything now, like priority or a discount?')).toMatch(/names no discount or other perk for joining/);
  });

  it('reviews, a star rating and a customer count are figures the site does not give, not job photos', () => {
    const reply = say('where are your reviews? star rating? how many customers?');
    expect(reply).toMatch(/no rating or review count[\s\S]*no number of customers/);
    expect(reply).not.toMatch(/job photos/);
  });

  it('"where do I find independent reviews" after the creators\' videos is about reviews, not the program', () => {
    expect(say('those glowing nestwell videos online, paid?', 'ok so where do I find independent reviews')).toMatch(/google-review/);
  });

  it('"what does it actually check?" of the background check is the check\'s details, not paying by check', () => {
    const reply = say('"background checked" by who? what does it actually check? criminal? fingerprints?');
    expect(reply).toMatch(/doesn't list the details of the vetting/);
    expect(reply).not.toMatch(/payment methods/);
  });

  it('"are you cheaper than Molly Maid?" says the site compares itself with no one', () => {
    expect(say('are you cheaper than Molly Maid or Handy')).toMatch(/doesn't compare Nestwell with other services/);
  });

  it('deleting contact info after the waitlist gets the policy\'s timing, not the children\'s line', () => {
    const reply = say('How do I submit a request to delete our contact info after we signed up for the waitlist? Timeline?');
    expect(reply).toMatch(/45 days/);
    expect(reply).not.toMatch(/under 13/);
  });
});

