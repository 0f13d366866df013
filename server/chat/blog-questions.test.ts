import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildChatIndex } from '../../generator/chat/index.ts';
import { loadContent } from '../../generator/content/load.ts';
import type { Passage } from '../../kernel/chat/model.ts';
import { quote } from '../../tests/prices.ts';
import { inTurns } from '../../tests/chat-turns.ts';
import { createChatEngine } from './engine.ts';

/**
 * A question that names a post (by its title's words, its subject, or "that blog stat about...") and asks for a part of it
 * gets that part: all the items of its list, its steps, its formula, the paragraph that works out its figures, its own
 * example, quoted rather than priced again. A household product asked about keeps the blog's answer when a creator asks it
 * for a video. What the replies must hold is read from the posts (and the price list), so an editor's change carries over;
 * a post of this test's own is added to the index, so the kind of question is tested, not one post.
 */
const index = buildChatIndex(loadContent(path.resolve(import.meta.dirname, '../..')).content);
const pantry = '/blog/the-pantry-peace-formula';
const mine = (title: string, url: string) => (section: string, text: string): Passage =>
  ({ id: index.passages.length, kind: 'blog', title, url, topic: 'Blog', section, text, date: '2020-01-01' });
const pantryPart = mine('The Pantry Peace Formula: Calm Shelves in a Month', pantry);
for (const [section, text] of [
  ['', 'A pantry fills up one impulse buy at a time. Here is how to keep it calm.'],
  ['The formula in one line', 'Calm pantry = fewer jars + clear labels + one shelf a week.\nEach part takes a few minutes.'],
  ['Part one: what a cluttered shelf costs', 'Here is an illustration. If you toss two jars a week, that is eight jars a month and about 100 jars a year, close to a full shelf of waste.'],
  ['Part two: a shelf plan for the week', 'Here is a plan you can copy:\n1. Monday: the spice rack. Turn every label out.\n2. Tuesday: the tins. Oldest to the front.\n3. Wednesday: the grains. Decant into jars.'],
  ['Conclusion', 'A calm pantry is fewer jars, clear labels and one shelf a week.'],
] as const) index.passages.push(pantryPart(section, text));
const markers = mine('Six Marks of a Calm Bookshelf', '/blog/six-marks-of-a-calm-bookshelf');
for (const [section, text] of [
  ['', 'What a calm bookshelf looks like, mark by mark.'],
  ['1. Nothing is stacked sideways', 'Every book stands.'],
  ['2. Books stand by size', 'Tall ones at the ends.'],
  ['3. The shelves are labelled', 'Labels face out.'],
  ['4. There is room to add', 'A hand\'s width on each shelf.'],
  ['5. Loose papers have one box', 'A box at the end of the lowest shelf.'],
  ['6. It stays that way', 'A ten-minute sort each month.\n- Which shelf is fullest?\n- What has not been opened in a year?'],
] as const) index.passages.push(markers(section, text));
const engine = createChatEngine(index);
const say = (...turns: string[]) => inTurns(engine, ...turns).reply;

/** A post's part by its address's ending and its heading. */
const part = (slug: string, heading: RegExp) => index.passages.find((p) => p.url.endsWith(slug) && heading.test(p.section))!;
/** The numbered steps of a part, each by its first sentence, as the reply gives them. */
const steps = (p: Passage) => p.text.split('\n').filter((l) => /^\d+\.\s/.test(l)).map((l) => l.split(/(?<=[.!?])\s+/)[0]!);
/** The paragraph of a part that says something, as written. */
const line = (p: Passage, says: RegExp) => p.text.split('\n').find((l) => says.test(l))!;
const headingsOf = (slug: string) => index.passages.filter((p) => p.url.endsWith(slug) && /^(\d+\.|step \d+)/i.test(p.section)).map((p) => p.section);

describe('a post\'s list asked for', () => {
  it('"there was a piece about..." names a post: the steps of the evening reset', () => {
    const reset = part('clean-house-clear-head-why-tidy-spaces-calm-busy-minds', /reset/i);
    const reply = say('There was a piece about a fifteen-minute tidy in the evenings. I should like to try it. What were the steps?');
    for (const step of steps(reset)) expect(reply).toContain(step);
  });

  it.each([
    ['the five stars blog post - what are the 8 signs? quick list pls', 'what-five-stars-look-like-in-a-cleaning-service'],
    ['the calm bookshelf blog post - what are the 6 marks? quick list', 'six-marks-of-a-calm-bookshelf'],
  ])('"%s" gets every numbered part, not the last one\'s list', (question, slug) => {
    const headings = headingsOf(slug);
    expect(headings.length).toBeGreaterThanOrEqual(3);
    const reply = say(question);
    for (const heading of headings) expect(reply).toContain(heading);
  });

  it('a word that names one list of a numbered post still gets that list', () => {
    expect(say('the calm bookshelf blog post - which questions does it say to ask?')).toContain('- What has not been opened in a year?');
  });
});

describe('a post asked for in short', () => {
  it.each([
    ['whats the weekend freedom formula thing from ur blog, tldr', 'the-weekend-freedom-formula-how-to-win-back-your-saturdays'],
    ['whats the pantry peace formula from your blog, tldr', 'the-pantry-peace-formula'],
  ])('"%s" gets the formula and the plan\'s steps, not only the headings', (question, slug) => {
    const formula = line(part(slug, /formula/i), / = /);
    const plan = part(slug, /plan|weekdays/i);
    const reply = say(question);
    expect(reply).toContain(formula);
    for (const step of steps(plan)) expect(reply).toContain(step);
  });
});

describe('a post\'s figures asked for', () => {
  it.each([
    ['that blog stat about losing time looking for stuff - what was the math', 'the-hidden-cost-of-a-messy-home-time-money-and-mood', /looking for/],
    ['that blog stat about tossing jars - what was the math', 'the-pantry-peace-formula', /toss/],
  ])('"%s" quotes the paragraph that works it out, in the post that says it', (question, slug, says) => {
    const worked = index.passages.filter((p) => p.url.endsWith(slug)).map((p) => p.text.split('\n').find((l) => says.test(l))).find(Boolean)!;
    expect(say(question)).toContain(worked);
  });

  it('the example of a post named is quoted as the post gives it, both tiers and the offer, not two bedrooms priced', () => {
    const rooms = { Bedroom: 2, Bathroom: 1, 'Half Bathroom': 1, Other: 2 };
    const standard = quote(index.facts, 'standard', rooms);
    const reply = say("in the 'cleaning your own home is more expensive' post whats the 2 bed example price");
    expect(reply).toContain(`= ${standard.total}`);
    expect(reply).toContain(`= ${quote(index.facts, 'deep', rooms).total}`);
    expect(reply).toContain(standard.firstClean);
    expect(reply).not.toMatch(/^Total:/m);
  });

  it('"whats the math in it" of a post named gives each part that works something out', () => {
    const slug = 'why-cleaning-your-own-home-is-more-expensive-than-it-looks';
    const reply = say(`that 'cleaning your own home is more expensive' article - whats the math in it`);
    expect(reply).toContain(line(part(slug, /value on an hour/i), /\$\d/));
    expect(reply).toContain(line(part(slug, /flat rate/i), /^- Standard/));
  });

  it('where a figure comes from stays the estimate\'s answer', () => {
    expect(say("is the '10 hours a month cleaning' stat in your blog from a real study?")).not.toMatch(/works it out/);
  });
});

describe('a household product asked by a creator filming it', () => {
  const hacks = 'why-cleaning-hacks-fail-and-what-actually-keeps-a-home-clean';
  it('"can i use vinegar on my marble counter for a cleaning vid?" gets the blog\'s warning, not the program\'s pages', () => {
    const warning = line(part(hacks, /surface/i), /marble/).replace(/^- /, '');
    const reply = say('can i use vinegar on my marble counter for a cleaning vid?');
    expect(reply).toContain(warning);
    expect(reply).not.toMatch(/creator program/);
  });

  it('"what if i do bleach + vinegar for my video" after a blog question gets the warning against mixing them', () => {
    const reply = say('your blog says baking soda + vinegar is a fake hack?', 'ok so what if i do bleach + vinegar for my shower glow-up video instead');
    expect(reply).toMatch(/never mix bleach with vinegar/i);
    expect(reply).not.toMatch(/creator program/);
  });
});
