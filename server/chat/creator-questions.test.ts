import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildChatIndex } from '../../generator/chat/index.ts';
import { loadContent } from '../../generator/content/load.ts';
import { createChatEngine } from './engine.ts';
import { inTurns } from '../../tests/chat-turns.ts';

/**
 * A creator's question about a subject the program's stock blurb does not answer (when and how a video is paid, our
 * handles, a free cleaning, what may be shown on camera, what is done with their data, growing an account, living
 * elsewhere, the site's other forms) gets the site's sentence on it, or an honest "the site doesn't say" with where to
 * ask; a creator's follow-up keeps the creator audience without being told what the program is again. Sentences are
 * taken from the pages, so an editor's change is what the test expects.
 */
const index = buildChatIndex(loadContent(path.resolve(import.meta.dirname, '../..')).content);
const engine = createChatEngine(index);
const { facts } = index;
const say = (...turns: string[]) => inTurns(engine, ...turns).reply;
const BLURB = 'We run a creator program';

/** The lines of a page (list markers dropped), as its passages hold them. */
const linesOf = (url: string, section?: string) =>
  index.passages.filter((p) => p.url === url && (section === undefined || p.section === section)).flatMap((p) => p.text.split('\n')).map((l) => l.replace(/^(- |\d+\. )/, ''));
/** The sentence of a page that names `word`. */
const sentence = (url: string, word: string) => {
  const found = linesOf(url).flatMap((l) => l.split(/(?<=[.!?])\s+(?=[A-Z])/)).find((s) => s.includes(word));
  if (!found) throw new Error(`no sentence of ${url} names "${word}"`);
  return found;
};
/** A table row's cells, the row found by a word of its first cell. */
const row = (url: string, word: string) => {
  const line = linesOf(url).find((l) => l.startsWith('|') && l.split('|')[1]!.includes(word));
  if (!line) throw new Error(`no row of ${url} names "${word}"`);
  return line.replace(/^\|\s*|\s*\|$/g, '').split(/\s*\|\s*/);
};

describe("a creator's question the blurb does not answer", () => {
  it('"when do i get paid after submitting? paypal or venmo?" is a creator\'s: timing and method unsaid, client support to ask', () => {
    const reply = say('when do i get paid after submitting? paypal or venmo?');
    expect(reply).toMatch(/doesn't say[^.]*when and how members are paid/);
    expect(reply).toContain(facts.clientSupportUrl);
    expect(reply).not.toContain(facts.crewSupportUrl);
  });

  it('"whats ur @ on tiktok and insta so i can tag u" gets our profiles', () => {
    const reply = say('whats ur @ on tiktok and insta so i can tag u');
    for (const url of Object.values(facts.social)) expect(reply).toContain(url);
    expect(reply).not.toContain(BLURB);
  });

  it('"do i get a free cleaning to film it?": no free cleaning, the code as for every new client', () => {
    const reply = say('do i get a free cleaning to film it?');
    expect(reply).toMatch(/don't say creators get a free cleaning/);
    expect(reply).toContain(`${facts.offer.percentOff}% off with the code ${facts.offer.code}`);
    expect(reply).not.toMatch(/surface wipe/);
  });

  it('"ok to show the front door + street number in the intro?" gets the guideline on addresses', () => {
    expect(say('my building entrance is so cute, ok to show the front door + street number in the intro?')).toContain(sentence('/creator-overview', 'addresses'));
  });

  it('"what do you do with my social handles + email from the creator form?" gets what the notice says of them', () => {
    const reply = say('what do you do with my social handles + email from the creator form?');
    const [what, why, kept] = row('/notice-at-collection', 'Creator details');
    expect(reply).toContain(what);
    expect(reply).toContain(why!.slice(1));
    expect(reply).toContain(kept!.slice(1));
    expect(reply).toContain(sentence('/privacy-policy', 'We do not sell personal data'));
    expect(reply).toContain(facts.clientSupportUrl);
    expect(reply).not.toContain(BLURB);
  });

  it('"any tips to make my tiktok go viral?" is outside what it helps with; the program\'s guidelines and ideas are named', () => {
    const reply = say('any tips to make my tiktok go viral?');
    expect(reply).toMatch(/outside what I can help with/);
    expect(reply).toContain('/creator-overview');
    expect(reply).toContain(sentence('/support/help-&-support/what-is-the-nestwell-creator-program', 'most useful story'));
  });

  it('"i\'m moving to brooklyn next month, can i still be in the creator program?": no residency rule, we clean in New Jersey', () => {
    expect(say("i'm moving to brooklyn next month, can i still be in the creator program?")).toMatch(/set no rule on where a creator lives[\s\S]*New Jersey/);
  });

  it('"whats the early access waitlist, is that the creator signup?": the waitlist page\'s own sentences, and where creators apply', () => {
    const reply = say("whats the 'early access' waitlist in the footer, is that the creator signup?");
    expect(reply).toContain(sentence('/waitlist', 'early-access list'));
    expect(reply).toContain(sentence('/waitlist', 'ZIP code'));
    expect(reply).toMatch(/not the creator program's sign-up[^\n]*\/creators/);
  });

  it('"any rules?" gets every guideline for videos', () => {
    const reply = say('what can i film for my nestwell video? any rules?');
    for (const word of ['Be honest', 'FTC', 'permission', 'addresses', 'price list']) expect(reply).toContain(sentence('/creator-overview', word));
  });

  it('"can i use vinegar on my marble counter for a cleaning vid?" gets what the blog says of marble, not the blurb', () => {
    const reply = say('can i use vinegar on my marble counter for a cleaning vid?');
    expect(reply).toMatch(/marble/);
    expect(reply).not.toContain(BLURB);
  });
});

describe("a creator's follow-ups", () => {
  it('"which links does the payment form take?", then a shared file and Snapchat, from the upload page', () => {
    const links = sentence('/creator-submissions', 'Paste a link');
    expect(say('which links does the payment form take?')).toContain(links);
    const file = say('which links does the payment form take?', 'can i send a google drive link to the raw file instead?');
    expect(file).toContain(links);
    expect(file).not.toContain(BLURB);
    expect(say('which links does the payment form take?', 'can i send a google drive link to the raw file instead?', 'and snapchat spotlight?')).toMatch(/doesn't name Snapchat/);
  });

  it('are not told what the program is again', () => {
    const reply = say('how do i join the creator program', 'ok did it. where do i send the vids after');
    expect(reply).toContain(sentence('/creator-overview', 'Submit for payment'));
    expect(reply).not.toContain(BLURB);
  });
});

describe('what is not a creator subject of its own', () => {
  it('"if i live in an apartment not a house" is no question of where a creator lives', () => {
    expect(say('can i do ur creator thing if i live in an apartment not a house')).not.toMatch(/where a creator lives/);
  });

  it('"tag Nestwell" beside "do you have a creator program?" is answered with the program', () => {
    expect(say("We'd like to post a video about our super clean office and tag Nestwell. Do you have a creator program or something?")).toContain(BLURB);
  });

  it('"film it" at a sister\'s in Manhattan is still a place we do not serve', () => {
    expect(say("my sister's in the West Village in Manhattan, could I gift her a cleaning and film it at hers?")).toMatch(/New Jersey only/);
  });
});
