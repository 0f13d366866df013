import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildChatIndex } from '../../generator/chat/index.ts';
import { loadContent } from '../../generator/content/load.ts';
import { createChatEngine } from './engine.ts';

/**
 * Topics that every round of outside questions asked in new words, answered from what the site
 * says of them rather than with the booking steps or an "I'm not sure": trouble with the app, a
 * web version of it, reminders before a visit, the same cleaner every time, the wrong app.
 */
const index = buildChatIndex(loadContent(path.resolve(import.meta.dirname, '../..')).content);
const engine = createChatEngine(index);
const ask = (question: string) => engine.answer(question);

describe('trouble with the app', () => {
  it.each([
    'the app freezes every time I open my bookings, who do I tell?',
    'found a bug in your iphone app',
    'i have a suggestion about the app, where does it go',
  ])('"%s" gets the app feedback form and client support', (question) => {
    const { reply, sources } = ask(question);
    expect(reply).toContain('(/app-feedback)');
    expect(reply).toContain(index.facts.clientSupportUrl);
    expect(sources.map((s) => s.url)).toContain('/app-feedback');
  });
});

describe('a web version of the app', () => {
  it.each(['do you have an online portal for customers?', 'can I use a browser version instead of the phone app'])('"%s" is told booking is in the app only', (question) => {
    const { reply, sources } = ask(question);
    expect(reply).toMatch(/Not on the website/);
    expect(sources[0]!.url).toMatch(/can-i-book-a-cleaning-on-the-nestwell-website$/);
  });
});

describe('reminders before a visit', () => {
  it.each(['will I get a notification before the cleaner shows up?', 'does nestwell send a heads up the day before'])('"%s" is told the app sends reminders', (question) => {
    const { reply, sources } = ask(question);
    expect(reply).toMatch(/^Yes\. The app sends you reminders/);
    expect(sources[0]!.url).toMatch(/can-i-set-up-recurring-cleanings$/);
  });
});

describe('the same cleaner every time', () => {
  it.each(['is it always the same housekeeper?', 'we loved our cleaner, can we have her again next month'])('"%s" is told the site promises no such thing, and how matching works', (question) => {
    const { reply } = ask(question);
    expect(reply).toContain("doesn't promise the same cleaner");
    expect(reply).toContain('past cleanings');
  });

  it('keeps the plain answer to how matching works', () => {
    expect(ask('how do you pick which cleaner I get').reply).not.toContain("doesn't promise the same cleaner");
  });
});

describe('the wrong app', () => {
  it.each(['there are two apps with your name, which is for customers?', `I installed '${index.facts.brand} Crew' on my phone, can I book with it?`])('"%s" is told which app books a cleaning', (question) => {
    expect(ask(question).reply).toMatch(new RegExp(`two ${index.facts.brand} apps[\\s\\S]*client app, for booking cleanings`));
  });
});
