import { describe, expect, it } from 'vitest';
import { bath, bed, half, index, other, say, total } from '../../tests/chat-on-site.ts';

const { brand, crewSupportUrl, services } = index.facts;
/** What the chat says of a service the app prices, by the service's name in the content. */
const noPublishedPrice = (service: RegExp) => `${services.find((s) => service.test(s))} has no published price`;
const NO_PUBLISHED_PRICE = noPublishedPrice(/^Office/);

/**
 * Round 211's families, asked in other words than the set's: a long letter's numbered questions, one of which opens with
 * "Third, please ..." rather than a question word; a workplace's rooms said before a weekly price is asked, which the app
 * prices; an applicant who speaks as the one at work ("when I am cleaning and the client...") or wants the app for
 * working, not for paying; two questions of a message each answered by a topic of its own; someone in another state who
 * would book from there a home of ours; and, from round 212, rooms counted beside "no bedrooms", and a move-out asked beside
 * the per-room prices.
 */

describe('a long letter of numbered questions', () => {
  it('answers "Third, please tell me what a weekly cleaning would cost" of the workplace its rooms describe: the app prices it', () => {
    const letter = 'Good afternoon. I manage a small dental practice and we are finally replacing the company that has cleaned for us for '
      + 'the last eleven years, because their staff changed and the quality went down a great deal over the last winter. We have a '
      + 'waiting room, three treatment rooms, a sterilisation room, a small staff room and two restrooms, and we close at six. I have '
      + 'three questions for you. First, do your cleaners work in the evening after we close? Second, are your cleaners vetted? '
      + 'Third, please tell me what a weekly cleaning would cost.';
    expect(letter.length).toBeGreaterThan(500);
    const reply = say(letter);
    expect(reply).toContain(NO_PUBLISHED_PRICE);
    expect(reply).not.toMatch(/\$\d/);
  });
});

describe('a weekly price asked after a workplace\'s rooms were described', () => {
  it('is the app\'s to give, not a per-room total, though the turn that described them asked no price', () => {
    const reply = say('We have a reception, two meeting rooms and one restroom, and we close at 7. Do your cleaners come in the evening?', 'And what would a weekly cleaning cost?');
    expect(reply).toContain(NO_PUBLISHED_PRICE);
    expect(reply).not.toMatch(/\$\d/);
  });
});

describe('an applicant who speaks as the one at work', () => {
  it('is a cleaner when a client is beside them at a job ("when I am cleaning ... the client\'s cat"), and gets crew support', () => {
    const reply = say("When I am cleaning at a job and the client's cat scratches me badly, who I call?");
    expect(reply).toContain(`[Crew support](${crewSupportUrl})`);
    expect(reply).not.toMatch(/\[client support\]/i);
  });

  it('is a cleaner who wants to clean, not to pay, and is told which app is the crew\'s', () => {
    const reply = say('I got your app but I want to clean, not to pay for cleaning. Where do I go?');
    expect(reply).toContain(`${brand} Crew is the app for cleaners.`);
  });
});

describe('two questions in one message, each answered by a help topic or privacy section of its own', () => {
  it('gives both: whether personal information is sold, and how long a deletion request takes', () => {
    const reply = say('Does Nestwell sell my personal information, and if I submit a deletion request, how long do you have to answer?');
    expect(reply).toContain('We do not sell personal data');
    expect(reply).toMatch(/We respond within 45 days/);
  });

  it('gives both: that support is there 24/7, and who answers it', () => {
    const reply = say('Is your support really open at night? And is it real people, or just bots like this chat?');
    expect(reply).toMatch(/24\/7, every day/);
  });
});

describe('someone in another state who would book a home of ours from there', () => {
  it('is told the site sets no rule on where the booker is, not that their state is outside our area, when the home was named before', () => {
    const reply = say('Do you clean in Brick?', "What about my son's condo in Columbus, Ohio?", 'ok so can HE book MY cleaning from Ohio and pay for it?');
    expect(reply).not.toMatch(/^Not yet/);
    expect(reply).toContain('what counts for our area is the address to be cleaned');
  });

  it('is told the same where the message names the home here and asks whether she can do it "from Pennsylvania"', () => {
    const reply = say('My niece lives in Philadelphia and wants to book it and pay on her card. The apartment is mine, in Camden. Can she do that from Pennsylvania?');
    expect(reply).not.toMatch(/^Not yet/m);
    expect(reply).toContain('the site sets no rule about where the one booking, paying or checking is');
  });
});

describe('rooms counted and said to be no bedrooms', () => {
  it('are Other Rooms: "3 rooms no bedrooms (the playroom, the den, the kitchen), 1 full bath and 1 half bath"', () => {
    const reply = say('if i book our basement like a regular apartment, how much standard? its 3 rooms no bedrooms (the playroom, the den, the kitchen), 1 full bath and 1 half bath');
    expect(reply).toContain(total(3 * other.standard + bath.standard + half.standard));
    expect(reply).not.toContain('as bedrooms');
  });
});

describe('a service the app prices, asked beside a per-room price', () => {
  it('gets no per-room estimate beside "no published price" ("is it the same as your normal per room prices?")', () => {
    const reply = say('We are moving out of our 2 bed 1 bath in Newark next month. How much is a move out clean? Is it the same as your normal per room prices or more?');
    expect(reply).toContain(noPublishedPrice(/^Move/));
    expect(reply).not.toMatch(/^Total: /m);
  });

  it('still gets the estimate of a Standard cleaning asked for by name beside it', () => {
    const reply = say('How much is a move out clean of my old place? And how much is a standard cleaning for my new 2 bed 1 bath?');
    expect(reply).toContain(noPublishedPrice(/^Move/));
    expect(reply).toContain(total(2 * bed.standard + bath.standard));
  });
});
