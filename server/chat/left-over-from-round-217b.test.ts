import { describe, expect, it } from 'vitest';
import { formatCents } from '../../kernel/money.ts';
import { parseOrder } from './handlers/prices.ts';
import { addOn, bath, bed, half, index, other, say, total, withCode } from '../../tests/chat-on-site.ts';

/**
 * Round 217's B notes (studied after its grading, so the round is a tuning set now), asked in other words than the set's:
 * prices asked in a formal letter's words, add-ons and tasks carried from one turn to the next, an office's rooms over
 * several turns, an applicant's questions read as a client's and a client's complaint as a cleaner's, and a second
 * question of a message dropped.
 */

const rooms = (text: string) => Object.fromEntries(parseOrder(text, index.facts).rooms);
const standard = (counts: [typeof bed, number][], addOns = 0) => counts.reduce((sum, [r, n]) => sum + r.standard * n, addOns);
const deep = (counts: [typeof bed, number][]) => counts.reduce((sum, [r, n]) => sum + r.deep * n, 0);

describe('a price asked in a formal letter', () => {
  it('reads "the expense of having my flat cleaned in the usual manner" as the price of a standard cleaning', () => {
    expect(say('Could you give me an idea of the expense of having my flat cleaned in the usual manner? Three bedrooms and one bathroom.'))
      .toContain(total(standard([[bed, 3], [bath, 1]])));
  });

  it('counts no bedrooms twice where the letter includes again some of those it counted', () => {
    expect(rooms('three bedrooms and two bathrooms. please do every room, including the two bedrooms the boys left behind'))
      .toEqual({ [bed.item]: 3, [bath.item]: 2 });
  });

  it('leaves out rooms "left be" and prices the tier the same turn asks', () => {
    expect(say('4 bedrooms and 2 bathrooms, standard, how much?', 'I will leave the two spare bedrooms be. What would the deep cleaning come to then?'))
      .toContain(total(deep([[bed, 2], [bath, 2]])));
  });

  it('prices a home whose family room is where the kids play video games, not the creator program', () => {
    expect(say('3 bedrooms, 1 bathroom and the den where the kids play video games. how much for a standard clean?'))
      .toContain(total(standard([[bed, 3], [bath, 1], [other, 1]])));
  });
});

describe('what one turn adds, carried to the next', () => {
  it('keeps the add-ons asked first when rooms named without a count join them, and prices them with the code', () => {
    const addOns = addOn('Microwave inside') + addOn('Dishwasher inside');
    const reply = say('how much to clean inside the microwave and the dishwasher?', 'and together with a standard clean of the kitchen and the den?', 'and with the code?');
    expect(reply).toContain(total(standard([[other, 2]], addOns)));
    expect(reply).toContain(`50% off: ${formatCents(withCode(standard([[other, 2]], addOns)))}`.replace('50', String(index.facts.offer.percentOff)));
  });

  it('adds the Other add-on for a litter box asked about the turn before', () => {
    expect(say('can the cleaner change the litter box?', 'ok, 2 bed 1 bath standard with that added, how much?'))
      .toContain(total(standard([[bed, 2], [bath, 1]], addOn('Other'))));
  });
});

describe('an office over several turns', () => {
  it('counts no office room in the next turn where the office is the workplace whose rooms follow', () => {
    const first = 'We never had anyone professional clean the office, the nurses just tidy up. What would standard cost for the reception, 2 exam rooms and a restroom with just a toilet and sink?';
    expect(say(first, 'and with the code?')).toContain(total(standard([[half, 1], [other, 3]])));
  });

  it('makes a restroom priced as a half bathroom a full one when it turns out to have a shower', () => {
    expect(say('deep clean for reception, 2 exam rooms and 2 restrooms with just toilet and sink, how much?', 'actually one of the restrooms has a shower, does that change it?'))
      .toContain(total(deep([[bath, 1], [half, 1], [other, 3]])));
  });
});

describe('who is asking', () => {
  it('answers an applicant asking what the background check takes of them as a cleaner', () => {
    const reply = say('for the background check do i have to give my social security number?');
    expect(reply).toContain(index.facts.crewSupportUrl);
    expect(reply).not.toMatch(/review the job photos/);
  });

  it('answers an applicant asking whether their past would stop them as a cleaner', () => {
    expect(say('what are yall looking at in the background check? there was an incident at 16, it got sealed. would that stop me?')).toContain(index.facts.crewSupportUrl);
  });

  it('answers "are there nestwell jobs" near a town as an applicant\'s question', () => {
    expect(say('are there nestwell jobs near the beach in Long Branch?')).toMatch(/\[Crew support\]/);
  });

  it('answers a client whose staff restroom was missed as a client', () => {
    const reply = say("the bathroom (the staff one upstairs) looked untouched after yesterday's cleaning and there are no photos of it. who do i tell?");
    expect(reply).not.toMatch(/\[Crew support\]/);
    expect(reply).toMatch(/client support/);
  });

  it('answers "so I don\'t pay for it?" with the promise after a cleaning that might not be ready', () => {
    const promise = say("if I'm not happy with a cleaning, do I still pay?");
    expect(say('can I check the photos from work?', 'and if the photos show the place is not ready for my guests?', "so I don't pay for it?")).toBe(promise);
  });

  it('answers "the cleaning fell short" as a cleaning that fell short, not short-term rentals', () => {
    expect(say('the cleaning fell short')).toContain(say('the cleaner missed the bathroom, what do I do?').split('\n')[0]!);
  });

  it('answers a unit the cleaner left not ready as a cleaning that fell short, and one that might not be as before', () => {
    const fellShort = say('the cleaner missed the bathroom, what do I do?').split('\n')[0]!;
    expect(say('the cleaner just left and the apartment is not ready, guests arrive at 3. what do I do?')).toContain(fellShort);
    expect(say('what time can the cleaner come? and if it is not ready by 4 when guests check in?')).not.toContain(fellShort);
  });
});

describe('questions the answer had dropped', () => {
  it('answers a contract asked of beside a doctor\'s office', () => {
    expect(say('Before I bring this to the doctors: is there a contract or a commitment?')).toMatch(/mentions no contract or minimum term/);
  });

  it('says writing a rental listing is outside what it helps with', () => {
    expect(say('write me a short vrbo listing description for my beach condo')).toMatch(/^That's outside what I can help with/);
  });

  it('reads "on the phone or the cleaner?" with the language asked before it', () => {
    const reply = say('Is there anyone who speaks Polish? On the phone or the cleaner?');
    expect(reply).toMatch(new RegExp(`doesn't say whether the ${index.facts.brand} app or client support offer other languages`));
    expect(reply).not.toMatch(/Crew app/);
  });

  it('answers a relative booking for the one asking, not the privacy policy\'s agents', () => {
    expect(say('Or my daughter can book for me on her phone?')).toMatch(/someone else booking yours/);
    expect(say('My son has one of those phones. Could he arrange the cleaning of my house on my behalf?')).not.toMatch(/authorized agent/);
    expect(say('my daughter will pay with her card from her phone, the cleaning is for my house. that is ok?')).toMatch(/someone else booking yours/);
  });

  it('answers whether the data is sold beside what is done with it', () => {
    const used = say('What do you do with my information?').split('\n')[0]!;
    const sold = say('You sell it to other companies?').split('\n')[0]!;
    const reply = say('What do you do with my information? You sell it to other companies?');
    expect(reply).toContain(used);
    expect(reply).toContain(sold);
  });
});

describe('a formal letter\'s words for what the site does say', () => {
  it('answers what deep cleaning "comprises" with what it includes', () => {
    expect(say('What does your deep cleaning comprise?')).toBe(say('What does your deep cleaning include?'));
  });

  it('answers a parish hall asked of "your firm" as a space the site does not name', () => {
    expect(say('Could your firm clean the fellowship hall after our church suppers?')).toMatch(/doesn't name spaces like a fellowship hall/);
  });

  it('answers polishing the silver as a task no add-on names, not the price list', () => {
    expect(say('Is polishing the silver something your people would do, and at what charge?')).toMatch(/^That isn't one of the named add-ons/);
  });

  it('says the site does not say how reminders come when a telephone call is asked for', () => {
    expect(say('If I book a regular cleaning, will someone telephone me beforehand to remind me?')).toMatch(/doesn't say whether they come as/);
  });
});
