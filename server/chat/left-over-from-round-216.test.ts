import { describe, expect, it } from 'vitest';
import { parseOrder } from './handlers/prices.ts';
import { officeService } from './understand/slots.ts';
import { addOn, half, index, say } from '../../tests/chat-on-site.ts';

/**
 * Round 216's misses, asked in other words than the set's: a visit moved to "next week", a creator asking how the program
 * works, a code typed with spaces, hours asked of the cleaners, a mishap at home taken for a complaint, a cleaner's own
 * questions (teams, gas money, a creepy guest), lodging, a room's size remarked on, a room "counted like" one, the deep
 * clean and an appliance's inside, a scope asked of kinds of room, the offer on an office, proof for a landlord, the
 * early-access list beside the app, a cleaning that "repeats by itself", the code used on a service, a cleaner who cancels, a
 * company to recommend, prices in two towns, and a teenager home alone.
 */

const LEFT_TO_SUPPORT = index.facts.clientSupportUrl;

/** The creator overview's lines of one kind, as the page gives them: its numbered steps, or the list of its guidelines section. */
const overviewLines = (kind: 'steps' | 'guidelines') => index.passages.filter((p) => p.url === '/creator-overview' && (kind === 'steps' || /guideline/i.test(p.section)))
  .flatMap((p) => p.text.split('\n')).filter((line) => (kind === 'steps' ? /^\d+\. / : /^- /).test(line))
  .map((line) => (kind === 'steps' ? line : line.slice(2)).replace(/\*\*/g, ''));

describe('a visit and a client', () => {
  it('reads a booked day moved to "next week" as rescheduling', () => {
    expect(say('booked it for monday, can I change to next week?')).toMatch(/^The rescheduling rules for your booking/);
  });

  it('reads "booked" in Korean, and a nail salon asked about with "청소 가능해요"', () => {
    expect(say('금요일 예약했는데 can I change to next week?')).toMatch(/rescheduling rules for your booking/);
    expect(say('저희 네일샵도 청소 가능해요?')).toContain(officeService(index.facts));
  });

  it('says the site lists no hours when an hour is asked of the cleaners', () => {
    expect(say('could your cleaners come in the evening once the shop closes?')).toMatch(/^The site doesn't list the days or hours cleanings happen, so I won't promise evenings/);
    expect(say('do your cleaners work late?')).toMatch(/^The site doesn't list opening hours or say which times are possible/);
  });

  it('tells a teenager home alone that the site sets no rule', () => {
    expect(say('my daughter is 15, is it fine if it\'s just her home when the cleaner comes, or does an adult need to be there?')).toMatch(/doesn't say whether a child or teenager may be the only one home/);
  });

  it('answers a cleaner who cancels, however long the way to say it', () => {
    expect(say('what if the cleaner is the one who cancels the morning of?')).toMatch(/^The site doesn't say what happens when a cleaner cancels/);
  });
});

describe('what is typed into the chat', () => {
  it('hides a code typed digit by digit, and says where access details go', () => {
    const reply = say('the lockbox code is 7 3 1 5, can you give it to the cleaner?');
    expect(reply).toMatch(/^Please don't type codes/);
    expect(reply).not.toContain('7 3 1 5');
    expect(reply).toMatch(/go in your booking's notes/);
  });

  it('asks, whenever the chat\'s keeping is asked about, that nothing sensitive is typed, on a line after the answer', () => {
    const [first, ...rest] = say('is what I write here kept anywhere?').split('\n');
    // The answer's first line is its kind in paraphrases.json: the request after it keeps earlier questions' kinds matching.
    expect(first).not.toMatch(/sensitive/);
    expect(rest.join('\n')).toMatch(/don't send sensitive information through the chat/);
  });
});

describe('the creator program', () => {
  it('gives its steps, numbered, when the program itself is asked about', () => {
    const reply = say('how does your creator thing work?');
    const steps = overviewLines('steps');
    expect(steps.length).toBeGreaterThan(1);
    for (const step of steps) expect(reply).toContain(step);
  });

  it('gives every guideline to "anything he should know?"', () => {
    const reply = say('my nephew makes youtube videos and wants to film our cleaning. anything he should know?');
    const guidelines = overviewLines('guidelines');
    expect(guidelines.length).toBeGreaterThan(1);
    // Each guideline's first sentence: a guideline of two sentences may be quoted one line a sentence.
    for (const guideline of guidelines) expect(reply).toContain(guideline.split(/(?<=\.)\s/)[0]);
  });

  it('gives no steps to a question that names no program: "why don\'t tiktok cleaning hacks work?"', () => {
    expect(say('why don\'t the cleaning hacks on tiktok work?')).not.toContain(overviewLines('steps')[0]);
  });

  it('reads a follower count as the question of a minimum', () => {
    expect(say('i have 12k followers on instagram, can i join?')).toContain('set no minimum number of followers');
  });
});

describe('advice at home, not a complaint', () => {
  it('answers a spill at home without the steps for a concern about a cleaning', () => {
    expect(say('red wine spilled on my rug, is vinegar ok to use on it?')).not.toMatch(/note the date of the cleaning/);
    expect(say('does baking soda help on a scratched sink? I don\'t want to ruin it')).not.toMatch(/note the date of the cleaning/);
  });

  it('gives the blog\'s rule on mixing with the sentence that says why', () => {
    const [said] = say('my sister says mixing bleach with vinegar gets grout white, true?').split('\n');
    expect(said).toMatch(/^One rule matters more than any hack/);
    expect(said!.split(/(?<=[.!?])\s+/).length).toBeGreaterThan(1);
  });
});

describe('a cleaner\'s own questions', () => {
  it('reads "do we work alone or in teams?" as a cleaner\'s', () => {
    expect(say('do we work alone or in teams when we clean?')).toMatch(/^The site doesn't say whether cleaners work in teams/);
  });

  it('answers a helper brought along before pay and age, which the story names too', () => {
    expect(say('my son is 16 and needs money for a car, could he tag along and help me on jobs?')).toMatch(/^The site doesn't say whether a cleaner may bring someone to help on a job/);
  });

  it('keeps the steps to join for a team applying together, with the helper\'s answer', () => {
    expect(say('my friend and i want to apply together and clean as a team, is that possible')).toMatch(/To join the crew:/);
  });

  it('reads feeling "in danger" on a job as a cleaner\'s safety', () => {
    expect(say('what do I do if I\'m cleaning a house and I feel in danger?')).toMatch(/emergency services first/);
  });

  it('says the site is silent on gas and tolls', () => {
    expect(say('if i clean for you guys, do you pay for my gas or the tolls?')).toMatch(/^The site doesn't say whether cleaners are paid for gas, tolls/);
  });

  it('tells a cleaner with a creepy guest at a job to put safety first, and who to ask', () => {
    const reply = say('what if I\'m cleaning a condo and the owner is acting creepy, who do I call?');
    expect(reply).toMatch(/emergency services first/);
    expect(reply).toContain(index.facts.crewSupportUrl);
  });
});

describe('services and rooms', () => {
  it('says lodging is no space the site names, without a yes', () => {
    const reply = say('do you clean hotels or only homes?');
    expect(reply).toMatch(/^The site doesn't name spaces like a hotel/);
    expect(reply).toContain(LEFT_TO_SUPPORT);
  });

  it('counts no room more for a room said to be small: "such a tiny room"', () => {
    const order = parseOrder('we have a powder room, just a toilet and a little sink off the kitchen. would you charge full price for such a tiny room?', index.facts);
    expect([...order.rooms]).toEqual([[half.item, 1]]);
  });

  it('reads "the living room counts like a room?" as what an Other Room is', () => {
    expect(say('the living room counts like a room?? or is it free')).toMatch(/^The price list's Other Room is any room that isn't a bedroom or bathroom/);
  });

  it('says an appliance\'s inside is an add-on with Deep, asked "will they also clean"', () => {
    const reply = say('if I book deep, will they also clean the inside of the fridge?');
    expect(reply).toMatch(/^No: Deep Cleaning/);
    expect(reply).toContain(`Refrigerator inside is $${(addOn('Refrigerator inside') / 100).toFixed(2)}`);
  });

  it('gives the scope, not a price, for "what does a \'deep clean\' mean for bathrooms and the kitchen?"', () => {
    const reply = say('what does a \'deep clean\' actually mean for bathrooms and the kitchen?');
    expect(reply).not.toMatch(/Total:/);
    expect(reply).toMatch(/^Deep Cleaning:/);
  });
});

describe('the offer, papers, and the early-access list', () => {
  it('says the offer names no service left out, asked as "the 50% off" of an office', () => {
    expect(say('is the 50% off good for an office booking as well?')).toMatch(/the site names no service it leaves out/);
  });

  it('says the site mentions no receipt or certificate, asked for proof for a lease', () => {
    const reply = say('I need proof of a professional cleaning for my lease, do you give a certificate?');
    expect(reply).toMatch(/doesn't mention a receipt or a certificate/);
    expect(reply).toContain(LEFT_TO_SUPPORT);
  });

  it('leaves a certificate of insurance to the insurance answer', () => {
    expect(say('our landlord wants a certificate of insurance from any cleaner, are you insured?')).not.toMatch(/doesn't mention a receipt or a certificate/);
  });

  it('says the site has both the app and an early-access list, and never that the list comes first', () => {
    expect(say('the app is already on google play, so do i need to join your early access thing before i can book?')).toMatch(/^The site says both/);
  });
});

describe('two questions, and one asked after another', () => {
  it('answers a cleaning that "repeats by itself" and the reminders asked with it', () => {
    const reply = say('can my cleaning repeat by itself every month, and will anything remind me before they arrive?');
    expect(reply).toMatch(/^You can make a booking recurring/);
    expect(reply).toMatch(/reminders before upcoming cleanings/);
  });

  it('carries the code into "can I use it on a move out clean?"', () => {
    expect(say(`is ${index.facts.offer.code} only for one cleaning?`, 'can i use it on a move out clean?')).toMatch(/It works on a first Deep Cleaning or Move In\/Out Cleaning too/);
  });

  it('says a company to recommend is outside what it helps with', () => {
    expect(say('could you suggest a decent IT company for our office network?')).toMatch(/^That's outside what I can help with/);
  });

  it('reads "the same prices as us in Newark" as prices by place', () => {
    expect(say('my sister is in Trenton, does she pay the same prices as me in Camden?')).toMatch(/names no price that depends on your town/);
  });
});
