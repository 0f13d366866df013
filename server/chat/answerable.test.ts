import path from 'node:path';
import { expect, it } from 'vitest';
import { buildChatIndex } from '../../generator/chat/index.ts';
import { loadContent } from '../../generator/content/load.ts';
import { createChatEngine, excerpt } from './engine.ts';
import { NOT_ON_THE_SITE } from './handlers/scope.ts';

/**
 * Questions no handler was written for: answered in the site's own sentence when the site says it,
 * and an honest "the site doesn't say" with the right people to ask when it does not. Each is
 * worded afresh, not taken from a question set.
 */
const index = buildChatIndex(loadContent(path.resolve(import.meta.dirname, '../..')).content);
const engine = createChatEngine(index);
const ask = (question: string) => engine.answer(question);
const urls = (question: string) => ask(question).sources.map((s) => s.url);

it('answers from the written pages too: the page that speaks of the colour mode, the video upload page', () => {
  // Whichever page says it today (the accessibility statement): an editor may move the sentence.
  const page = index.passages.find((p) => p.kind === 'page' && /dark mode/i.test(p.text))!;
  expect(urls('can I turn on dark mode on this site')).toContain(page.url);
  expect(ask('can I turn on dark mode on this site').reply).toMatch(/dark mode/i);
  expect(urls('where should my finished videos be sent')).toContain('/creator-submissions');
});

it('quotes the privacy policy or notice where it answers in so many words', () => {
  const sold = ask('will my details be sold to third parties?');
  expect(sold.reply).toMatch(/(do not|don't) sell/i);
  expect(sold.sources.map((s) => s.url).some((u) => u === '/privacy-policy' || u === '/notice-at-collection')).toBe(true);
});

it('says plainly that the site is silent, instead of quoting a sentence that only shares common words', () => {
  const reply = ask('Are your cleaners OSHA certified?').reply;
  expect(reply.startsWith(NOT_ON_THE_SITE)).toBe(true);
  expect(reply).toContain('client support');
  // Training is a subject of its own: the site's silence on it, said as such.
  expect(ask('are your cleaners trained in first aid or CPR?').reply).toMatch(/^The site doesn't describe cleaners' training/);
});

it('gives one honest fallback for a message of two questions the site does not answer, not one per question', () => {
  const reply = ask('Are your cleaners OSHA certified? Are they unionized?').reply;
  expect(reply.split(NOT_ON_THE_SITE).length - 1).toBe(1);
});

it('finds the blog post a question asks about by its subject, and quotes what it says', () => {
  const posts = index.passages.filter((p) => p.kind === 'blog');
  // Every post, asked about by the words of its own title, is the one named.
  for (const url of new Set(posts.map((p) => p.url))) {
    const title = posts.find((p) => p.url === url)!.title;
    const answer = ask(`is there a blog post on ${title.toLowerCase().split(/[:(]/)[0]}?`);
    expect(answer.sources.map((s) => s.url)).toContain(url);
  }
  // A word the blog uses only in passing finds the post that uses it.
  const stone = ask('what did the blog say about cleaning marble countertops');
  expect(stone.reply).toMatch(/marble/i);
  expect(stone.sources[0]!.url).toMatch(/^\/blog\//);
});

it('says the blog has no post on a subject it never writes about, instead of quoting an unrelated one', () => {
  const reply = ask('does your blog have anything about pressure washing a deck?').reply;
  expect(reply).toMatch(/can't find a post/);
  expect(reply).not.toMatch(/says:|covers that/);
});

it('quotes the list item that answers from a long list, after the sentence that introduces it, and a short list whole', () => {
  const passage = (text: string) => ({ id: 0, kind: 'page' as const, title: 'Guide', url: '/guide', topic: 'Pages', section: 'Rules', text });
  const filler = (word: string) => `- ${`${word} `.repeat(40).trim()}.`;
  const long = passage(['Before you film:', filler('alpha'), filler('beta'), '- Keep the faces of people who did not agree out of frame.', filler('gamma')].join('\n'));
  expect(excerpt(long, ['face'])).toMatch(/^Before you film:\n- Keep the faces/);
  const short = passage('- We do not sell data.\n- We do not send chat questions to any third-party service.');
  expect(excerpt(short, ['third', 'party'])).toMatch(/^- We do not sell data/);
});

it('answers "what does it involve" with the list of what the service covers, not the article opening', () => {
  for (const question of ['what does a deep clean involve', 'what do they actually do on a move out clean']) {
    const reply = ask(question).reply;
    // The article's list, item by item, is quoted.
    expect(reply.split('\n').filter((line) => line.startsWith('- ')).length).toBeGreaterThanOrEqual(3);
  }
});

it('does not append a guess at what "it" was after a message whose other question was answered, and keeps a second real question', () => {
  const tip = ask('do cleaners expect a tip? is that included?').reply;
  expect(tip).toMatch(/tipping/i);
  expect(tip).not.toMatch(/\n- /);
  const both = ask('how much for 3 bed 2 bath? and can the website be switched to dark mode?');
  expect(both.reply).toMatch(/Total: \$/);
  expect(both.sources.map((s) => s.url)).toContain('/accessibility');
});

it('answers a statement tacked onto a question only with the question\'s answer', () => {
  const { code } = index.facts.offer;
  const reply = ask(`does ${code} work on a deep clean? we never booked with you before`).reply;
  expect(reply).toContain(code);
  expect(reply).not.toMatch(/That is from our/);
});
