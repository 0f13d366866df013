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

describe('two questions in one sentence', () => {
  it('"what does turnover cover - do they make the beds?": the turnover\'s list, and the linens', () => {
    const reply = say('One of my owners rents his 1BR on Airbnb. What does your turnover service actually cover - do the cleaners change the linens?');
    expect(reply).toMatch(/a turnover usually focuses on/);
    expect(reply).toMatch(/how you like beds made/);
  });

  it('"which service should I book, and do I have to add the oven separately?": the service and the add-on\'s price', () => {
    const reply = say('The apartment will be empty. Which service should I book, and do I have to add the oven separately?');
    expect(reply).toMatch(/Move In\/Out Cleaning/);
    expect(reply).toMatch(/Oven inside: \$\d+\.\d\d/);
  });
});

describe('clinical work', () => {
  it('"will your cleaners handle the exam rooms and medical waste?": the site doesn\'t say; what offices get', () => {
    const reply = say('will your cleaners handle our exam rooms and the medical waste?');
    expect(reply).toMatch(/^The site doesn't say that cleaners take on clinical work/);
    expect(reply).not.toMatch(/Other \(\$/);
  });

  it('exam rooms counted to price are rooms on the price table', () => {
    expect(say('2 exam rooms, a waiting room and a restroom, standard price?')).toMatch(/Other Room/);
  });
});

describe('an age to book', () => {
  it('"do I need to be 18 to book?", "how old to book a cleaning?": the site doesn\'t say; not the crew\'s answer', () => {
    for (const asked of ['do i need to be 18 to book', 'how old do you have to be to book a cleaning?']) {
      const reply = say(asked);
      expect(reply, asked).toMatch(/The site doesn't say a minimum age for booking a cleaning/);
      expect(reply, asked).not.toMatch(/joining the crew/);
    }
  });

  it('an applicant\'s age is still the crew\'s question', () => {
    expect(say('do I have to be 18 to apply to clean?')).toMatch(/joining the crew/);
  });
});

describe('after a home priced', () => {
  it('"does the 50% cover those too or just rooms?" after add-ons: the total with them, halved', () => {
    const reply = say('3 bed 1 bath standard, how much?', 'add inside fridge. does the 50% cover that too or just the rooms?');
    expect(reply).toMatch(/Refrigerator inside \(add-on\)/);
    expect(reply).toMatch(/With the code NEWCOMER, your first cleaning is 50% off: \$/);
    expect(reply).not.toMatch(/^No:/);
  });

  it('"are the kitchen and dining room included in that?": rooms of their own, the home priced with them', () => {
    const reply = say('how much is a 2 bedroom 1 bathroom standard cleaning?', 'are the kitchen and dining room included in that?');
    expect(reply).toMatch(/2 × Other Room/);
  });
});

describe('the app, asked by someone new to apps', () => {
  it('"I downloaded Nestwell Crew and can\'t find where to book": the two apps', () => {
    expect(say('I downloaded the Nestwell Crew app and I cannot find where to book')).toMatch(/^There are two Nestwell apps/);
  });

  it('"my grandson gave me an Android phone: how do I obtain your application?", then "what must I do to order?"', () => {
    expect(say('My grandson gave me an Android phone. How do I obtain your application?')).toMatch(/on \[Google Play\]/);
    expect(say('I have the app now. What must I do to order a cleaning?')).toMatch(/1\. Describe your space and needs\./);
  });
});

describe('rooms asked of a Tagalog price', () => {
  it('"Kasama na po ba dun ang kusina at sala?" after a price: the home with them, then "sige po, with sala at kusina"', () => {
    expect(say('magkano po ang 1 bedroom 1 bathroom standard cleaning?', 'Kasama na po ba dun ang kusina at sala?')).toMatch(/2 × Other Room/);
  });
});

describe('a caregiver\'s and a skeptic\'s questions', () => {
  it('"are the cleaners checked?" after a worry about someone at home is the vetting\'s answer too', () => {
    expect(say('Mom will be home alone with the cleaner. Is that ok? Are the cleaners checked?')).toMatch(/vetted and background-checked/);
  });

  it('a home let go a year, asked in Tagalog: Deep Cleaning first', () => {
    expect(say('Matagal na pong hindi nalilinis ang bahay, mga isang taon na. Madaming alikabok. Ano pong service ang dapat i-book?')).toMatch(/Deep Cleaning first/);
  });

  it('"standard vs deep, what\'s different besides the price?": the tasks, not what an order adds', () => {
    const reply = say("standard vs deep, what's different besides the price?");
    expect(reply).toMatch(/baseboards/);
    expect(reply).not.toMatch(/On top of the per-room prices/);
  });

  it('"the cleaner was here today and the bathroom was barely touched. what now": the promise, no booking steps', () => {
    const reply = say('The cleaner was here today and the bathroom was barely touched. What now?');
    expect(reply).toMatch(/if you are not happy, you do not pay/);
    expect(reply).not.toMatch(/1\. Describe your space/);
  });
});

describe('a visit had today', () => {
  it('"cleaner came today and it wasn\'t good", "...still looks dirty": the promise, not the booking steps', () => {
    for (const asked of ['cleaner came today n honestly it wasnt good', 'the cleaner came today but the kids bathroom still looks dirty. what do we do']) {
      const reply = say(asked);
      expect(reply, asked).toMatch(/if you are not happy, you do not pay/);
      expect(reply, asked).not.toMatch(/1\. Describe your space/);
    }
  });

  it('"cleaner was here today and now I can\'t find my ring": the concern steps', () => {
    expect(say("cleaner was here today and now i can't find my ring")).toMatch(/^Tell us: note the date of the cleaning/);
  });

  it('"she has an android phone, which app do we download?" is the apps\' question, not a call', () => {
    expect(say('she has an android phone. which app do we download?')).not.toMatch(/^Our phone number is/);
  });
});
