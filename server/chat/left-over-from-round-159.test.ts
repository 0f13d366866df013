import { describe, expect, it } from 'vitest';
import { say } from '../../tests/chat-on-site.ts';

/**
 * Round 159's failures, once its grades were in, asked in other words than the sets': who to call and an account manager,
 * what a client may see of a cleaner beforehand.
 */

describe('who to call, and an account manager', () => {
  it('"who do I even call? do you have account managers for landlords?": the phone, support, and no account manager named', () => {
    const reply = say('who do I even call? do you have account managers for landlords?');
    expect(reply).toMatch(/Our phone number is/);
    expect(reply).toMatch(/names no account manager/);
  });
});

describe('what a client may see of a cleaner beforehand', () => {
  it('"will I get the cleaner\'s name and a copy of the background check?": vetted; neither is promised', () => {
    const reply = say("will I get the cleaner's name and a copy of their background check first?");
    expect(reply).toMatch(/vetted and background-checked/);
    expect(reply).toMatch(/doesn't say you can see the cleaner's name before the visit or a copy of a background-check report/);
  });

  it('asking only whether they are checked says nothing of reports', () => {
    expect(say('are the cleaners background checked?')).not.toMatch(/report/);
  });
});

describe('homes alike, and a total before fees', () => {
  it('"8 condos, all 2BR/1BA: total for all 8 before any fees?": the homes times the one', () => {
    const reply = say('I manage 8 condos in Princeton, all 2BR/1BA. What is the total for a standard clean of all 8 before any fees?');
    expect(reply).toMatch(/For 8 alike: 8 × \$\d+\.\d\d = \$/);
  });

  it('"is there a booking fee?" is still the fee\'s question', () => {
    expect(say('is there a booking fee?')).toMatch(/booking fee/);
  });
});

describe('support\'s language asked in Polish', () => {
  it('"czy pomoc telefoniczna jest po polsku?": the site doesn\'t say which languages support offers', () => {
    expect(say('Czy pomoc telefoniczna jest po polsku?')).toMatch(/doesn't say whether the Nestwell app or client support offer other languages/);
  });
});
