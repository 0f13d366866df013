import { describe, expect, it } from 'vitest';
import { addOn, bath, other, say, total } from '../../tests/chat-on-site.ts';
import { formatCents } from '../../kernel/money.ts';

/**
 * Round 195's wrong answers, asked in other words than the sets': an office's open studio left out of its rooms, a
 * microwave "over the stove" read as the stovetop add-on, a cleaner's breakage and his application's data asked in
 * Spanish read as a client's, a restaurant asked about for a boss answered with the town alone; the furniture answer's
 * "under the bed included", which the site never says (graded D); and the chat's own privacy asked after applying.
 */

describe('an office\'s rooms', () => {
  it('"the open studio, two private offices, a conference room and a kitchenette" are five rooms', () => {
    expect(say('Standard total for our firm: one restroom, and the open studio, two private offices, a conference room and a kitchenette as other rooms?'))
      .toContain(total(bath.standard + 5 * other.standard));
  });
});

describe('an add-on where another item is', () => {
  it('"the microwave above the stove" is the microwave alone', () => {
    const reply = say('How much to clean inside the microwave above the stove?');
    expect(reply).toContain(`Microwave inside (add-on): ${formatCents(addOn('Microwave inside'))}`);
    expect(reply).not.toContain('Stovetop scrub');
  });
});

describe('a cleaner asking in Spanish', () => {
  it('"si rompo algo en una casa..." is the crew\'s, not the client\'s promise', () => {
    const reply = say('Si rompo algo en una casa sin querer, quién paga?');
    expect(reply).toContain('[Crew support]');
    expect(reply).not.toContain('if you are not happy, you do not pay');
  });

  it('"si aplico, qué hacen con mis datos?" is the crew site\'s own policy', () => {
    expect(say('Si aplico, qué hacen con mis datos y mi licencia?')).toContain('crew site has its own privacy policy');
  });
});

describe('a business asked about for someone', () => {
  it('"my manager asked if you clean salons" is Office and Business Cleaning, not the town alone', () => {
    expect(say('My manager asked if you clean salons. Ours is in Bayonne')).toContain('Office and Business Cleaning');
  });
});

describe('what the site says, and no more', () => {
  it('furniture moved to clean behind it: the site is silent, and the answer claims nothing about under the bed', () => {
    const reply = say('Would the cleaner move my heavy sofa to clean behind it?');
    expect(reply).toContain("doesn't say whether cleaners move furniture");
    expect(reply).not.toMatch(/under the bed/);
  });

  it('the chat\'s own privacy, asked after a cleaner\'s question, is the chat\'s answer', () => {
    const reply = say('If I apply, do you keep my papers?', 'and what I write here in the chat, do you keep it?');
    expect(reply).toContain('we do not log the questions people ask');
  });
});

describe('one space of several areas (w581a-s005, asked in other words)', () => {
  it('is one room or more, asked: the site doesn\'t say how such a space is counted, and no room is priced per area', () => {
    const reply = say('the basement is one big finished space, a tv area, a play corner and a guest nook. is that one room or will you charge for each?');
    expect(reply).toMatch(/doesn't say how one large space with several areas is counted/);
    expect(reply).not.toMatch(/\d+ × Other Room/);
  });
});
