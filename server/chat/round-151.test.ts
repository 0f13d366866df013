import { describe, expect, it } from 'vitest';
import { bed, bath, half, other, say, total } from '../../tests/chat-on-site.ts';

/**
 * What round 151's graders reported (read only through their summaries), mended in ways meant to reach questions nobody
 * wrote yet: homes of several kinds told by "two are ..., one is ...", with the rooms all of them have; and a code,
 * password or card number typed into the chat.
 */

describe('homes of several kinds, each kind told by a count and "are" or "is"', () => {
  it('prices every home of each kind, with the rooms "all have" in each', () => {
    const reply = say('3 houses, deep clean each: two are 4BR/2BA, one is 3BR/1 full+1 half. all have living room + kitchen. total?');
    const big = 4 * bed.deep + 2 * bath.deep + 2 * other.deep;
    const small = 3 * bed.deep + bath.deep + half.deep + 2 * other.deep;
    expect(reply).toContain(total(2 * big + small));
    expect(reply).toMatch(/× 2 =/);
  });

  it('"the third is" counts one home of its kind', () => {
    const reply = say('i have 3 units. two of them are 1 bed 1 bath and the third is 2 bed 1 bath, each has a kitchen. standard total?');
    expect(reply).toContain(total(2 * (bed.standard + bath.standard + other.standard) + 2 * bed.standard + bath.standard + other.standard));
  });

  it('leaves a count of homes that the kinds do not add up to, and a kind with no bathrooms, as before', () => {
    // Four houses said, three told: the sum is not the message's.
    expect(say('4 houses: two are 2br/1ba, one is 3br/2ba. standard total?')).not.toMatch(/for all/);
    expect(say('4 units 2br/1ba with living room and kitchen, standard', 'Correction: three are 2BR, and one is a 1BR/1BA with the same living room and kitchen.')).not.toMatch(/7 × Bedroom/);
  });
});

describe('a code, a password or a card number typed into the chat', () => {
  it('is met by a note not to type it, and the question is still answered, its digits read as no count', () => {
    const reply = say('i have 2 bed 1 bath, gate code: 2580, how much standard');
    expect(reply).toMatch(/^Please don't type codes, passwords or card numbers into this chat\./);
    expect(reply).toMatch(/access notes|booking's notes/);
    expect(reply).toContain(total(2 * bed.standard + bath.standard));
  });

  it('says it once where the answer is about passing the code on', () => {
    const reply = say('our lockbox code is 4471, can you pass that to whoever cleans saturday?');
    expect(reply.match(/Please don't type/g)).toHaveLength(1);
    expect(reply).toMatch(/booking's notes/);
  });

  it('a card number alone gets the note, with no "I\'m not sure"', () => {
    const reply = say('my card is 4111 1111 1111 1111 can u book me');
    expect(reply).toMatch(/^Please don't type/);
    expect(reply).not.toMatch(/I'm not sure/);
  });

  it.each(['zip code 07094', 'my zip code is 08540 is that ok', 'the code NEWCOMER, is it 50% off?', 'call (609) 555-0142?'])('%s: nothing private typed', (question) => {
    expect(say(question)).not.toMatch(/Please don't type/);
  });
});

describe('"the cleaner app"', () => {
  it.each(['where do i download the cleaner app', 'is there an app for cleaners?'])('%s: both apps, each for whom', (question) => {
    const reply = say(question);
    expect(reply).toMatch(/Nestwell Crew/);
    expect(reply).toMatch(/book/);
  });

  it('the app to book with stays the client app alone', () => {
    expect(say('where do i download the app')).not.toMatch(/Crew/);
  });
});

describe('a task asked of the cleaner that the site never names', () => {
  it.each(['could the cleaner sweep the wheelchair ramp at the front door?', 'Would the cleaner dust the pews in the sanctuary?'])('%s: no yes or no, the Other add-on and support', (question) => {
    const reply = say(question);
    expect(reply).toMatch(/^I can't find that on our site, so I won't say yes or no/);
    expect(reply).toMatch(/Other add-on/);
  });

  it('does not take the place of another part\'s answer', () => {
    const reply = say('Would your cleaner dust the top of my tall bookcases? And would she also do the baseboards, which I can no longer bend down to?');
    expect(reply).toMatch(/Other \(\$[\d.]+\) is for a single item/);
  });
});

describe('rooms lost or added in a sum', () => {
  it.each([
    ['3 bed, 2 bathrooms but one of them is a half bath, standard price?', 3 * bed.standard + bath.standard + half.standard],
    ['two bathrooms (one is just toilet and sink) and 2 bedrooms, how much', 2 * bed.standard + bath.standard + half.standard],
    ['4br 3 ba, 1 of which is a powder room. deep?', 4 * bed.deep + 2 * bath.deep + half.deep],
  ])('%s: one of the bathrooms counted is the half one', (question, cents) => {
    expect(say(question)).toContain(total(cents));
  });

  it('"what if we only do 2 of the bedrooms" keeps the home\'s other rooms', () => {
    const reply = say('3 bedroom 1 bath and a living room and kitchen, how much standard', 'what if we only do 2 of the bedrooms');
    expect(reply).toContain(total(2 * bed.standard + bath.standard + 2 * other.standard));
  });
});

describe('a hallway or stairs priced at the Other Room rate', () => {
  it('says the site doesn\'t say how they are counted', () => {
    const reply = say('price to clean the hallway and stairs of my building, standard');
    expect(reply).toMatch(/Other Room: \$/);
    expect(reply).toMatch(/doesn't say how hallways and stairs are counted/);
  });

  it('a kitchen priced alone has no such line', () => {
    expect(say('price to clean just the kitchen, standard')).not.toMatch(/doesn't say how/);
  });
});

describe('a whole office at a tier', () => {
  it.each(['how much to clean our office, standard?', 'price for the office, deep'])('%s: priced by the app, not as one Other Room', (question) => {
    const reply = say(question);
    expect(reply).toMatch(/Office and Business Cleaning has no published price/);
    expect(reply).not.toMatch(/Other Room: \$/);
  });

  it.each(['price for my home office, standard', 'how much to clean the inside of the office fridge?'])('%s: the room or the add-on, priced', (question) => {
    expect(say(question)).not.toMatch(/no published price/);
  });

  it('an office left out of a home priced is that home less a room', () => {
    const reply = say('My house: 4 bed, 2 full, 1 half, living, dining, kitchen, family room, office.', "She'll be crated in the office, so skip that room. How does that change the price for a standard clean?");
    expect(reply).toContain(total(4 * bed.standard + 2 * bath.standard + half.standard + 4 * other.standard));
  });
});

describe('the code asked of a plan of a deep first visit, then standard ones', () => {
  it('halves the deep first visit and prices the later ones at Standard', () => {
    const reply = say('I want a deep clean first and then standard every 2 weeks for my 3 bed 2 bath', 'with the code how much is the first one?');
    expect(reply).toMatch(new RegExp(`\\$${((3 * bed.deep + 2 * bath.deep) / 200).toFixed(2)} with`));
    expect(reply).toMatch(new RegExp(`each Standard Cleaning visit after it is \\$${((3 * bed.standard + 2 * bath.standard) / 100).toFixed(2)}`));
  });

  it('a schedule called off ("just one time only") is not priced as visits', () => {
    const reply = say('my aunt wants cleaning every week, 3 bedroom 2 bathroom, standard. how much each week?', 'she change her mind, just one time only, but deep', 'first time for her, so the code work?');
    expect(reply).not.toMatch(/per visit/);
  });
});

describe('what a visit includes, asked of an add-on and of other tasks in one breath', () => {
  it('answers the add-on and what the list says of the rest, and where Deep names one of them', () => {
    const reply = say('does standard include inside the fridge, baseboards and windows?');
    expect(reply).toMatch(/^No: Standard Cleaning, like every cleaning, includes a free surface wipe/);
    expect(reply).toMatch(/list doesn't name baseboards and windows/);
    expect(reply).toMatch(/Deep Cleaning\]\([^)]+\) list does name baseboards\./);
  });

  it('"inside the cabinets" is not the cabinet fronts Deep names', () => {
    expect(say('does standard include inside the cabinets?')).not.toMatch(/list does name cabinets/);
  });
});

describe('the cards asked about, and a place that is only where a card is from', () => {
  it('"what cards do you take? mine is from a Pennsylvania bank" is the payment answer, not the service area', () => {
    const reply = say('What cards do you take? Mine is from a Pennsylvania bank');
    expect(reply).toMatch(/doesn't list the payment methods/);
    expect(reply).not.toMatch(/outside our area/);
  });

  it('"do you clean in pennsylvania" is still the area\'s answer', () => {
    expect(say('do you clean in pennsylvania')).toMatch(/outside our area/);
  });
});

describe('several of the homes priced alike, changed', () => {
  it('"actually 4 of the 12 have 2 bathrooms" prices 8 as before and 4 with the rooms said', () => {
    const reply = say('12 units, each 1 bed 1 bath, standard price?', 'actually 4 of the 12 have 2 bathrooms');
    expect(reply).toContain(total(8 * (bed.standard + bath.standard) + 4 * (bed.standard + 2 * bath.standard)));
    expect(reply).toMatch(/× 8 =.*× 4 =/);
  });

  it('keeps them apart at the other tier', () => {
    const reply = say('12 units, each 1 bed 1 bath, standard price?', 'actually 4 of the 12 have 2 bathrooms', 'and deep?');
    expect(reply).toContain(total(8 * (bed.deep + bath.deep) + 4 * (bed.deep + 2 * bath.deep)));
  });
});

describe('"that Other add-on"', () => {
  it('is added to the home priced', () => {
    const reply = say('2 bed 1 bath standard, how much?', 'plus that Other add-on, total?');
    expect(reply).toMatch(/Other \(add-on\)/);
    expect(reply).toMatch(/Total: \$/);
  });

  it('"the other rooms" is no add-on', () => {
    expect(say('2 bed 1 bath and 2 other rooms, standard, how much?')).not.toMatch(/Other \(add-on\)/);
  });
});

describe('an add-on asked about beside a price, not ordered', () => {
  it('"does standard wipe the top of the stove or is that extra?" leaves the scrub out of the total', () => {
    const reply = say('does standard wipe the top of the stove or is that extra? price for 2 bed 2 bath, living room and kitchen');
    expect(reply).toContain(total(2 * bed.standard + 2 * bath.standard + 2 * other.standard));
    expect(reply).toMatch(/free surface wipe/);
  });

  it('"what would a deep cleaning cost including the inside of the oven?" still adds it', () => {
    expect(say('3 bed 2 bath, what would a deep cleaning cost including the inside of the oven?')).toMatch(/Oven inside \(add-on\)/);
  });
});

describe('one of the rooms just counted, said something of', () => {
  it.each([
    ['2 bed 2 bath, one bath is the master', 2 * bed.standard + 2 * bath.standard],
    ['3 bed 2 bath, one bathroom is upstairs', 3 * bed.standard + 2 * bath.standard],
    ['3 bed 1 bath, one bedroom is tiny', 3 * bed.standard + bath.standard],
  ])('%s: is one of them, not one more', (question, cents) => {
    expect(say(`${question}, standard price?`)).toContain(total(cents));
  });
});
