import { describe, expect, it } from 'vitest';
import { formatCents } from '../../kernel/money.ts';
import { addOn, bath, bed, half, other, say, total } from '../../tests/chat-on-site.ts';

/**
 * Round 204's wrong answers and B notes, asked in other words than the set's: an applicant who never says "apply" (her
 * years of work, her notice, her papers, her photos, her pay), praise read as a job, a long letter that asks to "work it
 * out", rooms placed by another room, a guest house's rooms, a powder room in British words, rooms named with "the" and a
 * price asked, a county said wrongly, an account shared by a family, a cheque beside a plumber, and a town's part.
 */

const CREW_SUPPORT = /\[Crew support\]\(https:\/\/crew\.nestwell\.com\/support\) answers questions from applicants and cleaners/;

describe('an applicant in her own words', () => {
  it('experience and a reference letter are asked of the crew, not answered with client support', () => {
    const reply = say('I cleaned offices for fifteen years. Does that experience count with you? Do you want a letter of recommendation?');
    expect(reply).toMatch(CREW_SUPPORT);
    expect(reply).not.toMatch(/client support\]\(https:\/\/app\.nestwell\.com\/support\) team is there/);
  });

  it('"how soon I can start" before giving notice is how long approval takes', () => {
    expect(say('how soon I can start? I must give two weeks notice to my boss first')).toMatch(/doesn't show where an application stands or how long approval takes/);
  });

  it('what the company pays its cleaners is not the client price list', () => {
    const reply = say('how much is nestwell paying its cleaners for one house?');
    expect(reply).toMatch(/The site doesn't say what cleaners earn/);
    expect(reply).not.toMatch(/Tell me your rooms/);
  });

  it('"so the cleaner keeps that money?" after a price is the crew pay answer', () => {
    expect(say('i might apply. so the cleaner keeps the whole $55.50?')).toMatch(/The site doesn't say what cleaners earn/);
  });

  it('how many pictures she must take is the crew\'s side of the job photos', () => {
    expect(say('how many pictures do I have to take at each house?')).toMatch(/the site doesn't explain the crew's side of it/);
  });

  it('papers for the job, with a green card, are the crew\'s requirements', () => {
    expect(say('What documents does Nestwell need for the job? I have a green card.')).toMatch(/doesn't say whether you need particular papers/);
  });

  it('a customer upset with her who won\'t pay is the promise touching a cleaner\'s pay', () => {
    expect(say('if a customer is upset with me and won\'t pay, then I cleaned for nothing?')).toMatch(/how a client's satisfaction promise/);
  });

  it('a record beside the background check, with tickets paid, is not the pay answer', () => {
    const reply = say('The background check, what do they look at? I had an issue with speeding tickets years ago, I paid them all.');
    expect(reply).toMatch(/doesn't publish what the check looks at/);
    expect(reply).not.toMatch(/what cleaners earn/);
  });

  it('"sign on" is joining, asked beside the pay', () => {
    const reply = say('My nephew needs a job. How does he sign on with you. What does it pay.');
    expect(reply).toMatch(/To join the crew:/);
    expect(reply).toMatch(/The site doesn't say what cleaners earn/);
  });
});

describe('praise', () => {
  it('"did excellent work for us; how can we let you know?" is feedback, not a job', () => {
    const reply = say('The lady you sent did excellent work for us on Friday. How can we let you know?');
    expect(reply).toMatch(/Leave feedback in the app/);
    expect(reply).not.toMatch(/To join the crew/);
  });
});

describe('a long letter that asks to work it out', () => {
  const letter = [
    'Good evening. I hope you will forgive a long letter, but I like to set things out properly before I ask anything.',
    'We are a retired couple and our daughter visits often, so the house is rarely as tidy as I would like it to be.',
    'The house has three bedrooms upstairs, two bathrooms, and a sitting room where we spend most of our evenings.',
    'The attic we keep for storage and it is not to be touched.',
    'I should like, before the holidays, to understand what a Standard cleaning of all of that would come to.',
    'Would you be good enough to work it out for me?',
  ].join(' ');

  it('keeps the rooms the letter counts, and prices them', () => {
    expect(letter.length).toBeGreaterThan(500);
    const reply = say(letter);
    expect(reply).toContain(total(3 * bed.standard + 2 * bath.standard + other.standard));
  });
});

describe('rooms as people name them', () => {
  it('a kitchen "behind the living room" is where it is, not the living room more', () => {
    expect(say('How much is a standard clean: 2 bedrooms, 1 bathroom and a little kitchen behind the living room?'))
      .toContain(total(2 * bed.standard + bath.standard + other.standard));
  });

  it('"a house with five guest rooms that share three bathrooms" is no cost shared five ways', () => {
    const reply = say('We run a house with five guest rooms that share three bathrooms. What would a standard clean of all of it cost?');
    expect(reply).toContain(total(5 * bed.standard + 3 * bath.standard));
    expect(reply).not.toMatch(/Split 5 ways/);
  });

  it('a powder room of "a lavatory and a wash basin" is a half bathroom, and the bathroom before it stays full', () => {
    expect(say('2 bedrooms and 1 bathroom, plus a powder room with just a lavatory and a wash basin. deep price?'))
      .toContain(total(2 * bed.deep + bath.deep + half.deep));
  });

  it('the weekday before "rooms" is no kind of room', () => {
    const reply = say('On Thursday rooms 1 and 3 are vacated: two bedrooms and a bathroom, what would that cost?');
    expect(reply).toContain(total(2 * bed.standard + bath.standard));
    expect(reply).not.toMatch(/thursday room/i);
  });

  it('the vacated rooms of a guest house are bedrooms', () => {
    expect(say('3 vacated rooms and 1 bathroom, standard, how much?')).toContain(total(3 * bed.standard + bath.standard));
  });

  it('"the den and the dining room" with a price asked are two Other Rooms', () => {
    expect(say('How much would it cost to clean the den and the dining room?')).toContain(total(2 * other.standard));
  });

  it('"what would my kitchen cost" with add-ons is the kitchen and its add-ons', () => {
    expect(say('What would my kitchen cost with the inside of the oven and the fridge done too?'))
      .toContain(total(other.standard + addOn('Oven inside') + addOn('Refrigerator inside')));
  });

  it('a sink heaped with the good china is the Dishes wash', () => {
    expect(say('after the party the sink will be heaped with our good china. how much to have that washed?')).toContain(`Dishes wash (add-on): ${formatCents(addOn('Dishes wash'))}`);
  });

  it('"also clean the living room" adds a room to the estimate before', () => {
    expect(say('2 bedrooms 1 bath', 'could they also clean the living room?')).toContain(total(2 * bed.standard + bath.standard + other.standard));
  });

  it('just some rooms, the others left alone, is allowed', () => {
    expect(say('Could the cleaner do only the two guest bedrooms and leave the other ones untouched?')).toMatch(/it sets no rule that every room must be cleaned/);
  });
});

describe('places', () => {
  it('"Avenel is Union County, yes?" is told Avenel is part of Woodbridge, in Middlesex County', () => {
    expect(say('Avenel is Union County, yes?')).toMatch(/^No: Avenel is part of Woodbridge Township, in Middlesex County, not Union County\./);
  });

  it('an applicant\'s wrong county is corrected, and the town is listed once', () => {
    const reply = say('I want to apply to clean. Is Hoboken Essex County?');
    expect(reply).toMatch(/No: Hoboken City is in Hudson County, not Essex County\./);
    expect(reply).not.toMatch(/Essex County (is|are) in our service area/);
  });

  it('a ZIP and a town in it, "both covered?", answers the ZIP too', () => {
    expect(say('our zip is 08204 and the rental cottage sits in West Cape May. both covered?')).toMatch(/Yes, we clean in ZIP 08204/);
  });

  it('"the north side of Deal Lake" is a lake\'s side, not Deal', () => {
    expect(say('we are on the north side of deal lake, in asbury park. covered?')).not.toMatch(/Deal Borough/);
  });

  it('"the south end of Summit" reads Summit as the town', () => {
    expect(say('we live at the south end of Summit. covered?')).toMatch(/Yes, we clean in \[Summit City\]/);
  });
});

describe('the account and paying', () => {
  it('a couple sharing one login is the shared bookings answer, not the business version', () => {
    const reply = say('can my husband and I share the same login?');
    expect(reply).toMatch(/whether more than one person can see or manage one client's bookings/);
    expect(reply).not.toMatch(/business version/);
  });

  it('paying by cheque, said beside a plumber, is the payment answer', () => {
    expect(say('Can I pay by check. I have been paying my plumber by check for 30 years.')).toMatch(/the app shows the payment methods it accepts/);
  });
});
