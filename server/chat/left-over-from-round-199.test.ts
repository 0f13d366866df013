import { describe, expect, it } from 'vitest';
import { addOn, bath, bed, half, other, say, total } from '../../tests/chat-on-site.ts';

/**
 * Round 199's wrong answers, asked in other words than the set's: rooms of another place or kept by someone else counted
 * in, a toilet with two words before it left out, trade jobs sent to the Other add-on, and a garage's break room.
 */

describe('the rooms of the home asked about, and only those', () => {
  it('a place looked after beside the home ("besides the church hall I also manage the parsonage") is no room of it', () => {
    expect(say('Besides the church hall I also manage the parsonage. It has 3 bedrooms, 1 bathroom, a living room and a kitchen. Standard price?'))
      .toContain(total(3 * bed.standard + bath.standard + 2 * other.standard));
  });

  it('rooms someone else keeps ("my sister takes care of the kitchen and the dining room") are left out', () => {
    expect(say('My sister takes care of the kitchen and the dining room when she stays, so I only need the 3 bedrooms, 2 full baths and the family room done. Regular cleaning?'))
      .toContain(total(3 * bed.standard + 2 * bath.standard + other.standard));
  });

  it('"one tiny downstairs toilet" in a list of rooms is a half bathroom', () => {
    expect(say('2 bedrooms, 1 bathroom, one tiny downstairs toilet, and the kitchen. how much standard?'))
      .toContain(total(2 * bed.standard + bath.standard + half.standard + other.standard));
  });
});

describe('jobs no service or add-on names', () => {
  it('waxing the floors: not a service, and not the Other add-on', () => {
    const reply = say('could you strip and wax the floors in our fellowship hall?');
    expect(reply).toMatch(/doesn't say anything about floor stripping, waxing or refinishing/);
    expect(reply).not.toContain(`Other (`);
  });

  it('windows washed beside the floors: both named, neither as the Other add-on', () => {
    expect(say('we need the lobby floor stripped and the windows washed, do you do that?'))
      .toMatch(/floor stripping, waxing or refinishing or window washing, which none of our five services or add-ons names/);
  });
});

describe('a room at a garage', () => {
  it('"the employee break room at our parking garage" is a workplace room, not garage cleaning', () => {
    const reply = say('could you clean the employee break room at our parking garage?');
    expect(reply).toMatch(/Office and Business Cleaning/);
    expect(reply).not.toMatch(/isn't one of the named add-ons/);
  });
});

describe('round 199\'s "I\'m not sure" where the site answers, in other words', () => {
  it('rooms named and "how are they charged?": the Other Room rate, not a bedroom compared with', () => {
    const reply = say('Our study and the playroom are not bedrooms. How are they charged, less than a bedroom?');
    expect(reply).toMatch(/Other Room: \$[\d.]+ standard, \$[\d.]+ deep/);
    expect(reply).not.toMatch(/× Bedroom/);
  });

  it('"she asked me whether Nestwell cleans offices. Does it?": yes, the office service', () => {
    expect(say('My neighbour runs a small law practice and asked me whether Nestwell cleans offices. Does it?')).toMatch(/^Yes, offices and businesses can book/);
  });

  it('the promise doubted after it was given ("what\'s the catch?"): no conditions on the site', () => {
    expect(say('what if my mom is not happy with the cleaning?', 'wait so she pays nothing? whats the catch'))
      .toMatch(/states the promise without conditions/);
  });
});

describe('round 199\'s add-ons, in other words', () => {
  it('"the sink is full of mugs, can they wash those, is it extra?": the one add-on, not the whole list', () => {
    const reply = say('after our book club the sink is full of mugs and plates. could the cleaner wash them, and does that cost extra?');
    expect(reply).toMatch(/Yes, washing dishes is an add-on at a flat price, on top of the rooms you book: Dishes wash, \$[\d.]+\./);
    expect(reply).not.toMatch(/Microwave inside/);
  });

  it('"what do the extras come to?" after an office\'s add-ons: their own sum, not the office priced as a room', () => {
    const reply = say("what's in your office cleaning? it'd be for the church offices and the fellowship hall", "is the inside of the hall kitchen's fridge and oven included?", 'ok put both in, plus a stovetop scrub. what do the extras add up to?');
    expect(reply).toContain(`Together: $${((addOn('Refrigerator inside') + addOn('Oven inside') + addOn('Stovetop scrub')) / 100).toFixed(2)}.`);
    expect(reply).not.toMatch(/× Other Room/);
  });
});

describe('a long story asking whether we come there', () => {
  it('keeps the sentence that names the place, and reads a house shut all winter as one needing catching up', () => {
    const story = 'Years ago my parents bought a small bungalow in Ventnor, a few blocks from the boardwalk, and we still use it every July. '
      + 'This year nobody can go down early to open it up, and it has been closed for the season since October, so I imagine a film of dust '
      + 'on every surface, cobwebs in the corners and who knows what in the cupboards. My brother says to just find someone local and be done with it. '
      + 'Do you go down there at all, and which of your cleanings would suit a house that has been closed up all winter?';
    expect(story.length).toBeGreaterThan(500);
    const reply = say(story);
    expect(reply).toMatch(/Yes, we clean in \[Ventnor City\]/);
    expect(reply).toMatch(/suggests Deep Cleaning first/);
  });
});

describe('"how long does it take?" after a request', () => {
  it('is the request\'s time, not a cleaning\'s', () => {
    const reply = say('Before we move abroad, may I ask you to delete all of my data? How long does it take, and is it free?');
    expect(reply).toMatch(/We respond within \d+ days/);
    expect(reply).not.toMatch(/how long a cleaning takes/);
  });
});
