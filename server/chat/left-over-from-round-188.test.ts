import { describe, expect, it } from 'vitest';
import { formatCents } from '../../kernel/money.ts';
import { bath, bed, half, other, say } from '../../tests/chat-on-site.ts';

/**
 * Round 188's wrong answers, asked in other words than the sets': rooms said to be everyone's own, a room asked to be extra, rooms named and then "add those", a room added with a question mark, a service's price asked after
 * what it covers, the code used before the cleaning asked about, the guarantee asked of a later complaint, and
 * someone's own room said not to be cleaned.
 */

describe('rooms priced', () => {
  it('"but bedrooms are everyone\'s own problem" leaves the bedrooms out of the total', () => {
    const reply = say('price for the kitchen, 2 bathrooms and the lounge? 8 bedroom house but bedrooms are everyone\'s own problem');
    expect(reply).toContain(`Total: ${formatCents(2 * bath.standard + 2 * other.standard)}`);
  });

  it('"is the living room extra?" says it is priced on its own, as an Other Room', () => {
    const reply = say('is the living room extra?');
    expect(reply).toMatch(/^It isn't included with the bedrooms/);
    expect(reply).toContain(formatCents(other.standard));
  });

  it('"do we pay extra for the kitchen + dining room?" is the rooms\' price, not the add-on list', () => {
    const reply = say('do we pay extra for the kitchen + dining room or is that included with the bedrooms');
    expect(reply).not.toMatch(/^Add-ons are a deeper clean/);
    expect(reply).toContain('Other Room');
  });

  it('rooms named, then "please add those three", are added to the home priced', () => {
    const reply = say('standard for 2 bed 1 bath', 'I left out the kitchen, the den and the laundry room. Please add those three.');
    expect(reply).toContain(`Total: ${formatCents(2 * bed.standard + bath.standard + 3 * other.standard)}`);
  });

  it('"and the kitchen?" after a price adds the kitchen; "and the kitchen, how do you clean it?" does not', () => {
    expect(say('how much is standard for 2 bed 1 bath?', 'and the kitchen?')).toContain(`Total: ${formatCents(2 * bed.standard + bath.standard + other.standard)}`);
    expect(say('how much is standard for 2 bed 1 bath?', 'and the kitchen, how do you clean it?')).not.toContain(`Total: ${formatCents(2 * bed.standard + bath.standard + other.standard)}`);
  });

  it('"what will that cost?" after what Move In/Out covers is its price, which the app gives', () => {
    const reply = say('our 3 bed 2 bath will be empty after we move. what does your move in/out cleaning cover?', 'what will that cost?');
    expect(reply).toMatch(/^Move In\/Out Cleaning has no published price/);
    expect(reply).not.toContain('rescheduling');
  });
});

describe('what a service and the code cover', () => {
  it('Move In/Out, whose list covers every room, covers the basement', () => {
    expect(say('does the move out cleaning cover the finished basement too?')).not.toContain("doesn't name");
  });

  it('"I will have used the code by then" gets the code\'s one first cleaning', () => {
    expect(say("I'll have used newcomer on the first deep clean. does the move-out clean get it too?")).toContain("NEWCOMER is for a new client's first cleaning");
  });

  it('"does the guarantee cover that?" of grime found later is the satisfaction promise, not the add-on\'s price', () => {
    const reply = say('if my buyer finds grime inside the fridge a week after the move-out clean, does the guarantee cover that?');
    expect(reply).toContain('if you are not happy, you do not pay');
    expect(reply).not.toMatch(/^No: /);
  });
});

describe('bathroom kinds stay as they were', () => {
  it('"2 bathrooms and a half bath" is still priced as such', () => {
    expect(say('standard for 2 bathrooms and a half bath')).toContain(`Total: ${formatCents(2 * bath.standard + half.standard)}`);
  });
});

describe('someone\'s room said not to be cleaned', () => {
  const kitchenLivingBath = `Total: ${formatCents(2 * other.standard + bath.standard)}`;

  it('"not my husband\'s bedroom" leaves that bedroom out', () => {
    expect(say('how much to clean the kitchen, the living room and the bathroom. not my husband\'s bedroom.')).toContain(kitchenLivingBath);
  });

  it('"my mother\'s bedroom no." (a room, then "no", as Portuguese and Spanish say it) leaves it out', () => {
    expect(say('price for kitchen, living room and bathroom. my mother\'s bedroom no.')).toContain(kitchenLivingBath);
  });

  it('in Portuguese, "o quarto da minha filha não" leaves it out, and "o meu quarto também" after it adds one', () => {
    const first = 'Quanto custa limpar a cozinha, a sala e o banheiro? O quarto da minha filha não.';
    expect(say(first)).toContain(kitchenLivingBath);
    expect(say(first, 'E o meu quarto também.')).toContain(`Total: ${formatCents(bed.standard + 2 * other.standard + bath.standard)}`);
  });
});
