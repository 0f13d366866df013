import { describe, expect, it } from 'vitest';
import { toEnglish } from '../languages.ts';

describe('Tagalog', () => {
  it('reads a verb with its particles, and texting spellings ("nililinis nyo rin po ba", "pano")', () => {
    expect(toEnglish('Nililinis nyo rin po ba ang loob ng oven?')?.text).toBe('do you clean inside the oven?');
    expect(toEnglish('pano mag book ng deep cleaning?')?.text).toBe('how book deep cleaning?');
  });

  it('reads "para sa" and "pagkatapos ng" before a word, not only at the end', () => {
    expect(toEnglish('May discount po ba para sa senior? Salamat po')?.text).toBe('a discount for senior? thanks');
    expect(toEnglish('Kailan po kinakaltas ang bayad, pagkatapos ng linis?')?.text).toBe('when charged payment, after clean?');
  });

  it('reads an add-on swapped "palitan ... ng", a tier "imbes na" another, and a locked room', () => {
    expect(toEnglish('palitan mo na lang ang ref ng dishwasher')?.text).toBe('replace the fridge with dishwasher');
    expect(toEnglish('Gawin na lang deep imbes na standard po')?.text).toBe('make it deep instead of standard');
    expect(toEnglish('yung isang banyo naka lock, huwag na po isama')?.text).toBe('one bathroom is locked, skip it');
  });

  it('keeps "walang kama" and "linggo-linggo" whole, though "walang" and "linggo" are read alone', () => {
    expect(toEnglish('linggo-linggo po ba pwede?')?.text).toBe('every week can?');
    expect(toEnglish('walang kama na po yung kwarto')?.text).toBe('no bed bedroom');
  });
});

describe('Tagalog: an order changed in a later turn', () => {
  it('reads a room forgotten, a room now another, and a bathroom that is only a toilet', () => {
    expect(toEnglish('Ay nakalimutan namin yung kusina')?.text).toBe('oh i forgot kitchen');
    expect(toEnglish('yung ikatlong kwarto ay playroom na ngayon')?.text).toBe('the third bedroom is playroom now');
    expect(toEnglish('tatlong banyo pala, yung isa ay inidoro lang')?.text).toBe('three bathroom actually, the other is a half bathroom only');
  });

  it('reads a month of visits every two weeks, an add-on removed at the end, and "2ba" after a number', () => {
    expect(toEnglish('kung kada dalawang linggo, magkano bawat buwan?')?.text).toBe('if every two weeks, how much per month?');
    expect(toEnglish('yung oven tanggalin mo na.', 'Tagalog')?.text).toBe('oven remove it.');
    expect(toEnglish('magkano ang 3br 2ba deep')?.text).toBe('how much is 3br 2ba deep');
    expect(toEnglish('Magkano 3 kwarto')?.text).toBe('how much 3 bedroom');
  });
});
