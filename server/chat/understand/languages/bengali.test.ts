import { describe, expect, it } from 'vitest';
import { formatCents } from '../../../../kernel/money.ts';
import { bath, bed, say } from '../../../../tests/chat-on-site.ts';
import { toEnglish } from '../languages.ts';

describe('Bengali in Latin letters', () => {
  it('reads a price asked ("koto hobe") around English room words, and says the message was read as Bengali', () => {
    expect(toEnglish('amar 2 bedroom 1 bathroom flat e standard clean koto hobe?')?.language).toBe('Bengali');
    const reply = say('amar 2 bedroom 1 bathroom flat e standard clean koto hobe?');
    expect(reply).toContain('I read your message as Bengali');
    expect(reply).toContain(`Total: ${formatCents(2 * bed.standard + bath.standard)}`);
  });

  it('reads "koto" alone in a message otherwise English as how much', () => {
    expect(say('2 bed 1 bath deep clean koto?')).toContain(`Total: ${formatCents(2 * bed.deep + bath.deep)}`);
  });

  it('reads a refund asked ("taka ferot pabo") as the satisfaction promise', () => {
    expect(say('jodi kaaj bhalo na hoy, taka ferot pabo?')).toContain('if you are not happy, you do not pay');
  });

  it('reads a cleaner\'s language asked ("Hindi bolte pare") as the cleaners\' languages', () => {
    expect(say('cleaner ki Hindi bolte pare keu? amar ma English bujhen na')).toContain("The site doesn't say which languages Nestwell cleaners speak");
  });

  it('reads how long a visit takes ("koto ghonta lage")', () => {
    expect(say('2 bedroom standard clean e koto ghonta lage?')).toContain("The site doesn't say how long a cleaning takes");
  });

  it('leaves English with its "a", "o" and "to" English', () => {
    expect(toEnglish('Is the oven a separate add-on or is it included, to be sure?')).toBeNull();
  });
});
