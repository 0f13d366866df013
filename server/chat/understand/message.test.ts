import { describe, expect, it } from 'vitest';
import { splitQuestions } from './message.ts';

describe('the questions of one message', () => {
  it('keeps a part that asks nothing with the question it describes', () => {
    expect(splitQuestions('price for my place?? its 2 small rooms + a bath')).toEqual(['price for my place?? its 2 small rooms + a bath']);
  });

  it('keeps the rooms of a price asked with it, where their own question is only a hedge', () => {
    expect(splitQuestions('What would a standard clean run? 3 bedrooms, 2 baths, kitchen and den. So 2 other rooms I think?')).toHaveLength(1);
    expect(splitQuestions('do you charge by the hour? how long would a 1 bedroom take?')).toHaveLength(2);
  });

  it('splits a second question that starts with "and" or "but"', () => {
    expect(splitQuestions('is there a weekly discount? and would the code cover the first visit')).toHaveLength(2);
    expect(splitQuestions('do you clean ovens? but what does it cost')).toHaveLength(2);
  });
});
