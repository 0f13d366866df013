import { describe, expect, it } from 'vitest';
import { addOn, bath, bed, half, other, say, total } from '../../tests/chat-on-site.ts';

/**
 * What the graders of round 178 noted, asked in other words than the sets': a room said to be the one taken out, a half
 * bath said by the word alone, add-ons carried into a home's total ("plus all that", "dishes at each one"), a thing
 * described beside a question, and sub-questions left unanswered (a share per person, mixing tiers, a breakage feared).
 */

describe('homes counted', () => {
  it('"leave out one bedroom. her sewing room" takes out one bedroom, not the kitchen too', () => {
    const reply = say('3 bedrooms, 2 bathrooms, the living room and kitchen, regular cleaning', 'and if we leave out one bedroom. his music room');
    expect(reply).toContain(total(2 * bed.standard + 2 * bath.standard + 2 * other.standard));
  });

  it('"2br/1ba/half" counts the half bath', () => {
    expect(say('standard price for a 2br/1ba/half + living room?')).toContain(total(2 * bed.standard + bath.standard + half.standard + other.standard));
  });

  it('"living room w kitchen" is two rooms; "a living room w the kitchen in it" is one', () => {
    expect(say('standard cleaning for 2 bedrooms, 1 bathroom, living room w kitchen')).toContain(total(2 * bed.standard + bath.standard + 2 * other.standard));
    expect(say('standard cleaning for 2 bedrooms, 1 bathroom, a living room w the kitchen in it')).toContain(total(2 * bed.standard + bath.standard + other.standard));
  });

  it('"plus all that" after several add-ons asked one by one carries every one of them', () => {
    const reply = say('the inside of the oven and the stovetop, what do those cost', 'and the dishes?', 'so whats the whole thing with 2 bedrooms, 1 bath, kitchen, standard, plus all that');
    expect(reply).toContain(total(2 * bed.standard + bath.standard + other.standard + addOn('Oven inside') + addOn('Stovetop scrub') + addOn('Dishes wash')));
  });

  it('two homes priced one by one, then "both, plus dishes at each one" adds them up with an add-on each', () => {
    const reply = say('standard price for my condo, 1 bed 1 bath', 'and the cottage, 2 bed 1 bath', 'both of those the same day, plus dishes at each one?');
    expect(reply).toContain(total(3 * bed.standard + 2 * bath.standard + 2 * addOn('Dishes wash')));
  });

  it('"what is that per guy, there\'s 3 of us" splits the total', () => {
    expect(say('standard clean for 3 bedrooms and 1 bath, whats that per guy, theres 3 of us')).toMatch(/^Split 3 ways/m);
  });
});

describe('a part that only describes', () => {
  it('"its like a closet with a dryer in it" beside the question is not asked as an add-on', () => {
    expect(say('does a laundry room count as a room? its basically a closet with a dryer in it')).not.toMatch(/isn't one of the named add-ons/);
  });
});

describe('the half of a question left unanswered', () => {
  it('mixing deep and standard in one visit is told the site doesn\'t say', () => {
    expect(say('could we get deep on the kitchen but just standard on the bedrooms, same visit?')).toMatch(/doesn't say one visit can mix Standard and Deep/);
  });

  it('a breakage feared before a visit: no damage policy, and the fragile things in the notes', () => {
    expect(say('what if the cleaner breaks my grandmother\'s vase? it cannot be replaced')).toMatch(/no damage or liability policy[\s\S]*fragile or can't be replaced in your notes/);
    expect(say('and if one of them knocks over the bookcase?')).toMatch(/If it happens, tell us/);
  });

  it('a recurring plan on different days each week: the app\'s schedules, and one visit moved', () => {
    expect(say('my work schedule changes, so it would be different days every week. can i still set up recurring?')).toMatch(/A single visit can be moved/);
  });

  it('"can the app charge each of us separately?" is told the site doesn\'t say', () => {
    expect(say('can the app charge each of us our own share separately?')).toMatch(/doesn't say whether one booking can be paid by several people or by someone else/);
  });

  it('discounts for students or teams, and each roommate using the code', () => {
    expect(say('any discount for students?')).toMatch(/doesn't list any other discount/);
    expect(say('can each of us 3 use NEWCOMER on our own first booking?')).toMatch(/doesn't say how it treats a household/);
  });

  it('"what does the cleaner actually do when they come?" is the everyday visit\'s list', () => {
    expect(say('I have never hired a cleaning lady. What does the cleaner actually do when they come?')).toMatch(/^Standard Cleaning: /);
  });

  it('"can the school get an invoice?" is the payment answer, not out of scope', () => {
    expect(say('can the school get an invoice instead of my card?')).not.toMatch(/^That's outside what I can help with/);
  });

  it('"VA moved my appointment" is Veterans Affairs, not Virginia', () => {
    expect(say('VA moved my appointment, how do I move my cleaning?')).not.toMatch(/Virginia/);
  });

  it('"scrape the mud off" is cleaning, not scraping the website', () => {
    expect(say('can they scrape the mud off our boots?')).not.toMatch(/Terms of Service/);
  });

  it('college kids who want to clean for us get the steps', () => {
    expect(say('some of my players need summer jobs, can college kids clean for you guys? is there an age limit')).toMatch(/To join the crew:/);
  });
});

describe('round 179: rooms left out and services chosen', () => {
  it('a room left out that the home never counted takes nothing off ("skipping my music room")', () => {
    expect(say('price for 2 bed 1 bath plus living room and kitchen, standard? skipping my music room')).toContain(total(2 * bed.standard + bath.standard + 2 * other.standard));
  });

  it('"and four other rooms: the kitchen, the refectory..." counts the four said', () => {
    expect(say('standard for 2 bedrooms, 1 bathroom and three other rooms: the kitchen, the library and the chapel')).toContain(total(2 * bed.standard + bath.standard + 3 * other.standard));
  });

  it('an empty home asked "which service and what does it cost" is Move In/Out, which the app prices', () => {
    expect(say('the house is completely empty, the sellers moved out. 3 bed 2 bath. which service and what does it cost?')).toMatch(/^Move In\/Out Cleaning has no published price/m);
  });

  it('"can we each pay our 1/3?" beside a home priced is a share, not one bedroom and three baths', () => {
    const reply = say('3 bedrooms, 1 bathroom, kitchen and living room, standard. total?? and can we each pay our 1/3 in the app');
    expect(reply).toContain(total(3 * bed.standard + bath.standard + 2 * other.standard));
    expect(reply).toMatch(/doesn't say whether one booking can be paid by several people/);
  });

  it('"can a cleaner come on base?" beside the base named is told base access is the base\'s to allow', () => {
    expect(say("Can your cleaner come on base? My daughter is in housing on Joint Base MDL.")).toMatch(/doesn't say whether a cleaner can get onto a military base/);
  });

  it('a business booking houses is told to choose by the space', () => {
    expect(say('I book through my LLC, should I choose Office and Business Cleaning for these houses?')).toMatch(/^Choose by the space, not by who books/);
  });
});
