import { describe, expect, it } from 'vitest';
import { formatCents } from '../../kernel/money.ts';
import { addOn, bath, bed, half, other, say, total } from '../../tests/chat-on-site.ts';

/**
 * Round 207's wrong answers and some of its B notes, asked in other words than the set's: a small bathroom said to be only a
 * toilet and a sink, a roommate moving out, a kitchen not being done, a room the price list lacks, a long message whose rooms
 * go on in the next sentence, appliances counted after their add-ons were priced, "the bare minimum", and questions a keyword
 * sent to a nearby answer (a place named Commercial, minutes of a meeting, a cleaner's pay, a day changed, a profile address).
 */

describe('rooms counted', () => {
  it('"2 bathrooms but one bathroom is tiny, just a toilet and a sink" is a bathroom and a half bathroom', () => {
    const reply = say('3 bedrooms and 2 bathrooms, but one bathroom is tiny, just a toilet and a sink. Regular clean total?');
    expect(reply).toContain(total(3 * bed.standard + bath.standard + half.standard));
  });

  it('"we\'re not doing the kitchen" leaves the kitchen out', () => {
    const reply = say('standard for 3 bedrooms and 1 bath please, we are not doing the kitchen');
    expect(reply).toContain(total(3 * bed.standard + bath.standard));
    expect(reply).not.toMatch(/× Other Room/);
  });

  it('"there\'s no den on your price list" leaves nothing out and adds nothing', () => {
    const reply = say('There is no den on your price list. We have two dens, is that 2 rooms?');
    expect(reply).not.toMatch(/I left out/);
    expect(reply).toContain(total(2 * other.standard));
  });

  it('"is that 2 rooms?" of rooms just counted is no two rooms more', () => {
    expect(say('we have two family rooms, is that 2 rooms?')).toContain(total(2 * other.standard));
  });

  it('a long message whose rooms go on in the next sentence ("Then the kitchen, the den...") counts them all', () => {
    const story = 'So here is where things stand. My mother-in-law arrives for the whole summer in two weeks and I have been putting off a '
      + 'real clean for months because of work, the kids and everything else going on this spring, honestly it has been a lot and the '
      + 'house shows it. We are in Freehold, 4 bedrooms, 2 full bathrooms and a half bath off the mudroom. Then the kitchen, the den, '
      + 'the office and the family room. I want the thorough one this time, not a quick pass, and in the kitchen I need the oven done '
      + 'inside. How much is all of that together, and with the code?';
    expect(story.length).toBeGreaterThan(500);
    expect(say(story)).toContain(total(4 * bed.deep + 2 * bath.deep + half.deep + 4 * other.deep + addOn('Oven inside')));
  });
});

describe('a roommate moving out', () => {
  it('"my housemate is moving out, so only 2 bedrooms" is the same home with fewer rooms, not Move In/Out Cleaning', () => {
    const reply = say('3 bedrooms 1 bath standard?', 'my housemate is moving out so only 2 bedrooms now. total?');
    expect(reply).toContain(total(2 * bed.standard + bath.standard));
    expect(reply).not.toMatch(/Move In\/Out Cleaning has no published price/);
  });
});

describe('everyone moving out', () => {
  it('"me and 2 roommates moving out, spotless for the deposit": still Move In/Out Cleaning (a guard)', () => {
    expect(say('me + 2 roommates moving out in june, landlord wants it spotless for the deposit. what do we book?')).toMatch(/Move In\/Out Cleaning/);
  });
});

describe('add-ons counted', () => {
  it('"we have two dishwashers and two microwaves" after those add-ons were priced: each counted', () => {
    const reply = say('how much for inside the dishwasher and the microwave?', 'we have two dishwashers and two microwaves');
    expect(reply).toContain(formatCents(2 * addOn('Dishwasher inside') + 2 * addOn('Microwave inside')));
  });

  it('"does she clean inside the oven normally, or do I pay more?": the wipe is free, the inside is the add-on', () => {
    const reply = say('does she clean inside the oven normally, or do I pay more?');
    expect(reply).toMatch(/free surface wipe/);
    expect(reply).toContain(`Oven inside ${formatCents(addOn('Oven inside'))}`);
  });
});

describe('a word that picked a nearby answer', () => {
  it('"I only do the bare minimum" asks no minimum charge', () => {
    const reply = say('deep or standard to start? honestly I only do the bare minimum lately');
    expect(reply).not.toMatch(/minimum charge/);
    expect(reply).toMatch(/Deep/);
  });

  it('"commercial bookings" is no Commercial Township', () => {
    expect(say('Does your satisfaction guarantee extend to commercial bookings too?')).not.toMatch(/Commercial Township/);
  });

  it('"help me draft the agenda... I can paste my notes" is outside what the chat does, not the booking notes', () => {
    const reply = say('Can you help me draft the agenda for our tenants meeting? I can send my notes.');
    expect(reply).toMatch(/^That's outside what I can help with/);
    expect(reply).not.toMatch(/Put it in your notes/);
  });

  it('"how can I start cleaning with Nestwell? I need the money" is an applicant\'s', () => {
    const reply = say('how can I start cleaning with Nestwell? im a student and need the money');
    expect(reply).toMatch(/crew/i);
    expect(reply).not.toMatch(/NEWCOMER/);
  });

  it('"how do the cleaners usually get paid?" is a cleaner\'s pay, not how clients pay', () => {
    const reply = say('how do the cleaners usually get paid? every week?');
    expect(reply).toMatch(/Crew support/);
    expect(reply).not.toMatch(/You pay securely/);
  });

  it('"if I just change to Friday, no cancel" is a visit moved, not one cancelled', () => {
    expect(say('I booked Thursday. If I cancel is there a fee?', 'ok and if I just change to Friday, no cancel, still a fee?')).toMatch(/rescheduling rules/);
  });

  it('"someone like her", who manages several rentals, then "when will it be ready?": the business version and its launch', () => {
    const turns = ['my sister runs eight rentals in Cape May, is there anything special for her?', 'any idea when that will be ready?'];
    expect(say(turns[0]!)).toMatch(/business version/);
    const reply = say(...turns);
    expect(reply).toMatch(/launch date/);
    expect(reply).not.toMatch(/Move In\/Out/);
  });

  it('"will Nestwell pay to repair it?" of something the cleaner broke: the site publishes no damage policy', () => {
    expect(say('the cleaner knocked over my vase and it cracked', 'will nestwell pay to repair it?')).toMatch(/no damage or liability policy/);
  });

  it('"please take me off the early access list" asks for the entry to be deleted', () => {
    expect(say('I joined your early access list last year, please take my name off it')).toMatch(/45 days/);
  });

  it('"a record of each visit for our files" is the app\'s record and the job photos, not the privacy policy\'s retention', () => {
    const reply = say('Is there a record of every visit we could retain for our files?');
    expect(reply).toMatch(/job photos/);
    expect(reply).not.toMatch(/Google Analytics/);
  });

  it('"do they disinfect the treadmills?" asks about the equipment to clean, not the cleaners\' supplies', () => {
    const reply = say('Do your cleaners disinfect our treadmills and exercise bikes?');
    expect(reply).toMatch(/gym equipment/);
    expect(reply).not.toMatch(/bring supplies/);
  });

  it('"could they wipe down our 25 yoga mats?" is still the Other add-on\'s, not gym equipment (a guard)', () => {
    expect(say('could they wipe down our 25 yoga mats after class?')).toMatch(/^Other \(/);
  });

  it('a profile address named is said to be ours or not', () => {
    expect(say('is instagram.com/nestwell_deals_nj your page?')).toMatch(/^No, instagram\.com\/nestwell_deals_nj isn't one of our official profiles/);
    expect(say('is https://www.tiktok.com/@nestwell really you?')).toMatch(/^Yes, tiktok\.com\/@nestwell is one of our official profiles/);
  });
});
