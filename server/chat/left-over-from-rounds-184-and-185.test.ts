import { describe, expect, it } from 'vitest';
import { formatCents } from '../../kernel/money.ts';
import { bath, bed, half, say } from '../../tests/chat-on-site.ts';

/**
 * Round 184's wrong answers and its applicant writing in Jamaican Patois, asked in other words than the sets': Patois read as
 * the English it is (not as Spanish for its "mi"), a town across the border whose name opens with Upper or Lower, a bathroom
 * and a half in Vietnamese, rooms shut up and not to be cleaned, and a house to be cleaned once emptied; and round 185's
 * bathroom counted in Russian as "одной ванной", and a room said not good after a cleaning.
 */

describe('Jamaican Patois is read as English', () => {
  it('"Mi waan work fi unu. How mi fi apply?" is how to join the crew, with no note about another language', () => {
    const reply = say('Mi waan work fi unu. How mi fi apply?');
    expect(reply).toMatch(/^To join the crew:/);
    expect(reply).not.toContain('I read your message as');
  });

  it('"If di client give mi a tip, mi can keep it?" is the crew\'s answer on tips', () => {
    const reply = say('If di client give mi a tip, mi can keep it?');
    expect(reply).toMatch(/^The site doesn't say what cleaners earn or anything about tips/);
    expect(reply).not.toContain('I read your message as');
  });

  it('"Mi haffi carry mi own mop an bucket?" is what the site says of a cleaner\'s supplies', () => {
    expect(say('Mi haffi bring mi own mop an bucket?')).toMatch(/^The site doesn't say whether cleaners bring their own supplies/);
  });

  it('Spanish with "mi" in it is still read as Spanish', () => {
    expect(say('¿Cuánto cuesta limpiar mi casa de dos habitaciones?')).toContain('I read your message as Spanish');
  });
});

describe('places and rooms', () => {
  it('"Lower Merion, PA" is Pennsylvania, not Lower Township', () => {
    const reply = say('my sister lives in Lower Merion, PA. do you go there?');
    expect(reply).not.toContain('Lower Township');
    expect(reply).toMatch(/^Not yet: we serve New Jersey only/);
  });

  it('"2 phong tam ruoi" in Vietnamese is two bathrooms and a half', () => {
    const reply = say('nha 3 phong ngu, 2 phong tam ruoi, don binh thuong bao nhieu?');
    expect(reply).toContain(`Total: ${formatCents(3 * bed.standard + 2 * bath.standard + half.standard)}`);
  });

  it('"the other three bedrooms are closed off" are not priced', () => {
    const reply = say('I only use my bedroom, one bathroom and the kitchen. The other three bedrooms are closed off. What would a standard cleaning cost?');
    expect(reply).not.toMatch(/[34] × Bedroom/);
  });

  it('"clean the place once it is emptied, and the cost?" is Move In/Out Cleaning, which the app prices', () => {
    expect(say("We're selling. Could you clean the place once it has been emptied, and what would that cost?")).toContain('Move In/Out Cleaning has no published price');
  });
});

describe('an applicant\'s questions, in Patois and in English', () => {
  it('"Unu pay by di hour or by di job?" is what the site says of a cleaner\'s pay, not the client\'s price list', () => {
    expect(say('Unu pay by di hour or by di job? Mi used to get pay by di room.')).toMatch(/^The site doesn't say what cleaners earn/);
  });

  it('"do you take older ladies?" is the crew\'s question', () => {
    expect(say('I am 58 now. Do you take older ladies or only young people?')).toContain('Crew support');
  });

  it('"do they look at credit too?" about the check is the crew\'s answer, not the client\'s vetting', () => {
    expect(say('For the background check, do they look at credit too?')).toMatch(/doesn't publish what the check looks at/);
  });

  it('"a toilet and sink versus one with a shower" still prices the toilet-and-sink room as a half bath', () => {
    expect(say('How do you count a washroom with just a toilet and sink versus one with a shower?')).toContain('Half Bathroom: $');
  });

  it('"(shower, toilet, sink, no tub)" is a Bathroom', () => {
    expect(say('Our downstairs bath has a shower, toilet, sink, no tub. Is that priced as a bathroom or a half bathroom?')).toContain('priced as a Bathroom');
  });
});

describe('round 185\'s wrong answers, in other words', () => {
  it('"after the last cleaning the kitchen was not good, what do I do?" is the satisfaction promise, not a service to book', () => {
    expect(say('after the last cleaning my kitchen was not good. what I do now?')).toMatch(/^Our satisfaction promise/);
  });

  it('"одной ванной и одного туалета" in Russian is one bathroom and one half bathroom', () => {
    expect(say('Сколько стоит глубокая уборка одной ванной и одного туалета?')).toContain(`Total: ${formatCents(bath.deep + half.deep)}`);
  });
});

