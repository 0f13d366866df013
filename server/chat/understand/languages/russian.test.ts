import { describe, expect, it } from 'vitest';
import { toEnglish } from '../languages.ts';

describe('Russian everyday words', () => {
  it('reads rooms as Russians name them: a studio, the "зал" (living room) and "санузлы" (bathrooms)', () => {
    const read = toEnglish('Сколько выйдет уборка студии: зал, кухня и 2 санузла?');
    expect(read?.language).toBe('Russian');
    expect(read?.text).toBe('how much will it be cleaning studio: living room, kitchen and 2 bathrooms?');
  });

  it('reads how a visit is charged, and a fridge wiped outside, in slang too ("холодос")', () => {
    expect(toEnglish('Вы берёте оплату почасово?')?.text).toBe('do you charge by the hour?');
    expect(toEnglish('Можно чтобы клинер протер холодос снаружи?')?.text).toBe('can i cleaner wipe fridge outside?');
  });

  it('reads "программа" as a program (the Ukrainian "програма" is an app) and "нашла" as found, not "our"', () => {
    const text = toEnglish('Я нашла вашу программу для блогеров, как туда попасть?')?.text;
    expect(text).toContain('i found your program for bloggers');
  });

  it('reads not being happy with it, a code that does not apply, and a broken vase', () => {
    expect(toEnglish('а если мне не понравится уборка?')?.text).toBe("and if i'm not happy cleaning?");
    expect(toEnglish('Ввожу промокод, а скидка не появляется.')?.text).toBe("enter promo code, and discount doesn't appear.");
    expect(toEnglish('Клинер разбил вазу, кто заплатит?')?.text).toBe('cleaner broke vase, who pays for it?');
  });

  it('reads a time asked for, notice before cancelling, and a cleaning after moving out', () => {
    expect(toEnglish('Есть свободное время в субботу утром?')?.text).toBe('is there availability saturday morning?');
    expect(toEnglish('За сколько часов надо предупредить, если отменяю?')?.text).toBe('how many hours ahead need give notice, if cancel?');
    expect(toEnglish('Уборка после выезда из квартиры сколько стоит?')?.text).toBe('move out cleaning from apartment how much?');
  });

  it('reads transliterated Russian: "chto vhodit v" and "i" between rooms', () => {
    expect(toEnglish('chto vhodit v standartnuyu uborku?')).toEqual({ language: 'Russian', text: 'what is included in standard cleaning?', unread: [] });
    expect(toEnglish('skolko stoit 2 spalni i vannaya')?.text).toBe('how much 2 bedrooms and bathrooms');
  });

  it('reads a follow-up that takes a room off ("только одну ванную")', () => {
    expect(toEnglish('а если только одну ванную?', 'Russian')?.text).toBe('and if only 1 bathrooms?');
  });

  it('reads an order changed in a later turn: a room forgotten, one taken out, one counted as another, a swap', () => {
    expect(toEnglish('ой, я забыл столовую, посчитайте её тоже', 'Russian')?.text).toBe('oops, i forgot dining room, count it too');
    expect(toEnglish('кладовку мы помоем сами, уберите её из заказа', 'Russian')?.text).toContain("doesn't need cleaning, we do it ourselves, remove it from the order");
    expect(toEnglish('вторая спальня теперь детская комната', 'Russian')?.text).toBe('the second bedroom is now playroom');
    expect(toEnglish('ванные: одна полная, а другая просто туалет', 'Russian')?.text).toContain('and the other is just a half bathroom');
    expect(toEnglish('холодильник уберите.', 'Russian')?.text).toBe('fridge removed.');
    expect(toEnglish('замените посуду на микроволновку', 'Russian')?.text).toBe('swap dishes for microwave');
    expect(toEnglish('гостевой туалет не нужен', 'Russian')?.text).toBe('skip the half bathroom');
  });

  it('reads the code used twice and support hours', () => {
    expect(toEnglish('Можно ли использовать промокод дважды?')?.text).toBe('can i use promo code twice?');
    expect(toEnglish('Во сколько работает поддержка в субботу?')?.text).toBe('what hours is support available saturday?');
  });
});
