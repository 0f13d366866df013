import { describe, expect, it } from 'vitest';
import { formatCents } from '../../kernel/money.ts';
import { addOn, bath, bed, half, other, say, total, withCode } from '../../tests/chat-on-site.ts';

/**
 * Round 205's wrong answers and some of its B notes, asked in other words than the set's: Brazilian Portuguese words for a
 * basement, a dishwasher, a toilet and a sink; a mother-in-law's apartment as a second home; a street of the town named after
 * it; a studio said as the rooms it is booked as; a part of a town named only as where one works; people sharing one
 * login; what the cleaner receives of a price; an applicant's Social Security number; the creator program's paid videos and
 * what stays out of frame; a first Deep visit then Standard ones; a waitlist entry to delete; bigger text; the weather; a
 * dictated letter; the Other add-on by its price; an account offering a discount; an age limit and an English test; a
 * government form; a studio's main room.
 */

const CREW_SUPPORT = /\[Crew support\]\(https:\/\/crew\.nestwell\.com\/support\)/;

describe('Brazilian Portuguese', () => {
  it('"a lava-louça" by itself is the dishwasher, not the dishes', () => {
    const reply = say('quanto é pra limpar por dentro a lava-louça e o forno?');
    expect(reply).toContain(`Together: ${formatCents(addOn('Dishwasher inside') + addOn('Oven inside'))}`);
    expect(reply).not.toMatch(/Dishes wash/);
  });

  it('"o porão" is a basement, not Porto', () => {
    expect(say('meu irmão mora no porão, vocês limpam lá também?')).not.toMatch(/Porto|Portugal/);
  });

  it('a bathroom of "só privada e pia" is a half bathroom', () => {
    expect(say('o banheiro de baixo só tem privada e pia. conta como banheiro inteiro?')).toMatch(/Half Bathroom/);
  });

  it('"é de vocês?" of an account offering a discount asks whether it is ours', () => {
    expect(say('vi uma página no facebook oferecendo 60% de desconto, é de vocês?')).toMatch(/Our official profiles/);
  });
});

describe('homes and rooms', () => {
  it('a father-in-law\'s apartment said after a house is a second home, and "everything" adds both', () => {
    const reply = say('4 bedrooms and 2 bathrooms, standard?', "there's also my father-in-law's apartment over the garage: 1 bedroom and 1 bathroom. how much for everything?");
    expect(reply).toContain(total(5 * bed.standard + 3 * bath.standard));
  });

  it('a studio said as "1 bedroom 1 bath" is priced once, not again as an Other Room', () => {
    const reply = say('how much for a regular clean if i put 1 bedroom 1 bath? its my studio in edison. with the half off code how much do i pay');
    expect(reply).toContain(total(bed.standard + bath.standard));
    expect(reply).not.toContain(formatCents(other.standard + bath.standard));
  });

  it('a studio\'s main room, bedroom "or as" Other Room, is the studio answer', () => {
    expect(say('my studio has no separate bedroom, should I book the main room as a bedroom or as an other room?')).toMatch(/doesn't say how a studio's main room is counted/);
  });

  it('a first Deep visit with the code, then Standard: the first visit and each one after', () => {
    const reply = say('3 bedrooms 2 bathrooms', 'first one deep with the code, then standard every month. what is the first visit and what is each one after that?');
    expect(reply).toContain(`is ${formatCents(withCode(3 * bed.deep + 2 * bath.deep))}; then Standard Cleaning is ${formatCents(3 * bed.standard + 2 * bath.standard)} a visit`);
  });

  it('a dictated letter with no stops keeps its rooms and its price question, and counts "the living room the dining room and the kitchen"', () => {
    const letter = 'good morning this is frank calling from my daughters phone because I cannot see the buttons so good anymore I am eighty three and I live alone in a cape cod in millville since my wife passed and the house has gone downhill '
      + 'the kids say I need help and I suppose they are right so here it is I got two bedrooms upstairs one full bathroom up there and a half bath down by the back door and then the living room the dining room and the kitchen '
      + 'so what would a deep cleaning of all that set me back and my son says there is some kind of half off deal for the first time what would it come to with that';
    expect(letter.length).toBeGreaterThan(500);
    expect(say(letter)).toContain(total(2 * bed.deep + bath.deep + half.deep + 3 * other.deep));
  });

  it('"the other thing for $7.25" is the Other add-on', () => {
    expect(say('my wine cooler needs the inside cleaned, it is not on your list. is that the other thing for $7.25?')).toMatch(/Other is for a single item that isn't one of the named add-ons/);
  });
});

describe('places', () => {
  it('a street said to be in the town named after it is that town\'s', () => {
    const reply = say('our office is in Broadway here in Long Branch. do you clean offices?');
    expect(reply).toMatch(/Long Branch City/);
    expect(reply).not.toMatch(/Franklin Township/);
  });

  it('a part of a town named only as where one works is not answered as a place', () => {
    expect(say('my office job is in Midtown, can I check the job photos from there?')).not.toMatch(/Elizabeth/);
  });
});

describe('accounts, pay and privacy', () => {
  it('one login for me and my associates is left open, not "Not yet"', () => {
    const reply = say('could we get a single login for the firm that I and three associates could all use?');
    expect(reply).toMatch(/doesn't say whether more than one person can (see or )?manage/);
    expect(reply).not.toMatch(/^Not yet/);
  });

  it('"is $38.25 the money the cleaner gets?" is the cleaner\'s share the site doesn\'t give', () => {
    expect(say('the price list says $38.25 for a one bedroom. is that the money the cleaner gets?')).toMatch(/doesn't say how much of the price goes to the cleaner/);
  });

  it('a Social Security number given in the application is the crew site\'s to keep', () => {
    const reply = say('will my social security number from the application be kept safe?');
    expect(reply).toMatch(/the crew site has its own privacy policy/);
    expect(reply).toMatch(CREW_SUPPORT);
  });

  it('"how do I get it deleted?" after the business waitlist form is a privacy request, not the office service', () => {
    expect(say('what happens to what I type into the business waitlist form?', 'and if we change our minds, how do we get it deleted?')).toMatch(/We respond within 45 days/);
  });

  it('a business waitlist entry to delete is a privacy request', () => {
    expect(say('I sent the business waitlist form. The partners want it gone. How do I get that deleted?')).toMatch(/We respond within 45 days/);
  });

  it('an age limit and an English test are both said to be unsaid', () => {
    const reply = say('Is there an age limit? I am 61. And do you give an English test?');
    expect(reply).toMatch(/whether you need to speak English or to be a certain age/);
  });
});

describe('the creator program', () => {
  it('tips videos are told the paid videos are about booking a cleaning with us', () => {
    expect(say('would you pay me for my cleaning hack videos on tiktok?')).toMatch(/Members make honest videos about booking a cleaning with Nestwell/);
  });

  it('two questions about the program, each answered under the one opening', () => {
    const reply = say('My niece makes TikTok videos in Spanish about her home. Can she join your creator program? Is it paid?');
    expect(reply).toMatch(/don't say which language your videos must be in/);
    expect(reply).toMatch(/The site doesn't say how much a video pays/);
  });

  it('what stays out of frame is the whole guideline', () => {
    expect(say('for my creator video, what has to stay out of frame?')).toMatch(/Keep addresses, faces of cleaners who did not agree, and personal documents out of frame/);
  });
});

describe('outside what the chat does', () => {
  it('bigger writing on the website is the accessibility statement', () => {
    expect(say('is there any way to make the writing bigger? I can barely read the prices')).toMatch(/We want everyone to be able to use the Nestwell website/);
  });

  it('the weather "supposed to be" in a town is no question about cleaning there', () => {
    expect(say('whats the weather supposed to be tomorrow in Millville I need to know if I should cover the roses')).toMatch(/^That's outside what I can help with/);
  });

  it('a government form is outside what the chat does', () => {
    expect(say('can you help with my USCIS paperwork? the deadline is close')).toMatch(/^That's outside what I can help with/);
  });
});
