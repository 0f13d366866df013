import { describe, expect, it } from 'vitest';
import { formatCents } from '../../kernel/money.ts';
import { addOn, bath, bed, index, other, say, withCode } from '../../tests/chat-on-site.ts';

/**
 * Round 197's answers graded short of useful, asked in other words than the set's: a standing booking, a rental's beds,
 * yard work, taxes, and a cleaner asked for by a client's family.
 */

describe('a host\'s questions', () => {
  it('a standing weekly cleaning at a named town is a recurring booking, not only a yes to the town', () => {
    expect(say('Our Ventnor rental changes over on Sundays. Can I have a standing Sunday cleaning?')).toMatch(/make a booking recurring/);
  });

  it('stripping and making the beds: the site is silent, and says to tell where linens are and how beds are made', () => {
    expect(say('will your cleaner strip the beds and do the laundry at my beach place?')).toMatch(/say where spare linens are kept and how you like beds made/);
  });

  it('yard work is named as what a cleaning service doesn\'t list', () => {
    expect(say('can your team also shovel the driveway when it snows?')).toMatch(/lawn mowing, snow shoveling or other yard work/);
  });

  it('taxes, asked as a landlord writes it: no advice on the site, an adviser can say', () => {
    expect(say('can i write these cleanings off as a rental expense?')).toMatch(/doesn't say anything about taxes[\s\S]*accountant or tax adviser/);
  });
});

describe('a cleaner asked for by a client\'s family', () => {
  it('"could he sign on with you and be sent to my house" gets the crew\'s steps and how matching works', () => {
    const reply = say('My nephew cleans offices. Could he sign up with you and get sent to my house?');
    expect(reply).toMatch(/Nestwell Crew site/);
    expect(reply).toMatch(/Clients don't pick a cleaner from a list/);
  });
});

describe('wrong totals and figures (round 197\'s C, asked in other words)', () => {
  it('"the bigger house first, with the code" takes the code off the home with more rooms, not the one priced last', () => {
    const reply = say('Standard for 4 bedrooms 3 baths?', 'and the cottage, 2 bed 1 bath?', 'with the newcomer code on the bigger house first, what do I pay?');
    expect(reply).toContain(formatCents(withCode(4 * bed.standard + 3 * bath.standard)));
    expect(reply).not.toContain(formatCents(withCode(2 * bed.standard + bath.standard)));
  });

  it('"the cheapest one" after the appliances were asked about is the cheapest add-on, not a room', () => {
    const cheapest = [...index.facts.addOns].sort((a, b) => a.price - b.price)[0]!;
    expect(say('is anything included for free on the appliances?', 'which is the cheapest one then')).toContain(`The cheapest add-on is ${cheapest.item}, ${formatCents(cheapest.price)}`);
  });
});

describe('the right passage', () => {
  it('what is free on the appliances: the surface wipe, not "does Deep include add-ons"', () => {
    const reply = say('what comes free with the appliances?');
    expect(reply).toMatch(/Free surface wipe/);
    expect(reply).not.toMatch(/^No\./);
  });

  it('how to tell the cleaner the way in: the access notes', () => {
    expect(say('can I book the move-out while I\'m at work?', 'how do I tell her how to get in then')).toMatch(/Add access notes/);
  });

  it('a move-out date that "keeps moving" is a booking to reschedule, not moving text on the website', () => {
    expect(say('Her closing date keeps moving. If I book the 15th and it slips, can I change it?')).not.toMatch(/screen reader/);
  });

  it('a son "the one who books" for a parent\'s homes: what booking for someone else involves', () => {
    expect(say('Could my daughter be the one who books for my two houses?')).toMatch(/booked in the Nestwell app with the address of the home to be cleaned/);
  });
});

describe('Spanish as a Dominican family in Passaic writes it', () => {
  it('"a mi mai no le gustó": someone else not happy, the satisfaction promise', () => {
    expect(say('y si a mi mai no le gustó la limpieza, hay que pagar igual?')).toMatch(/if you are not happy, you do not pay/);
  });

  it('weekends only, said "nomás": the schedule the site doesn\'t describe, beside the steps', () => {
    expect(say('quiero limpiar con ustedes nomás los fines de semana. cómo aplico?')).toMatch(/doesn't say how cleaners' hours or schedules work/);
  });
});

describe('words around the rooms', () => {
  it('"the house has rooms ..." is no room of its own: the rooms listed are the ones priced', () => {
    expect(say('My old house has rooms with funny names: a mudroom, a parlor and a pantry. What would those three come to, standard?'))
      .toContain(`Total: ${formatCents(3 * other.standard)}`);
  });
});

describe('more of round 197, in other words', () => {
  it('a minivan to clean inside is no service of ours, never the Other add-on', () => {
    const reply = say('could the cleaner do the inside of my truck while she is here?');
    expect(reply).toMatch(/cars and other vehicles aren't among what the site lists/);
    expect(reply).not.toMatch(/Other \(\$/);
  });

  it('a visit that missed a room is the concern, not an add-on to buy', () => {
    const reply = say('Our cleaner this morning left the kitchen dirty and did not empty the bins in the bedrooms. What do I do?');
    expect(reply).toMatch(/if you are not happy, you do not pay/);
    expect(reply).not.toMatch(/isn't one of the named add-ons/);
  });

  it('dishes washed and the stove scrubbed, in Dominican Spanish, are both priced', () => {
    expect(say('3 cuarto y 1 baño, limpieza normal, y que me laven los plato y la estufa bien restregada. cuanto?'))
      .toContain(`Total: ${formatCents(3 * bed.standard + bath.standard + addOn('Dishes wash') + addOn('Stovetop scrub'))}`);
  });

  it('a neighbourhood beside another town: the neighbourhood\'s own town, not the one it is beside', () => {
    const reply = say('do you clean in Botany Village, next to Passaic?');
    expect(reply).toMatch(/Clifton City/);
    expect(reply).not.toMatch(/Yes, we clean in \[Passaic City\]/);
  });

  it('"from nursing school" is no school asked about, so a town question is answered', () => {
    expect(say('My friend from nursing school lives in Ocean City, the New Jersey one. Do you go there?')).toMatch(/Yes, we clean in \[Ocean City\]/);
  });

  it('a cleaner one didn\'t get on with, not sent again: the matching answer, no notes list', () => {
    const reply = say('if I don\'t get along with her, how do I make sure she isn\'t sent to me again?');
    expect(reply).toMatch(/If a match doesn't feel right/);
    expect(reply).not.toMatch(/Worth mentioning/);
  });

  it('the code when a daughter books for her mother: the site doesn\'t say, the app shows it', () => {
    expect(say('my son will book for me. would he get the 50% code for my first cleaning?')).toMatch(/doesn't say how it applies when someone else books/);
  });

  it('a room skipped, asked whether the price goes down: its rate comes off', () => {
    expect(say('if the cleaner skips that bathroom, will the price go down?')).toMatch(/a room left out takes its rate off the total/);
  });
});

describe('a day asked', () => {
  it('"do you clean on sundays?" gets first that the site lists no days, and the times the app shows', () => {
    expect(say('do you guys clean on sundays? only day im off')).toMatch(/^The site doesn't list the days or hours cleanings happen, so I won't promise sundays/);
  });
});

describe('tax time', () => {
  it('"for the books at tax time" beside a receipt asked: no tax advice, never a blog passage', () => {
    const reply = say('Does the receipt go to me or my daughter? My accountant needs it at tax time.');
    expect(reply).toMatch(/accountant or tax adviser/);
    expect(reply).not.toMatch(/Every lost object/);
  });
});
