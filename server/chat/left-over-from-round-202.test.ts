import { describe, expect, it } from 'vitest';
import { formatCents } from '../../kernel/money.ts';
import { addOn, bath, bed, half, other, say, total } from '../../tests/chat-on-site.ts';

/**
 * Round 202's wrong answers, asked in other words than the set's: an open kitchen said only by how it is written, later
 * visits added up, homes said again, a shop's floor, what add-ons add beside the room they are in, a porch, a relative
 * elsewhere, a cleaner's pay and a claim against a cleaner, a creator filming a cleaner, paying for someone else, and
 * another office somewhere else.
 */

const OPEN_SPACE_UNSAID = /The site doesn't say whether an open space like yours counts as one room or two/;

describe('rooms counted', () => {
  it('a kitchen "basically open to the family room" is one room, and the site\'s silence on it is said', () => {
    const reply = say('2 bed 1 bath, and the kitchen is basically open to the family room. standard?');
    expect(reply).toContain(total(2 * bed.standard + bath.standard + other.standard));
    expect(reply).toMatch(OPEN_SPACE_UNSAID);
  });

  it('a kitchen "kind of part of the living room" named before is that one room, not two', () => {
    expect(say('we have 2 bedrooms, 1 bathroom and a living room, kitchen is kind of part of the living room. deep how much?'))
      .toContain(total(2 * bed.deep + bath.deep + other.deep));
  });

  it('"the living/kitchen" written as one is one room', () => {
    const reply = say('1 bed, 1 bath and the living/kitchen, deep please');
    expect(reply).toContain(total(bed.deep + bath.deep + other.deep));
    expect(reply).toMatch(OPEN_SPACE_UNSAID);
  });

  it('"two units, and each has..." then "both units" is two homes alike', () => {
    const unit = bed.standard + bath.standard + other.standard;
    expect(say('our duplex has two units and each has one bedroom, a bathroom and a kitchen. standard cleaning for both units?'))
      .toContain(`2 × ${formatCents(unit)} = ${formatCents(2 * unit)}`);
  });

  it('a salon\'s floor is a room', () => {
    expect(say('my nail place: 1 salon floor with 6 chairs, a stock room and 1 restroom (just toilet + sink). standard price?'))
      .toContain(total(2 * other.standard + half.standard));
  });

  it('"how much extra" for add-ons in the room they are in is the add-ons alone', () => {
    const reply = say('we have a small break room with a fridge and a dishwasher. how much extra to clean inside the fridge and the dishwasher?');
    expect(reply).toContain(`Together: ${formatCents(addOn('Refrigerator inside') + addOn('Dishwasher inside'))}.`);
    expect(reply).not.toMatch(/Other Room at/);
    expect(reply).not.toMatch(/Tell us: note the date/);
  });

  it('a porch "off the back of the house" is no room called the back of the house, and how it counts is unsaid', () => {
    const reply = say("We've got a covered porch off the back of the house that fills with leaves. Would a porch count as one of the rooms on your price list?");
    expect(reply).not.toMatch(/back of the house/);
    expect(reply).toMatch(/doesn't say how covered porches are counted/);
  });
});

describe('a conversation', () => {
  it('"what do I pay a month after that, 2 a month" adds up the later visits, with no "No:" to a question not asked', () => {
    const visit = bed.standard + bath.standard + other.standard;
    const reply = say('1 bed 1 bath and a kitchen, every other week, how much?', 'the first one is half off with the code?', 'and what do i pay a month after that, 2 a month');
    expect(reply).toContain(`2 × ${formatCents(visit)} = ${formatCents(2 * visit)}`);
    expect(reply).not.toMatch(/^No:/);
  });

  it('"we also have a second office in Clifton, do you cover it?" asks where we go, and adds no room', () => {
    const reply = say('office: a lobby, 3 offices and a restroom. standard each visit?', 'we also have a second office in Clifton, do you cover it?');
    expect(reply).toMatch(/we clean in \[Clifton City\]/);
    expect(reply).not.toMatch(/Total:/);
  });
});

describe('who is asking, and for whom', () => {
  it('a relative elsewhere who books for the visitor is no place asked about', () => {
    expect(say('my son Mike in Florida will book and pay for my cleaning on his phone. is that ok even if he lives there?')).not.toMatch(/Florida is outside our area/);
  });

  it('a relative elsewhere whose own home is asked about is', () => {
    expect(say('my son in Florida, can you clean his condo?')).toMatch(/Florida is outside our area/);
  });

  it('"how much money is the cleaner getting?" is the cleaner\'s pay, which the site doesn\'t give, first', () => {
    expect(say('how much money is the cleaner getting? I see bedroom $17.25, is that my money?')).toMatch(/^The site doesn't say how much of the price goes to the cleaner/);
  });

  it('"what if a customer say I break her vase?" is a cleaner\'s question, for crew support', () => {
    const reply = say('what if a customer say I break her vase? what Nestwell do for me, who help me?');
    expect(reply).toMatch(/for crew support/);
    expect(reply).not.toMatch(/satisfaction promise applies/);
  });

  it('a creator filming the cleaner is not a cleaner filming', () => {
    expect(say('my nephew has a youtube channel, can he film the cleaner at work in my house for your creator program?')).not.toMatch(/whether a cleaner may film/);
  });

  it('paying for a colleague\'s cleaning "on her behalf" is a booking, not a privacy request', () => {
    const reply = say('our team wants to gift our manager a standard clean of her 1 bed 1 bath. can we pay for it on her behalf? how much?');
    expect(reply).toContain(total(bed.standard + bath.standard));
    expect(reply).not.toMatch(/authorized agent/);
  });
});

describe('an applicant\'s own words', () => {
  it('"if the house has a big dog, I can say no to that job?" is a cleaner\'s, not a client\'s pets', () => {
    expect(say('if the house has a big dog, I can say no to that job?')).toMatch(/^The site doesn't say whether a cleaner can turn down a job/);
  });

  it('"is it ok for apply?" is an application', () => {
    expect(say('I did cleaning in a hotel for years, is it ok for apply?')).toMatch(/Nestwell Crew site/);
  });

  it('"Nestwell gives me the products and the mop, or I must buy myself?" is a cleaner\'s, for crew support', () => {
    expect(say('Nestwell gives me the products and the mop, or I must buy myself?')).toMatch(/\[Crew support\]/);
  });

  it('"we take two weeks off in august, can we pause the cleanings?" is a client\'s', () => {
    expect(say('we take two weeks off in august, can we pause the cleanings?')).not.toMatch(/how a cleaner takes time off/);
  });
});
