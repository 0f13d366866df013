import { describe, expect, it } from 'vitest';
import { createChatEngine } from './engine.ts';
import { NOT_ON_THE_SITE } from './handlers/scope.ts';
import { notesStep } from './handlers/intents.ts';
import { index, say } from '../../tests/chat-on-site.ts';
import { inTurns } from '../../tests/chat-turns.ts';

/**
 * Questions no handler's words understood, answered by what they are about (answerUnanswered) or as an earlier question
 * asked in other words (paraphrases.json), instead of "I'm not sure".
 */

const TIMES = 'the app shows the times available for your address';
const NOTES = `What it does say: ${notesStep(index.facts.brand)}`;

describe('a day or an hour asked for a visit', () => {
  it('gets the times the app shows for the address', () => {
    expect(say('Is there a cleaner free on the Wednesday before Diwali?')).toContain(TIMES);
    expect(say('We want the deep clean on the 14th because the photographer comes on the 15th. How do we set that up?')).toContain(TIMES);
    expect(say('Is it possible to have the cleaning on 23 December?')).toContain(TIMES);
  });

  it('answers a follow-up that is only a day or an hour', () => {
    expect(say('Can you come at 9 am on a weekday?', 'Christmas Day at 3 a.m.?')).toContain(TIMES);
    expect(say('Can you come at 9 am on a weekday?', 'even sunday at 11pm?')).toContain(TIMES);
  });

  it('leaves a day said in another sentence, a visit moved, a story that asks nothing, a report and a job alone', () => {
    for (const asked of [
      'Garbage day is Tuesday. Can the cleaner drag the cans to the curb?',
      'Bozhe moi, my cleaning is Thursday but the hospital moved my knee surgery to Thursday. I must change it.',
      'Before my grandchildren come for Thanksgiving I want the whole house done properly.',
      'The cleaner came last night and the restrooms still look bad. What do I do?',
      // An applicant asking for weekend work (round 153's w454-c07 got the times before "work" was left out).
      'I work Monday to Friday with my patients. Nestwell have work on the weekend?',
    ]) expect(say(asked)).not.toContain(TIMES);
  });
});

describe('a wish about how the visit goes in the home', () => {
  it('gets the notes, with the site\'s silence said, for the visitor present, a room left alone, the door', () => {
    for (const asked of [
      "Can I just stay in bed while the cleaner works? I'm on crutches",
      'What if they ring the bell and wake me up anyway?',
      'We keep grandma\'s china in the dining room cabinet. Can they just not touch it?',
    ]) {
      const reply = say(asked);
      expect(reply).toContain(NOTES);
      expect(reply).toContain("The site doesn't say, so I won't promise it.");
    }
  });

  it('leaves tasks, the job and what went wrong to their own answers', () => {
    for (const asked of [
      'and the big wraparound porch? can they sweep it off while they\'re here',
      'are the cleaners vaccinated? my pediatrician said everyone around the baby needs tdap',
      'The cleaner at my dad\'s apartment was short with him yesterday and he felt uncomfortable. What do I do?',
    ]) expect(say(asked)).not.toContain(NOTES);
  });
});

describe('an earlier question asked in other words', () => {
  const asked = 'Where might I read what your other customers think of you before I commit?';
  const earlier = 'Where can I read what your other clients think of you?';
  const without = createChatEngine(index, { paraphrases: null });
  const kindOf = (question: string) => without.answer(question).reply.split('\n')[0]!;

  it('gets the answer the earlier question gets, where it was not understood on its own', () => {
    expect(without.answer(asked).reply).toMatch(new RegExp(`^${NOT_ON_THE_SITE.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    const engine = createChatEngine(index, { paraphrases: { kinds: [kindOf(earlier)], questions: [[earlier, 0]] } });
    expect(engine.answer(asked).reply).toBe(without.answer(earlier).reply);
  });

  it('trusts it only while the engine still answers the earlier question as it did, and never for words too far apart', () => {
    const stale = createChatEngine(index, { paraphrases: { kinds: ['An answer the engine no longer gives.'], questions: [[earlier, 0]] } });
    expect(stale.answer(asked).reply).toMatch(/^I'm not sure/);
    const engine = createChatEngine(index, { paraphrases: { kinds: [kindOf(earlier)], questions: [[earlier, 0]] } });
    expect(engine.answer('Can the cleaner help me sort the mail on my desk?').reply).not.toBe(without.answer(earlier).reply);
  });

  it('never answers with a name the earlier question said and this one did not', () => {
    const named = 'Does the cleaner speak Portuguese? My mother speaks little English.';
    const engine = createChatEngine(index, { paraphrases: { kinds: [kindOf(named)], questions: [[named, 0]] } });
    expect(without.answer(named).reply).toContain('Portuguese');
    expect(engine.answer('My mother speaks little English. Will that be a problem for the visit?').reply).not.toContain('Portuguese');
  });

  it('adds nothing to a message whose other part already gave that answer', () => {
    // The earlier question's answer holds this message's first part's, and says more.
    const first = 'What does your background check actually include?';
    const earlier = 'Does the background check include drug testing? And do I need to be home for the cleaning?';
    const engine = createChatEngine(index, { paraphrases: { kinds: [kindOf(earlier)], questions: [[earlier, 0]] } });
    const asked = `${first} Fingerprinting? Drug testing?`;
    expect(engine.answer(asked).reply).toBe(without.answer(asked).reply);
  });

  it('is never looked for in a message in a script none of the languages read', () => {
    expect(inTurns(createChatEngine(index), 'Πόσο κάνει ένα κανονικό καθάρισμα για το διαμέρισμα της κόρης μου; Έχει 2 υπνοδωμάτια, 1 μπάνιο').reply)
      .toMatch(/couldn't read your message/);
  });
});
