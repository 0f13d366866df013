import { describe, expect, it } from 'vitest';
import { formatCents } from '../../kernel/money.ts';
import { addOn, bath, bed, half, other, roomLine, say, total } from '../../tests/chat-on-site.ts';

/**
 * Round 185's and round 186's wrong answers, asked in other words than the sets': visits counted with their schedule or
 * service between, a namesake town whose state is named in another sentence, a visit missed, the phone as a device or a
 * number given away, damage paid for, a studio asked about, homes across the border, and an applicant writing in Tagalog.
 */

describe('prices', () => {
  it('"26 biweekly Deep visits" are visits counted with their schedule and service between', () => {
    const visit = 2 * bed.deep + bath.deep;
    const reply = say('deep clean for 2 bedrooms and 1 bath', 'what would 26 biweekly Deep visits come to?');
    expect(reply).toContain(`26 × ${formatCents(visit)} = ${formatCents(26 * visit)}`);
  });

  it('"two standard cleans" of two homes are the homes, not two visits of both', () => {
    expect(say('Two standard cleans. House A: 2 bed, 1 bath. House B: 3 bed, 2 bath. Total?')).not.toContain('Over 2 visits');
  });

  it('add-ons asked about, then "how much extra is that?" and the rooms, are one estimate', () => {
    const reply = say('Can the cleaner do the inside of the fridge and the oven? How much extra is that? We have two bedrooms, one bathroom and a kitchen, standard.');
    expect(reply).toContain(total(2 * bed.standard + bath.standard + other.standard + addOn('Refrigerator inside') + addOn('Oven inside')));
  });

  it('a part that opens "is 2 floors, ..." describes the home priced before it', () => {
    expect(say('how much to clean my house? is 2 floors, 3 bedroom 2 bathroom all together')).toContain(total(3 * bed.standard + 2 * bath.standard));
  });

  it('"kaç para" in a message otherwise English asks how much', () => {
    expect(say('kaç para for 3 bedroom 1 bathroom?')).toContain(total(3 * bed.standard + bath.standard));
  });

  it('"a studio with one bath, how do you price it, is it like a bedroom?" counts no bedroom', () => {
    const reply = say('my place is a studio with one bath. how do you price it, is it like a bedroom or what?');
    expect(reply).not.toContain(roomLine(1, bed, 'standard'));
    expect(reply).toContain(total(bath.standard + other.standard));
  });

  it('two homes listed together, then a third: "total for all three" adds the three', () => {
    const [first, second, third] = [2 * bed.standard + bath.standard, 3 * bed.standard + 2 * bath.standard + half.standard, 4 * bed.standard + 2 * bath.standard];
    const reply = say('Unit A: 2BR/1BA. Unit B: 3BR/2BA/1 half. Standard for each?', 'And unit C, 4BR/2BA. Total for all three?');
    expect(reply).toContain(total(first + second + third));
  });
});

describe('places', () => {
  it('"...in Ohio. She lives in Columbus." is Ohio\'s Columbus, not the New Jersey place of that name', () => {
    const reply = say('Do you clean in Ohio? My daughter lives in Columbus.');
    expect(reply).not.toContain('Yes, we clean in Columbus');
    expect(reply).toMatch(/^Not yet: we serve New Jersey only/);
  });

  it('"I live in Pennsylvania. Can I book for my NJ rental?" is about the home\'s address, not a no', () => {
    const reply = say('I live in Delaware, not NJ. Would that be a problem for booking cleanings at my NJ houses?');
    expect(reply).toMatch(/^Where you live yourself doesn't decide it/);
  });
});

describe('what the visitor asks, not the word that stands out', () => {
  it('"if I can\'t make the cleaning, will I still be charged?" is the cancellation rule, not the satisfaction promise', () => {
    const reply = say("if I'm sick and can't make the cleaning, will I still be charged?");
    expect(reply).toMatch(/^The cancellation rule for your booking/);
    expect(reply).not.toContain('satisfaction promise');
  });

  it('"do you give my phone number to other companies?" is the privacy policy\'s answer', () => {
    const reply = say('you give my phone number to other company? too much spam call');
    expect(reply).toContain('We do not sell personal data');
    expect(reply).not.toContain('Our phone number is');
  });

  it('"I have a Samsung phone, where do I download, what name?" is the app, not our phone number', () => {
    const reply = say('I have Samsung phone. where I download, what name?');
    expect(reply).toContain('Google Play');
    expect(reply).not.toContain('Our phone number is');
  });

  it('"could I not telephone and have someone write down my booking?" is how to book', () => {
    expect(say('Could I not telephone and have someone write down my booking?')).toMatch(/the site offers no other way to book/);
  });

  it('"Is there a cleaner who speaks Greek?" is the cleaners\' languages, not whether support answers', () => {
    const reply = say('is there someone who speaks greek? my husband does not speak english well');
    expect(reply).toMatch(/^The site doesn't say which languages Nestwell cleaners speak/);
  });

  it('"she is checked?" in a learner\'s order asks about the vetting', () => {
    expect(say('cleaner come to my house when my kids are home alone after school. she is checked?')).toContain('vetted and background-checked');
  });

  it('"broke af" beside a discount asked is no money, not something broken', () => {
    const reply = say('student discount?? nursing student here, broke af');
    expect(reply).not.toMatch(/^Tell us: note the date of the cleaning/);
    expect(reply).toContain("The site doesn't list any other discount");
  });

  it('"Is that something you actually do?" after the service is named answers for that service', () => {
    expect(say('Turnovers between guests are what I need most. Is that something you actually do?')).toContain('Rental Turnover Cleaning');
  });

  it('"will the cleaner let me know if a guest broke something?" says what the site says of reporting', () => {
    expect(say('Will the cleaner let me know if a guest broke something?')).toMatch(/^The site doesn't say whether cleaners report damage/);
  });
});

describe('follow-ups', () => {
  it('"will your company pay for a new one?" after something damaged is the damage answer', () => {
    const reply = say('What do I do if the cleaner breaks my lamp?', 'Will your company pay for a new one?');
    expect(reply).toMatch(/^The site publishes no damage or liability policy/);
  });

  it('"are they insured? if something gets broken, who pays?" after a question about cleaners is the client\'s worry', () => {
    const reply = say('Are your cleaners employees or contractors?', 'And are they insured? If something gets broken, who pays?');
    expect(reply).not.toContain('is for crew support');
    expect(reply).toContain('no damage or liability policy');
  });
});

describe('Tagalog as an applicant writes it', () => {
  it('"Magkano po bayad sa cleaner per hour?" asks what cleaners earn', () => {
    expect(say('Magkano po bayad sa cleaner per hour?')).toContain("The site doesn't say what cleaners earn");
  });

  it('"saan po download yung app para sa cleaner?" names both apps', () => {
    expect(say('saan po download yung app para sa cleaner?')).toContain('Nestwell Crew');
  });

  it('"wala po akong car... pwede pa rin ba ako mag apply?" is whether a car is needed to join', () => {
    expect(say('wala po akong car, nag bus lang ako. pwede pa rin ba ako mag apply?')).toContain('whether you need a car');
  });
});
