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
  it('reads an order changed in a later turn: a room or an add-on dropped with the verb last or first, one put in instead, one forgotten', () => {
    expect(toEnglish('kuchnię jednak usuń', 'Polish')?.text).toBe('kitchen actually, remove it');
    expect(toEnglish('usuń kuchnię', 'Polish')?.text).toBe('remove kitchen');
    expect(toEnglish('zmywarkę odpuść', 'Polish')?.text).toBe('dishwasher, skip it');
    expect(toEnglish('zapomniałem o jadalni, dolicz ją', 'Polish')?.text).toBe('i forgot about dining room, also count it');
    expect(toEnglish('zamiast lodówki piekarnik', 'Polish')?.text).toBe('instead of the fridge, oven');
    expect(toEnglish('nie mikrofalówka, daj zamiast tego płytę kuchenną', 'Polish')?.text).toBe('no microwave, give instead stovetop');
    expect(toEnglish('toaletę nie liczcie', 'Polish')?.text).toBe("don't count the half bath");
    expect(toEnglish('jedna łazienka mniej', 'Polish')?.text).toBe('one bathroom less');
  });

  it('reads the code used by someone else, money taken from a card, and a place outside New Jersey', () => {
    expect(toEnglish('Mój brat już użył kodu NEWCOMER, mogę go użyć jeszcze raz?')?.text).toBe('my brother already used code NEWCOMER, can i use it again?');
    expect(toEnglish('Kiedy zejdą pieniądze z mojej karty?')?.text).toBe('when is my card charged?');
    expect(toEnglish('a w Kalifornii?', 'Polish')?.text).toBe('and in California?');
  });

  it('reads a co-host between guests, guests arriving to a home not cleaned properly, and the business waitlist', () => {
    expect(toEnglish('Jestem współgospodarzem dwóch mieszkań, ile kosztuje sprzątanie między gośćmi?')?.text).toBe('i co-host two apartments, how much cleaning between guests?');
    expect(toEnglish('Co jeśli łazienka nie będzie porządnie umyta?')?.text).toBe("what if bathroom isn't cleaned properly?");
    expect(toEnglish('Chcę zapisać się na listę oczekujących, co trzeba podać?')?.text).toBe('i want to sign up for the waitlist, what do i need to provide?');
    expect(toEnglish('Kiedy ruszy wersja dla firm?', 'Polish')?.text).toBe('when is the launch of the business version?');
  });
});
