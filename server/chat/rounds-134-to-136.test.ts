import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildChatIndex } from '../../generator/chat/index.ts';
import { loadContent } from '../../generator/content/load.ts';
import { formatCents } from '../../kernel/money.ts';
import { createChatEngine } from './engine.ts';
import { inTurns } from '../../tests/chat-turns.ts';

/**
 * What rounds 134 and 135 (read at the stop that wrote round 136) and round 136's grader found, asked in the
 * visitors' own ways: add-ons changed in a follow-up, the code asked of a later cleaning, a town's own matters, vetting
 * and the chat's privacy in other words, an applicant's questions, and support reached without a phone. Figures come
 * from the price list.
 */
const index = buildChatIndex(loadContent(path.resolve(import.meta.dirname, '../..')).content);
const engine = createChatEngine(index);
const say = (...turns: string[]) => inTurns(engine, ...turns).reply;
/** The pages an answer cites: a test names what answered by where it comes from, not by today's wording of it. */
const cited = (...turns: string[]) => inTurns(engine, ...turns).sources.map((s) => s.url);
/** The help article titled so, by its title's words, not today's address. */
const articleTitled = (words: RegExp) => index.passages.find((p) => p.kind === 'help' && words.test(p.title))!.url;
const itemOf = (first: RegExp) => index.facts.addOns.find((a) => first.test(a.item))!.item;
const CREW_SUPPORT = new RegExp(index.facts.crewSupportUrl.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'));
const addOn = (first: RegExp) => index.facts.addOns.find((a) => first.test(a.item))!.price;
const NOT_SURE = /I'm not sure about that/;
/** The blog post whose text says it: a post named by what it holds, not by today's address. */
const postSaying = (words: RegExp) => index.passages.find((p) => p.kind === 'blog' && words.test(p.text))!.url;

describe('add-ons changed in a follow-up, after add-ons alone were priced', () => {
  const [microwave, dishes, dishwasher, stovetop] = [/^Microwave/, /^Dishes/, /^Dishwasher/, /^Stovetop/].map(addOn);

  it('"the fridge is fine, just the microwave and the dishes" prices the two left (not a blog tip)', () => {
    const reply = say('kitchenette has a staff fridge + microwave, how much to add insides of both', 'actually the fridge is fine. just the microwave and the dishes');
    expect(reply).toContain(`Together: ${formatCents(microwave! + dishes!)}.`);
    expect(reply).not.toContain(itemOf(/^Refrigerator/));
  });

  it('"make it microwave and dishes; skip the fridge" after "what do those add?" prices the new list', () => {
    const reply = say('fridge inside and microwave inside — what do those add?', 'Actually make it microwave and dishes; skip the fridge');
    expect(reply).toContain(`Together: ${formatCents(microwave! + dishes!)}.`);
  });

  it('"ok both plus the stovetop thing, total?" adds the two asked about before to the third', () => {
    expect(say('microwave inside how much', 'n dishwasher', 'ok both plus the stovetop thing, total?')).toContain(`Together: ${formatCents(microwave! + dishwasher! + stovetop!)}.`);
  });

  it('"don\'t need the fridge" drops it, as "no fridge" does', () => {
    expect(say('fridge inside and oven inside, how much?', "we don't need the fridge")).not.toContain(itemOf(/^Refrigerator/));
  });

  it('"scratch the fridge" is an add-on dropped, not a damage report', () => {
    const reply = say('fridge inside and microwave inside, how much?', 'Scratch the fridge, do dishes wash instead.');
    expect(reply).toContain(`Together: ${formatCents(microwave! + dishes!)}.`);
    expect(reply).not.toMatch(/note the date of the cleaning/);
  });

  it('a question of its own about an add-on after others is not priced as a change ("is the outside of the fridge extra too?")', () => {
    expect(say('Break room fridge and microwave, insides. How much?', 'and if I add the dishes piling up in the sink', 'Is wiping the outside of the fridge extra too?')).not.toMatch(/^Our flat rates/);
    expect(say('Does a deep clean include the inside of the oven? Dad\'s oven is a disaster.')).not.toMatch(/Our flat rates/);
  });
});

describe('the code asked of a cleaning after the first', () => {
  it('"can I use NEWCOMER again on my second cleaning?" opens with its no', () => {
    expect(say('can i use NEWCOMER again on my second cleaning?')).toMatch(/^No: NEWCOMER is for your first cleaning only/);
    expect(say('my first cleaning was in april, can I use NEWCOMER on this one too?')).toMatch(/^No: /);
  });

  it('of several homes, or another person, the site says nothing either way: its words open the reply, with no "No"', () => {
    expect(say('can i use NEWCOMER on both cottages?')).toMatch(/^NEWCOMER is for a new client's first cleaning, one cleaning/);
    expect(say('Can he use the code even though I already used it on my house?')).not.toMatch(/^No: /);
    // "Just" asks whether a move-out gets it: the first-cleaning line stays where it was, not opening the reply.
    expect(say('can I use NEWCOMER on a move out or just regular cleanings?')).toMatch(/^Your first cleaning is 50% off/);
  });

  it('"a multi-unit discount if I book all three together?" says none is listed and names the business version', () => {
    const reply = say('If I book all three apartments together, do you give a multi-unit discount?');
    expect(reply).toContain('The site lists no discount for booking several homes or units');
    expect(reply).toContain('(/business-waitlist)');
  });
});

describe("a town's own matters, and a town beside another question", () => {
  it('"do my guests need beach tags in Cape May?" is out of scope, with the town as an aside', () => {
    expect(say('do my guests need beach tags in cape may in july')).toMatch(/^That's outside what I can help with[\s\S]*We do clean in \[Cape May City\]/);
  });

  it('the trash day asked in Haitian Creole is out of scope', () => {
    expect(say('Ki jou yo ranmase fatra nan Irvington?')).toContain("That's outside what I can help with");
  });

  it('"can I see the place after the cleaner leaves? I\'m in Morristown" keeps the job photos beside the town', () => {
    expect(say("can I see the place after the cleaner leaves? I'm an hour away in Morristown most weekends")).toMatch(/job photos/);
  });

  it('"can you clean for her there?" in Spanish leans on the town, and gets no add-on list', () => {
    expect(say('Do you clean in Woodbridge? mi hermana vive en Iselin, eso es Woodbridge verdad? le pueden limpiar alla?')).not.toMatch(/Other \(\$/);
  });
});

describe('vetting, privacy, being home and problems, in other words', () => {
  it('"how do you check the people you send?" is the vetting, not the crew application or the matching', () => {
    for (const q of ['how do you check the people you send?', 'Living alone, I am naturally careful about who comes into my home. How do you check the people you send?', 'someone in my apt while im asleep... are they checked']) {
      expect(cited(q)[0]).toBe(articleTitled(/vetted|background/i));
    }
  });

  it('"is it ok to type my address in this chat?" and "what happens to what I write here?" get the privacy policy', () => {
    for (const q of ['is it ok to type my address in this chat?', 'What happens to what I write here?', 'who can see what i type in the chat']) {
      expect(cited(q)).toContain('/privacy-policy');
      expect(say(q)).not.toMatch(NOT_SURE);
    }
  });

  it('"do i have to b home" reads "be"', () => {
    expect(say('do i have to b home when they clean')).toMatch(/access notes/);
  });

  it('a night-time cleaning asked gets the times the app shows', () => {
    expect(say('do u clean at night like 10pm-6am')).toMatch(/the app shows the times available/);
  });

  it('"what if they miss stuff" is a cleaning that fell short; "the cleaner took something" is a concern', () => {
    expect(cited('what if they miss stuff and guests arrive in 2 hrs??')).toContain(articleTitled(/concern/i));
    const took = say('i think the cleaner took something from my apt. what do i do');
    expect(took).not.toMatch(NOT_SURE);
    expect(took).toMatch(/client support/);
  });

  it('"what if it\'s the night before, do we get charged?" after cancelling asks the cancellation rule', () => {
    expect(say('how do we cancel one visit from our every other week plan', 'what if its the night before, do we get charged?')).toMatch(/^The cancellation rule for your booking/);
  });
});

describe("an applicant's questions, and a host's", () => {
  it("bringing one's own supplies, a bad review, where the work is and an old record are a cleaner's", () => {
    for (const q of ['do i bring my own supplies n vacuum or does nestwell give them', 'qué pasa si un cliente me deja una mala review? me sacan?', '¿En qué ciudades voy a trabajar? ¿Solo Elizabeth?', 'tengo un problema en mi récord de hace como 10 años... ¿igual puedo aplicar?']) {
      expect(say(q)).toMatch(CREW_SUPPORT);
    }
  });

  it('"anything for hosts with multiple properties?" is the business version', () => {
    expect(cited('i might add more rentals next year. is there anything for hosts w multiple properties?')).toContain(articleTitled(/business version/i));
  });
});

describe('support without a phone', () => {
  it('promises no way of writing the site does not name', () => {
    const reply = say('I am hard of hearing and cannot use the phone. How do I reach support?');
    expect(reply).not.toMatch(/write to/);
    expect(reply).toMatch(/doesn't say which ways of reaching support it offers/);
  });

  it('a text number and an email asked together are answered once', () => {
    expect(say('can i text you or email?').match(/has its own page online/g)).toHaveLength(1);
  });
});

describe('Arabic, Hindi and Gujarati read right', () => {
  it('a room Arabic calls big is still priced', () => {
    const reply = say('بدي تنظيف عميق للمجلس (غرفة قعدة كبيرة) والحمامين بس، قبل العيد. كم السعر؟');
    expect(reply).toMatch(/1 × Other Room/);
    expect(reply).toMatch(/2 × Bathroom/);
  });

  it('shoes taken off, asked in Hindi', () => {
    expect(say('क्या आपकी cleaner भी जूते उतारेगी?')).toMatch(/take their shoes off/);
  });

  it('Gujarati in Latin letters with "koi" is not read as Hindi', () => {
    expect(say('amare Sunday ni cleaning Monday ma karvi che, mehmaan aave che. app ma kevi rite badlay? koi charge lagse?')).not.toMatch(/as Hindi/);
    expect(say('Diwali pehla 28 tarikh e cleaning book kari che, pan mehmaan vehla aave che. date badli shakay?', 'date change karvano koi charge lage?')).not.toMatch(/as Hindi/);
  });
});

describe("round 136's tuning: reclassified rooms, the offer's end, jobs in a town, a town's rules, data sold, the blog asked of a product", () => {
  it('a bedroom that has been a study "for years", counted as an other room, moves one room', () => {
    const reply = say('deep clean: 5 bedrooms, 3 bathrooms, 4 other rooms', "Oh dear, I misspoke. The fifth bedroom has been my study for years, so please count it as another 'other room' rather than a bedroom.");
    expect(reply).toMatch(/4 × Bedroom/);
    expect(reply).toMatch(/5 × Other Room/);
  });

  it('"one bedroom is now an office so count it as an other room, and a half bath" moves one room and adds the half bath', () => {
    const reply = say('standard 4 bedrooms 2 bathrooms living room and kitchen', "sorry, one bedroom is now an office so count it as an other room, and there's also a half bath downstairs");
    expect(reply).toMatch(/3 × Bedroom/);
    expect(reply).toMatch(/3 × Other Room/);
    expect(reply).toMatch(/1 × Half Bathroom/);
  });

  it('the offer ending, asked, gets the terms\' own sentence', () => {
    expect(cited('if i book now w newcomer and u end the promo before my clean date do i lose it')).toEqual(['/terms-of-service']);
    expect(say('does the NEWCOMER code expire?')).toMatch(/^Our \[Terms of Service\]\(\/terms-of-service\) don't mention an end date/);
  });

  it('"r there a lot of jobs in camden city?" is an applicant\'s, with no "yes" to the jobs', () => {
    const reply = say('r there a lot of jobs in camden city?');
    expect(reply).not.toMatch(/^Yes, we clean in/);
    expect(reply).toMatch(CREW_SUPPORT);
  });

  it("a town's street cleaning, a leaf-blower ban and the bridge toll are out of scope", () => {
    for (const q of ['when is street cleaning on my block in union city, keep getting tickets', 'Does Ridgewood still ban gas leaf blowers in summer? My landscaper says yes.', 'how much is the GWB toll these days?']) {
      expect(say(q)).toMatch(/^That's outside what I can help with/);
    }
  });

  it('"do you sell it to those people who telephone at dinnertime?" is about data, not the phone line', () => {
    expect(say('What will your company know about me and my house, and do you sell it to those dreadful people who telephone at dinnertime?')).toMatch(/\bsell\b/);
  });

  it('"how do I push tomorrow\'s turnover" is moving a visit', () => {
    expect(say("guest extended their stay a day, how do i push tomorrow's turnover")).not.toMatch(NOT_SURE);
  });

  it('the blog asked of vinegar on marble, in a story told before the question', () => {
    expect(say('my old cleaner used vinegar on the marble counters in my ocean city unit and now theyre dull. does ur blog say anything about that')).toMatch(/marble/i);
    expect(cited('my old cleaner used vinegar on the marble counters in my ocean city unit and now theyre dull. does ur blog say anything about that')[0]).toBe(postSaying(/marble/));
  });

  it('"between one set of guests and the next" is a turnover, which the app prices', () => {
    expect(say('Every spring I let the little carriage house behind my home to visiting alumni. Is there a cleaning suited to getting it ready between one set of guests and the next, and what would it cost?')).toMatch(/^Rental Turnover Cleaning has no published price/);
  });

  it('declining the cookie banner stops only analytics', () => {
    expect(say('if i press Decline on the cookie banner can i still use the site?')).toMatch(/not loaded at all \(the site works the same\)/);
  });

  it('tips to keep a home clean get the blog\'s reset and its other parts on keeping up', () => {
    for (const q of ['any tips to keep my place clean working 12s', 'how do I keep my home clean', 'cleaning tips?']) {
      const reply = say(q);
      expect(reply).toMatch(/^Our blog has advice for keeping a home in shape/);
      expect(cited(q).every((url) => url.startsWith('/blog/'))).toBe(true);
    }
    // A question about the blog's articles themselves is not asking for tips.
    expect(say('Can I copy one of your blog articles about cleaning routines into our tenant newsletter?')).not.toMatch(/^Our blog has advice/);
  });

  it('a toll-free number, a turnpike address and moving furniture keep their own answers', () => {
    expect(say('Is it toll free? Next month I will be calling from India.')).not.toMatch(/outside what I can help with/);
    expect(say('Our second location is on Columbia Turnpike in Morris Township. Is that the same as Morristown for you?')).toMatch(/Morris Township/);
    expect(say('Will the cleaner move furniture or clean under the beds?')).not.toMatch(/upcoming cleaning you want to change/);
  });

  it('data sold, asked in Chinese word order, is the privacy answer', () => {
    expect(say('你们会不会把我们的地址和电话卖给别人？')).toMatch(/\bsell\b/);
    expect(cited('你们会不会把我们的地址和电话卖给别人？').some((url) => /privacy|notice/.test(url))).toBe(true);
  });

  it('Korean "냉장고는 빼고" drops the fridge and "넣어주세요" adds', () => {
    const reply = say('standard로 방 3, 화장실 2에 오븐 안쪽이랑 냉장고 안쪽 add-on 넣으면 총 얼마예요?', '냉장고는 빼고, 대신 stovetop scrub이랑 microwave 안쪽 넣어주세요.');
    expect(reply).not.toContain(itemOf(/^Refrigerator/));
    expect(reply).toContain(itemOf(/^Microwave/));
    expect(reply).toContain(itemOf(/^Stovetop/));
  });

  it('Hinglish "maine" is "I", not the state of Maine', () => {
    expect(say('maine NEWCOMER daala but discount nahi dikh raha total mein')).not.toMatch(/Maine/);
  });

  it('"living room (open kitchen, its one room)" is one Other Room', () => {
    expect(say('hi how much is a standard clean for 2br 1ba + living room (open kitchen, its one room)')).toMatch(/1 × Other Room/);
  });

  it('homes of different sizes listed in one message get each one\'s figure beside the total', () => {
    const rooms = (bed: number, bath: number) => index.facts.rooms.find((r) => r.item === 'Bedroom')!.standard * bed + index.facts.rooms.find((r) => r.item === 'Bathroom')!.standard * bath;
    expect(say('I have two units: unit A 2 bed 1 bath, unit B 3 bed 2 bath. standard price for each and the total?'))
      .toContain(`Each home's rooms: 2 bedrooms, 1 bathroom, ${formatCents(rooms(2, 1))}; 3 bedrooms, 2 bathrooms, ${formatCents(rooms(3, 2))}.`);
  });

  it('cleaning one\'s own home weighed against hiring us is the blog\'s post, not the crew\'s or the price list', () => {
    const post = postSaying(/looks free/);
    for (const q of ['why is cleaning my own home expensive?', 'is cleaning my house myself cheaper than hiring you?']) {
      expect(inTurns(engine, q).sources.map((s) => s.url)).toContain(post);
    }
    // Being hired is still the crew's.
    expect(say('are you hiring cleaners?')).toMatch(/crew/);
  });
});
