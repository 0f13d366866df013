import { describe, expect, it } from 'vitest';
import { addOn, bath, bed, other, say, total } from '../../tests/chat-on-site.ts';

/**
 * Round 190's wrong answers, asked in other words than the sets': Nigerian Pidgin read as Spanish, a handyman's job and a
 * clear-out steered to the Other add-on, "what about the move-out clean?" left unanswered, a room and its other name in
 * brackets counted twice, an IT role answered with how to join the crew, rooms counted after their name ("6 of them"), and
 * how long a deletion takes; a daycare choosing a service, which app to download, and whether the chat is a person.
 */

describe('Nigerian Pidgin', () => {
  it('is read as the English it is made of, not as Spanish', () => {
    const reply = say('Good evening o! I just move to Irvington. Una dey clean for this side? I no wan hear say una no dey come here.');
    expect(reply).not.toContain('I read your message as');
    expect(reply).toMatch(/^Yes, we clean in \[Irvington/);
  });

  it('prices its rooms', () => {
    expect(say('Abeg how much una dey charge for 2 bedroom and 1 bathroom, standard one?')).toContain(total(2 * bed.standard + bath.standard));
  });

  it('asks what it asks: "wetin be the price for inside oven?"', () => {
    const reply = say('Wetin be the price for inside oven? E go cost plenty?');
    expect(reply).not.toContain('I read your message as');
    expect(reply).toContain(`$${(addOn('Oven inside') / 100).toFixed(2)}`);
  });
});

describe('work beyond a cleaning', () => {
  const repairs = /The site lists cleaning only, not repairs or painting, nor handyman jobs/;

  it('changing light bulbs or hanging pictures is no cleaning, not the Other add-on nor the job photos', () => {
    for (const question of ['could the cleaner change a couple of light bulbs in the hallway? the ladder is in the closet', 'will she hang two pictures in the hallway for me']) {
      const reply = say(question);
      expect(reply).toMatch(repairs);
      expect(reply).not.toContain('Other ($');
      expect(reply).not.toContain('job photos');
    }
  });

  it('a house or a garage to clear out is hauling, which no service does: no "Yes", and not the cluttered home\'s answer too', () => {
    const house = say('can you clear out my mother\'s apartment after she passed? everything has to go');
    expect(house).toMatch(/hauling, junk removal or cleanouts/);
    expect(house).not.toMatch(/^Yes\b/);
    const garage = say('can your people clean out the garage, it is stuffed to the rafters with boxes');
    expect(garage).toMatch(/hauling, junk removal or cleanouts/);
    expect(garage).not.toContain('hoarded');
  });
});

describe('a service asked with "what about"', () => {
  it('"what about after the dumpster is gone, the move-out clean?" says what the service is, without a "Yes"', () => {
    const reply = say('and what about after the dumpster is gone, the move-out clean?');
    expect(reply).toMatch(/^Move In\/Out Cleaning gets an empty home ready/);
    expect(reply).not.toContain("I'm not sure");
  });

  it('"so what about the turnover one?" is the Rental Turnover service', () => {
    expect(say('so what about the turnover one?')).toMatch(/^Rental Turnover Cleaning resets a rental/);
  });
});

describe('a room and its other name in brackets', () => {
  it('"the den (family room)" is one room', () => {
    expect(say('deep clean for 2 bedrooms, 1 bath and the den (family room), how much?')).toContain(total(2 * bed.deep + bath.deep + other.deep));
  });

  it('"the living room (and kitchen)" is still two', () => {
    expect(say('standard for 2 bedrooms, the living room (and kitchen)')).toContain(total(2 * bed.standard + 2 * other.standard));
  });
});

describe('a role other than cleaning', () => {
  it('"do you hire software engineers?" is the careers answer, not how to join the crew', () => {
    const reply = say("do you hire software engineers? i'm a backend developer");
    expect(reply).toMatch(/do not list other openings/);
    expect(reply).not.toContain('To join the crew:');
  });
});

describe('rooms named, then counted', () => {
  it('"the bathrooms only. 4 of them, deep" prices four, and a follow-up keeps them', () => {
    const first = 'The bathrooms only for now. 4 of them, deep.';
    expect(say(first)).toContain(total(4 * bath.deep));
    expect(say(first, 'add the microwave inside')).toContain(total(4 * bath.deep + addOn('Microwave inside')));
  });
});

describe('deleting one\'s data', () => {
  it('"I want my data deleted, how long does it take?" gets the policy\'s timing', () => {
    // The policy's section on using one's rights, quoted whole (its timing with it), not the one line on the right to deletion.
    expect(say('I want my data deleted. How long does that take?')).toMatch(/section of our \[Privacy Policy\]/);
  });
});

describe('which service, which app, who answers', () => {
  it('"daycare: which one should I choose?" puts a business space first', () => {
    expect(say('Daycare: which one should I choose, standard, deep or office?')).toMatch(/^For a business space like yours, the service is Office and Business Cleaning/);
  });

  it('in Chinese, "我们的日托中心要选哪一种?" is read and answered the same way', () => {
    const reply = say('日托中心要选哪一种? Standard, Deep 还是 Office?');
    expect(reply).toContain('I read your message as Chinese');
    expect(reply).toContain('For a business space like yours, the service is Office and Business Cleaning');
  });

  it('"which one do I download?" is which app, not which service', () => {
    const reply = say('which one do I download? I see Nestwell and Nestwell Crew in the Play Store');
    expect(reply).toMatch(/^There are two Nestwell apps/);
    expect(reply).not.toContain('Each service fits a different moment');
  });

  it('"is this chat a real person or AI?" says who answers, before any phone number', () => {
    expect(say('quick q, is this chat a real person or AI?')).toMatch(/^I'm the Nestwell chat assistant/);
  });
});
