import { describe, expect, it } from 'vitest';
import { half, other, say, total } from '../../tests/chat-on-site.ts';

/** Round 196's wrong answers, asked in other words than the set's: a shop's counter area left out of its rooms. */

describe('a shop\'s rooms', () => {
  it('"the front counter area, a seating area, the back kitchen and a restroom" are three rooms and a half bath', () => {
    expect(say('Standard price for our deli: the front counter area, a seating area, the back kitchen and a restroom with just a toilet and sink?'))
      .toContain(total(3 * other.standard + half.standard));
  });
});
