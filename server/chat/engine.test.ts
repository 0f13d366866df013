import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildChatIndex } from '../../generator/chat/index.ts';
import { loadContent } from '../../generator/content/load.ts';
import { answers, createChatEngine, excerpt } from './engine.ts';
import type { Passage } from '../../kernel/chat/model.ts';
import { termsOf } from '../../kernel/chat/search.ts';
import { quote, rates } from '../../tests/prices.ts';
import { formatCents } from '../../kernel/money.ts';
import { phoneDisplay } from '../../kernel/phone.ts';
import { escapeRegExp } from '../../kernel/regexp.ts';
import { pageSentence } from '../../tests/page-sentences.ts';

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
const addOnPrice = (item: string) => formatCents(prices.addOns.find((a) => a.item.startsWith(item))!.price);
const halfBath = prices.rooms.find((r) => r.item === 'Half Bathroom')!;

describe('a quote of a passage', () => {
  // Items long enough that the introducing sentence alone fills the quote's length.
  const step = (n: number) => `- Step ${n}: ${'wipe the stone gently with a soft damp cloth and dry it at once, so that no ring or etch mark is left on the polished surface. '.repeat(3)}`;
  const passage: Passage = { id: 0, kind: 'help', title: 'How do I look after marble?', url: '/x', topic: 'Services', section: '',
    text: ['Marble needs a gentle routine. Vetting the products is the first layer, and the cleaner keeps to these steps after you book:', step(1), step(2), step(3), step(4)].join('\n') };

  it('never ends on the sentence that introduces a list: the list follows it', () => {
    const quoted = excerpt(passage, termsOf('vetting first layer'));
    expect(quoted.split('\n')).toHaveLength(5);
    expect(quoted).toContain('Step 4');
  });
});

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
    expect(ask("what's your phone number").reply).toContain(phoneDisplay(index.facts.phone));
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

describe('understanding by slots', () => {
  const priceList = /Bedroom: \$[\d.]+ \/ \$[\d.]+/;

  it.each([
    ['is there a minimum charge?'],
    ['any surcharge for weekends'],
  ])('answers a fee question ("%s") with what the site says about fees, not the price list', (q) => {
    const a = ask(q);
    expect(a.reply).toContain("The site doesn't list");
    expect(a.reply).not.toMatch(priceList);
    expect(a.sources.map((s) => s.url)).toContain('/booking-fee');
  });

  it('answers pausing or ending a recurring plan from the articles\' recurring sections, not how to set one up', () => {
    for (const q of ['how do I pause my weekly cleanings while I travel?', 'I want to stop my recurring cleaning. How do I end it?']) {
      const a = ask(q);
      expect(a.reply).toMatch(/single visit or stop the whole schedule/);
      expect(a.reply).not.toContain('set it up once');
    }
  });

  it('answers an arrival time without the satisfaction promise or the booking steps', () => {
    const a = ask('what time window will the cleaner arrive in');
    expect(a.reply).toContain("doesn't give arrival times");
    expect(a.reply).not.toMatch(/not happy|1\. Describe/);
  });

  it('prices a service without published rates in the app, never as a Standard estimate', () => {
    for (const q of ['What would a move-out cleaning cost for a three bedroom house?', 'how much is a turnover clean for my 2 bed airbnb', 'how much to clean an office']) {
      const a = ask(q);
      expect(a.reply).toMatch(/has no published price/);
      expect(a.reply).not.toMatch(/Total:|Standard Cleaning from our flat rates/);
    }
  });

  it('quotes what a service covers from its article\'s list, not its opening', () => {
    const a = ask('What exactly does a deep clean cover?');
    expect(a.reply).toMatch(/^- baseboards/m);
    expect(a.sources[0]!.url).toContain('what-does-deep-cleaning-include');
  });

  it('answers a would-be cleaner about pay from the crew side, never with client prices', () => {
    const a = ask('how much would I get paid as a cleaner?');
    expect(a.reply).toContain(index.facts.crewSiteUrl);
    expect(a.reply).not.toMatch(/\$\d/);
  });

  it('says off-topic messages are out of scope, even when they name a town or a cleaning word', () => {
    for (const q of ['whats the weather in hoboken tomorrow', 'write me a poem about cleaning']) {
      const a = ask(q);
      expect(a.reply).toContain('outside what I can help with');
      expect(a.reply).not.toMatch(/we clean in|supplies/);
    }
  });

  it('answers ZIPs outside New Jersey as outside the area', () => {
    expect(ask('do u clean in 10001').reply).toMatch(/ZIP 10001 is outside our area/);
  });

  it('quotes the privacy policy where it answers plainly', () => {
    expect(ask('Do you sell my personal data?').reply).toMatch(/We do not sell personal data/);
  });

  it('answers both questions of one message, each from its own page', () => {
    const a = ask('can I see photos of the cleaning afterwards? and what is your cancellation policy?');
    expect(a.sources.map((s) => s.url).join(' ')).toMatch(/can-i-see-photos.*what-is-your-cancellation-policy/);
    expect(a.reply).toContain('job photos');
  });

  it('answers a message over 500 characters from the part that asks, and says what was cut', () => {
    const story = `${'My late husband always took care of the house, and my daughter in Ohio worries about me. '.repeat(6)}Are your cleaners background checked, and how much would a deep clean of three bedrooms and two bathrooms cost?`;
    expect(story.length).toBeGreaterThan(500);
    const a = ask(story);
    expect(a.reply).toMatch(/Your message was long, so I answered the question in it and left out the rest/);
    expect(a.reply).toContain(`Total: ${quote(prices, 'deep', { Bedroom: 3, Bathroom: 2 }).total}`);
    expect(a.reply).toContain('background-checked');
    expect(a.reply).not.toContain('Ohio');
  });

  it('answers a Spanish question in English, and says so', () => {
    const a = ask('¿Cuánto cuesta una limpieza profunda de 2 habitaciones y 1 baño?');
    expect(a.reply).toMatch(/^I can only answer in English/);
    expect(a.reply).toContain(`Total: ${quote(prices, 'deep', { Bedroom: 2, Bathroom: 1 }).total}`);
  });
});

describe('dialogue state from history', () => {
  it('carries the service and the home across turns: "does that include...", "add it", "how much is it"', () => {
    const first = 'how much for deep clean 2 bed 1 bath';
    expect(ask('does that include the oven?', first).reply).toMatch(/^No: Deep Cleaning/);
    expect(ask('does that include the oven?', first).reply).toContain(`Oven inside ${addOnPrice('Oven inside')}`);
    expect(ask('ok add it', first, 'does that include the oven?').reply).toContain(`Total: ${quote(prices, 'deep', { Bedroom: 2, Bathroom: 1 }, ['Oven inside']).total}`);
    expect(ask('how much is it for 1 bed 1 bath', 'what does deep cleaning include').reply).toContain(`Total: ${quote(prices, 'deep', { Bedroom: 1, Bathroom: 1 }).total}`);
    expect(ask('how much is it', 'do you clean offices').reply).toMatch(/Office and Business Cleaning has no published price/);
  });

  it('prices a recurring follow-up per visit, with the offer on the first only', () => {
    const a = ask("what if it's every other week", 'how much for 2 bed 2 bath standard');
    const home = quote(prices, 'standard', { Bedroom: 2, Bathroom: 2 });
    expect(a.reply).toContain(`${home.total} per visit`);
    expect(a.reply).toContain(`first cleaning only (${home.firstClean})`);
  });

  it('reads a fragment after a price as a price', () => {
    expect(ask('and half bath?', 'how much bathroom cleaning').reply).toContain(`${halfBath.item}: ${formatCents(halfBath.standard)} standard, ${formatCents(halfBath.deep)} deep`);
  });
});

describe('answerability', () => {
  it('says which task a service\'s list does not name, instead of implying it is included', () => {
    const a = ask('does the deep clean include windows');
    expect(a.reply).toMatch(/^The Deep Cleaning list doesn't name windows/);
  });

  it('reads stopping one visit as cancelling or moving it, not as booking', () => {
    const a = ask('can i stop the cleaner from coming tomorrow');
    expect(a.reply).toMatch(/cancel it in the app/);
    expect(a.reply).not.toMatch(/takes about 60 seconds/);
  });

  it('carries a service only to a question that points back or asks about it', () => {
    expect(ask('do you do carpets', 'what does move out cleaning cover').reply).not.toMatch(/^Yes/);
  });
});

describe('an article asked for by its title in other words', () => {
  it('finds "What is Nestwell?" however the question pads it, alone or after a greeting', () => {
    const article = index.passages.find((p) => p.kind === 'help' && /^What is Nestwell\?$/i.test(p.title))!.url;
    for (const q of ['What exactly is Nestwell?', "what's nestwell", 'so what is nestwell anyway?', 'Good afternoon. My daughter put this on my telephone. What exactly is Nestwell?']) {
      expect(ask(q).reply, q).toMatch(new RegExp(`^${escapeRegExp(pageSentence(index, article))}`));
    }
  });

  it('gives the number to "can I just call somebody? what number?", and none to a call refused', () => {
    expect(ask('Can I just call somebody? What number?').reply).toContain(phoneDisplay(index.facts.phone));
    expect(ask('How can I move my cleaning to another day without having to call anyone?').reply).not.toContain(phoneDisplay(index.facts.phone));
    const deaf = ask("I am Deaf and I can't use phone calls. How can I contact your support team without calling?").reply;
    expect(deaf).toContain('[client support]');
    expect(deaf).not.toContain(phoneDisplay(index.facts.phone));
  });
});
