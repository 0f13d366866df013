import { describe, expect, it } from 'vitest';
import { bath, bed, half, index, other, say, total } from '../../tests/chat-on-site.ts';

/**
 * The kinds of wrong answer round 156's graders named, mended as kinds, from their summaries alone (the round's items
 * unread, so that it measures the change): a room of a toilet and a sink, rooms counted on a form's labels, another
 * person somewhere else, the business version asked for, a cleaner choosing where to work, a garage that is only said.
 */

const { crewSupportUrl } = index.facts;

describe('a room of only a toilet and a sink', () => {
  it.each([
    ['how much for 3 bedrooms, 2 bathrooms and a room with just a toilet and sink?', 3 * bed.standard + 2 * bath.standard + half.standard],
    ['2 bedrooms, 1 bathroom and a small bathroom that only has a toilet and sink, no shower. standard price?', 2 * bed.standard + bath.standard + half.standard],
    ['3 bed, 1 bath, plus a tiny toilet and sink room downstairs, standard clean cost?', 3 * bed.standard + bath.standard + half.standard],
    ['2 bed 2 bath, one bathroom is just toilet and sink. price?', 2 * bed.standard + bath.standard + half.standard],
  ])('is a half bathroom, beside the full ones: %s', (message, cents) => {
    expect(say(message)).toContain(total(cents));
  });

  it('is not a bathroom said to have a shower as well', () => {
    expect(say('2 bathrooms with a toilet and a sink and a shower, 2 bedrooms, how much')).toContain(total(2 * bed.standard + 2 * bath.standard));
  });
});

describe('rooms counted on a form\'s labels', () => {
  it.each([
    ['bedrooms: 3. bathrooms: 2. also a mudroom and a kitchen. price?', 3 * bed.standard + 2 * bath.standard + 2 * other.standard],
    ['Bedrooms - 4, Bathrooms - 2, Half bath - 1. Standard clean how much', 4 * bed.standard + 2 * bath.standard + half.standard],
    ['bedroom x2, bathroom x1, how much standard', 2 * bed.standard + bath.standard],
    ['bedrooms: 3 bathrooms: 2 standard price', 3 * bed.standard + 2 * bath.standard],
  ])('reads each count after its room: %s', (message, cents) => {
    expect(say(message)).toContain(total(cents));
  });

  it.each([
    ['just bedrooms and bathrooms: 4 bedrooms, 3 full bathrooms, standard?', 4 * bed.standard + 3 * bath.standard],
    ['只打扫卧室和厕所：4个bedroom，3个full bathroom，standard 多少？', 4 * bed.standard + 3 * bath.standard],
  ])('is no label where rooms are counted after the colon: %s', (message, cents) => {
    expect(say(message)).toContain(total(cents));
  });
});

describe('another person somewhere else', () => {
  it.each([
    'My mom lives in Florida and owns a condo in Cherry Hill that she rents. Can she see pictures after each clean?',
    'my son works in new york, can he check that the cleaning at my house in Edison was done well?',
  ])('is where they are, not a place asked about: %s', (message) => {
    const reply = say(message);
    expect(reply).not.toMatch(/outside our area/);
    expect(reply).toMatch(/sets no rule/);
  });

  it.each([
    'my sister lives in brooklyn, do you clean there?',
    'My sister lives in Yardley, Pennsylvania, just across the river from Trenton. Could she use you?',
    'Our sister practice is in Yardley PA, right across the river from Trenton. Could you service that office too?',
    'My daughter is in Yardley, Pennsylvania, just across the river from Trenton. Kindly arrange cleaning for her house also.',
  ])('asking for a cleaning where they are, is still told that place is outside our area: %s', (message) => {
    expect(say(message)).toMatch(/outside our area/);
  });
});

describe('the business version asked for', () => {
  it.each(['ok sign me up for the business thing', 'sign me up for nestwell business', 'how do i join the company program?'])('gets the business waitlist: %s', (message) => {
    const reply = say(message);
    expect(reply).toContain('/business-waitlist');
    expect(reply).not.toMatch(/recurring/i);
  });
});

describe('a cleaner choosing where to work', () => {
  it.each([
    'would I be able to work just near campus? new brunswick/piscataway area',
    'im a student at rutgers and want to clean on weekends, could i only take jobs in new brunswick?',
    'if i become a cleaner can i set how far i travel?',
  ])('is told the site doesn\'t say, with crew support: %s', (message) => {
    const reply = say(message);
    expect(reply).toMatch(/doesn't say whether cleaners choose/);
    expect(reply).not.toMatch(/^Yes, we clean in/m);
    expect(reply).toContain(crewSupportUrl);
  });
});

describe('a garage the home has', () => {
  it('said beside where to park, is no task for the Other add-on', () => {
    const reply = say('how much for 2 bedrooms 1 bath?', 'where should the cleaner park? our building has a garage');
    expect(reply).toMatch(/park/);
    expect(reply).not.toMatch(/Other \(\$/);
  });

  it('asked to be cleaned, still is', () => {
    expect(say('we have a garage, can you clean it?')).toMatch(/Other \(\$/);
  });
});

describe('a town\'s permit', () => {
  it.each([
    'Do I need a Hoboken permit to park a cleaner\'s car on my street?',
    'does the cleaner need a hoboken parking permit lol where do they park',
  ])('for the cleaner\'s car, is where to park, which goes in the access notes: %s', (message) => {
    expect(say(message)).toMatch(/where to park in your access notes/);
  });

  it('to hire a cleaner, is the town\'s rule, not ours', () => {
    expect(say('Do I need a Montclair township permit to hire a house cleaner?')).toMatch(/outside what I can help with/);
  });
});

describe('an account said to be ours', () => {
  it('asked whether it is genuine, is checked against our profiles', () => {
    const reply = say('I received a LinkedIn message from a \'Nestwell Business Partnerships\' account offering us 30% off if we prepay a year. Is that genuine?');
    expect(reply).toMatch(/socials page/);
    expect(reply).not.toMatch(/business waitlist/);
  });
});
