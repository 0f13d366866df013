import { describe, expect, it } from 'vitest';
import { toEnglish } from '../languages.ts';

describe('Hindi, in Devanagari and in Latin letters', () => {
  it('reads a Devanagari word only where no vowel sign or virama touches it ("चार" is not inside "चार्ज")', () => {
    expect(toEnglish('मेरे कार्ड का चार्ज कब होगा?')?.text).toBe('my card charge when?');
    expect(toEnglish('ओवन और फ्रिज के अंदर की सफाई')?.text).toBe('oven and fridge inside cleaning');
  });

  it('reads what a service includes, moving out and being home', () => {
    expect(toEnglish('deep cleaning mein kya kya shamil hai?')?.text).toBe('deep cleaning what is included?');
    expect(toEnglish('hum log ghar khali kar rahe hain, kitna lagega?')?.text).toBe('we moving out, how much?');
    expect(toEnglish('kya mujhe ghar pe rehna zaroori hai?')?.text).toBe('i do i have to be home?');
  });

  it('reads a pet, and a time changed', () => {
    expect(toEnglish('meri billi hai, koi problem?')?.text).toBe('my cats, a problem?');
    expect(toEnglish('क्या मैं कल की सफाई का समय बदल सकती हूँ?')?.text).toBe('i tomorrow cleaning change the time?');
  });
});
