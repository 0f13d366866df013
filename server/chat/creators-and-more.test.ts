import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildChatIndex } from '../../generator/chat/index.ts';
import { loadContent } from '../../generator/content/load.ts';
import { quote } from '../../tests/prices.ts';
import { createChatEngine } from './engine.ts';
import { inTurns } from '../../tests/chat-turns.ts';
import { phoneDisplay } from '../../kernel/phone.ts';

/**
 * A creator's questions answered from the creator program's pages, in their words (so an editor's
 * change is what the chat says); and what round 48 asked in other words: the support phone, a listing's
 * "3/2", the code on the tier just priced, a home office, thanks said in public.
 */
const index = buildChatIndex(loadContent(path.resolve(import.meta.dirname, '../..')).content);
const engine = createChatEngine(index);
const prices = index.facts;
const say = (...turns: string[]) => inTurns(engine, ...turns).reply;
/** The creator overview's line that names `word`, as the page says it. */
const guideline = (word: string) => {
  const line = index.passages.filter((p) => p.url === '/creator-overview').flatMap((p) => p.text.split('\n')).find((l) => l.includes(word));
  if (!line) throw new Error(`no creator overview line names "${word}"`);
  return line.replace(/^(- |\d+\. )/, '').split(/(?<=\.)\s+(?=[A-Z])/).find((s) => s.includes(word))!;
};

describe("a creator's questions", () => {
  it.each([
    ['do i rly have to put #ad on it? it tanks my reach lol', '#ad'],
    ['can i film the cleaner while they work? like a day-in-the-life POV', 'permission'],
    ['i film for my channel. what about my building lobby and my apt number on the door?', 'out of frame'],
  ])('"%s" gets the guideline, in the overview\'s words', (question, word) => {
    expect(say(question)).toContain(guideline(word));
  });

  it('says where finished videos go, and that what a video pays is not published', () => {
    const reply = say('ok made the video, where do I send it to get paid?');
    expect(reply).toContain('/creator-submissions');
    expect(reply).toContain("doesn't say how much a video pays");
  });

  it('keeps a creator who applies a creator', () => {
    const reply = say('how do I join the creator program?', 'and after I apply?');
    expect(reply).toContain(guideline('review your profiles'));
    expect(reply).not.toContain(prices.crewSiteUrl);
  });

  it('answers a creator\'s question the pages leave open with the program, not a client\'s minimum charge', () => {
    const reply = say("is there a minimum follower count? I'm only 48k");
    expect(reply).toContain('/creators');
    expect(reply).not.toMatch(/minimum charge/);
  });

  it.each([
    ['I filled out the creator form but changed my mind. can you delete my info?'],
    ['So is there some kind of business account that handles billing for multiple properties?'],
    ['Do you disinfect surfaces like door handles and light switches?'],
  ])('"%s" is not a creator\'s question', (question) => {
    expect(say(question)).not.toContain('We run a creator program');
  });
});

describe('the support phone, asked in other words', () => {
  it.each([
    'quero falar com uma pessoa de verdade, tem telefone?',
    'If some problem comes on a Sunday evening or late night, is there anybody to attend the call?',
  ])('"%s" gets the number', (question) => {
    expect(say(question)).toContain(phoneDisplay(prices.phone));
  });

  it('gives an applicant asking in Spanish the crew\'s door', () => {
    const reply = say('Aplique hace 2 semanas y me hicieron lo del background check pero nadie me dice nada. es normal?', 'y hay un telefono para llamar a esa gente?');
    expect(reply).toContain(prices.crewSupportUrl);
    expect(reply).toContain(phoneDisplay(prices.phone));
  });
});

describe('a listing\'s shorthand and the tier just priced', () => {
  it('reads "3/2 + LR + DR + kit" after a tier', () => {
    expect(say('deep at CMCH 3/2 + LR + DR + kit?')).toContain(`Total: ${quote(prices, 'deep', { Bedroom: 3, Bathroom: 2, 'Other Room': 3 }).total}`);
  });

  it('reads no rooms in a date', () => {
    expect(say('can you clean on 3/2 please')).not.toMatch(/^Total:/m);
  });

  it('gives the code\'s figure for "the deep one" just priced', () => {
    const { total, firstClean } = quote(prices, 'deep', { Bedroom: 4, Bathroom: 2, 'Half Bathroom': 1, 'Other Room': 4 });
    expect(say('Kindly tell the standard cleaning charge for 4 bedrooms, 2 bathrooms, 1 half bathroom and 4 other rooms.', 'And the same in deep cleaning?',
      'If I use the newcomer code on the deep one, how much I have to pay?')).toContain(`${firstClean} instead of ${total}`);
  });
});

describe('rooms and thanks in other words', () => {
  it('counts a work-from-home office as an Other Room', () => {
    expect(say('wait does my wfh office count as a bedroom or what')).toMatch(/Other Room is any room that isn't a bedroom or bathroom/);
  });

  it('sends thanks said in public to the review page', () => {
    const review = inTurns(engine, 'where do I leave a review').sources[0]!.url;
    expect(inTurns(engine, 'The young lady who came last week was a treasure. How might I thank her publicly?').sources.map((s) => s.url)).toContain(review);
  });
});

describe('prices and services asked in other words', () => {
  it('prices rooms counted with "what is the charge?"', () => {
    expect(say('Before Diwali I want only the kitchen and the 2 bathrooms cleaned, standard. What is the charge?'))
      .toContain(`Total: ${quote(prices, 'standard', { Bathroom: 2, 'Other Room': 1 }).total}`);
  });

  it('gives the rates of the one room asked for alone', () => {
    expect(say('can someone just do our kitchen? its bad')).toContain(`Other Room: ${quote(prices, 'standard', { 'Other Room': 1 }).total} standard`);
  });

  it('keeps a home priced per room when an add-on sits in its office', () => {
    const { total } = quote(prices, 'standard', { 'Half Bathroom': 2, 'Other Room': 3 }, ['Refrigerator inside', 'Microwave inside']);
    expect(say("Studio layout: big practice room, changing room, tiny office, and 2 restrooms with just toilet + sink. Counting the first three as 'other rooms' and restrooms as half baths, standard clean total?",
      'ok and if I add the insides of the office mini-fridge and the microwave?')).toContain(`Total: ${total}`);
  });

  it.each([
    'the previous owners left it kinda gross. should we do a move-in clean or deep? we already unpacked everything',
    'Kindly explain in simple words the difference between your five services. We are confused which one to select for our own house.',
  ])('"%s" gets the chooser\'s rule of thumb', (question) => {
    expect(inTurns(engine, question).sources.map((s) => s.url).join(' ')).toContain('which-cleaning-service-should-i-choose');
  });

  it.each([
    ['los clientes dan propina? se puede dar propina en la app?', /tipping/],
    ['Mandan personas que hablen español?', /languages/],
    ['Puedo ir a limpiar con mi hermana las dos juntas? ella tambien sabe limpiar muy bien', prices.crewSiteUrl],
  ])('reads "%s" as Spanish, and answers it', (question, answer) => {
    const reply = say(question);
    expect(reply).toMatch(/read your message as Spanish/);
    if (typeof answer === 'string') expect(reply).toContain(answer);
    else expect(reply).toMatch(answer);
  });
});

it('answers "do you do sponsorships?" with the creator program, and a sponsored video\'s label with the guideline (round 61)', () => {
  const program = engine.answer('i post college life tiktoks, do u guys have a creator thing or sponsorship');
  expect(program.reply).toMatch(/creator program/);
  expect(program.reply).not.toMatch(/FTC/);
  expect(engine.answer('Do I have to say the video is sponsored?').reply).toMatch(/FTC/);
});

describe("a creator's questions the program's pages answer, or leave unsaid", () => {
  const OUT_OF_SCOPE = /^That's outside what I can help with/;

  it('gives what the audience may want to know for ideas of what to film, not an out-of-scope reply', () => {
    const reply = say('ideas for what to film?? dont want it to look like an ad lol');
    expect(reply).not.toMatch(OUT_OF_SCOPE);
    expect(reply).toContain(guideline('audience'));
  });

  it('says what the pages leave unsaid: a follower minimum, a free cleaning, reposting, a video in Spanish', () => {
    expect(say('is there a minimum follower count? i have like 8k on tiktok')).toMatch(/set no minimum number of followers/);
    expect(say('do creators get a free cleaning for the video?')).toMatch(/don't say creators get a free cleaning/);
    expect(say('will you repost my tiktok video on your account?')).toMatch(/don't say whether Nestwell reposts/);
    expect(say('can my video be in spanish? my audience is latino')).toMatch(/don't say which language/);
  });

  it("names the upload form's platforms for the links a creator may send, and says when and how payment comes is unsaid", () => {
    const links = say('what links can i submit? i also post on lemon8 and snap');
    const platforms = index.passages.filter((p) => p.url === '/creator-submissions').flatMap((p) => p.text.split(/(?<=[.!?])\s+/)).find((s) => /\blink\b/i.test(s) && /TikTok/.test(s));
    expect(links).toContain(platforms);
    expect(say('when do i actually get paid after i submit? and how, venmo?')).toMatch(/or when and how members are paid/);
  });

  it('links the overview as a PDF, which the accessibility statement says it is offered as', () => {
    const { reply, sources } = engine.answer('is there a pdf of the program overview i can send my manager?');
    expect(reply).toContain(`](${index.facts.creatorOverviewPdf})`);
    expect(sources.map((s) => s.url)).toContain('/accessibility');
    expect(reply).not.toMatch(/Upload Your Videos/);
  });
});
