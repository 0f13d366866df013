import { describe, expect, it } from 'vitest';
import { say } from '../../tests/chat-on-site.ts';

/**
 * A message of two questions, one of which the site doesn't answer: the answer to the other, then the unanswered one named
 * as unanswered, not left out as if it were never asked. Only a question of its own, about something ours, that the answer
 * beside it doesn't already give in other words.
 */

const UNANSWERED = /You also asked: "([^"]+)" I can't find that answered on our site, so I won't guess\./;

describe('a question the site does not answer, beside one it does', () => {
  it('is named after the answer to the other, with where to ask it', () => {
    const reply = say('Do you clean in Clifton? Will you send two or three people or one person for the whole house?');
    expect(reply).toMatch(/^Yes, we clean in \[Clifton City\]/);
    expect(reply.match(UNANSWERED)?.[1]).toBe('Will you send two or three people or one person for the whole house?');
    expect(reply).toMatch(/\[Client support\]\([^)]+\) can tell you, 24\/7\.$/);
  });

  it('is not named where it leans on what was said before ("is that normal ...?")', () => {
    expect(say('Do you clean in Clifton? My last cleaners always came two hours late. Is that normal for companies of cleaners around here?')).not.toMatch(UNANSWERED);
  });

  it('is not named where the answer beside it gives what it asks in other words (the code, a fee, the privacy policy)', () => {
    expect(say('How much is a standard clean of 2 bedrooms and 1 bath, and would the new customer code lower the first visit?')).not.toMatch(UNANSWERED);
    expect(say("Before I type my address into this little box, I'd like to know: is someone reading what I write here? Is it being recorded somewhere?")).not.toMatch(UNANSWERED);
  });

  it('is not named where it tells rather than asks', () => {
    expect(say('How long does a deep clean of a 4 bedroom house take? I need to plan around my daughter\'s graduation party in the afternoon.')).not.toMatch(UNANSWERED);
  });
});
