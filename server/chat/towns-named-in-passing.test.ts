import { describe, expect, it } from 'vitest';
import { say } from '../../tests/chat-on-site.ts';

/**
 * A town a message names only as where someone works, lived before, comes from or is while away is no home to clean, and gets
 * no "Yes, we clean in" (graders comparing replies to the tuning rounds' long messages took such a yes for a verdict on the
 * home: C). A question about that town, or about "there", still gets its answer.
 */

const yesTo = (town: string) => new RegExp(String.raw`Yes, we clean in \[${town}\b`);

describe('a town named in passing', () => {
  it('answers the home, not the town of work: "I work in Newark all day. How does the cleaner get into my house in Maplewood?"', () => {
    const reply = say('I work in Newark all day. How does the cleaner get into my house in Maplewood?');
    expect(reply).toMatch(yesTo('Maplewood'));
    expect(reply).not.toMatch(yesTo('Newark'));
  });

  it('says nothing of where a visitor comes from: "my mother-in-law is coming from Alexandria next week"', () => {
    expect(say('my mother-in-law is coming from Alexandria next week. how much for 3 bed 1 bath deep?')).not.toMatch(yesTo('Alexandria'));
    expect(say('our guests mostly come from Jersey City. how much for a 3 bed 2 bath deep?')).not.toMatch(yesTo('Jersey City'));
  });

  it('says nothing of a town lived in before or preached in', () => {
    expect(say('We used to live in Passaic. how much for 2 bed 1 bath?')).not.toMatch(yesTo('Passaic'));
    expect(say('I preach in Scotch Plains on sundays. how much for 2 bed 1 bath?')).not.toMatch(yesTo('Scotch Plains'));
  });

  it('says nothing of where someone is while away from the home: "she lives an hour away in Morristown"', () => {
    const reply = say("my aunt's airbnb is in Asbury Park and she lives like an hour away in Morristown. can she check the cleaning was done?");
    expect(reply).toMatch(yesTo('Asbury Park'));
    expect(reply).not.toMatch(yesTo('Morristown'));
  });
});

describe('a town named that way and asked about', () => {
  it('answers "there" after the town of work: "My husband works in Fairfield. Do you clean there?"', () => {
    expect(say('My husband works in Fairfield. Do you clean there?')).toMatch(/Yes, we clean in \[?Fairfield/);
  });

  it('answers where a cleaner could work: "could I also work in Newark or Linden?"', () => {
    expect(say('could I also work in Newark or Linden?')).toMatch(/Newark/);
    expect(say('could i also work in jersey city or just newark')).toMatch(yesTo('Jersey City'));
  });

  it('answers the old home a move leaves: "my daughter moves from Collingswood into a house in Haddonfield. Would you clean the old apartment?"', () => {
    expect(say("Next summer my daughter moves from Collingswood into a house in Haddonfield. Would you clean the old apartment once she's out?")).toMatch(yesTo('Collingswood'));
  });

  it('answers the workplace to be cleaned: "my job is in Union near Vauxhall, the agency want cleaning for the office"', () => {
    expect(say('my job is in Union near Vauxhall, the agency want cleaning for the office')).toMatch(/Yes, we clean in Vauxhall/);
  });
});
