import { describe, expect, it } from 'vitest';
import { addOn, bath, bed, index, other, say, total } from '../../tests/chat-on-site.ts';

/**
 * Round 199's answers to a different question, asked in other words than the set's: long stories whose question sits inside
 * a sentence or points at a list, a trust question in two parts, care beyond cleaning, a deletion's timing, an app that won't
 * open, the booking's data, a person or a program, a cookie declined, a move-in without the words "move in", shared logins.
 */

/** A story longer than the engine reads, whose question is said inside its fourth sentence. */
const STORY_ASKING_INSIDE = 'Our youth league has a strict volunteer policy that everyone on the board has signed, and it covers anybody who comes into the clubhouse while the kids are around on Saturday mornings and Tuesday nights during the season. '
  + 'The treasurer asked me to look into a cleaning service for the clubhouse kitchen and the two locker rooms. '
  + 'The last company we tried was vague about who they sent and the board did not like that at all. '
  + 'Before I take it to the board I need to know what sort of background check your cleaners go through and who runs it. Do you work on Saturdays?';

describe('a long story asks where it asks', () => {
  it('"I need to know ..." inside a sentence is the question kept', () => {
    expect(STORY_ASKING_INSIDE.length).toBeGreaterThan(500);
    expect(say(STORY_ASKING_INSIDE)).toMatch(/vetted and background-checked/);
  });

  it('"any of these things" keeps the list it points at', () => {
    const story = 'I hope this is all right to ask, and I apologise in advance for the length of this note, which my grandson is typing for me. My knee surgery was last month and my daughter lives two hours away, so she cannot come every week the way she did before, and the neighbours have their own families. '
      + 'I cannot manage a few things on my own for now: walking the dog twice a day, bringing in the groceries from the car, and sorting out my pills for the week. '
      + 'My daughter thinks a cleaner might lend a hand while she is here. Could your cleaner do any of these things for me?';
    expect(story.length).toBeGreaterThan(500);
    expect(say(story)).toMatch(/is a cleaning service: the site lists five cleaning services and nothing beyond cleaning/);
  });
});

describe('a long story pointing at what it described', () => {
  // Not a failure of round 199: a first try at "any of these things" kept the rooms before the price's own reading of the
  // story did, and the add-ons were lost (seen in the replay of stored questions); this keeps that order.
  it('"the above" keeps the rooms and the add-ons the story named, not the rooms alone', () => {
    const story = 'Hello, my sister and I share a rented house in Rahway and we have finally agreed to stop arguing about whose turn it is to clean. '
      + 'Neither of us has used a cleaning service before, and our last attempt at a cleaning rota lasted about two weeks before it fell apart completely, as usual. '
      + 'The house has three bedrooms, one bathroom and a living room. '
      + 'We would also want the inside of the refrigerator and the microwave cleaned every visit. '
      + 'What would a standard visit cost for the above, and can we pay by card?';
    expect(story.length).toBeGreaterThan(500);
    expect(say(story)).toContain(total(3 * bed.standard + bath.standard + other.standard + addOn('Refrigerator inside') + addOn('Microwave inside')));
  });
});

describe('a story numbering its questions', () => {
  it('"each of these" after "First, ... Second, ..." answers every point', () => {
    const story = 'Hello, I am writing for my grandfather, who is 88 and lives on his own in a two-family house in Bayonne, upstairs from his tenant. '
      + 'He finally agreed to let somebody help with the cleaning after a long and rather loud argument with my mother at Thanksgiving dinner, but he made me promise to ask a couple of things first. '
      + 'First, whether the cleaners are checked before they come into people\'s homes. '
      + 'Second, whether a cleaning he is not happy with still has to be paid for. '
      + 'Can you answer each of these for him?';
    expect(story.length).toBeGreaterThan(500);
    const reply = say(story);
    expect(reply).toMatch(/vetted and background-checked/);
    expect(reply).toMatch(/if you are not happy, you do not pay/);
  });
});

describe('only homes?', () => {
  it('"is Nestwell only for homes?" says no: a business space books Office and Business Cleaning', () => {
    const office = index.facts.services.find((name) => /^Office/.test(name))!;
    expect(say('is nestwell only for homes?')).toMatch(new RegExp(`^No, not only homes: a business space is booked as ${office}`));
  });
});

describe('who is sent, asked beside what to do', () => {
  it('both parts are answered: the vetting, and what to do if it feels wrong', () => {
    const reply = say('What guarantee do I have about the workers you send? And what should I do if something does not feel right while they are in my flat?');
    expect(reply).toMatch(/vetted and background-checked/);
    expect(reply).toMatch(/emergency services first/);
  });
});

describe('care beyond cleaning', () => {
  it('help in and out of the shower is not a cleaning', () => {
    expect(say('would the cleaner be able to help my father in and out of the shower?')).toMatch(/nothing beyond cleaning/);
  });

  it('putting the groceries away is not a cleaning', () => {
    expect(say('can your cleaner put away the groceries when they come?')).toMatch(/nothing beyond cleaning/);
  });
});

describe('a deletion, and how long it takes', () => {
  it('"I should now like all of it removed. How long will that take?" is the privacy policy\'s way to ask and its timing, not a cleaning\'s length', () => {
    const reply = say('A while back I left my name and e-mail on one of your waiting lists. I should now like all of it removed. How long will that take?');
    expect(reply).toMatch(/client support/);
    expect(reply).toMatch(/within \d+ days/);
    expect(reply).not.toMatch(/how long a cleaning takes/);
  });

  it('"take me off the waiting list" is a request under the privacy policy, sent through client support', () => {
    const reply = say('please take me off the waiting list');
    expect(reply).toMatch(/\[Privacy Policy\]\(\/privacy-policy\)/);
    expect(reply).toMatch(/\[client support\]/);
  });
});

describe('the app', () => {
  it('an app that will not open gets the help centre\'s advice before the feedback form', () => {
    const reply = say('the nestwell app will not open on my phone, what do i do');
    expect(reply).toMatch(/check you have the client app/);
    expect(reply).toMatch(/client support/);
  });

  it('what data the app takes is the help centre\'s paragraph on it', () => {
    expect(say('what personal info does the app need from me?')).toMatch(/details needed to match you with a nearby cleaner and complete the booking/);
  });
});

describe('what the one answering is', () => {
  it('"is this a computer answering me?" is answered plainly', () => {
    expect(say('is this a computer answering me?')).toMatch(/^I'm the Nestwell chat assistant, a program, not a person: I answer automatically/);
  });
});

describe('a cookie choice regretted', () => {
  it('"did I break something?" after pressing Decline: the site works without cookies', () => {
    expect(say('I hit Decline on the cookie box without thinking. Did I break something?')).toMatch(/Declining doesn't stop the site working/);
  });
});

describe('a cookie choice regretted, in other words', () => {
  it('"did I break anything?" beside Decline is the cookie answer, not a damage report', () => {
    const reply = say('That cookie pop-up confused me so I clicked Decline. Did I break anything?');
    expect(reply).toMatch(/Declining doesn't stop the site working/);
    expect(reply).not.toMatch(/note the date of the cleaning/);
  });
});

describe('a move-in said another way', () => {
  it('cleaning the new apartment before the boxes arrive is Move In/Out Cleaning', () => {
    expect(say('could you clean our new apartment before our boxes arrive?')).toMatch(/the service is Move In\/Out Cleaning/);
  });
});

describe('a schedule and a cleaner asked together', () => {
  it('"every week and the same lady?" answers both', () => {
    const reply = say('can i book it every week and the same lady each time?');
    expect(reply).toMatch(/recurring/);
    expect(reply).toMatch(/doesn't promise the same cleaner/);
  });
});

describe('a login for each of a team', () => {
  it('"can all of us at the office use one account?" is what the site does not say', () => {
    expect(say('can all of us at the office use the same account, or get our own logins?')).toMatch(/doesn't say whether more than one person can manage/);
  });
});
