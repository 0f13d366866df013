import { describe, expect, it } from 'vitest';
import { splitQuestions } from './message.ts';

describe('the questions of one message', () => {
  it('keeps a part that asks nothing with the question it describes', () => {
    expect(splitQuestions('price for my place?? its 2 small rooms + a bath')).toEqual(['price for my place?? its 2 small rooms + a bath']);
  });

  it('splits a second question that starts with "and" or "but"', () => {
    expect(splitQuestions('is there a weekly discount? and would the code cover the first visit')).toHaveLength(2);
    expect(splitQuestions('do you clean ovens? but what does it cost')).toHaveLength(2);
  });
});
