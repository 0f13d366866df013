import { describe, expect, it } from 'vitest';
import { formatCents } from '../../kernel/money.ts';
import { bath, bed, half, index, other, say, total } from '../../tests/chat-on-site.ts';

/**
 * Round 219's wrong answers (studied after its grading, so the round is a tuning set now), asked in other words than the
 * set's: a studio whose rooms are listed after it, one restroom of two said to have a shower, another home asked about
 * before its rooms, a share house's common areas, a toilet-and-sink room asked whether it is charged as a full one, an open
 * kitchen and living room asked as one room or two, and other jobs than cleaning asked by a would-be supervisor.
 */

const cents = (counts: [typeof bed, number][], tier: 'standard' | 'deep') => counts.reduce((sum, [r, n]) => sum + r[tier] * n, 0);

describe('the rooms of a space', () => {
  it('counts the rooms listed after a studio, not the studio as a room more', () => {
    const reply = say('Could you price a standard clean of my studio? mat room, office, one toilet-and-sink restroom and a kitchenette.');
    expect(reply).toContain(total(cents([[other, 3], [half, 1]], 'standard')));
    expect(reply).not.toMatch(/counted its main room/);
  });

  it('makes only the restroom said to have a shower a full bathroom', () => {
    const reply = say('Price a standard clean for our dance studio: a practice room, a lobby and 2 toilet+sink restrooms.', 'hmm, the larger restroom actually has a shower. does that change the total?');
    expect(reply).toContain(total(cents([[other, 2], [bath, 1], [half, 1]], 'standard')));
  });

  it('prices another home asked about by its rooms, said after the question and before the next', () => {
    const reply = say(
      'What would a standard cleaning cost for 4 bed, 2 full baths, kitchen and living room?',
      "What about my aunt's apartment in Summit? She just turned 90. 1 bedroom, 1 full bath and a living room. Also every two weeks?",
    );
    expect(reply).toContain(formatCents(cents([[bed, 1], [bath, 1], [other, 1]], 'standard')));
    expect(reply).not.toContain(formatCents(cents([[bed, 4], [bath, 2], [other, 2]], 'standard')));
  });

  it("prices a share house's common areas without its bedrooms, in the turn that asks and the one after", () => {
    const commons = cents([[other, 2], [bath, 1]], 'standard');
    expect(say('We rent a 4 bedroom house to grad students. I only want the common areas cleaned every week while the lease runs: kitchen, lounge and the shared full bath. What is that per visit?'))
      .toContain(total(commons));
    expect(say('Our 6 bedroom share house needs the common areas done on a schedule during the semester: kitchen, lounge and the 2 shared bathrooms. Can that be recurring?', 'and weekly, what would each visit come to?'))
      .toContain(formatCents(cents([[other, 2], [bath, 2]], 'standard')));
  });
});

describe('which kind of room it is', () => {
  it('answers that a toilet-and-sink room is a half bathroom when asked if it is charged like a regular one', () => {
    for (const q of [
      'The little bathroom beside the laundry room has only a toilet and sink. Do you price it like a normal bathroom?',
      'Our tiny bathroom near the garage is just a toilet and a sink. Do you charge it like a regular bathroom?',
    ]) {
      const reply = say(q);
      expect(reply, q).toMatch(/priced as a Half Bathroom/);
      expect(reply, q).not.toMatch(/^Cleanings are priced by the room/m);
      expect(reply, q).not.toMatch(/Total:/);
    }
  });

  it('says the site does not settle whether an open kitchen and living room are one Other Room or two', () => {
    const reply = say('the kitchen and the family room are really one open space. is that one other room or two?');
    expect(reply).toMatch(/doesn't say whether one open space counts as one Other Room/);
    expect(reply).not.toMatch(/each counts as one/);
    // A room said to be big is still one room: that is no open space of two.
    expect(say('Is our finished basement one room even though it runs the length of the house?')).not.toMatch(/open space/);
  });
});

describe('other jobs than cleaning', () => {
  it('answers a would-be supervisor with the careers line, not a client service', () => {
    for (const q of [
      'Is there work besides cleaning homes? Maybe a supervisor or a dispatcher type position? I managed the janitorial staff at a hospital for 20 years.',
      'do you hire for anything besides cleaners? like a maintenance job',
    ]) {
      const reply = say(q);
      expect(reply, q).toMatch(/do not list other openings/);
      expect(reply, q).not.toMatch(/^Yes\b/);
      expect(reply, q).toContain(index.facts.crewSupportUrl);
    }
  });

  it('reads "at the high school" as where one worked, not a question of age', () => {
    expect(say('Do you have jobs other than cleaning, like a supervisor job? I ran the night crew at the high school for years.')).not.toMatch(/certain age/);
    expect(say('I am still in high school, can I apply to clean?')).toMatch(/certain age/);
  });
});
