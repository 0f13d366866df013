import { describe, expect, it } from 'vitest';
import { say, bed, bath, half, other, addOn, total } from '../../tests/chat-on-site.ts';
import { formatCents } from '../../kernel/money.ts';

/**
 * What round 149's graders found (read after it was graded; a tuning set now), asked in the visitors' own ways: a house
 * before the furniture moves in, an open floor of desks, rooms lost in a list ("... / kitchen if i do it", "客厅、饭厅、厨房各
 * 一个"), later turns in Portuguese, and an address asked for posting a cheque.
 */

describe('the service a space calls for', () => {
  it('a house bought, cleaned before the furniture moves in, is Move In/Out, not a Standard total', () => {
    const reply = say('We are buying a house in the Ironbound, 3 bedrooms, and before we move our furniture we want it very clean. What service we need and how much it cost?');
    expect(reply).toMatch(/Move In\/Out Cleaning has no published price/);
    expect(reply).not.toMatch(/Total:/);
  });

  it('an open floor of twenty desks is a workplace, which the app prices', () => {
    expect(say('What would it cost to clean an open floor with ~20 desks, a kitchen and 2 restrooms, weekday evenings?')).toMatch(/^Office and Business Cleaning has no published price/);
  });
});

describe('rooms in a list', () => {
  it('"2 bed / 1.5 bath / living room / kitchen if i do it every other week" counts the kitchen', () => {
    expect(say('what would a standard clean cost per visit for 2 bed / 1.5 bath / living room / kitchen if i do it every other week?'))
      .toContain(total(2 * bed.standard + bath.standard + half.standard + 2 * other.standard));
  });

  it('"客厅、饭厅、厨房各一个" is three Other Rooms', () => {
    expect(say('我们家有4个卧室，2个卫生间，还有1个小卫生间（只有马桶和洗手池），客厅、饭厅、厨房各一个。普通清洁一共要多少钱？'))
      .toContain(total(4 * bed.standard + 2 * bath.standard + half.standard + 3 * other.standard));
  });

  it('later turns in Portuguese: rooms added, add-ons added', () => {
    expect(say('Quanto custa a limpeza normal de 3 quartos e 2 banheiros?', 'E com a sala e a cozinha?'))
      .toContain(total(3 * bed.standard + 2 * bath.standard + 2 * other.standard));
    expect(say('Limpeza profunda, 3 quartos e 2 casas de banho. Quanto?', 'Mais forno, frigorífico e micro-ondas por dentro'))
      .toContain(total(3 * bed.deep + 2 * bath.deep + addOn('Oven inside') + addOn('Refrigerator inside') + addOn('Microwave inside')));
  });

  it('a web address is no Portuguese', () => {
    expect(say('my friend sent me nestwell.com/clean and it bounced me to crew.nestwell.com. is that legit or a scam')).not.toMatch(/Portuguese/);
  });
});

describe('an address to send a payment to', () => {
  it('"what address should I use?" to post a cheque gets no mailing address; the address asked outright still does', () => {
    const reply = say('My late husband always paid the household bills by cheque. May I post a cheque to your office after the cleaning is done? What address should I use?');
    expect(reply).toMatch(/no address to send a payment to/);
    expect(reply).not.toMatch(/Wilmington/);
    expect(say('what is your mailing address?')).toMatch(/Wilmington/);
  });
});
