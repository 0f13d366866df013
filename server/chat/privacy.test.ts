import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { buildChatIndex } from '../../generator/chat/index.ts';
import { loadContent } from '../../generator/content/load.ts';
import { createChatEngine } from './engine.ts';
import { NOT_ON_THE_SITE } from './handlers/scope.ts';
import { inTurns } from '../../tests/chat-turns.ts';
import { pageSentence } from '../../tests/page-sentences.ts';

/**
 * Privacy, cookie and data-rights questions are answered from the privacy policy, the notice at
 * collection or the cookie policy in their own words, and words that mean something else
 * elsewhere ("GA", "access", "how long") are read as the privacy question means them.
 */
const root = path.resolve(import.meta.dirname, '../..');
const index = buildChatIndex(loadContent(root).content);
const engine = createChatEngine(index);
const ask = (question: string) => engine.answer(question);
const LEGAL = ['/privacy-policy', '/notice-at-collection', '/cookies'];
const fromLegal = (question: string) => ask(question).sources.some((s) => LEGAL.includes(s.url));

it('gives the deadline for answering a data request, not home access or a cleaning length', () => {
  for (const question of ['how soon do you get back to me after an access request?', 'what is the deadline for replying to my deletion request']) {
    const { reply } = ask(question);
    expect(reply).toMatch(/\brespond within \d+ days\b/);
    expect(reply).not.toMatch(/access notes|hours?\b/i);
    expect(fromLegal(question)).toBe(true);
  }
});

it('reads GA in a cookie question as Google Analytics, never as the state of Georgia', () => {
  const { reply } = ask('what is the GA cookie for?');
  expect(reply).not.toMatch(/Georgia/);
  expect(reply).toMatch(/Google Analytics/);
  // Asked as a place, Georgia is still outside the area.
  expect(ask('do you clean in Atlanta, GA?').reply).toMatch(/Georgia/);
});

it('answers plainly that personal data is not sold, and about precise location, from the policy', () => {
  expect(ask('is my info being sold to advertisers?').reply).toMatch(/do not sell/i);
  expect(ask('does the website track my GPS position?').reply).toMatch(/precise location/i);
});

it('answers who may make a request for someone, how to get a copy, and Global Privacy Control', () => {
  expect(ask('can my son send a privacy request for me?').reply).toMatch(/authori[sz]ed agent/i);
  expect(ask('I want to download everything you have on me').reply).toMatch(/portable/i);
  const gpc = ask('my browser sends GPC, do you respect that?').reply;
  expect(gpc).toMatch(/Global Privacy Control/);
  expect(gpc.startsWith(NOT_ON_THE_SITE)).toBe(false);
});

it('reads "how long" about keeping something as retention, never as how long a cleaning takes', () => {
  for (const question of ['how long will you hold on to the logs from my visit?', 'how long is stuff I type into your forms retained?', 'if I sign up for the waitlist, what do you keep, for how long?']) {
    const { reply } = ask(question);
    expect(reply).not.toMatch(/how long a cleaning takes/i);
    expect(reply).toMatch(/as long as needed|until/i);
    expect(fromLegal(question)).toBe(true);
  }
});

it('answers card details, the Decline button, HTTPS and profiling from the policies', () => {
  expect(ask('does your site keep my credit card number?').reply).toMatch(/payment details/i);
  expect(ask('what happens if I press reject on the banner?').reply).toMatch(/nothing is loaded/i);
  expect(ask('is my connection to your site encrypted?').reply).toMatch(/HTTPS/);
  expect(ask('is any automated decision-making done about me?').reply).toMatch(/profiling/i);
  expect(ask('if I sign up for the early access list, will my email be sold?').reply).toMatch(/do not sell/i);
});

it('answers a question about the policies themselves with their links, not with one stray sentence of them', () => {
  expect(ask('got a privacy policy somewhere?').sources.map((s) => s.url)).toContain('/privacy-policy');
  expect(ask('got a privacy policy somewhere?').reply).toContain('[Privacy Policy](/privacy-policy)');
  expect(ask('does this website use cookies?').reply).toMatch(/Accept/);
});

it('sets out the cookie choice to someone asking whether to accept, rather than quoting one sentence', () => {
  const { reply } = ask('the site asks me about cookies, should I click accept or not?');
  expect(reply).toMatch(/Accept/);
  expect(reply).toMatch(/Decline/);
});

/** The reply to the last of several turns, each asked with the ones before it as history. */
const turns = (...questions: string[]) => inTurns(engine, ...questions);

it('carries a conversation about personal data to its follow-ups: deleting it, how long, a refusal', () => {
  const deleted = turns('Do you keep my personal data?', 'How do I get it deleted?');
  expect(deleted.reply).toMatch(/\bdelete\b/);
  expect(deleted.sources.some((s) => LEGAL.includes(s.url))).toBe(true);
  expect(turns('What you do with my information?', 'How I delete it?', 'How long I wait?').reply).toMatch(/\brespond within \d+ days\b/);
  expect(turns('Do you keep my personal data?', 'How do I get it deleted?', 'And if you say no?').reply).toMatch(/\bappeal\b/i);
});

it('does not carry personal data to a follow-up with a subject of its own', () => {
  const { reply, sources } = turns('how do i delete my data', 'and do you clean in Clark?');
  expect(reply).toMatch(/Clark/);
  expect(sources.some((s) => LEGAL.includes(s.url))).toBe(false);
});

it("never quotes a table's header row as an answer", () => {
  for (const question of ['Do you keep my personal data?', 'what do you collect, why, and how long do you keep it']) expect(ask(question).reply).not.toMatch(/^Category; /m);
});

/** The privacy policy's own sentence that says the words given, as an editor last wrote it. */
const policySentence = (...words: string[]) => pageSentence(index, '/privacy-policy', ...words);

it('says where a chat question goes when asked whether it is sent to an AI company', () => {
  for (const question of ['Does this chat send my questions to OpenAI or any similar service?', 'do u pipe my msgs to some llm?']) {
    expect(ask(question).reply).toContain(policySentence('third-party ai'));
  }
});

it('asks a visitor offering an address or an ID number to be checked not to send sensitive information', () => {
  const { reply } = ask('Is okay I write here my address and my A-number so you can check everything for me?');
  expect(reply).toContain(policySentence('sensitive information', 'chat'));
  expect(reply).toContain(policySentence('our own server'));
});

it('answers whether an address is shared with third parties from the sharing section, not the chat paragraph', () => {
  const { reply } = ask("Will my aunt's address be shared with third parties?");
  expect(reply).not.toContain(policySentence('session storage'));
  expect(fromLegal("Will my aunt's address be shared with third parties?")).toBe(true);
});

it('sends someone asking for larger or spoken text to the accessibility statement', () => {
  // The statement's address as the content gives it, whatever an editor names the page.
  const statement = index.passages.find((p) => p.kind === 'page' && /accessib/i.test(p.title))!.url;
  for (const question of ["My eyesight isn't what it was. Can your website be made larger, or read aloud to me?", 'can I make the text bigger on your site']) {
    expect(ask(question).sources.map((s) => s.url)).toContain(statement);
  }
});

it('lists what the website collects, each kind by its lead, not one sentence that names collecting', () => {
  // The kinds as an editor writes them: the bold leads of the policy's section on what it collects.
  const policy = fs.readFileSync(path.join(root, 'content/legal/privacy-policy.md'), 'utf8');
  const section = policy.split(/^## /m).find((s) => /^[^\n]*\bcollect\b/i.test(s))!;
  const leads = [...section.matchAll(/\*\*([^*]+?)\*\*/g)].map((m) => m[1]!);
  expect(leads.length).toBeGreaterThan(1);
  for (const question of ['What information do you collect when I use your website?', "I don't like give my information to website. What you collect from me?"]) {
    const { reply, sources } = ask(question);
    for (const lead of leads) expect(reply).toContain(`- ${lead}`);
    expect(sources.map((s) => s.url)).toContain('/privacy-policy');
  }
  // The rest of the question is answered too.
  expect(ask('What personal information does your website collect about me, and do you sell it to anyone?').reply).toContain(pageSentence(index, '/notice-at-collection', 'do not sell'));
  // What the cookies load is the cookie answer's.
  expect(ask('What third-party trackers or cookies load on nestwell.com?').reply).not.toContain(`- ${leads[0]}`);
});

it('asks for nothing private in the chat, in the policy\'s words, and says where access details go', () => {
  const dont = pageSentence(index, '/privacy-policy', 'sensitive information through the chat');
  for (const turns of [
    ['how do I get the lockbox code to the cleaner? can I just paste it here'],
    ['Is it safe to type our office address and the alarm code in this chat so the cleaner has it?'],
    ['can i type my social security number here so u can check if my application went thru'],
  ]) expect(inTurns(engine, ...turns).reply).toContain(dont);
  expect(ask('Should I type the code here? We have an alarm').reply).toMatch(/notes/);
  // Nothing offered: paying at the door is no secret typed into the chat.
  expect(ask("can I pay the lady cash or write a check when she gets here. I dont like putting my card in apps").reply).not.toContain(dont);
});

it('gives the law that governs the terms, not the state we clean in', () => {
  const governs = pageSentence(index, '/terms-of-service', 'governed by');
  for (const question of ["Which state's law governs your terms of service? I'm reviewing them for the partners.", "Under which state's laws do your terms fall? I read the fine print."]) {
    const { reply, sources } = ask(question);
    expect(reply).toContain(governs);
    expect(sources.map((s) => s.url)).toEqual(['/terms-of-service']);
  }
});

/** A legal page's section as the chat quotes it: its lines, without the markdown's bold and code marks. */
const sectionOf = (file: string, heading: string) => {
  const text = fs.readFileSync(path.join(root, 'content/legal', file), 'utf8');
  const start = text.indexOf(`## ${heading}`);
  const end = text.indexOf('\n## ', start + 1);
  return text.slice(start, end < 0 ? undefined : end).split('\n').slice(1).filter((l) => l.trim()).map((l) => l.replace(/\*\*|`/g, '').replace(/\{\{[^}]+\}\}/g, ''));
};

it("answers round 61's legal questions with the section that answers them whole", () => {
  const storage = ask('What exactly do you put in localStorage and sessionStorage? Key names please.');
  expect(storage.sources[0]!.url).toBe('/cookies');
  expect(storage.reply).toContain(sectionOf('cookies.md', 'What our site stores in your browser')[1]!.split('. ')[0]);
  const undo = ask('I hit Accept on the banner by reflex. I want to revoke it now but I see no settings link anywhere?');
  expect(undo.reply).toContain(sectionOf('cookies.md', 'Changing your mind')[0]!.split('. ')[0]);
  const appeal = ask("If you refuse my privacy request, what's the escalation path?").reply;
  expect(appeal).toContain(sectionOf('privacy-policy.md', 'How to use your rights').find((l) => /Appeals/.test(l))!.split('(')[0]!.trim());
  const terms = fs.readFileSync(path.join(root, 'content/legal/terms-of-service.md'), 'utf8');
  const arbitration = ask('Is there a mandatory arbitration clause or class-action waiver buried in your terms?').reply;
  if (!/arbitrat/i.test(terms)) expect(arbitration).toMatch(/don't mention an arbitration clause/);
});

it('leaves to their own answers what only shares a word with a legal section', () => {
  expect(ask('I think I clicked Accept on your cookie banner by accident. What did that turn on?').reply).not.toMatch(/Changing your mind/);
  expect(ask('is this a real person or a bot').reply).not.toMatch(/Using the website/);
  expect(ask('what if the cleaner breaks something in the unit, are you liable?').reply).not.toMatch(/Limitation of liability/);
  expect(ask('Can you help me write my VA disability rating appeal?').reply).not.toMatch(/How to use your rights/);
});

it('answers when a legal page took effect from its opening, and how it changes from its section', () => {
  const opening = (file: string) => fs.readFileSync(path.join(root, 'content/legal', file), 'utf8').split('---')[2]!.trim().split(/(?<=\.)\s/)[0]!;
  const terms = ask("When did the current Terms of Service take effect, and which state's law governs them?").reply;
  expect(terms).toContain(opening('terms-of-service.md'));
  expect(terms).toContain(sectionOf('terms-of-service.md', 'Governing law and questions')[0]!);
  expect(ask('If you make a material change to the privacy policy, will you email me?').reply).toContain(sectionOf('privacy-policy.md', 'Changes to this policy')[0]!.split('. ')[0]);
});
