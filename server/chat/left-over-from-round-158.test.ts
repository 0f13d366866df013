import { describe, expect, it } from 'vitest';
import { say } from '../../tests/chat-on-site.ts';

/**
 * Round 158's conversations that still failed after its families were mended, asked in other words than the set's: a
 * closet's code typed for the cleaner, a cleaner someone doesn't take to, two people who disagree about a cleaning, job
 * photos missing, our two apps named as a choice, a skipped visit after the code, an applicant's papers, a language named
 * in Gujarati or Hindi, and "book how?".
 */

describe('a code typed for the cleaner', () => {
  it('"the storage room is locked, code 2290, can you tell the cleaner?": not to type it, and the notes; no promo code', () => {
    const reply = say('the storage room is locked, code 2290, can you tell the cleaner?');
    expect(reply).toMatch(/^Please don't type codes/);
    expect(reply).toMatch(/notes/);
    expect(reply).not.toContain('2290');
    expect(reply).not.toMatch(/NEWCOMER/);
  });

  it('"where in the app do I put it?" after it: the booking\'s first step, the notes', () => {
    expect(say('the storage room is locked, code 2290, can you tell the cleaner?', 'ok and where in the app?')).toMatch(/^Put it in your notes: the first step of every booking/);
  });

  it('a code written with capitals ("The Lockbox Code is 4471") is hidden as well', () => {
    const reply = say('The Lockbox Code is 4471, please pass it on');
    expect(reply).toMatch(/^Please don't type codes/);
    expect(reply).not.toContain('4471');
  });

  it('a ZIP code, or the promo code, is no secret', () => {
    expect(say('my zip code is 07030, do you clean there?')).not.toMatch(/don't type codes/);
    expect(say('is the promo code NEWCOMER?')).toMatch(/NEWCOMER/);
  });
});

describe('a cleaner someone doesn\'t take to', () => {
  it('"and if my dad doesn\'t like her?" after the same cleaner: no way to pick one, and to tell support', () => {
    const reply = say('can we get the same cleaner every time?', "and if my dad doesn't like her?");
    expect(reply).toMatch(/doesn't describe a way to pick or swap your cleaner/);
    expect(reply).toMatch(/If a match doesn't feel right, tell \[client support\]/);
  });

  it('not liking the work is still the promise\'s', () => {
    expect(say("i don't like the cleaning job they did")).toMatch(/if you are not happy, you do not pay/);
  });
});

describe('two people who disagree about a cleaning', () => {
  it('"my husband isn\'t happy with it but I am": the site doesn\'t say; the one who booked tells support; the promise', () => {
    const reply = say("my husband isn't happy with the cleaning but I am, do we still pay?");
    expect(reply).toMatch(/doesn't say how the promise works when the people in a home disagree/);
    expect(reply).toMatch(/if you are not happy, you do not pay/);
  });

  it('one person unhappy alone gets the promise without it', () => {
    expect(say("I'm not happy with the cleaning")).not.toMatch(/disagree/);
  });
});

describe('job photos missing', () => {
  it('"I can\'t find any photos from Tuesday\'s cleaning": the site doesn\'t say why; where they are; support', () => {
    const reply = say("I can't find any photos from Tuesday's cleaning");
    expect(reply).toMatch(/^The site doesn't say why a cleaning's job photos would be missing/);
    expect(reply).toMatch(/client support/);
  });

  it('asking where they are, or not seeing them well, is not told they are missing', () => {
    for (const asked of ['where do I see the photos of my cleaning?', "I can't see the job photos well enough to judge them. Is there another way to check?"]) {
      expect(say(asked), asked).not.toMatch(/missing/);
    }
  });
});

describe('our two apps named as a choice', () => {
  it('"which one? there\'s Nestwell and Nestwell Crew": the client app, and the crew\'s for cleaners', () => {
    const reply = say("my mom has an iphone, which one? there's Nestwell and Nestwell Crew");
    expect(reply).toMatch(/^There are two Nestwell apps/);
    expect(reply).not.toMatch(/Each service fits a different moment/);
  });
});

describe('a visit skipped after the code', () => {
  it('"we\'re away in July, can I skip those weeks?" after NEWCOMER: the plan\'s visits, no code line', () => {
    const reply = say('is NEWCOMER good on every weekly visit?', "we're away in July, can I skip those weeks without cancelling everything?");
    expect(reply).toMatch(/^With a recurring plan, skipping some visits/);
    expect(reply).not.toMatch(/promo code NEWCOMER/);
  });
});

describe('an applicant\'s papers', () => {
  it('"do I need a green card or an ITIN? and what does it pay?": both, neither invented', () => {
    const reply = say('I want to apply to clean. do I need a green card or an ITIN? and what does it pay?');
    expect(reply).toMatch(/doesn't say whether you need particular papers/);
    expect(reply).toMatch(/doesn't say what cleaners earn/);
  });
});

describe('a language named in Gujarati or Hindi', () => {
  it('"is the app in Gujarati / Hindi?" asked in the language: the site doesn\'t say which languages the app offers', () => {
    for (const asked of ['શું એપ ગુજરાતીમાં છે?', 'क्या ऐप हिंदी में है?']) {
      expect(say(asked), asked).toMatch(/doesn't say whether the Nestwell app or client support offer other languages/);
    }
  });
});

describe('a question the site answers in other words', () => {
  it('"does standard mop or just vacuum?": the floors are cleaned; how, the site doesn\'t say', () => {
    const reply = say('does standard cleaning mop the floors or just vacuum?');
    expect(reply).toMatch(/^The site doesn't say whether floors are mopped, vacuumed or both/);
    expect(reply).toMatch(/Standard Cleaning cleans the floors/);
  });

  it('"do they bring their own vacuum?" is still the supplies\' question', () => {
    expect(say('do they bring their own vacuum?')).toMatch(/bring supplies or equipment/);
  });

  it('"who is the cleaner employed by? are you an app for freelancers?": the site doesn\'t say; what we are', () => {
    const reply = say('are you a cleaning company or an app that connects freelancers? who is the cleaner employed by?');
    expect(reply).toMatch(/^The site doesn't say whether cleaners are employees or contractors/);
    expect(reply).toMatch(/on-demand cleaning service/);
  });

  it('"what\'s the price diff between a bathroom and a half bath?": both rates side by side', () => {
    const reply = say("what's the diff between a full bath and a half bath price wise");
    expect(reply).toMatch(/A Half Bathroom costs less than a Bathroom/);
    expect(reply).not.toMatch(/^Total:/m);
  });

  it('the crew app downloaded to book a cleaning: the two apps, not the background check', () => {
    const reply = say('I got the Nestwell Crew app and it wants a background check. Is that how I book a cleaning?');
    expect(reply).toMatch(/^There are two Nestwell apps/);
  });

  it('"how do I give the code to the cleaner?" is the entry code, not the promo code', () => {
    const reply = say('how do I give the code to the cleaner?');
    expect(reply).toMatch(/access notes/);
    expect(reply).not.toMatch(/NEWCOMER/);
  });
});

describe('"book how?"', () => {
  it('gets the three steps, as "how do I book?" does', () => {
    for (const asked of ['book how?', 'how book', 'બુકિંગ કેવી રીતે કરવું?']) {
      expect(say(asked), asked).toMatch(/1\. Describe your space and needs\./);
    }
  });
});

describe('a cleaner\'s question at night', () => {
  it('"if I have a question at night who answers?" from an applicant: crew support, and support open 24/7', () => {
    const reply = say('I want to apply to clean for you', 'if I have a question at night who answers?');
    expect(reply).toMatch(/support is open 24\/7/);
    expect(reply).toMatch(/\[Crew support\]/);
  });
});

describe('rooms counted as written', () => {
  it('"2.5 bath townhouse (2 full + 1 powder room)": one half bathroom, not two', () => {
    const reply = say('standard clean for a 3 bed / 2.5 bath townhouse (2 full + 1 powder room), what is the total?');
    expect(reply).toMatch(/2 × Bathroom/);
    expect(reply).toMatch(/1 × Half Bathroom/);
  });

  it('Polish rooms in the instrumental case ("z kuchnią i pokojem dziennym") are counted', () => {
    const reply = say('Mieszkanie z jedną sypialnią, jedną łazienką, kuchnią i pokojem dziennym. Ile kosztuje zwykłe sprzątanie?');
    expect(reply).toMatch(/2 × Other Room/);
  });
});
