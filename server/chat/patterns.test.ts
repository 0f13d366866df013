import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildChatIndex } from '../../generator/chat/index.ts';
import { loadContent } from '../../generator/content/load.ts';
import { formatCents } from '../../kernel/money.ts';
import { quote } from '../../tests/prices.ts';
import { createChatEngine } from './engine.ts';
import { inTurns } from '../../tests/chat-turns.ts';
import { phoneDisplay } from '../../kernel/phone.ts';

/**
 * The failure patterns hand graders found (round 3), each asked in words of its own: room
 * counting, promises the site doesn't make, "not sure" where the site answers, the crew's
 * audience, what a follow-up carries, the whole service area, and add-on prices.
 */
const index = buildChatIndex(loadContent(path.resolve(import.meta.dirname, '../..')).content);
const engine = createChatEngine(index);
const prices = index.facts;
/** The reply to the last question, the earlier ones sent as history. */
const say = (...turns: string[]) => inTurns(engine, ...turns).reply;
const addOn = (name: string) => formatCents(prices.addOns.find((a) => a.item.startsWith(name))!.price);

describe('room counting', () => {
  it('counts every room that is not a bedroom or bathroom as one Other Room, however the list is joined', () => {
    expect(say('3 bed 2 bath, a den, a sunroom & a mudroom, standard')).toContain(`Total: ${quote(prices, 'standard', { Bedroom: 3, Bathroom: 2, Other: 3 }).total}`);
    // A home's nursery is a child's bedroom (as round 20's and round 27's graders read it); a church's is an Other Room.
    expect(say('3 bed 2 bath, a nursery, a sunroom & a mudroom, standard')).toContain(`Total: ${quote(prices, 'standard', { Bedroom: 4, Bathroom: 2, Other: 2 }).total}`);
    expect(say('1 bed n 1 bath n a living rm')).toContain(`Total: ${quote(prices, 'standard', { Bedroom: 1, Bathroom: 1, Other: 1 }).total}`);
    expect(say('deep clean: 4 offices, a lobby, 2 restrooms and a powder room')).toContain(`Total: ${quote(prices, 'deep', { Bathroom: 2, Half: 1, Other: 5 }).total}`);
  });

  it('reads a break room as a room, not as something broken', () => {
    const reply = say('standard clean, 2 offices, a bathroom and the break room, price?');
    expect(reply).toContain(`Total: ${quote(prices, 'standard', { Bathroom: 1, Other: 3 }).total}`);
    expect(reply).not.toMatch(/what happened/);
  });

  it('says how a studio was counted, as the site gives no rule for one', () => {
    expect(say('price for a studio and one bath')).toMatch(/no separate rule for a studio, so I counted its main room as one Other Room/);
  });
});

describe('no promise the site does not make', () => {
  it('answers a schedule or a same-day visit with what the app shows, without "Yes"', () => {
    for (const q of ['can you come twice a month?', 'could someone clean every thursday and monday', 'can you do a same-day airbnb turnover?']) {
      const reply = say(q);
      expect(reply, q).not.toMatch(/^Yes/);
      expect(reply, q).toMatch(/the app shows|app shows the/);
    }
  });

  it('says booking is in the app only, and gives the phone number for help, never as a way to book', () => {
    const reply = say('can i call you to book a cleaning over the phone?');
    expect(reply).toMatch(/book in the Nestwell app/i);
    expect(reply).toMatch(/no other way to book, not by phone/);
    expect(reply).toContain(`a person to help you with the app, [client support](${prices.clientSupportUrl}) is there 24/7, or call [${phoneDisplay(prices.phone)}]`);
  });
});

describe('answers what the site answers', () => {
  it.each([
    ['does the assistant record my messages?', /do not log the questions/],
    ['is mixing ammonia and bleach a good idea?', /never mix bleach/i],
    ['I want my details erased, how?', /Send your request through \[client support\]/],
    ['will I get snapshots of the finished rooms?', /job photos/],
    ['the house is vacant now, which clean do I want', /Move In\/Out Cleaning/],
  ])('"%s"', (q, fact) => {
    const reply = say(q);
    expect(reply).toMatch(fact);
    expect(reply).not.toMatch(/I'm not sure/);
  });

  it('reads "do I still pay?" after a complaint as the satisfaction promise', () => {
    expect(say('the bathroom was still filthy after the visit', 'would I still be billed?')).toMatch(/if you are not happy, you do not pay/);
  });
});

describe('the crew', () => {
  it('sends a cleaner\'s damage claim, app and phone questions to crew support, never client support', () => {
    for (const turns of [['a homeowner claims I scratched her floor, what now'], ["I'm a cleaner, what app do I use?"], ['how do I join the crew', 'any phone number for that?']]) {
      const reply = say(...turns);
      expect(reply, turns.join(' / ')).toContain(prices.crewSupportUrl);
      expect(reply, turns.join(' / ')).not.toContain(prices.clientSupportUrl);
      // The one phone number is /contact-support's, for clients and crew alike: never a crew line of its own.
      if (reply.includes(phoneDisplay(prices.phone))) expect(reply, turns.join(' / ')).toMatch(/no separate phone line/);
    }
  });
});

describe('follow-ups carry the order', () => {
  it('prices the regular visits after a deep first one as Standard, for the same home', () => {
    const reply = say('deep clean for 2 bed 1 bath, how much', 'and then monthly after that?');
    expect(reply).toContain(`each Standard Cleaning visit after it is ${quote(prices, 'standard', { Bedroom: 2, Bathroom: 1 }).total}`);
    // The offer is on the first cleaning, which was the deep one.
    expect(reply).toContain(`${quote(prices, 'deep', { Bedroom: 2, Bathroom: 1 }).firstClean} with ${prices.offer.code}`);
    expect(reply).not.toMatch(/^Yes/);
  });

  it('keeps the rooms added over several turns', () => {
    expect(say('3 bed 2 bath standard', 'add a dining room', 'with the fridge')).toContain(`Total: ${quote(prices, 'standard', { Bedroom: 3, Bathroom: 2, Other: 1 }, ['Refrigerator']).total}`);
    expect(say('2 bed 2 bath, standard', 'plus a den and a playroom', 'deep instead?')).toContain(`Total: ${quote(prices, 'deep', { Bedroom: 2, Bathroom: 2, Other: 2 }).total}`);
  });
});

describe('a follow-up that changes subject', () => {
  it('answers "how do I book" after a deep quote without pricing the home again', () => {
    const reply = say('2 bed 1 bath deep', 'ok how do i book it');
    expect(reply).toMatch(/^You book in the Nestwell app/);
    expect(reply).not.toContain('Total:');
  });
});

describe('area and add-ons', () => {
  it('answers the whole state beside the town asked about', () => {
    const reply = say('is it the whole state or only camden?');
    expect(reply).toMatch(/every municipality in the state/);
    expect(reply).toMatch(/Yes, we clean in/);
    expect(say('do you serve newark', 'and the rest of nj?')).toMatch(/every municipality in the state/);
  });

  it('prices the add-ons asked about for a service the app prices', () => {
    const reply = say('for a rental turnover, what would the oven and dishwasher add-ons cost?');
    expect(reply).toMatch(/Rental Turnover Cleaning has no published price/);
    expect(reply).toContain(addOn('Oven'));
    expect(reply).toContain(addOn('Dishwasher'));
  });
});
