import { describe, expect, it } from 'vitest';
import { asksElsewhere } from './elsewhere.ts';

/** Words the site's pages use, as the engine collects them. */
const site = new Set(('a the cleaning cleaner clean place way time service deal good air oven for my do you can what is and floors in retail area also system small then ' +
  'all his things are still there records handyman came recommended church afterwards her jewelry was gone').split(' '));
const elsewhere = (text: string, places: string[] = []) => asksElsewhere(text.toLowerCase(), site, () => places);

describe('a question about something the site never speaks of', () => {
  it.each([
    'whats a good pediatrician in jc',
    'ok unrelated but whats a good cheap ramen place near journal sq',
    'Can you recommend desk-booking software for a coworking space?',
    "What's the best air purifier for a kid's bedroom?",
    "What's a good POS system for a small pharmacy?",
    'random but any lifeguarding jobs around here?',
  ])('"%s" is declined', (text) => {
    expect(elsewhere(text, ['Jersey City'])).toBe(true);
  });

  it.each([
    'can you recommend a good cleaner for my place?',
    "what's the best time to book a cleaning?",
    'unrelated, but do you clean the oven?',
    'All his things are still there, the good china, his records.',
    'A handyman came recommended by somebody at church, and afterwards her jewelry was gone.',
  ])('"%s" is not', (text) => {
    expect(elsewhere(text)).toBe(false);
  });
});
