import { expect, it } from 'vitest';
import { AskedQuestions } from './asked.ts';

/** Questions asked before, by the page that answered them: a fixture, not the site's content. */
const asked = new AskedQuestions([
  { url: '/support/times', questions: ['can someone come on saturday', 'do you work weekends', 'is sunday possible for a visit', 'any evening slots'] },
  { url: '/support/parrots', questions: ['will the parrot stay in its cage', 'is my parrot safe during a visit', 'parrot cage cleaning'] },
  { url: '/support/pay', questions: ['when is my card charged', 'how do i pay', 'can i pay with cash'] },
]);

it('names the page whose questions are most alike and agree', () => {
  expect(asked.pageFor('could someone come on a saturday or sunday')).toBe('/support/times');
  expect(asked.pageFor('my parrot lives in a cage, is that ok')).toBe('/support/parrots');
});

it('names none when no asked question is alike, or when the alike ones disagree', () => {
  expect(asked.pageFor('what is the capital of peru')).toBeNull();
  expect(asked.pageFor('can i pay the parrot on saturday')).toBeNull();
});

it('names none when there are no asked questions', () => {
  expect(new AskedQuestions([]).pageFor('can someone come on saturday')).toBeNull();
});
