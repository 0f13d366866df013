import { describe, expect, it } from 'vitest';
import { addOn, bath, bed, other, roomLine, say, total } from '../../tests/chat-on-site.ts';
import { formatCents } from '../../kernel/money.ts';

/**
 * Round 165's wrong answers (graded at 0f83e4e, read through the graders' notes), asked in other words than the set's: a
 * house shared with "3 other" people, a wipe asked about, a fixture of the everyday visit asked of the cleaner, a town of
 * another state said after the name, and cabinets beside a priced room.
 */

describe('counting people and rooms in a shared house', () => {
  it('"a house w 2 other students... per person?": three shares, and "2 other" is no room', () => {
    const reply = say('i live in a house w 2 other students, 3 bedrooms, 1 bathroom, a kitchen. regular clean, how much per person?');
    expect(reply).toContain(roomLine(1, other, 'standard'));
    expect(reply).toMatch(/Split 3 ways/);
  });

  it('"4 bed / 2 full / 1 half / 5 other": still five other rooms', () => {
    expect(say('4 bed / 2 full / 1 half / 5 other, standard')).toContain(roomLine(5, other, 'standard'));
  });

  it('"the insides of 2 kitchen cabinets": cabinets, not kitchens', () => {
    expect(say('how much for the insides of 2 kitchen cabinets?')).not.toContain('Other Room at');
  });
});

describe('what the everyday visit already does', () => {
  it('"do I pay extra for them to wipe the microwave?": no, a wipe is included', () => {
    expect(say('do I pay extra for them to wipe the microwave, or is it included?')).toMatch(/^No, a wipe is included:/);
  });

  it('"will the cleaner scrub the tub and the bathroom floor?": the Standard Cleaning list, not the Other add-on', () => {
    const reply = say('My back is bad. Will the cleaner scrub the tub and the bathroom floor?');
    expect(reply).toMatch(/^Standard Cleaning: /);
    expect(reply).toContain('the shower or tub');
  });
});

describe('a place of another state, and a thing beside a priced room', () => {
  it('"Cape May? no, the Florida one": not New Jersey\'s', () => {
    const reply = say('my aunt has a place in Cape May, the Florida one. do you go there?');
    expect(reply).not.toMatch(/^Yes, we clean in/);
  });

  it('"only the kitchen, standard, with these cabinets and also the fridge inside": the cabinets offered as the Other add-on, totalled', () => {
    const reply = say('Just the kitchen, standard, with these cabinets and also the fridge inside. Total?');
    const rooms = other.standard + addOn('Refrigerator inside');
    expect(reply).toContain(total(rooms));
    expect(reply).toContain(`With it, the total is ${formatCents(rooms + addOn('Other'))}`);
  });
});

describe('the price of a share, from a long story', () => {
  it('a long letter that says "we\'d split it 3 ways" before asking per person: three shares', () => {
    const letter = 'hey so me and my two roommates have been fighting about chores for months and we finally agreed to get a cleaner, '
      + 'the apartment is 4 bedrooms and 2 bathrooms plus a kitchen. nobody wants to do the bathrooms and the kitchen is honestly '
      + 'a crime scene. the 4th bedroom sits empty so we decided we would split it 3 ways no matter who makes the most mess. we are '
      + 'thinking once a month for now and maybe more later if it works out and nobody complains about the cost. regular clean, '
      + 'how much would it be per person?';
    const reply = say(letter);
    expect(reply).toContain(total(4 * bed.standard + 2 * bath.standard + other.standard));
    expect(reply).toMatch(/Split 3 ways/);
  });
});

describe('an applicant\'s questions that name no cleaner\'s work', () => {
  const crew = /\[Crew support\]\(/;
  it('"do I have to buy my own mop and chemicals or the company provides?": crew support, not the client\'s notes', () => {
    expect(say('I have to buy my own mop and chemicals or the company provides?')).toMatch(crew);
  });

  it('"if I slip in a client\'s house, who pays the doctor?": the cleaner\'s question', () => {
    expect(say("If I slip in a client's house and get hurt, who pays the doctor?")).toMatch(crew);
  });

  it('"can I take only office cleaning jobs?": the cleaner\'s question', () => {
    expect(say('Can I take only office cleaning jobs, no houses?')).toMatch(crew);
  });

  it('"if I work for you, is there a discount on my own cleaning?": no discount for cleaners is listed', () => {
    expect(say('If I work with Nestwell, is there a discount on cleaning my own place?')).toContain('The site lists no discount for cleaners');
  });

  it('Russian, "I want to work as a cleaner, how do I apply?": the crew\'s steps', () => {
    expect(say('Я хочу работать уборщицей. Как подать заявку?')).toContain('To join the crew:');
  });

  it('Russian, "if the client has a cat, can I turn down the job?": the crew\'s answer', () => {
    expect(say('Если у клиента кошка, я могу отказаться от заказа?')).toMatch(crew);
  });
});
