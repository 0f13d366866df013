import { describe, expect, it } from 'vitest';
import { half, other, say, total } from '../../tests/chat-on-site.ts';

/**
 * Round 196's wrong answers, asked in other words than the set's: a shop's counter area left out of its rooms, a town's old
 * name its page gives but its row didn't (West Paterson), and a hospital given a plain yes.
 */

describe('a shop\'s rooms', () => {
  it('"the front counter area, a seating area, the back kitchen and a restroom" are three rooms and a half bath', () => {
    expect(say('Standard price for our deli: the front counter area, a seating area, the back kitchen and a restroom with just a toilet and sink?'))
      .toContain(total(3 * other.standard + half.standard));
  });
});

describe('places and spaces', () => {
  it('West Paterson is Woodland Park\'s old name, as its page says', () => {
    expect(say('Do you go to West Paterson?')).toMatch(/West Paterson is the old name of \[Woodland Park Borough\]/);
  });

  it('a hospital\'s break room is Office and Business Cleaning with the site silent on hospitals, not a plain yes', () => {
    const reply = say('Could you clean the staff lounge at the hospital where I work?');
    expect(reply).toContain("doesn't name spaces like a hospital");
    expect(reply).not.toMatch(/^Yes, offices and businesses/);
  });
});
