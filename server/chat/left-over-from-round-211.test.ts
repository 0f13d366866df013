import { describe, expect, it } from 'vitest';
import { say } from '../../tests/chat-on-site.ts';

const NO_PUBLISHED_PRICE = 'Office and Business Cleaning has no published price';

/**
 * Round 211's families, asked in other words than the set's: a long letter's numbered questions, one of which opens with
 * "Third, please ..." rather than a question word; a workplace's rooms said before a weekly price is asked, which the app
 * prices; and an applicant who speaks as the one at work ("when I am cleaning and the client...") or wants the app for
 * working, not for paying.
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
    expect(reply).toContain('[Crew support](https://crew.nestwell.com/support)');
    expect(reply).not.toMatch(/\[client support\]/i);
  });

  it('is a cleaner who wants to clean, not to pay, and is told which app is the crew\'s', () => {
    const reply = say('I got your app but I want to clean, not to pay for cleaning. Where do I go?');
    expect(reply).toContain('Nestwell Crew is the app for cleaners.');
  });
});
