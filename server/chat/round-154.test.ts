import { describe, expect, it } from 'vitest';
import { bath, bed, index, other, say, total } from '../../tests/chat-on-site.ts';

/**
 * Wrong answers round 154's graders named, mended where the reading went wrong: rooms counted twice when said twice, one
 * open room said in a bracket, a kind of place asked after the services, where the one asking is while the home is
 * cleaned, and an applicant's towns.
 */

const { crewSupportUrl } = index.facts;

describe('rooms said twice are counted once', () => {
  it('takes "both bedrooms" of a two-bedroom home as its two', () => {
    const reply = say('I live by myself in a two-bedroom rowhouse in Trenton. I would like both bedrooms, the one bathroom, the living room and the kitchen cleaned. What would that cost?');
    expect(reply).toContain(total(2 * bed.standard + bath.standard + 2 * other.standard));
  });

  it('takes a kitchen and living room said in a bracket to be one open room as one Other Room', () => {
    expect(say('how much for a standard clean? 3 bed 1 bath, plus the kitchen/living room (its one open room)'))
      .toContain(total(3 * bed.standard + bath.standard + other.standard));
    expect(say('what would it be for 1 bed, 1 bath and the living room/kitchen (its one open room). standard'))
      .toContain(total(bed.standard + bath.standard + other.standard));
  });
});

describe('a kind of place asked after the services', () => {
  it('answers whether offices are cleaned, not an office\'s room price', () => {
    const reply = say('what kind of cleaning do you do?', 'and offices too?');
    expect(reply).toMatch(/Office and Business Cleaning/);
    expect(reply).not.toMatch(/priced as Other Room/);
  });
});

describe('a place named that is not where the home is', () => {
  it('does not answer that the place is outside our area when the one asking visits there', () => {
    expect(say('When I visit my son in Philadelphia, can I still check the rooms are ready before guests arrive?')).not.toMatch(/outside our area/);
  });
});

describe("an applicant's towns", () => {
  it('are a question about the job, for crew support, not a client\'s "yes, we clean in"', () => {
    const reply = say('can I choose to clean only in Perth Amboy and Woodbridge?');
    expect(reply).toContain(crewSupportUrl);
    expect(reply).not.toMatch(/^Yes, we clean in/m);
  });
});

describe('"too" asked of a kind of place', () => {
  it('is a word that says nothing: the answer is the one without it', () => {
    expect(say('do you clean hotels too?')).toBe(say('do you clean hotels?'));
  });
});
