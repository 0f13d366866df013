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

  it('gives the rooms that open a part to the price asked before it', () => {
    const [price, compared] = splitQuestions('How much is a deep clean? We have 3 bedrooms, 2 bathrooms and 1 living room. How much more than standard?');
    expect(price).toMatch(/deep clean\? We have 3 bedrooms/);
    expect(compared).toBe('How much more than standard?');
    // A decimal is not the end of a sentence.
    expect(splitQuestions('How much a deep clean? 3 bed 2.5 bath. And the code?')[0]).toMatch(/2\.5 bath\.$/);
  });

  it('splits a second question that starts with "and" or "but"', () => {
    expect(splitQuestions('is there a weekly discount? and would the code cover the first visit')).toHaveLength(2);
    expect(splitQuestions('do you clean ovens? but what does it cost')).toHaveLength(2);
  });
});
