import { describe, expect, it } from 'vitest';
import { toEnglish } from '../languages.ts';

describe('Polish', () => {
  it('reads Polish typed without Polish letters ("lazienka", "sprzatanie", "moge")', () => {
    const read = toEnglish('ile za sprzatanie mieszkania, 2 sypialnie i lazienka?');
    expect(read?.language).toBe('Polish');
    expect(read?.text).toBe('how much cleaning apartment, 2 bedroom and bathroom?');
    expect(toEnglish('a moge potem zobaczyc zdjecia?')?.text).toBe('and can i afterwards see photos?');
    expect(toEnglish('Chce przelozyc sprzatanie z soboty na poniedzialek.')?.text).toBe('want reschedule cleaning from saturday to monday.');
  });

  it('reads rooms counted "with" a home, in the case that takes ("z 3 sypialniami i 2 łazienkami")', () => {
    expect(toEnglish('Ile kosztuje dom z 3 sypialniami i 2 łazienkami?')?.text).toBe('how much home with 3 bedroom and 2 bathroom?');
  });

  it('reads what a service includes, and an add-on "w cenie czy osobno"', () => {
    expect(toEnglish('Co obejmuje zwykłe sprzątanie?')?.text).toBe('what is included in standard cleaning?');
    expect(toEnglish('Czy mycie piekarnika jest w cenie czy osobno?')?.text).toBe('cleaning oven is included in the price or separately?');
  });

  it('reads a short question whose Polish words are few ("Mam psa i kota, czy to problem?")', () => {
    expect(toEnglish('Mam psa i kota, czy to problem?')?.text).toBe('i have dog and cat, is that a problem?');
  });

  it('leaves English alone: "co-op" is no Polish "co"', () => {
    expect(toEnglish("Is there a co-op discount? I'm a member of a co-op in Hoboken")).toBeNull();
  });
});
