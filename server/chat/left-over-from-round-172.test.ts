import { describe, expect, it } from 'vitest';
import { addOn, bath, bed, index, other, say, total } from '../../tests/chat-on-site.ts';
import { formatCents } from '../../kernel/money.ts';

/**
 * Round 172's misses (graded at 3e3c59a, read through the graders' notes), asked in other words than the set's: rooms
 * dropped or miscounted (a prayer hall, a twins' room, a count restated as a question), a town spelt as one word, a
 * workplace's break room, a mosque, an item no add-on names, a would-be cleaner's questions answered as a client's, and
 * what a complaint, a tenant's leaving or an empty new house decides.
 */

describe('rooms counted', () => {
  it('a worship hall is an Other Room, not dropped', () => {
    const reply = say('Standard price for our center: the worship hall, one kitchen and 2 bathrooms?');
    expect(reply).toContain(total(2 * other.standard + 2 * bath.standard));
  });

  it("the twins' room is a bedroom, not an Other Room", () => {
    const reply = say('standard for the twins room and one bathroom, how much?');
    expect(reply).toContain(total(bed.standard + bath.standard));
  });

  it('named rooms restated as a count after the price question ("(2 other rooms, correct?)") are priced once, as asked', () => {
    const reply = say('What would we pay for a deep clean? 1 bedroom, 1 bath, plus the kitchen and living room (2 other rooms, correct?)');
    expect(reply).toContain(total(bed.deep + bath.deep + 2 * other.deep));
    expect(reply).toMatch(/estimate for Deep Cleaning/);
  });
});

describe('places', () => {
  it('"Fairlawn", written as one word, is Fair Lawn', () => {
    expect(say('do you come to fairlawn?')).toContain('[Fair Lawn Borough]');
  });

  it('a name read as no place, then its ZIP, is answered by the ZIP alone', () => {
    const reply = say('вы убираете в Фэрлоне? индекс 07410');
    expect(reply).toContain('Fair Lawn Borough');
    expect(reply).not.toMatch(/I can't find/);
  });
});

describe('workplaces and places of worship', () => {
  it("a clinic's staff break room is Office and Business Cleaning, and who books it is said to be unsaid", () => {
    const reply = say('the staff break room at my clinic is a mess, could you clean it? who books it, me or my manager?');
    expect(reply).toMatch(/^Yes, offices and businesses can book Office and Business Cleaning/);
    expect(reply).toMatch(/doesn't say who at a workplace books/);
  });

  it('a masjid in a town: the town, and a space the site does not name, booked as Office and Business Cleaning', () => {
    const reply = say('do you provide cleaning for a masjid in Clifton?');
    expect(reply).toContain('Clifton City');
    expect(reply).toMatch(/doesn't name spaces like a masjid/);
  });
});

describe('add-ons', () => {
  it('the litter box is no named add-on: the Other add-on', () => {
    const reply = say('is scooping the litter box an extra?');
    expect(reply).toMatch(/^That isn't one of the named add-ons/);
    expect(reply).toContain(formatCents(addOn('Other')));
  });

  it('which add-ons to book, appliances described: the dirty ones, and the one said to be fine gets the wipe', () => {
    const reply = say('which add-ons should I get? the oven is baked on, the fridge is fine');
    expect(reply).toContain(`the add-ons are Oven inside (${formatCents(addOn('Oven inside'))}); the refrigerator you say is fine`);
  });
});

describe('complaints and proof', () => {
  it("an appliance's inside left dirty: whether its add-on was booked decides it", () => {
    const reply = say("not happy, the microwave is still dirty inside after yesterday's cleaning");
    expect(reply).toContain(`Microwave inside, ${formatCents(addOn('Microwave inside'))}`);
  });

  it("not home to show what fell short: the job photos show it from anywhere", () => {
    const reply = say("the bathroom wasn't cleaned properly", "I wasn't home though, how do I prove it?");
    expect(reply).toMatch(/review the job photos/);
    expect(reply).not.toMatch(/I can't find it answered/);
  });

  it('job photos sent to a tenant: sharing them out of the app is said to be unsaid', () => {
    expect(say('can I send the job photos to my tenant?')).toMatch(/whether job photos can be saved or shared out of the app/);
  });
});

describe('which service', () => {
  it('a tenant evicted: the home is empty, Move In/Out Cleaning', () => {
    expect(say('the tenant got evicted, can you clean the apartment?')).toMatch(/the service is Move In\/Out Cleaning/);
  });

  it('a new house nobody lives in yet: Move In/Out Cleaning, not "I can\'t find it"', () => {
    const reply = say('is that a move-in clean or just a deep one, since nobody lives there yet?');
    expect(reply).toMatch(/Move In\/Out Cleaning/);
    expect(reply).not.toMatch(/I can't find it/);
  });

  it('"so whats the difference, and does deep include the fridge": both questions answered', () => {
    const reply = say('deep for 2 bedrooms and a bath', 'what if we do standard instead', 'so whats the difference, and does deep include inside the fridge');
    expect(reply).toMatch(/Deep Cleaning goes further in each room/);
    expect(reply).toContain(`Refrigerator inside ${formatCents(addOn('Refrigerator inside'))}`);
  });
});

describe('off topic', () => {
  it('an eviction is no cleaning, and not read as how long a cleaning takes', () => {
    const reply = say('how do I evict a tenant who stopped paying?');
    expect(reply).toMatch(/outside what I can help with/);
    expect(reply).not.toMatch(/how long a cleaning takes/);
  });
});

describe('a would-be cleaner', () => {
  const crew = index.facts.crewSupportUrl;

  it("a 16-year-old asking whether a parent must sign: unsaid, for a cleaner or a client, with both supports", () => {
    const reply = say("I'm 16, does my mom need to sign a permission form?");
    expect(reply).toMatch(/parent's signature or consent/);
    expect(reply).toContain(crew);
  });

  it('part-time or set hours is the crew hours answer, not off-topic', () => {
    expect(say('could i just work over the summer and stop in september? like is it part time or do i need set hours')).toMatch(/how cleaners' hours or schedules work/);
  });

  it("New Jersey's minimum wage, asked beside a cleaner's pay: the state publishes it", () => {
    expect(say("what's the minimum wage in New Jersey? does cleaning for you pay more than that?")).toMatch(/Department of Labor publishes it/);
  });

  it("an applicant asking about the background check: the crew's answer, not the client's reassurance", () => {
    const reply = say("do you background check your cleaners, i don't have anything bad, just curious how it works");
    expect(reply).toMatch(/doesn't publish what the check looks at/);
    expect(reply).not.toMatch(/job photos/);
  });

  it('whether clients are checked too, asked in Hinglish', () => {
    expect(say('kya aap log customers ko bhi check karte ho ya sirf cleaners ko?')).toMatch(/how clients are checked/);
  });

  it('a phone number for the cleaner support people: crew support, not "choose Clients"', () => {
    const reply = say('do the cleaner support people have a phone number?');
    expect(reply).toContain(crew);
    expect(reply).not.toMatch(/choose Clients/);
  });

  it('a neighbour asking for me as her cleaner: the site describes no way to pick one', () => {
    expect(say('when im on the crew can my neighbor request me for her cleaning?')).toMatch(/doesn't describe a way for a client to pick a particular cleaner/);
  });

  it('"before I apply: self-employed or a paycheck?" is the employment question, not the steps to apply', () => {
    const reply = say('before i apply: would i be self-employed or get a paycheck?');
    expect(reply).toMatch(/employees or contractors/);
    expect(reply).not.toMatch(/To join the crew/);
  });

  it('filming at the homes one cleans: crew support before filming on a job', () => {
    expect(say('could i make tiktoks at the homes i clean once im hired?')).toMatch(/ask \[crew support\]\([^)]+\) before filming on a job/);
  });
});

describe('privacy and the chat', () => {
  it("a 17-year-old asking whether we sell her data: we sell no one's, not the under-13 section", () => {
    const reply = say('apps sell teens data, my dad says. do u sell mine? im 17');
    expect(reply).toContain('We do not sell personal data.');
    expect(reply).not.toMatch(/Children and teens/);
  });

  it('whether these chats are saved, after typing a door code', () => {
    expect(say('do u save these chats? i put my door code in here')).toMatch(/session storage/);
  });

  it('a cleaner asked to keep it quiet while a night worker sleeps: unsaid, and the notes', () => {
    const reply = say('I work nights and sleep till 3, can the cleaner keep it quiet?');
    expect(reply).toMatch(/whether a cleaner can work quietly/);
    expect(reply).toMatch(/notes/);
  });
});
