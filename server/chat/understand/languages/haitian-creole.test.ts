import { describe, expect, it } from 'vitest';
import { toEnglish } from '../languages.ts';

describe('Haitian Creole', () => {
  it('reads a deep clean, a half bathroom and an appliance inside', () => {
    expect(toEnglish('Konbyen pou yon netwayaj pwofon nan 2 chanm ak yon mwatye twalèt?')?.text).toBe('how much for a deep cleaning in 2 bedroom and a half bathroom?');
    expect(toEnglish('Eske nou ka netwaye anndan mikwo-ond lan tou?')?.text).toBe('can you clean inside microwave too?');
  });

  it('reads "kijan pou m" as "how do i", but leaves joining the crew to its own phrase', () => {
    expect(toEnglish('Kijan pou m anile rezèvasyon an?')?.text).toContain('how do i cancel');
    expect(toEnglish('Kòman pou m vin netwayè?')?.text).toContain('to become a cleaner');
  });

  it('reads "Kisa ... ye?" as "what is", not "yesterday"', () => {
    expect(toEnglish('Kisa lis datant biznis la ye? Mwen vle antre.')?.text).toBe('what is waitlist business? i want join.');
    expect(toEnglish('Mwen te rele yè, pèsonn pa reponn')?.text).toContain('yesterday');
  });

  it('reads a fee, a penalty and moving a date to another day', () => {
    expect(toEnglish('Eske gen penalite si m ranvwaye pou yon lòt jou?')?.text).toBe('is there penalty if i reschedule for another day?');
    expect(toEnglish('Eske gen frè rezèvasyon?')?.text).toBe('is there booking fee?');
  });

  it('reads a state in Creole spelling, and the app named after a client\'s cleanings', () => {
    expect(toEnglish('Eske nou gen sèvis nan Pensilvani?')?.text).toBe('do you have service in Pennsylvania?');
    expect(toEnglish('Kote m ka wè foto netwayaj mwen nan aplikasyon an?')?.text).toContain('in the app');
  });

  it('reads an off-topic ask as such', () => {
    expect(toEnglish('Ban m yon resèt soup joumou tanpri')?.text).toContain('give me a recipe');
  });

  it('reads an order changed in a client\'s words: the tier instead, a month, the dishwasher, no dishes, one room as another', () => {
    expect(toEnglish('Fè l estanda pito, souple')?.text).toBe('make it standard instead, please');
    expect(toEnglish('Konbyen pa mwa si se chak de semèn?')?.text).toBe('how much per month if is every 2 weeks?');
    expect(toEnglish('Pa lave vesèl, mwen vle andedan machin lave asyèt la')?.text).toBe('no wash the dishes, i want dishwasher inside');
    expect(toEnglish('Padon, mwen gen yon sèl twalèt, dezyèm chanm nan se yon biwo')?.text).toContain('sorry, i have only one bathroom, second bedroom');
    expect(toEnglish('Mwen vle 3 chanm ak mikwo onn nan')?.text).toBe('i want 3 bedroom and microwave');
  });

  it('reads this chat, the hours support opens and a roommate\'s code', () => {
    expect(toEnglish('Eske chat sa a anrejistre mesaj mwen yo?')?.text).toBe('this chat save my messages?');
    expect(toEnglish('A kilè sipò a ouvè jodi a?')?.text).toBe('what time support open today?');
    expect(toEnglish('Mwen konnen kolokatè m te deja itilize kòd la')?.text).toContain('my roommate already used code');
  });
});
