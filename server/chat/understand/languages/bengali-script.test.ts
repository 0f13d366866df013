import { describe, expect, it } from 'vitest';
import { bath, bed, say, total } from '../../../../tests/chat-on-site.ts';
import { toEnglish } from '../languages.ts';

/**
 * Bengali in its own script, around English words, as round 196's Paterson family wrote it (asked here in other words):
 * applying to clean for a relative, a price in taka-words, a move-out at the month's end.
 */
describe('Bengali in its script', () => {
  it('reads an applicant\'s question, the danda as a full stop', () => {
    const read = toEnglish('আমার বোন ক্লিনার এর কাজ করতে চায়। কিভাবে আবেদন করবে?');
    expect(read?.language).toBe('Bengali');
    expect(read?.text).toMatch(/^my .*wants to work as a cleaner\. how do i apply\?$/);
  });

  it('answers the applicant with the crew site, never a client\'s booking', () => {
    expect(say('আমার স্বামী cleaner এর কাজ করতে চায়। কিভাবে apply করবে?')).toMatch(/Nestwell Crew site/);
  });

  it('prices rooms asked with "কত টাকা লাগবে"', () => {
    expect(say('3 bedroom 2 bathroom standard ক্লিনিং কত টাকা লাগবে?')).toContain(total(3 * bed.standard + 2 * bath.standard));
  });

  it('a move-out asked its price gets the app\'s price, not a per-room estimate', () => {
    expect(say('1 bedroom flat move out ক্লিনিং কত খরচ হবে? আমরা মাসের শেষে বাসা ছেড়ে দিচ্ছি')).toMatch(/Move In\/Out Cleaning has no published price/);
  });

  it('a message mostly in English with one Bengali word stays English', () => {
    expect(toEnglish('background check লাগবে? what papers do they need')).toBeNull();
  });
});
