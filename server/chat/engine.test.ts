import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildChatIndex } from '../../generator/chat/index.ts';
import { loadContent } from '../../generator/content/load.ts';
import { answers, createChatEngine } from './engine.ts';
import type { Passage } from '../../kernel/chat/model.ts';
import { termsOf } from '../../kernel/chat/search.ts';
import { quote, rates } from '../../tests/prices.ts';

const index = buildChatIndex(loadContent(path.resolve(import.meta.dirname, '../..')).content);
const engine = createChatEngine(index);
const ask = (q: string, ...history: string[]) => engine.answer(q, history.map((question) => ({ question })));
const text = (q: string, ...history: string[]) => {
  const a = ask(q, ...history);
  return `${a.reply}\n${a.sources.map((s) => s.url).join('\n')}`;
};
const SUPPORT = index.facts.clientSupportUrl;
/** Prices as content/pricing.json has them today. */
const prices = index.facts;

describe('chat engine', () => {
  it('quotes a passage only when its title, heading or lead names what was asked', () => {
    const pay: Passage = { id: 0, kind: 'help', title: 'How do I book my first cleaning?', url: '/x', topic: 'Getting started', section: 'Step 3: Pay securely', text: 'Before you confirm, the app shows your total.\nCleaners are paid securely.' };
    expect(answers(pay, termsOf('how do I pay'))).toBe(true);
    expect(answers(pay, termsOf('what do cleaners earn'))).toBe(false);
    const cancel: Passage = { id: 0, kind: 'help', title: 'What is your cancellation policy?', url: '/x', topic: 'Policies', section: '', text: 'Short answer: the rule is shown in the app.' };
    expect(answers(cancel, termsOf('can I cancel?'))).toBe(true);
    const photos: Passage = { id: 0, kind: 'help', title: 'Can I see photos of my finished cleaning?', url: '/x', topic: 'Trust', section: 'If a photo shows a problem', text: 'Photos are the quickest way.' };
    expect(answers(photos, termsOf('my dog is a problem'))).toBe(false);
  });

  it.each([
    ['should I tip the cleaner', 'anything about tipping'],
    ['are your cleaners insured and bonded', 'anything about insurance or bonding'],
    ['do I need to provide cleaning supplies?', 'whether cleaners bring supplies'],
    ['how long does a 3 bedroom cleaning take', 'how long a cleaning takes'],
  ])('says the site does not say, for "%s", and points to support and an article', (q, what) => {
    const a = ask(q);
    expect(a.reply).toContain(`The site doesn't say ${what}`);
    expect(a.reply).toContain(SUPPORT);
    expect(a.sources.some((s) => s.url.startsWith('/support/'))).toBe(true);
    expect(a.reply).not.toMatch(/A tip for next time|emergency services|Total:/);
  });

  it('answers the fee, cancellation and payment-method questions from what the app shows, with no figure', () => {
    expect(text('how much is the booking fee')).toContain('/booking-fee');
    expect(text('how much do you charge if i cancel last minute?')).toContain('what-is-your-cancellation-policy');
    expect(text('do you take cash?')).toContain("doesn't list the payment methods");
    for (const q of ['how much is the booking fee', 'how much do you charge if i cancel last minute?']) expect(ask(q).reply).not.toMatch(/\$\d/);
  });

  it('sends cleaner pay to the crew answer, and a job well done nowhere near hiring', () => {
    const pay = text('how much do your cleaners get paid');
    expect(pay).toContain("The site doesn't say what cleaners earn");
    expect(pay).toContain(index.facts.crewSiteUrl);
    expect(text('the cleaner did a bad job yesterday, what can i do?')).not.toContain('crew site');
    expect(text('the cleaner did a bad job yesterday, what can i do?')).toContain('you do not pay');
  });

  it('answers a town and a price in one reply', () => {
    const reply = text('how much for a 2 bed 2 bath in Hoboken?');
    expect(reply).toContain(`Total: ${quote(prices, 'standard', { Bedroom: 2, Bathroom: 2 }).total}`);
    expect(reply).toContain('/locations/new-jersey/hudson-county/hoboken-city');
  });

  it('states the difference for "standard vs deep"', () => {
    const reply = ask('whats the difference between standard and deep cleaning').reply;
    expect(reply).toContain('Deep Cleaning goes further in each room');
    expect(reply).toContain(rates(prices, 0));
  });

  it('answers the sub-question of the offer, not only the offer', () => {
    expect(ask('does NEWCOMER work on every cleaning or just the first one').reply).toContain('is for your first cleaning only');
    expect(ask('any discounts for seniors or military?').reply).toContain("doesn't list any other discount");
    expect(ask('newcomer code isnt working').reply).toContain("don't confirm yet");
  });

  it('gives the phone number, the Delaware mailing address and the cookie facts the site has', () => {
    expect(ask("what's your phone number").reply).toContain(index.facts.phone);
    expect(ask('why does it say delaware? are you a NJ company').reply).toContain('Wilmington, Delaware');
    expect(text('do you use cookies')).toContain('/cookies');
    expect(ask('email address?').reply).not.toMatch(/[a-z]+@[a-z]+\./);
  });

  it('reads an order number as an order, not a ZIP', () => {
    const reply = ask('whats the status of order 12345').reply;
    expect(reply).not.toContain('ZIP');
    expect(reply).toContain(SUPPORT);
  });

  it('resolves follow-ups against the previous question, statelessly', () => {
    expect(ask('and for deep?', 'how much for 2 bedrooms and 1 bathroom').reply).toContain(`Total: ${quote(prices, 'deep', { Bedroom: 2, Bathroom: 1 }).total}`);
    expect(ask('what about the oven?', '3 bed 2 bath standard price').reply).toContain(`Total: ${quote(prices, 'standard', { Bedroom: 3, Bathroom: 2 }, ['Oven']).total}`);
    expect(ask('and with the newcomer code?', 'how much for 3 bedrooms 2 baths').reply).toContain(quote(prices, 'standard', { Bedroom: 3, Bathroom: 2 }).firstClean);
    expect(text('what about trenton?', 'do you clean in princeton')).toContain('/mercer-county/trenton');
    // Without the history the fragment is not priced.
    expect(ask('and for deep?').reply).not.toContain('Total:');
  });
});
