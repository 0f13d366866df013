import { describe, expect, it } from 'vitest';
import { asksElsewhere, asksOtherHelp } from './elsewhere.ts';

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

describe('a request for help on a subject none of our words touch', () => {
  it.each([
    'can u help me w my stats hw real quick, whats a p value',
    'could you proofread the abstract of my thesis? it is only 250 words.',
    'how do i get my va pension increased',
    'how many days does a landlord have to return a deposit in nj',
    'how i can improve my english fast?',
  ])('"%s" is another subject', (text) => {
    expect(asksOtherHelp(text)).toBe(true);
  });

  it.each([
    // Put to us as a business, however the site is silent.
    'do you sell gift certificates?',
    'does your app work on a tablet?',
    // Our subject in other words: the person who comes, the cookie banner, a room, the booking.
    "real talk how do i know the person isn't gonna go thru my stuff when i'm gone",
    'i clicked accept on the banner by accident. how do i undo it?',
    'how would i make sure nobody touches the china in the butler\'s pantry?',
    'how many ppl come, 1 or 2?',
    'how do i get the program on my telephone?',
    'can you help me book a cleaning',
    // Not a request for help.
    'my neighbour recommended you',
  ])('"%s" is ours', (text) => {
    expect(asksOtherHelp(text)).toBe(false);
  });
});
