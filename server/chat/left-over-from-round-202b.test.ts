import { describe, expect, it } from 'vitest';
import { say } from '../../tests/chat-on-site.ts';

/**
 * Round 202's second questions dropped, asked in other words than the set's: a question after ", and", a claim for
 * damage, hearing when we come to a state we don't serve, what a waitlist form asks, whom the business version is for,
 * a COI, a standing booking, what a visit covers, the cleaner's name before a visit, cleaners at the shore, and several tasks asked at once;
 * and the second questions that lean on the first, which stay with it.
 */

const NO_DAMAGE_POLICY = /The site publishes no damage or liability policy for cleanings/;

describe('a second question after ", and"', () => {
  it('"what does it cover..., and can you promise..." gets both answers', () => {
    const reply = say('what does your move-out clean actually cover, like inside the cabinets and behind the fridge, and can you guarantee I get my deposit back?');
    expect(reply).toMatch(/Move In\/Out Cleaning/);
    expect(reply).toMatch(/doesn't promise that you get your deposit back/);
  });

  it('"how do you screen them, and what happens if..." gets the vetting and the promise', () => {
    const reply = say('I need two answers for my boss: how do you vet your people, and what happens if a cleaning is skipped or sloppy?');
    expect(reply).toMatch(/vetted and background-checked/);
    expect(reply).toMatch(/if you are not happy, you do not pay/);
  });

  it('a question opening on its condition after ", and" is asked too', () => {
    const reply = say('which law applies to your terms, and if the app price and the website price disagree, which do I pay?');
    expect(reply).toMatch(/laws of the State of New Jersey/);
    expect(reply).toMatch(/The price you pay is the one the Nestwell app confirms/);
  });

  it('"..., and do" an order is no second question: the den is added to the deep estimate', () => {
    const reply = say('Standard for 2 bedrooms, 1 bathroom and the kitchen?', 'Add the den, and do Deep instead.');
    expect(reply).toMatch(/^Here is the estimate for Deep Cleaning/);
    expect(reply).not.toMatch(/estimate for Standard Cleaning/);
  });

  it('"..., and if so, how much is proper?" leans on the first question: no price list', () => {
    const reply = say('Do people usually tip your cleaners, and if so, how much is proper, and do I hand it to her?');
    expect(reply).toMatch(/doesn't say anything about tipping/);
    expect(reply).not.toMatch(/Bedroom: \$/);
  });

  it('"..., and what should I include?" leans on the first question: no cleaning\'s scope', () => {
    const reply = say('How do I report a problem with your website for blind users, and what should I include?');
    expect(reply).toMatch(/client support/);
    expect(reply).not.toMatch(/A deep visit commonly adds/);
  });

  it('"I don\'t want to accuse anyone, but what should I do?" is one question about the story', () => {
    const reply = say('My ring was gone after the cleaning. I do not want to blame anybody, but what should I do?');
    expect(reply).toMatch(/note the date of the cleaning/);
    expect(reply).not.toMatch(/I'm not sure/);
  });
});

describe('what a visit covers', () => {
  it('"what would a typical visit cover?" with no service named is the everyday visit\'s list, Standard Cleaning\'s', () => {
    expect(say('what would a typical visit cover?')).toMatch(/^Standard Cleaning: /);
  });

  it('asked after offices, it is the office cleaning\'s list', () => {
    expect(say('Does Nestwell actually clean offices?', 'What would a typical visit cover?')).toMatch(/office cleaning usually focuses on/);
  });
});

describe('damage', () => {
  it('"who bears the cost, and how would we file a claim?" says the site has no damage policy, once, and how to tell us', () => {
    const reply = say('If your cleaner knocked over our TV, who bears the cost, and how would we file a claim?');
    expect(reply).toMatch(NO_DAMAGE_POLICY);
    expect(reply.match(/publishes no damage or liability policy/g)).toHaveLength(1);
    expect(reply).toMatch(/client support/);
    expect(reply).not.toMatch(/official profiles/);
  });

  it('"if one of your people were to break..., who would pay?" is asked before a visit', () => {
    const reply = say('If one of your crew were to break my grandmother\'s vase, who would pay for it?');
    expect(reply).toMatch(NO_DAMAGE_POLICY);
    expect(reply).toMatch(/fragile/);
  });
});

describe('the business version and the waitlists', () => {
  it('being told when we come to a state we don\'t serve is the early-access list', () => {
    const reply = say('is there some way my brother could get notified when you expand to Delaware?');
    expect(reply).toMatch(/outside our area/);
    expect(reply).toMatch(/early-access list/);
  });

  it('"what exactly does your waitlist form ask for?" gives the form\'s fields', () => {
    expect(say('About the business version: what exactly does your waitlist form ask for?')).toMatch(/company name, company size/);
  });

  it('whom the business version suits is what its page says it is built for', () => {
    expect(say('would the business version be right for a landlord with three duplexes?')).toMatch(/rental hosts who look after more than one space/);
  });
});

describe('what the site is silent on, said', () => {
  it('a COI is a certificate of insurance', () => {
    expect(say('our building manager asks every vendor for a COI, can you send one?')).toMatch(/insurance or bonding/);
  });

  it('a standing weekly booking is a recurring one', () => {
    expect(say('Can I book a standing Saturday turnover at our condo in Belmar for July and August?')).toMatch(/make a booking recurring/);
  });

  it('the cleaner\'s name before the visit', () => {
    expect(say('Could I get the name of the lady ahead of time? I live alone.')).toMatch(/see their name or photo before the visit/);
  });

  it('an applicant asking about work at the shore is told where the crew works', () => {
    expect(say('My nephew wants a summer job. Do you take cleaners at the Jersey shore, and how does he apply?')).toMatch(/New Jersey locations page/);
  });

  it('several tasks asked at once are named', () => {
    expect(say('could the cleaner do the curtains and the carpets?')).toMatch(/the list names neither curtains nor carpets/);
    expect(say('can she change the sheets, clean the windows and iron a few shirts?')).toMatch(/Nor does the add-on list name windows/);
  });
});
