import { describe, expect, it } from 'vitest';
import { say } from '../../tests/chat-on-site.ts';

/**
 * Round 220's one invented answer (read after its grading; the rest of the round is unread): a relative elsewhere asked
 * about paying for a cleaning in New Jersey got "Yes: where the person booking or paying lives doesn't matter", a rule the
 * site never states. The home's place is the site's to answer; who may pay from where is not.
 */

describe('someone elsewhere booking or paying for a home we clean', () => {
  it('says the site sets no rule about where the one paying lives, and answers no "Yes:" to it', () => {
    for (const turns of [
      ['My son in Texas wants to put my cleaning on his credit card. Can he pay from there? The house is in Morristown.'],
      ['My daughter lives in Florida. Could she book and pay for a cleaning of my house in Maplewood on her phone?'],
    ]) {
      const reply = say(...turns);
      expect(reply, turns.at(-1)).toMatch(/the site sets no rule about where the one booking or paying/);
      expect(reply, turns.at(-1)).not.toMatch(/^Yes: |doesn't matter|wherever that person is/m);
    }
  });
});
