import { describe, expect, it } from 'vitest';
import { say } from '../../tests/chat-on-site.ts';

/**
 * Round 160's failures, once its grades were in (w476a at 290dec6), asked in other words than the sets': an aside set apart
 * from the office, a home priced "there" beside a town, the promise asked of businesses by its slogan.
 */

describe('a home asked beside the business', () => {
  it('"off topic from the office, but do you do houses in Madison? 3 bed 2 bath, standard, and with the code there?": the town and the estimate', () => {
    const reply = say('Off topic from the office, but do you also do houses in Madison? I have 3 bed, 2 bath. What would a standard clean be, and with the 50% code there?');
    expect(reply).toMatch(/Yes, we clean in \[Madison Borough\]/);
    expect(reply).toMatch(/3 × Bedroom/);
    expect(reply).not.toMatch(/outside what I can help with/);
  });

  it('"random q but what\'s a good pizza place in hoboken" is still not ours', () => {
    expect(say("random q but what's a good pizza place in hoboken")).toMatch(/outside what I can help with/);
  });
});

describe('the promise asked by its slogan', () => {
  it('"does the \'not happy, don\'t pay\' thing cover businesses too?": yes, for businesses too', () => {
    expect(say("does the 'not happy, don't pay' thing cover businesses too?")).toMatch(/^Yes, for businesses too/);
  });
});
