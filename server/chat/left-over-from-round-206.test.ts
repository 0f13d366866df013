import { describe, expect, it } from 'vitest';
import { bed, other, say, total } from '../../tests/chat-on-site.ts';

/**
 * Some of round 206's wrong answers, asked in other words than the set's: a workplace's front room written with a slash, a
 * basement that holds the rooms named after it, a room's kind asked of "this room", "what's that run me", "没有" (no) in a
 * Chinese message, and someone asked to come over today.
 */

describe('rooms counted', () => {
  it('"the front desk/waiting area" is one room, not two', () => {
    expect(say('2 offices, the front desk/waiting area and the break room, standard total?')).toContain(total(4 * other.standard));
  });

  it('a finished basement followed by its rooms is where they are, not a room more', () => {
    expect(say('Finished basement. A rec room and a guest bedroom. What\'s the standard price?')).toContain(total(bed.standard + other.standard));
  });

  it('"is this room a bedroom or other?" counts no bedroom', () => {
    expect(say('my sewing room, is this room a bedroom or other? how much?')).not.toMatch(/× Bedroom/);
  });

  it('"what\'s that run me?" of a basement\'s rooms prices those rooms', () => {
    expect(say('Finished basement. Rec room, a home gym, and my office. What\'s that run me, regular clean?')).toContain(total(3 * other.standard));
  });
});

describe('Chinese', () => {
  it('"没有 shower" is no shower: a toilet-and-sink room is a half bathroom, not a full one', () => {
    const reply = say('二楼的小 bathroom 只有 toilet 和 sink, 没有 shower, 算 full bathroom 吗? 多少钱?');
    expect(reply).toMatch(/Half Bathroom/);
    expect(reply).not.toMatch(/× Bathroom/);
  });
});

describe('a visit today', () => {
  it('"can someone get over there today?" is no yes from client support', () => {
    expect(say('Unit turned this morning, the showing\'s at 4. Can someone get over there today?')).not.toMatch(/^Yes: \[client support\]/);
  });
});
