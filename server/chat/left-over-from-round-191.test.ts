import { describe, expect, it } from 'vitest';
import { formatCents } from '../../kernel/money.ts';
import { bath, bed, say, total } from '../../tests/chat-on-site.ts';

/**
 * Round 191's wrong answers, asked in other words than the sets': a room "not counted" in English or Spanish, a half
 * bathroom asked to be charged as a full one, a place where the visitor is read as a place to clean, dorm rooms, how one's
 * data is kept and who sees it, the standard visits after a first deep one, a waitlist for a place not served, and a
 * would-be cleaner's pay asked as "how much I get for one house".
 */

describe('rooms and their prices', () => {
  it('"not counting the kitchen" and "sin contar la sala" leave that room out', () => {
    expect(say('standard for 2 bedrooms and 1 bath, not counting the kitchen, how much?')).toContain(total(2 * bed.standard + bath.standard));
    expect(say('¿cuánto cuesta la limpieza standard de 2 recámaras y 1 baño, sin contar la sala?')).toContain(total(2 * bed.standard + bath.standard));
  });

  it('"¿el medio baño lo cobran como baño completo?" gets the half bathroom\'s own rate', () => {
    expect(say('¿el medio baño lo cobran como un baño completo?')).toMatch(/Half Bathroom: \$[\d.]+ standard/);
  });

  it('the standard visits after a first deep one with the code are priced at Standard', () => {
    const reply = say('how much for a deep clean, 3 bedrooms 2 baths', 'if the first visit is the deep one with the code, what do the standard visits after it cost?');
    expect(reply).toContain(`regular rate: ${formatCents(3 * bed.standard + 2 * bath.standard)} for Standard Cleaning`);
  });
});

describe('places', () => {
  it('"I\'m in New York most weeks, can I check the apartment after the clean?" is the job photos, not a place to clean', () => {
    const reply = say("I'm in New York most weeks, can I check the apartment after the clean before my guests get there?");
    expect(reply).toMatch(/job photos/);
    expect(reply).not.toMatch(/^Not yet/);
  });

  it('a waitlist for a place not served is the early-access list, not the business version\'s', () => {
    const reply = say('We live in Yardley, PA. Is there a waitlist for our area?');
    expect(reply).toContain('early-access list');
    expect(reply).not.toContain('business waitlist');
  });

  it('dorm rooms: what the site doesn\'t say comes before the town\'s yes', () => {
    expect(say('taking classes at rider in lawrenceville, do u do dorm rooms?')).toMatch(/^The site doesn't say whether cleaners clean dorm rooms/);
  });
});

describe('privacy', () => {
  it('"how is my personal data protected, and who sees it?" is the policy\'s sections on both', () => {
    const reply = say('How is my personal data protected? And who sees it once I book?');
    // Two sections of the policy quoted, whatever their headings say.
    const sections = [...reply.matchAll(/from the "([^"]+)" section of our \[Privacy Policy\]/g)].map((m) => m[1]);
    expect(new Set(sections).size).toBe(2);
  });
});

describe('a would-be cleaner', () => {
  it('"how much I get for cleaning one apartment?" is what the site doesn\'t say of pay, not the client price list', () => {
    const reply = say('how much I get for cleaning one apartment?');
    expect(reply).toMatch(/doesn't say what cleaners earn/);
    expect(reply).not.toContain('Cleanings are priced by the room');
  });

  it('"so the cleaner takes half of that?" after a price is the share the site doesn\'t give', () => {
    expect(say('how much for 2 bedrooms 1 bath standard', 'so the cleaner takes half of that?')).toMatch(/^The site doesn't say how much of the price goes to the cleaner/);
  });

  it('"does she get half off the 2nd visit too?" is the code, not a cleaner\'s share', () => {
    expect(say('does she get half off the 2nd visit too')).not.toContain('goes to the cleaner');
  });
});
