import path from 'node:path';
import { expect, it } from 'vitest';
import { buildChatIndex } from '../../generator/chat/index.ts';
import { loadContent } from '../../generator/content/load.ts';
import { createChatEngine } from './engine.ts';
import { NOT_ON_THE_SITE } from './handlers/scope.ts';

/**
 * Questions the site answers though no keyword names its page: checking a cleaning from afar (the
 * job photos), which price is binding (the terms), where the help centre is, the newest post.
 * Each is worded afresh, not taken from a question set.
 */
const index = buildChatIndex(loadContent(path.resolve(import.meta.dirname, '../..')).content);
const engine = createChatEngine(index);
const ask = (question: string) => engine.answer(question);

it('points someone who cannot be there to the job photos to check the cleaning was done', () => {
  for (const question of ['my parents live in another state, how do we make sure the cleaner really did the work?', "I'll be at work all day, can I verify the cleaning got done?"]) {
    const answer = ask(question);
    expect(answer.reply).toMatch(/job photos/i);
    expect(answer.sources.some((s) => /photos/.test(s.url))).toBe(true);
  }
});

it('says the site is silent on how long job photos are kept and who sees them, and still points to them', () => {
  for (const question of ['How long are the job photos kept? Who else can see them?', 'who can see the pictures the cleaner takes of my place?', 'Who else can see photographs of the inside of our home, and how long are they kept?']) {
    const answer = ask(question);
    expect(answer.reply).toMatch(/^The site doesn't say how long job photos are kept or who else can see them/);
    expect(answer.reply).not.toMatch(/how long a cleaning takes|_ga cookie/);
    expect(answer.sources.some((s) => /photos/.test(s.url))).toBe(true);
  }
  for (const question of ['Can I ask them not to photograph my home office at all?', "please don't take any photos in my house, is that ok?"]) {
    expect(ask(question).reply).toMatch(/^The site doesn't say whether you can ask for no photos to be taken/);
  }
});

it('says the price the app confirms before booking is the one that counts, from the terms', () => {
  for (const question of ['does the app honor the rates on your site or can it differ?', 'is the website price the final one?']) {
    const answer = ask(question);
    expect(answer.reply).toMatch(/confirmed in the app before you book/i);
    expect(answer.sources.map((s) => s.url)).toContain('/terms-of-service');
  }
});

it('gives the help centre and its topics when asked where it is', () => {
  const answer = ask('is there a FAQ section somewhere?');
  expect(answer.reply.startsWith(NOT_ON_THE_SITE)).toBe(false);
  expect(answer.reply).toContain('](/support)');
  // Every help category is named, whatever the categories are.
  for (const topic of new Set(index.passages.filter((p) => p.kind === 'help').map((p) => p.topic))) expect(answer.reply.toLowerCase()).toContain(topic.toLowerCase());
});

it('names the newest blog post by its date, and reads "newest" about something else as that subject', () => {
  const posts = index.passages.filter((p) => p.kind === 'blog' && p.date);
  const newest = posts.reduce((a, b) => (b.date! > a.date! ? b : a));
  for (const question of ['anything fresh on your blog?', 'what was the most recent article you put out']) {
    const answer = ask(question);
    expect(answer.reply).toContain(`[${newest.title}](${newest.url})`);
    expect(answer.sources[0]!.url).toBe(newest.url);
  }
  expect(ask('is there a post on the latest vacuum models').reply).not.toContain('newest blog post');
});

it('reads moving a booked visit to another day, however it is said, as rescheduling', () => {
  for (const question of ["can't make thursday, can I bump my cleaning to monday?", 'I need to shift the appointment until next month']) {
    expect(ask(question).sources.some((s) => /change-the-date-or-time/.test(s.url))).toBe(true);
  }
});
