import { describe, expect, it } from 'vitest';
import { say, bed, bath, half, other, addOn, total } from '../../tests/chat-on-site.ts';
import { formatCents } from '../../kernel/money.ts';

/**
 * What round 148's graders found (read after it was graded; a tuning set now), asked in the visitors' own ways: a cleaner
 * in danger or late at a job, the Other add-on put in a bracket, alike homes ("both sides of my duplex", "both cottages,
 * same size"), a first deep visit and the code, a room "still" left out, and an emptied home's price.
 */

describe('a cleaner at a job', () => {
  it('gas at a client\'s house: emergency services first, then crew support; "they fire me?" is no fire', () => {
    const reply = say('im at a clients house and it smells like gas. what do i do');
    expect(reply).toMatch(/^If anyone's safety is at risk/);
    expect(reply).toMatch(/crew support/i);
    expect(say('what happen if one client give me a bad review? they fire me?')).not.toMatch(/emergency services/);
  });

  it('running late to a job goes to crew support, not client support', () => {
    const reply = say('running late to my 2pm job, traffic on rt 20 is crazy. what do i do');
    expect(reply).toMatch(/running late to a job/);
    expect(reply).not.toMatch(/\[client support\]/i);
  });
});

describe('homes and add-ons across turns', () => {
  it('an item put down as "(Other?)" is the Other add-on, counted in the sum', () => {
    expect(say('high chair tray cleaned (Other?) + inside microwave + dishes. what do those add-ons cost together?'))
      .toContain(`Together: ${formatCents(addOn('Other') + addOn('Microwave inside') + addOn('Dishes wash'))}`);
  });

  it('"both sides of my duplex, same layout" and "both cottages, same size, with dishes wash on each" price two homes', () => {
    const side = 2 * bed.standard + bath.standard + 2 * other.standard;
    expect(say('How much is a standard clean for 2 bedrooms, 1 bath, living room and kitchen?', 'ok I need that for both sides of my duplex, same layout'))
      .toContain(`2 × ${formatCents(side)} = ${formatCents(2 * side)}`);
    const cottage = 2 * bed.standard + bath.standard + addOn('Dishes wash');
    expect(say('What does a turnover cost for a 2 bed 1 bath?', 'OK, what would a standard clean of that cottage cost then?', 'And both cottages, same size, with dishes wash on each?'))
      .toContain(`2 × ${formatCents(cottage)} = ${formatCents(2 * cottage)}`);
  });

  it('"with the code?" after a deep first visit gives the deep visit\'s half', () => {
    const deep = 4 * bed.deep + 2 * bath.deep + half.deep + 3 * other.deep;
    expect(say('plan is deep clean first, then every other week standard. 4bd 2ba 1 half bath, 3 other rooms. deep price?', 'with the code?'))
      .toContain(`The first visit, on Deep Cleaning, is ${formatCents(deep)} for this home, ${formatCents(Math.round(deep / 2))} with`);
  });

  it('"still without the dining room" leaves out the one room left out before, not another', () => {
    expect(say('My side: 3 bed, 1 bath, 1 half bath, living, dining, kitchen. Deep clean price?', 'what if I skip the dining room, we never use it', 'and standard instead, still without the dining room?'))
      .toContain(total(3 * bed.standard + bath.standard + half.standard + 2 * other.standard));
  });

  it('an emptied side of a duplex is Move In/Out, whose price the app gives', () => {
    expect(say('Do you guys clean in Elizabeth NJ?', 'I have a duplex. The left side is empty now, tenants moved out. What service do I book for it?', 'and how much would that be for 2 bed 1 bath?'))
      .toMatch(/^Move In\/Out Cleaning has no published price/);
  });
});
