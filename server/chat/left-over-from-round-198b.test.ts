import { describe, expect, it } from 'vitest';
import { addOn, bath, bed, half, index, other, say } from '../../tests/chat-on-site.ts';
import { rareWordsOf } from './landmarks.ts';
import { formatCents } from '../../kernel/money.ts';

/**
 * Round 198's answers still wrong after its first mends, asked in other words than the set's: a town told from its
 * namesake by what its page names, whether a visit nobody came to is charged, a second fridge beside the first, a total
 * shared in Taglish, and whether data is sold.
 */

describe('a town of two of that name', () => {
  it('is the one whose page names what the message is near, with the other named as not meant', () => {
    // A name only Harrison Town's page writes ("Bulls", of the Red Bulls' stadium, today), and no article: whatever the
    // page says tomorrow.
    const [town, township] = ['Harrison Town', 'Harrison Township'].map((name) => index.places.find((p) => p.name === name)!);
    const rare = rareWordsOf(index.passages, index.places);
    const articles = index.passages.filter((p) => p.kind !== 'location').map((p) => p.text.toLowerCase()).join(' ');
    const near = [...rare.get(town!)!].find((word) => !rare.get(township!)?.has(word) && !new RegExp(`\\b${word}`).test(articles));
    const reply = say(`my cousin rents right by the ${near} in harrison. do you go there?`);
    expect(reply).toMatch(/^Yes, we clean in \[Harrison Town\]/);
    expect(reply).toMatch(/Not to be confused with \[Harrison Township\]/);
  });

  it('asked bare, is both, named as the name both share', () => {
    expect(say('do you clean in harrison?')).toMatch(/^Yes, we clean in Harrison, in each town of that name/);
  });
});

describe('a visit the cleaner never came to', () => {
  it('asked whether it is still billed, after a no-show: the site doesn\'t say, not the satisfaction promise', () => {
    const reply = say('what if the job is sloppy?', 'ok and if nobody shows up at all?', 'do I still get billed for it?');
    expect(reply).toMatch(/doesn't say what happens when a cleaner is late or doesn't come, or whether such a visit is charged/);
    expect(reply).not.toMatch(/if you are not happy, you do not pay/);
  });
});

describe('one more of an appliance already asked about', () => {
  it('"and the beer fridge in the basement as well" is a second Refrigerator inside beside the oven', () => {
    expect(say('is the inside of the fridge and the oven extra?', 'and the beer fridge in the basement as well?'))
      .toContain(`Together: ${formatCents(2 * addOn('Refrigerator inside') + addOn('Oven inside'))}`);
  });
});

describe('a total shared between people', () => {
  it('"hatiin natin sa apat" after a home was priced shares it four ways', () => {
    expect(say('3 bedrooms 1 bath standard', 'hatiin natin sa apat?'))
      .toMatch(new RegExp(`Split 4 ways.*comes to (about )?\\${formatCents(Math.round((3 * bed.standard + bath.standard) / 4))} each`));
  });

  it('"each? there are 4 of us" counts the people in the part after the question', () => {
    expect(say('kitchen, living room and a half bath, standard, total?', 'each? there are 4 of us'))
      .toMatch(new RegExp(`Split 4 ways.*comes to (about )?\\${formatCents(Math.round((2 * other.standard + half.standard) / 4))} each`));
  });
});

describe('whether personal data is sold', () => {
  it('asked beside what is done with it: the policy\'s "we do not sell" first', () => {
    expect(say('what will you do with my info, i dont want it sold')).toMatch(/^We do not sell personal data/);
  });

  it('asked of a waitlist, with ads: both, from the notice', () => {
    const reply = say('if I join the waitlist, will you sell my email or use it for ads?');
    expect(reply).toMatch(/We do not sell personal data/);
    expect(reply).toMatch(/We do not use personal data for targeted advertising/);
  });
});

describe('round 198\'s unhelpful answers, in other words', () => {
  it('a home left open, reported "tonight": call now, support answers 24/7', () => {
    expect(say('my neighbour says the cleaner left our side door unlocked, what do I do tonight?')).toMatch(/call \[[^\]]+\]\(tel:[^)]+\) now: support answers 24\/7/);
  });

  it('"who I call?" without its "do", and "even at night?" after it: the phone line, open 24/7', () => {
    expect(say('the cleaners are vetted? is it safe?', 'ok and if a problem happen, who I call? even at night?')).toMatch(/open 24\/7/);
  });

  it('"or maybe move it to the week after?" after cancelling: moving the visit, not moving house', () => {
    const reply = say('if the guests cancel can I cancel the cleaning?', 'or maybe push it to the following week?');
    expect(reply).toMatch(/rescheduling rules/);
    expect(reply).not.toMatch(/furniture and boxes/);
  });

  it('a town in Rockland County, New York, is outside New Jersey', () => {
    expect(say('and my in-laws in new city, rockland county?')).toMatch(/^Not yet: we serve New Jersey only/);
  });

  it('in Tagalog, whether they can come after a night shift: the app shows the times for the address', () => {
    expect(say('pwede ba sila pumunta mga 9am pag-uwi ko galing shift?')).toMatch(/app shows the times available for your address/);
  });

  it('a woman who speaks a language asked for: both unsaid, as one cleaner', () => {
    expect(say('could you send a lady cleaner who speaks Polish? my babcia knows no english'))
      .toMatch(/doesn't say whether you can ask for a woman cleaner, or which languages \w+ cleaners speak, so I won't promise a woman cleaner who speaks Polish/);
  });

  it('"the same young lady each time" asks for the same cleaner, not for a woman', () => {
    expect(say('once I find one I like, could the same young lady come every time?')).toMatch(/doesn't promise the same cleaner/);
  });

  it('"I apply 3 weeks ago... who I call?": an applicant, sent to crew support', () => {
    expect(say('I apply 3 weeks ago, nobody write me back. who I call?')).toMatch(/\[Crew support\]/);
  });

  it('a woman asked for as the cleaner: the site doesn\'t say, the notes and support', () => {
    const reply = say('my husband travels, could you send a lady cleaner?');
    expect(reply).toMatch(/doesn't say whether you can ask for a woman cleaner/);
    expect(reply).toMatch(/notes/);
  });
});

describe('round 197\'s unhelpful answers, in other words', () => {
  it('away for one of a plan\'s weeks: that one visit moved or skipped in the app', () => {
    expect(say('we have a weekly cleaning set up', 'we will be on vacation for one of the weeks in july, then what?')).toMatch(/moving one visit is a different choice/);
  });

  it('getting ready for a first cleaning: no checklist on the site, the notes are what it says', () => {
    const reply = say('how should we prepare for our first cleaning?');
    expect(reply).toMatch(/no checklist for getting ready.*clear the counters, put away anything fragile/);
    expect(reply).toMatch(/Put it in your notes/);
  });
});

describe('more of round 198\'s "I\'m not sure" where the site answers, in other words', () => {
  it('an office to stop in at: none the site lists', () => {
    expect(say('is there an office nearby i could drop in at?')).toMatch(/The site lists no office to visit/);
  });

  it('watching the cleaner work: you can be home', () => {
    expect(say('would it be ok if I watched how they do it? I like to see things done right')).toMatch(/you can be home during the cleaning/);
  });

  it('furniture carried down the stairs: the site says nothing of moving furniture, and what the services are', () => {
    expect(say('could the cleaners help me move the dresser downstairs?')).toMatch(/doesn't say anything about moving or carrying furniture/);
  });
});
