import { describe, expect, it } from 'vitest';
import { formatCents } from '../../kernel/money.ts';
import { addOn, bath, bed, half, other, say, total } from '../../tests/chat-on-site.ts';

/**
 * Round 203's wrong answers, asked in other words than the set's: a named add-on asked beside tasks no add-on names, a
 * client's work phone, an applicant in a learner's words (and two of its B notes: the work she would do, what clients see
 * of her), a fee asked after ", and", Deep Cleaning for a workplace, "rooms only" after add-ons, a
 * room said in brackets to be another, add-ons and rooms a long letter names away from its question, and places
 * counted as places.
 */

describe('tasks and add-ons asked together', () => {
  it('"wash the dishes, make the beds, do the laundry" names the Dishes wash add-on and the tasks it can\'t find', () => {
    const reply = say('does the cleaner also do the dishes, make the beds and do laundry on a regular visit?');
    expect(reply).toContain(`Dishes wash (${formatCents(addOn('Dishes wash'))}) is a named add-on`);
    expect(reply).toMatch(/the list names neither beds nor laundry/);
  });

  it('"inside the fridge, the windows?" names the fridge add-on and the windows it doesn\'t list', () => {
    const reply = say('can they do the inside of the refrigerator and the windows?');
    expect(reply).toContain(`Refrigerator inside (${formatCents(addOn('Refrigerator inside'))}) is a named add-on`);
    expect(reply).toMatch(/the list doesn't name windows/);
  });
});

describe('who asks', () => {
  it('a client who won\'t put an app on a work phone is told how clients book, not given the crew app', () => {
    const reply = say('Can I book on your website from my desk? I don\'t want a personal app on my phone for work reasons.');
    expect(reply).toMatch(/You book in the Nestwell app/);
    expect(reply).not.toMatch(/Nestwell Crew app/);
  });

  it('"my sister want job cleaning... how she apply?" is an applicant\'s, for the crew site', () => {
    const reply = say('my sister want job cleaning. she live in Cliffside Park. how she apply?');
    expect(reply).toMatch(/crew\.nestwell\.com/);
    expect(reply).not.toMatch(/Book in the app/);
  });
});

describe('an applicant\'s own words', () => {
  it('"what kind of cleaning I would do?" is the crew\'s work, not the client\'s list of services', () => {
    const reply = say('what kind of cleaning I would do? only apartments or also offices?');
    expect(reply).toMatch(/The crew carries out all five/);
    expect(reply).not.toMatch(/Not sure which fits/);
  });

  it('"what cleaning would I get once the furniture is out?" stays a client\'s', () => {
    const reply = say('What cleaning would I get once the furniture is out of my dad\'s house?');
    expect(reply).toMatch(/Move In\/Out Cleaning/);
    expect(reply).not.toMatch(/Crew support/);
  });

  it('"what the clients see about me?" is a cleaner\'s question, for crew support', () => {
    const reply = say('what the clients see about me? my photo, my name?');
    expect(reply).toMatch(/Crew support/);
    expect(reply).not.toMatch(/This is the one you want if you need a cleaner/);
  });
});

describe('a fee asked after ", and"', () => {
  it('"..., and do you charge extra for all the cat hair?" is a question of its own', () => {
    const reply = say('is our cat a problem for the cleaner, should we shut her in a bedroom, and do you charge extra for all the cat hair on the sofa?');
    expect(reply).toMatch(/mention pets/);
    expect(reply).toMatch(/doesn't list any surcharge/);
  });
});

describe('a discount for who one is', () => {
  it('a charitable or religious organization is told the site lists no other discount', () => {
    expect(say('Our parish is a charitable organization. Do you offer a discount for religious groups?')).toMatch(/doesn't list any other discount/);
  });
});

describe('services and totals', () => {
  it('Deep Cleaning asked of a workplace gets the site\'s silence, not a one-room total', () => {
    const reply = say('Could our dental practice book Deep Cleaning, or is that only for homes?');
    expect(reply).toMatch(/doesn't say whether a workplace can book Deep Cleaning/);
    expect(reply).not.toMatch(/Total: /);
  });

  it('"rooms only" after add-ons prices the rooms alone', () => {
    const rooms = 3 * bed.standard + bath.standard + 2 * other.standard;
    const reply = say('3 bedrooms, 1 bath, kitchen and living room, standard?', 'add the inside of the oven', 'and every other week after that, rooms only: what does each visit cost?');
    expect(reply).toContain(`${formatCents(rooms)} per visit`);
    expect(reply).not.toContain(`${formatCents(rooms + addOn('Oven inside'))} per visit`);
  });

  it('a basement said in brackets to be one big rec room is one room', () => {
    expect(say('what would you charge for our finished basement (it\'s one big rec room with the tv) and a sunroom?')).toContain(total(2 * other.standard));
  });

  it('a long letter\'s add-ons are priced beside the rooms its question counts', () => {
    const letter = 'Hello there! I have lived in this house for forty years and raised three boys in it, and now that they are grown '
      + 'and gone I find that the place is simply too much for me to keep up with on my own, what with my bad hip. My daughter-in-law '
      + 'suggested I write to you. What I have in mind is a deep clean before Christmas: three bedrooms, two full bathrooms, the '
      + 'powder room, the kitchen and the living room. I would also like the inside of the oven done, since I bake a great deal. '
      + 'What would all of that come to?';
    expect(say(letter)).toContain(total(3 * bed.deep + 2 * bath.deep + half.deep + 2 * other.deep + addOn('Oven inside')));
  });

  it('"the whole apartment" is priced with the rooms the letter names beside its count', () => {
    const letter = 'My grandfather is 80 and lives alone in a 1 bed / 1 bath apartment in Englewood. He cannot bend down anymore and the '
      + 'place has gotten away from him since my grandmother passed last spring; he still cooks every day and insists he is fine, '
      + 'but he is not. Honestly his kitchen and living room are the worst. My brother and I want to book and pay '
      + 'for it for him from out of state, and we would like to see photos afterwards because neither of us can be there. '
      + 'Roughly what would a deep clean of the whole apartment cost?';
    expect(say(letter)).toContain(total(bed.deep + bath.deep + 2 * other.deep));
  });

  it('"all three places" of a house, a duplex of two units and a cabin are the three places', () => {
    const reply = say('Price for my house in Edison: 2BR, 1 bath, kitchen, standard?', 'And my other place in Rahway: a duplex, two units, each 1BR/1BA with a kitchen?',
      'And the lake cabin, 1BR/1BA plus one great room. What\'s the total for all three places?');
    const [house, unit, cabin] = [2 * bed.standard + bath.standard + other.standard, bed.standard + bath.standard + other.standard, bed.standard + bath.standard + other.standard];
    expect(reply).toContain(total(house + 2 * unit + cabin));
  });
});
