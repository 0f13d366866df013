import { describe, expect, it } from 'vitest';
import { phoneDisplay } from '../../kernel/phone.ts';
import { bath, bed, index, say, total } from '../../tests/chat-on-site.ts';

const phone = phoneDisplay(index.facts.phone);

/**
 * Round 220's one invented answer (read after its grading; the rest of the round is unread): a relative elsewhere asked
 * about paying for a cleaning in New Jersey got "Yes: where the person booking or paying lives doesn't matter", a rule the
 * site never states. The home's place is the site's to answer; who may pay from where is not.
 */

describe('someone elsewhere booking or paying for a home we clean', () => {
  it('says the site sets no rule about where the one paying lives, and answers no "Yes:" to it', () => {
    for (const turns of [
      ['My son in Texas wants to put my cleaning on his credit card. Can he pay from there? The house is in Morristown.'],
      ['My daughter lives in Florida. Could she book and pay for a cleaning of my house in Maplewood on her phone?'],
    ]) {
      const reply = say(...turns);
      expect(reply, turns.at(-1)).toMatch(/the site sets no rule about where the one booking or paying/);
      expect(reply, turns.at(-1)).not.toMatch(/^Yes: |doesn't matter|wherever that person is/m);
    }
  });
});

/**
 * Round 220's other wrong answers, read after its grading and mended as families, in other words than the round's: a cleaner
 * speaking of the client in the third person, or of jobs taken, answered as a client; a client's own home priced by someone
 * who mentioned work, answered with what cleaners earn; a service the app prices compared with the per-room tiers, answered
 * with the price table; a fall told as "a spill", answered as a complaint.
 */
describe('a cleaner asking as the one at the job', () => {
  it('is answered for the crew, with crew support, not client support', () => {
    for (const asked of [
      'who brings the mop and the vacuum, me or the customer?',
      'If the customer cancels when I am already driving to the house, do I get something for it?',
      'I cleaned hotels 10 years. With Nestwell can I take only weekend jobs?',
      'how i start to be a cleaner for nestwell?',
    ]) {
      const reply = say(asked);
      expect(reply, asked).toMatch(/crew\.nestwell\.com/);
      expect(reply, asked).not.toMatch(/\[client support\]/i);
    }
  });

  it('keeps the crew app for the phone named after asking to become a cleaner', () => {
    const reply = say('How I start to be cleaner with Nestwell?', 'I have android phone. Which app I download?');
    expect(reply).toMatch(/\/nestwell-crew-android/);
    expect(reply).not.toMatch(/\(\/nestwell-android\)/);
  });

  it('prices the home of someone who only says they work, and still answers what a cleaner earns', () => {
    expect(say("I'm so tired after work. My place: 3 bedroom, 1 bathroom and the kitchen. Regular clean, how much?")).toMatch(/Total: \$/);
    expect(say('if a client pays $21 for a bathroom how much of that do i get?')).toMatch(/doesn't say what cleaners earn/);
  });
});

describe('a service the app prices compared with the per-room tiers', () => {
  it('says it has no published price and that only Standard and Deep have per-room rates, with no price table', () => {
    for (const turns of [
      ['is a move out clean charged at the same room rates as a deep clean?'],
      ['how much does a rental turnover cost, same room prices as regular?'],
      ['Do you clean offices? Is it the same per-room price as the standard cleaning?'],
    ]) {
      const reply = say(...turns);
      expect(reply, turns.at(-1)).toMatch(/has no published price/);
      expect(reply, turns.at(-1)).toMatch(/Only Standard and Deep Cleaning have per-room rates/);
      expect(reply, turns.at(-1)).not.toMatch(/Bedroom: \$/);
    }
  });
});

describe('a fall during a visit, told as a spill or a tumble', () => {
  it('gets the emergency services first, not the complaint steps', () => {
    for (const asked of ['What if I take a spill while the cleaner is here, will she help me up?', 'if I took a tumble in the hall during the cleaning, what happens?']) {
      const reply = say(asked);
      expect(reply, asked).toMatch(/local emergency services first/);
      expect(reply, asked).not.toMatch(/note the date of the cleaning/);
    }
  });
});

describe('a client asking for a cleaner beside a question about someone joining', () => {
  it('answers both: the same cleaner, and how to join', () => {
    const reply = say('Can I request the same cleaner every time? And my sister wants to work for you, how does she apply?');
    expect(reply).toMatch(/doesn't promise the same cleaner/);
    expect(reply).toMatch(/Nestwell Crew site/);
  });
});

describe('a price asked as "what\'s that come to"', () => {
  it('adds up the rooms, over the month where one is asked', () => {
    expect(say('2 bedrooms and 1 bath, what\'s that come to?')).toContain(total(2 * bed.standard + bath.standard));
    expect(say('Can you come every other week?', 'And for 2 bedrooms, 1 bath and the den, every other week, what\'s that come to a month?')).toMatch(/Over 2 visits/);
  });
});

describe('a booking moved for an appointment told at length', () => {
  it('gets the steps to move it, and a later word of "this business" is no office', () => {
    const first = "I've got a cleaning booked for Friday but my dentist's office moved my cleaning appointment to that very same morning. How do I change it?";
    expect(say(first)).toMatch(/open it in the Nestwell app/);
    const later = say(first, 'Will it cost me?', 'This whole app business is confusing me. Can I just call somebody?');
    expect(later).toContain(phone);
    expect(later).not.toMatch(/Office and Business Cleaning/);
  });
});

describe('a person asked for beside trouble with the app', () => {
  it('gives the phone line as well as the app advice', () => {
    for (const asked of ['the app keeps freezing when I try to pay, can I talk to a real person?', 'the app keeps logging me out, how do I reach a live human']) {
      expect(say(asked), asked).toContain(`[${phone}]`);
    }
  });
});

describe('a dog whose breed is named for a place', () => {
  it('is the pet, not a town we clean, unless the place is said as where one lives', () => {
    expect(say('Our Labrador sheds a lot. Is that a problem for the cleaner?')).not.toMatch(/we clean in/);
    expect(say('My dog is a 120 pound Newfoundland and he drools everywhere. Should I crate him during the visit?')).not.toMatch(/we clean in/);
    expect(say('I live in Newfoundland, NJ with my dog. Do you clean there?')).toMatch(/we clean in Newfoundland/);
  });
});

describe('moving a clean to another time', () => {
  it('is rescheduling, not a move-out', () => {
    const reply = say('My last company charged me when I was moving a clean by a few hours. Does moving a clean cost anything with you?');
    expect(reply).toMatch(/rescheduling rules/);
    expect(reply).not.toMatch(/Move In\/Out/);
  });
});

describe('a price quoted here against the one the app shows', () => {
  it('says the app confirms the price, from the terms', () => {
    const reply = say('These chat assistants make things up sometimes. If you give me a price and the application shows a different one, which one counts?');
    expect(reply).toMatch(/The price you pay is the one the Nestwell app confirms/);
    expect(reply).not.toMatch(/Bedroom: \$/);
  });
});

describe('how long after a cleaning a complaint may be raised', () => {
  it('is no question of how long a cleaning takes', () => {
    const reply = say('Your site says if I am not happy I do not pay. How does that work in practice, do I get my money back, and how long after the cleaning do I have to raise a complaint?');
    expect(reply).not.toMatch(/how long a cleaning takes/);
    expect(reply).toMatch(/client support/);
  });
});

describe('a cost shared with a roommate, said in passing', () => {
  it('works out each share, and "the real number" is the price, not the phone', () => {
    const reply = say('how much for a standard clean, 3 bed 1 bath? me and my roommate split everything so we need the real number');
    expect(reply).toMatch(/Split 2 ways/);
    expect(reply).not.toMatch(/Our phone number/);
    expect(say('deep clean for 1 bed 1 bath, we are splitting it 50/50, how much each?')).toMatch(/Split 2 ways/);
  });
});

describe('a deposit asked of the landlord', () => {
  it('gets that the site promises no deposit back', () => {
    expect(say('If you do the move-out clean, will my landlord give me back the deposit?')).toMatch(/doesn't promise that you get your deposit back/);
  });
});
