import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildChatIndex } from '../../generator/chat/index.ts';
import { loadContent } from '../../generator/content/load.ts';
import { formatCents } from '../../kernel/money.ts';
import { quote } from '../../tests/prices.ts';
import { createChatEngine } from './engine.ts';
import { inTurns } from '../../tests/chat-turns.ts';
import { placeUrl } from '../../kernel/page-urls.ts';

/**
 * What the graders of fresh rounds (68 to 71) found wrong, asked as their writers asked it: units and rooms counted or
 * described in new ways (a motel's units, a room with its own bath, rooms the visitor cleans herself, bathrooms described
 * after their count, restrooms as half baths), spaces whose service the app prices, forms' fields and what is done with
 * them, places, "not sure" where the site answers, Vietnamese and Arabic, and the blog's evening reset. Figures come from
 * the price list, sources from the pages' addresses.
 */
const index = buildChatIndex(loadContent(path.resolve(import.meta.dirname, '../..')).content);
const engine = createChatEngine(index);
const prices = index.facts;
const ask = (...turns: string[]) => inTurns(engine, ...turns);
const say = (...turns: string[]) => ask(...turns).reply;
const urls = (...turns: string[]) => ask(...turns).sources.map((s) => s.url);
const unit = { Bedroom: 1, Bathroom: 1 };
/** The blog post whose text says it: tests name a post by what it holds, not by today's address. */
const postSaying = (words: RegExp) => index.passages.find((p) => p.kind === 'blog' && words.test(p.text))!.url;
/** The help article titled so, by its title's words, not today's address. */
const articleTitled = (words: RegExp) => index.passages.find((p) => p.kind === 'help' && words.test(p.title))!.url;
/** A municipality's page, from the place data the pages are built from. */
const placePage = (name: string, countyName: string) => {
  const place = index.places.find((p) => p.name === name && p.countyName === countyName)!;
  return placeUrl(place.county, place.slug);
};

describe('units counted, and a room with its own bath', () => {
  it('"each of my units is one bedroom and one bathroom: what would 6 units cost?" multiplies', () => {
    const one = quote(prices, 'standard', unit).result.total;
    expect(say('Each of my units is one bedroom and one bathroom. What would 6 units cost at your Standard rates?')).toContain(`6 × ${formatCents(one)} = ${formatCents(6 * one)}`);
  });

  it('"two are 1bd/1ba, one 2bd/1ba, one 3bd/2ba" counts both of the two (round 133, tuning)', () => {
    for (const q of ['If I book them as regular Standard cleans, what do my 4 units come to? Two are 1bd/1ba, one 2bd/1ba, one 3bd/2ba. Just bedrooms and baths.',
      'two of them are 1bd/1ba, one is 2bd/1ba and one is 3bd/2ba. standard, total?']) {
      expect(say(q)).toContain(`Total: ${quote(prices, 'standard', { Bedroom: 7, Bathroom: 5 }).total}`);
    }
  });

  it('"ok and 12 of those" after one unit multiplies it', () => {
    const one = quote(prices, 'standard', unit).result.total;
    expect(say('price for 1 room w bed + bath standard', 'ok and 12 of those')).toContain(`12 × ${formatCents(one)} = ${formatCents(12 * one)}`);
  });

  it('the code on several units says the site doesn\'t say whether they are one first cleaning, with both figures', () => {
    const reply = say('If my first booking is 10 units, 1 bed + 1 bath each, Standard, does NEWCOMER take half off all of it?');
    expect(reply).toMatch(/doesn't say whether several homes booked together count as one first cleaning/);
    expect(reply).toContain(quote(prices, 'standard', { Bedroom: 10, Bathroom: 10 }).firstClean);
  });

  it.each([
    'price for 1 room w bed + bath standard',
    "how much to clean a room with its bathroom? it's for the motel",
    '¿Cuánto cuesta limpiar una habitación con su baño? Es para el motel.',
  ])('"%s" is a bedroom and a bathroom, no Other Room', (question) => {
    expect(say(question)).toContain(`Total: ${quote(prices, 'standard', unit).total}`);
  });

  it('reads Polish "2 inne pokoje: kuchnię i salon" as two other rooms, and the small toilet as a half bath', () => {
    expect(say('Mamy 3 sypialnie, 1 łazienkę, 1 małą toaletę (tylko sedes i umywalka) i 2 inne pokoje: kuchnię i salon. Ile kosztuje zwykłe sprzątanie?'))
      .toContain(`Total: ${quote(prices, 'standard', { Bedroom: 3, Bathroom: 1, 'Half Bathroom': 1, 'Other Room': 2 }).total}`);
  });
});

describe('spaces whose service the app prices', () => {
  it('a clubhouse with its rooms gets Office and Business Cleaning, priced by the app, not a home estimate', () => {
    const reply = say('Our clubhouse has a meeting room, a small kitchen, two restrooms and a fitness room. Which of your services would apply to a space like that, and how is it priced?');
    expect(reply).toMatch(/^Office and Business Cleaning has no published price/m);
    expect(reply).not.toMatch(/^Total:/m);
  });

  it('a unit that "will be empty" when the tenant leaves gets Move In/Out Cleaning, priced by the app', () => {
    const reply = say('Tenant is leaving basement apartment end of month, it will be empty. 1 bedroom 1 bath 1 kitchen. Which cleaning I need for the new tenant and how much it cost?');
    expect(reply).toMatch(/^Move In\/Out Cleaning has no published price/m);
    expect(reply).not.toMatch(/^Total:/m);
  });
});

describe('forms: which one, its fields, and what is done with them', () => {
  const business = prices.forms.find((f) => f.id === 'businessWaitlist')!;

  it('"what info does the business waitlist form ask for?" gets that form\'s fields', () => {
    expect(say('What info does the business waitlist form ask for? I need to clear it with compliance before submitting.')).toContain(`The form on [${business.title}](${business.url}) asks for:`);
  });

  it('"what do I fill in on the waitlist?" two turns after the business version is the business waitlist', () => {
    expect(say("What's the Nestwell business version?", 'When?', 'What do I fill in on the waitlist?')).toContain(`The form on [${business.title}](${business.url}) asks for:`);
  });

  it('"what do you do with that info?" of the business waitlist gets the notice\'s rows for forms, not the office service', () => {
    const reply = say('If I put my company on the business waitlist, what do you do with that info?');
    expect(reply).toMatch(/\[Notice at Collection\]/);
    expect(reply).not.toMatch(/^Office and Business Cleaning/m);
    expect(reply).not.toMatch(/^\|/m);
  });
});

describe('places', () => {
  it('"07424, is that just Little Falls?" names every town of the ZIP', () => {
    const reply = say('zip 07424 is that just little falls');
    expect(reply).toMatch(/Little Falls/);
    expect(reply).toMatch(/Woodland Park/);
  });

  it('"in Bayonne, off Broadway" is Bayonne\'s street, not Broadway in Warren County', () => {
    const reply = say("It's in Bayonne, off Broadway, the same house I grew up in. Do you even come to Bayonne?");
    expect(reply).toMatch(/Bayonne/);
    expect(reply).not.toMatch(/Warren County/);
  });
});

describe('"not sure" where the site answers', () => {
  it('"what about my ip" after a privacy question gets the notice\'s row for technical data', () => {
    expect(urls('do you sell my data?', 'what about my ip')).toContain('/notice-at-collection');
    expect(say('do you sell my data?', 'what about my ip')).toMatch(/\bIP\b/);
  });

  it('"what trackers does your site drop?" gets the cookie answer', () => {
    expect(say("Our IT volunteer wants to know what trackers your site drops. We're careful about that.")).toMatch(/^Our own code sets no cookies/);
  });

  it('"can I get a copy of whatever you have on me?" gets the New Jersey rights', () => {
    expect(urls('As a NJ resident can I get a copy of whatever you have on me?')).toContain('/privacy-policy');
    expect(say('As a NJ resident can I get a copy of whatever you have on me?')).toMatch(/section of our \[Privacy Policy\]/);
  });

  it('a paper check, or the bills sent to a management company, gets how paying works', () => {
    expect(say("Can I pay from the estate's checking account, or with a paper check the lawyer writes?")).toMatch(/^You pay securely in the Nestwell app/);
    expect(say('And the bills can go straight to our management company?')).toMatch(/billing someone else/);
  });

  it.each(['Do you take away junk? Old furniture, bags of clothes?', "The lawyer keeps saying I need an 'estate cleanout'. Is that something you do?"])('"%s" says hauling is not among the services, not the Other add-on', (question) => {
    const reply = say(question);
    expect(reply).toMatch(/^The site doesn't say anything about hauling/);
    expect(reply).not.toMatch(/Other \(\$/);
  });

  it('sheets and towels taken away to be washed are laundry, not hauling', () => {
    expect(say("Do cleaners wash the towels and sheets on site, or take them away to launder?")).not.toMatch(/hauling/);
  });

  it('"office jobs, not cleaning" gets the careers page\'s line on other openings', () => {
    expect(say("My neighbour's daughter asked if you hire for office jobs, not cleaning. Where would she look?")).toMatch(/^We do not list other openings/);
  });

  it.each([
    ['W internecie widziałam, że soda z octem czyści odpływ. U was na blogu coś było o tym, działa?', 'Polish'],
    ['y el micro? entra gratis?', 'Spanish'],
  ])('"%s" is read as %s', (question, language) => {
    expect(say(question)).toContain(`(I read your message as ${language})`);
  });
});

describe('rooms as people list them', () => {
  it('"i do the kitchen myself" leaves the kitchen out', () => {
    expect(say('cheapest way?? if they only do the bedroom + bathroom and i do the kitchen myself')).toContain(`Total: ${quote(prices, 'standard', { Bedroom: 1, Bathroom: 1 }).total}`);
  });

  it('"my 4 bed / 2 bath / kitchen / living room house" counts the living room before "house"', () => {
    expect(say('my 4 bed / 2 bath / kitchen / living room house, deep, how much?')).toContain(`Total: ${quote(prices, 'deep', { Bedroom: 4, Bathroom: 2, 'Other Room': 2 }).total}`);
  });

  it('a basement apartment is a home, not a basement room', () => {
    expect(say('ok how much is a DEEP clean for the basement apt, its 1 bed 1 bath and a living room w the kitchen in it')).toContain(`Total: ${quote(prices, 'deep', { Bedroom: 1, Bathroom: 1, 'Other Room': 1 }).total}`);
  });

  it('rooms named and then summed up "which I take to be six other rooms" are six, not twelve', () => {
    expect(say("our suite is a reception area, a conference room, a kitchenette and three private offices, which I take to be six 'other rooms', plus two half bathrooms. What would Standard Cleaning come to?"))
      .toContain(`Total: ${quote(prices, 'standard', { 'Other Room': 6, 'Half Bathroom': 2 }).total}`);
  });

  it('Haitian Creole "yon ti twalèt" is a half bath', () => {
    expect(say('Konbyen sa ap koute pou yon standard cleaning? Kay la gen 2 chanm, 1 saldeben konplè, yon ti twalèt, yon salon ak yon kwizin.'))
      .toContain(`Total: ${quote(prices, 'standard', { Bedroom: 2, Bathroom: 1, 'Half Bathroom': 1, 'Other Room': 2 }).total}`);
  });

  it('"seven houses like that?" multiplies, and "add fridge and oven at each, total for the seven?" is seven homes, not seven people', () => {
    const rooms = { Bedroom: 4, Bathroom: 2, 'Other Room': 2 };
    const one = quote(prices, 'deep', rooms, ['Refrigerator inside', 'Oven inside']).result.total;
    const reply = say('Deep Cleaning, 4 bedrooms, 2 full baths, kitchen, living room. Per house?', 'Seven houses like that?', 'Add fridge inside and oven inside at each. New total for the seven?');
    expect(reply).toContain(`7 × ${formatCents(one)} = ${formatCents(7 * one)}`);
    expect(reply).not.toMatch(/^Split 7 ways/m);
  });
});

describe('privacy asked in passing', () => {
  it('a twelve-year-old who wants to fill in the creator form herself gets what the privacy policy says of children', () => {
    expect(say('My granddaughter Lily is twelve and makes little videos about tidying her room. She wants to fill in your creator programme form herself. Is that all right?'))
      .toMatch(/section of our \[Privacy Policy\]/);
  });

  it('"I sent a message through your app feedback form. I\'d like you to delete it" gets how to use one\'s rights', () => {
    const sources = urls("I sent a message through your app feedback form last month. I'd like you to delete it. How?");
    expect(sources).toContain('/privacy-policy');
    expect(sources).not.toContain('/app-feedback');
  });
});

describe('Vietnamese', () => {
  it('prices the rooms and add-ons a Vietnamese message names, and says it read it as Vietnamese', () => {
    const reply = say('Sắp Tết rồi, chị muốn dọn nhà thật kỹ. Nhà 3 phòng ngủ, 1 bathroom, 1 half bath, living room, kitchen. Thêm lau trong lò nướng với tủ lạnh nữa. Tổng bao nhiêu em?');
    expect(reply).toContain('(I read your message as Vietnamese)');
    expect(reply).toContain(`Total: ${quote(prices, 'deep', { Bedroom: 3, Bathroom: 1, 'Half Bathroom': 1, 'Other Room': 2 }, ['Oven inside', 'Refrigerator inside']).total}`);
  });

  it('counts "phòng khách với bếp" as two rooms', () => {
    expect(say('Nhà townhouse của em có 3 phòng ngủ, 2 phòng tắm, 1 half bath, phòng khách với bếp. Standard cleaning bao nhiêu tiền vậy?'))
      .toContain(`Total: ${quote(prices, 'standard', { Bedroom: 3, Bathroom: 2, 'Half Bathroom': 1, 'Other Room': 2 }).total}`);
  });

  it('"if the cleaner doesn\'t clean well, do I have to pay?" gets the promise', () => {
    expect(say('Nếu cleaner làm không sạch thì em có phải trả tiền không?')).toMatch(/if you are not happy, you do not pay/);
  });

  it('"có mất phí không?" after cancelling asks about a fee, not the add-ons', () => {
    const reply = say('Cancel cleaning tomorrow, em bệnh. Có mất phí không?');
    expect(reply).toMatch(/cancellation rule/);
    expect(reply).not.toMatch(/^Add-ons are/m);
  });
});

describe('the blog\'s evening reset', () => {
  it('"what\'s in the five stars article" gets the post\'s outline, not one part of it', () => {
    expect(say('whats in the five stars article')).toMatch(/^It goes through:/m);
  });

  it('"the blog had some 15 min evening thing? what was it" (round 133, tuning) quotes the post that has the reset', () => {
    const asked = ask('the blog had some 15 min evening thing? what was it');
    expect(asked.sources.map((s) => s.url)).toContain(postSaying(/evening reset/));
    expect(asked.reply).toMatch(/evening reset/);
  });

  it.each(['whats that 15 min evening reset thing from your blog, need it w a newborn', 'your blog says 15 minute clean evening, what is it?', 'what was that 15 minute evening reset from your blog? I need it for sunday nights lol', 'you had a blog post with a 15 minute evening reset? what were the steps, I want to make it a house rule', 'saw ur blog thing about clean house clear head, whats the 15 min thing again i forgot',
    // A sentence of the post's closing part names the words best; the steps are another part's (tuning).
    'I read one of your articles about a fifteen-minute evening reset and meant to copy it down. What were the steps again?'])('"%s" gets the reset\'s steps', (question) => {
    expect(say(question).match(/^\d+\. /gm)?.length).toBeGreaterThanOrEqual(3);
  });
});

describe('the blog\'s advice asked without naming the blog (tuning)', () => {
  it('"what should i ask a cleaning company before i hire them?" gets the post\'s questions worth asking', () => {
    const asked = ask('what should i ask a cleaning company before i hire them?');
    expect(asked.sources.map((s) => s.url)).toContain(postSaying(/questions worth asking/i));
    expect(asked.reply.match(/^- .*\?$/gm)?.length).toBeGreaterThanOrEqual(3);
  });

  it('"is it cheaper to just clean myself honestly" gets the blog\'s post on cleaning one\'s own home, not the code', () => {
    expect(urls('is it cheaper to just clean myself honestly')[0]).toMatch(/^\/blog\//);
    expect(urls('Is it even worth paying for cleaning vs doing it myself?')[0]).toMatch(/^\/blog\//);
  });

  it('booking for someone else is no weighing of cleaning oneself', () => {
    expect(urls("Can I book and pay for the clean myself even though the house is my seller's, not mine?").every((u) => !u.startsWith('/blog/'))).toBe(true);
  });
});

describe('Arabic, as Levantine speakers write it', () => {
  it('prices "4 غرف نوم و 2 حمام وصالون ومطبخ" and says it read the message as Arabic', () => {
    const reply = say('يا ابني كم بتكلف تنظيف standard لبيت فيه 4 غرف نوم و 2 حمام وصالون ومطبخ؟');
    expect(reply).toContain('(I read your message as Arabic)');
    expect(reply).toContain(`Total: ${quote(prices, 'standard', { Bedroom: 4, Bathroom: 2, 'Other Room': 2 }).total}`);
  });

  it('reads a count written after its noun: "ثلاث غرف نوم وحمام واحد"', () => {
    expect(say('السلام عليكم، كم سعر التنظيف العادي لشقة فيها ثلاث غرف نوم وحمام واحد؟')).toContain(`Total: ${quote(prices, 'standard', { Bedroom: 3, Bathroom: 1 }).total}`);
  });

  it('reads "كم" only as a word, not inside "عندكم": "كيف بحجز عندكم؟" asks how to book', () => {
    expect(say('كيف بحجز عندكم؟')).not.toMatch(/^Cleanings are priced by the room/m);
  });

  it.each([
    ['إذا ما عجبنا التنظيف، لازم ندفع؟', /if you are not happy, you do not pay/],
    ['هل بتبيعوا معلوماتي لشركات تانية؟', /\[Notice at Collection\]\(\/notice-at-collection\)/],
    ['هل تنظفون في باترسون؟', /paterson-city/],
  ])('"%s" is answered from the site', (question, answer) => {
    expect(say(question)).toMatch(answer);
  });
});

describe('rooms described after their count', () => {
  it('"two bathrooms, a full and a half" is one of each', () => {
    expect(say("Skip the sales pitch. Two bathrooms, a full and a half. Standard. What's it cost?")).toContain(`Total: ${quote(prices, 'standard', { Bathroom: 1, 'Half Bathroom': 1 }).total}`);
  });

  it('"half bathrooms for our two restrooms" prices the restrooms as half baths', () => {
    expect(say("Half bathrooms for our two restrooms on Standard, plus the two private offices as Other Rooms: what's that subtotal?"))
      .toContain(`Total: ${quote(prices, 'standard', { 'Half Bathroom': 2, 'Other Room': 2 }).total}`);
  });

  it('an open office is a room of its own beside the private offices', () => {
    expect(say('What would a Standard cleaning cost by your room table for: open office, two private offices, conference room, kitchenette and two restrooms?'))
      .toMatch(/5 × Other Room/);
  });

  it('"the five rooms as Other Room and the two restrooms as half bathrooms" prices that', () => {
    expect(say("Just for budgeting, price it with your Standard room table: the five rooms as 'Other Room' and the two restrooms as half bathrooms, since they have no showers."))
      .toContain(`Total: ${quote(prices, 'standard', { 'Half Bathroom': 2, 'Other Room': 5 }).total}`);
  });
});

describe('the crew app in Spanish', () => {
  it('"donde bajo la app crew?" gets the Nestwell Crew app\'s links', () => {
    expect(say('donde bajo la app crew? link pls')).toContain('(/nestwell-crew-ios)');
  });
});

describe('an offer an editor changes', () => {
  const changed = structuredClone(index);
  changed.facts.offer = { code: 'WELCOME', percentOff: 30 };
  const withChanged = createChatEngine(changed);

  it.each([
    'I make cleaning videos. Do creators in your program get a free cleaning?',
    'does the discount include the add-ons too?',
  ])('"%s" is told the offer content/pricing.json gives, not a figure written in the engine', (question) => {
    const { reply } = withChanged.answer(question);
    expect(reply).toContain('30% off');
    expect(reply).not.toMatch(/50%|\bhalf off\b|\bhalves\b/);
  });
});

describe('an applicant\'s questions, as round 72\'s applicant asked them', () => {
  const crewSupport = `[Crew support](${prices.crewSupportUrl})`;

  it.each([
    ['do clients rate us? what happens if somebody gives me a bad review', /doesn't say what happens after a bad review/],
    ['real talk i got a record from when i was 17. does that auto disqualify me', /doesn't publish what the check looks at, what would rule someone out/],
    ['how does the background check work, like what do they look at and do i pay for it', /or who pays for it/],
    ['if i join do i go thru the same check as everybody else or is it different for young people', /doesn't publish what the check looks at/],
    ['can i only work nights? i got my daughter in the daytime til my girl gets off work', /doesn't say how cleaners' hours or schedules work/],
    ['what does the crew app actually do? does it show me jobs close to me and let me pick?', /doesn't describe what the Nestwell Crew app shows or lets a cleaner do/],
    ['my mom wants to clean too but her english aint great, she mostly speaks spanish. is the crew site or the app in spanish?', /doesn't say which languages the crew site or the Nestwell Crew app come in/],
    ['my deaf friend is looking for work. can she be a nestwell cleaner?', /doesn't say anything about applying to clean for someone who is deaf/],
  ])('"%s" gets the crew\'s answer and crew support, never the client price list', (question, answer) => {
    const reply = say(question);
    expect(reply).toMatch(answer);
    expect(reply).toContain(crewSupport);
    expect(reply).not.toContain('client support](');
    expect(reply).not.toContain('Bedroom:');
  });

  it('"clients pay like 17 a bedroom so that\'s what I get?" after asking what cleaners make is told the prices are not a cleaner\'s pay', () => {
    const reply = say('how much do cleaners make', 'ok but clients pay like 17 a bedroom right so thats what i get?');
    expect(reply).toContain('not what a cleaner earns');
    expect(reply).not.toContain('Bedroom:');
  });

  it('"i work nights at the restaurant" is when the cleaner can call, not a question about the crew\'s hours', () => {
    expect(say('is crew support open late? i work nights at the restaurant so i can only call after like 11pm')).not.toMatch(/hours or schedules/);
  });

  it('joining the early access waitlist is no application to clean', () => {
    expect(urls('what info do u collect if i join the early access waitlist')).toContain('/waitlist');
  });
});

describe('rounds 72 and 73: rooms, places, Portuguese and the code on several units', () => {
  const studio = { Bathroom: 1, 'Other Room': 1 };

  it('"what if she adds the kitchen and living room" after a home priced adds both rooms', () => {
    expect(say('my moms place, 2 bed 1 bath, how much for standard', 'what if she adds the kitchen and living room'))
      .toContain(`Total: ${quote(prices, 'standard', { Bedroom: 2, Bathroom: 1, 'Other Room': 2 }).total}`);
  });

  it.each([
    ['The house has two bedrooms, one full bathroom, a half bath off the kitchen, the kitchen itself, the living room and the sunroom. What would a regular cleaning cost me?', { Bedroom: 2, Bathroom: 1, 'Half Bathroom': 1, 'Other Room': 3 }],
    ['how much is a standard clean for my apt? 1 bed 1 bath + living room + kitchen 🏠', { Bedroom: 1, Bathroom: 1, 'Other Room': 2 }],
    ['standard clean, 1bd/1ba/living/kitchen, how much?', { Bedroom: 1, Bathroom: 1, 'Other Room': 2 }],
    ['i live in a studio tho 😂 how do u price a studio w/ 1 bathroom', studio],
  ])('"%s" counts every room once', (question, rooms) => {
    expect(say(question)).toContain(`Total: ${quote(prices, 'standard', rooms).total}`);
  });

  it('"the living room and the kitchen as separate rooms" adds two rooms, not a third "separate room"', () => {
    expect(say('2 bed 2 bath standard?', 'And if she adds the living room and the kitchen as separate rooms?'))
      .toContain(`Total: ${quote(prices, 'standard', { Bedroom: 2, Bathroom: 2, 'Other Room': 2 }).total}`);
  });

  it('"just the kitchen + inside of the oven and fridge, standard. how much" prices the kitchen with its add-ons', () => {
    const { result } = quote(prices, 'standard', { 'Other Room': 1 }, ['Refrigerator inside', 'Oven inside']);
    expect(say('just the kitchen + inside of the oven and fridge pls, standard. how much')).toContain(`Total: ${formatCents(result.total)}`);
  });

  it('six units priced without asking about the code take it off one first cleaning, not all six', () => {
    const one = quote(prices, 'standard', { Bedroom: 1, Bathroom: 1, 'Other Room': 1 }).result;
    const reply = say("Six identical units: 1 bedroom, 1 bathroom, and one combined living room/kitchen each. What's the total for a Standard cleaning of all six?");
    expect(reply).toContain(`5 × ${formatCents(one.total)} + ${formatCents(one.firstClean)} = ${formatCents(5 * one.total + one.firstClean)}`);
    expect(reply).not.toMatch(/if it covers all/);
  });

  it('"the other 14 units" after one priced with the code are at the regular rate', () => {
    const one = quote(prices, 'standard', { Bedroom: 1, Bathroom: 1, 'Other Room': 1 }).result;
    expect(say('Quote for a 1BR/1BA unit with a living room, Standard cleaning?', 'With the NEWCOMER code?', 'And Standard for the other 14 units with the same layout?'))
      .toContain(`these 14 are at the regular rate, ${formatCents(14 * one.total)}`);
  });

  it('the University of Delaware in Newark is Newark, Delaware', () => {
    const reply = say('My grandson goes to college at the University of Delaware in Newark. Could you send someone to tidy his dorm room?');
    expect(reply).toMatch(/Newark \(Delaware\) is outside our area/);
    expect(urls('My grandson goes to college at the University of Delaware in Newark. Could you send someone to tidy his dorm room?')).not.toContain('/locations/new-jersey/essex-county/newark-city');
  });

  it('"the north end of town" is a part of the visitor\'s town, not the North End another town\'s page names', () => {
    expect(say("What about 08755? That's my friend Dottie's ZIP over by the north end of town.")).not.toMatch(/Elizabeth/);
  });

  it('a host away in Florida asking how to check the cleaning gets the job photos, not "Florida is outside our area"', () => {
    const reply = say("We'll be at our daughter's in Florida for most of June. Is there any way to check the apartment was cleaned before the guests walk in?");
    expect(reply).toMatch(/job photos/);
    expect(reply).not.toMatch(/outside our area/);
  });

  it.each([
    ['apareceu um aviso de cookies. se eu clicar em Decline o site continua funcionando normal?', /Declining doesn't stop the site working/],
    ['E no Brasil? Minha mãe mora em Governador Valadares e eu queria dar de presente uma faxina pra ela kkk', /Brazil is outside our area/],
    ['Elas lavam e passam roupa também? Tenho muita roupa acumulada.', /isn't one of the named add-ons/],
    ['Quantas horas demora a limpeza mais ou menos?', /doesn't say how long a cleaning takes/],
  ])('Portuguese "%s" is read and answered', (question, answer) => {
    const reply = say(question);
    expect(reply).toMatch(/I read your message as Portuguese/);
    expect(reply).toMatch(answer);
  });

  it('"and in Brazil?" asks about the country as a place', () => {
    expect(say('and in Brazil?')).toMatch(/Brazil is outside our area/);
  });
});

describe('rounds 73 and 74: applicants, Korean and Polish read further, rooms placed or summed', () => {
  it.each([
    ['what do you do with the personal info I put in my crew application?', /the crew site has its own privacy policy/],
    ['Who pays for the background check, me or Nestwell?', /or who pays for it/],
    ['The client pays a booking fee right? does that come out of what the cleaner gets?', /whether a client's booking fee touches a cleaner's pay/],
    ['Prefiero limpiar oficinas en la noche, como hacía en el hotel. ¿Tienen trabajos de noche?', /doesn't say how cleaners' hours or schedules work/],
  ])('an applicant\'s "%s" gets the crew\'s answer and crew support', (question, answer) => {
    const reply = say(question);
    expect(reply).toMatch(answer);
    expect(reply).toContain(`[Crew support](${prices.crewSupportUrl})`);
  });

  it('a nurse\'s night shift is no application: "can they come at like 7am right after my night shift" is a client\'s', () => {
    expect(say('can they come at like 7am right after my night shift')).not.toContain('Crew support');
  });

  it.each([
    ['비즈니스 버전은 언제 나와요?', /haven't announced a launch date/],
    ['Mam starego psa, Burek, nie gryzie, tylko szczeka. Czy to problem?', /mention pets/],
    ['A co jeśli nie będę zadowolony ze sprzątania?', /if you are not happy, you do not pay/],
    ['A w Polsce? Rodzina w Krakowie by chciała.', /Poland is outside our area/],
  ])('"%s" is read and answered from the site', (question, answer) => {
    expect(say(question)).toMatch(answer);
  });

  it('"two visits" in Korean is not "the second one on": 그럼 두 번째부터는요? after a home priced with the code is the regular rate', () => {
    expect(say('방 2개 욕실 1개 스탠다드 얼마예요?', '코드 쓰면요?', '그럼 두 번째부터는요?')).toMatch(/regular rate/);
  });

  it.each([
    ['forgot theres a half bath in the basement. does that cost extra? so 2 bed, 1 full, 1 half, kitchen, living rm', { Bedroom: 2, Bathroom: 1, 'Half Bathroom': 1, 'Other Room': 2 }],
    ['Standard every Saturday: 3 bedrooms, 2 full baths, great room + kitchen (call it 2 other rooms). Total per week?', { Bedroom: 3, Bathroom: 2, 'Other Room': 2 }],
    ['I live alone in a one-bedroom condominium: one bedroom, one full bathroom and a living room. What is the Standard price?', { Bedroom: 1, Bathroom: 1, 'Other Room': 1 }],
    ['Ile kosztuje sprzątanie domu: 2 sypialnie, 1 łazienka, kuchnia, salon i pokój do szycia mojej świętej pamięci żony? Zwykłe sprzątanie.', { Bedroom: 2, Bathroom: 1, 'Other Room': 3 }],
  ])('"%s" counts the rooms as said', (question, rooms) => {
    expect(say(question)).toContain(`Total: ${quote(prices, 'standard', rooms).total}`);
  });

  it('French "3 autres pièces" are three Other Rooms', () => {
    expect(say('Grand ménage (deep) : 5 chambres, 2 salles de bain, 3 autres pièces. Ça fait combien au total ?'))
      .toContain(`Total: ${quote(prices, 'deep', { Bedroom: 5, Bathroom: 2, 'Other Room': 3 }).total}`);
  });

  it('Polish "a small bathroom, only a toilet and sink" is a half bathroom', () => {
    expect(say('W piwnicy mam małą łazienkę, tylko ubikacja i umywalka. Ile?')).toMatch(/Half Bathroom: /);
  });

  it('"since I moved in" is a move long past, not an empty home', () => {
    expect(say('Which service should we pick if the place hasnt been properly cleaned since we moved in a year ago?')).toMatch(/Deep Cleaning first/);
  });

  it('a son in Poland paying with his card is asked about paying, not told Poland is outside the area', () => {
    expect(say('Mój syn mieszka w Polsce, może zapłacić swoją polską kartą za nasze sprzątanie?')).not.toMatch(/outside our area/);
  });
});

describe('round 75: a Spanish-speaking applicant, a figure quoted back, visits counted by the day', () => {
  it.each([
    ['¿La aplicación Nestwell Crew está en español?', /doesn't say which languages the crew site or the Nestwell Crew app come in/],
    ['¿Hacen verificación de antecedentes? Tuve una multa de tránsito hace años, ¿eso es problema?', /doesn't publish what the check looks at, what would rule someone out/],
    ['¿Qué pasa con mis datos personales cuando aplico? No quiero que los vendan.', /the crew site has its own privacy policy/],
    ['¿Es verdad que si el cliente no está contento no paga? ¿Entonces a mí no me pagan?', /how a client's satisfaction promise .* touches it/],
    ['¿Puedo llevar a mi hija de 16 años para que me ayude?', /only members of the Nestwell crew/i],
    ['Si un cliente me trata mal durante un trabajo, ¿a quién llamo?', /contact local emergency services first/],
    ['¿Hay seguro si me lastimo trabajando?', /doesn't say whether cleaners are covered if they get hurt on a job/],
    ['¿Cuánto tiempo tarda el proceso después de aplicar?', /how long approval takes/],
  ])('"%s" gets the crew\'s answer', (question, answer) => {
    const reply = say(question);
    expect(reply).toMatch(answer);
    expect(reply).toContain(`[Crew support](${prices.crewSupportUrl})`);
  });

  it('a client who downloaded "Nestwell Crew" by mistake is still a client', () => {
    expect(say("i downloaded 'Nestwell Crew' and its asking me about jobs?? wrong app?")).not.toContain('To join the crew');
  });

  it('"someone who won\'t hurt me" on a job is safety, not injury cover', () => {
    expect(say("how do i know a place is real and not gonna hurt me when i go clean someones house alone? do u check the clients")).not.toMatch(/covered if they get hurt/);
  });

  it('"the page says from $38.25, what is that for?" is the town pages\' starting price, read from the price list', () => {
    const bedroom = prices.rooms.find((r) => r.item === 'Bedroom')!.standard;
    const bathroom = prices.rooms.find((r) => r.item === 'Bathroom')!.standard;
    const anchor = formatCents(bedroom + bathroom);
    expect(say(`trenton page says 'from ${anchor}' what is that for exactly`)).toContain(`${anchor} is the price our town pages start from: a Standard Cleaning of the smallest home the room prices describe, one bedroom (${formatCents(bedroom)}) and one bathroom (${formatCents(bathroom)})`);
  });

  it('"every Saturday for 12 Saturdays" totals twelve visits', () => {
    const one = quote(prices, 'standard', { Bedroom: 4, Bathroom: 2, 'Other Room': 2 }).result;
    expect(say("Beach Haven house: 4 bed, 2 bath, 2 other rooms. Standard, every Saturday for 12 Saturdays this summer. What's the season total?"))
      .toContain(`12 × ${formatCents(one.total)} = ${formatCents(12 * one.total)}`);
  });
});

describe('an applicant asking who sees the details of an application', () => {
  it('"When I apply, I give my social security... Who see my information? Nestwell sell it?" gets the crew site\'s own policy, not the steps to apply', () => {
    const reply = say('When I apply, I give my social security and everything. Who see my information? Nestwell sell it?');
    expect(reply).toMatch(/the crew site has its own privacy policy/);
    expect(reply).not.toContain('To join the crew');
  });
});

describe('round 76: rooms counted as said', () => {
  it.each([
    ['Hello. I manage a small law office: a reception area, five attorney offices, a file room, a kitchenette and two restrooms (toilet and sink only). What would a Standard visit come to?', { 'Half Bathroom': 2, 'Other Room': 8 }],
    ['how much is standard for a 2-bedroom, 2-bathroom condo with one other room?', { Bedroom: 2, Bathroom: 2, 'Other Room': 1 }],
    ['After the big clean I want someone weekly but only for her bedroom, one bathroom, the kitchen and the living room. Standard. Per week?', { Bedroom: 1, Bathroom: 1, 'Other Room': 2 }],
    ['Same layout as our office (8 non-bathroom rooms, 2 half baths), Standard. Total please?', { 'Half Bathroom': 2, 'Other Room': 8 }],
    ['only bathroom and kitchen need, standard. can book only 2 room?', { Bathroom: 1, 'Other Room': 1 }],
    ['السلام عليكم. بدي تنظيف عادي بس للطابق الأرضي: الصالون، غرفة السفرة، المطبخ، وحمام الضيوف الصغير (تواليت ومغسلة بس). قديش بيكلف؟', { 'Half Bathroom': 1, 'Other Room': 3 }],
    ['كم سعر التنظيف العادي لبيتي؟ فيه ٥ غرف نوم و٣ حمامات وحمام صغير، وصالون وسفرة ومطبخ وقبو.', { Bedroom: 5, Bathroom: 3, 'Half Bathroom': 1, 'Other Room': 4 }],
    ['تنظيف عادي لكل البيت: ٥ غرف نوم، ٣ حمامات، حمام صغير، ٤ غرف ثانية. قديش؟', { Bedroom: 5, Bathroom: 3, 'Half Bathroom': 1, 'Other Room': 4 }],
  ])('"%s" is priced with the rooms it names', (question, rooms) => {
    expect(say(question)).toContain(`Total: ${quote(prices, 'standard', rooms).total}`);
  });

  it('"is that a bedroom or an other room for pricing?" asks what a room is, and prices no room', () => {
    expect(say('the finished attic is mostly the kids playroom. is that a bedroom or an other room for pricing?')).not.toMatch(/2 × Other Room/);
  });

  it('"every single add-on" with a home adds the named add-ons; "list every add-on" lists them, with no total', () => {
    const named = prices.addOns.filter((a) => a.item !== 'Other').map((a) => a.item);
    expect(say('1 bed 1 bath standard and every single add-on on your list. total?'))
      .toContain(`Total: ${formatCents(quote(prices, 'standard', { Bedroom: 1, Bathroom: 1 }, named).result.total)}`);
    expect(say('List every add-on with its price.')).not.toMatch(/Together:/);
  });
});

describe('rounds 76 and 77: a cluttered home, a toaster oven, a greeting read as a den', () => {
  it.each([
    'do u clean hoarder houses yes or no',
    'Hola, mi mamá vive en Vineland y la casa está muy sucia y llena de cosas. ¿Ustedes limpian casas así?',
  ])('"%s" gets no "Yes": the site doesn\'t say, and Deep is what it suggests for build-up', (question) => {
    const reply = say(question);
    expect(reply).toMatch(/doesn't say whether cleaners take on a hoarded or heavily cluttered home/);
    expect(reply).not.toMatch(/^Yes\. Standard Cleaning/m);
  });

  it('a toaster oven is an item not on the list, not the Oven inside add-on', () => {
    const reply = say("can they clean inside my dad's toaster oven? it's not on your list");
    expect(reply).toMatch(/Other \(\$/);
    expect(reply).not.toMatch(/^- Oven inside \(add-on\)/m);
  });

  it.each([
    ['Здравствуйте. Сколько стоит обычная уборка: две спальни, одна ванная, кухня и гостиная?', 'standard', { Bedroom: 2, Bathroom: 1, 'Other Room': 2 }],
    ['Dobryi den. Skolko stoit generalnaya uborka (deep)? U nas 3 spalni, 1 vannaya i 1 tualet s rakovinoi, gostinaya, stolovaya i kuhnya.', 'deep', { Bedroom: 3, Bathroom: 1, 'Half Bathroom': 1, 'Other Room': 3 }],
    ['What would a standard clean of one guest room with its en-suite bathroom cost?', 'standard', { Bedroom: 1, Bathroom: 1 }],
  ] as const)('"%s" is priced with the rooms it names, no more', (question, tier, rooms) => {
    expect(say(question)).toContain(`Total: ${quote(prices, tier, rooms).total}`);
  });

  it('Tagalog "sweldo ng cleaner kada oras" asks a cleaner\'s pay, not the client price list', () => {
    const reply = say('Magkano po ang sweldo ng cleaner kada oras?');
    expect(reply).toMatch(/doesn't say what cleaners earn/);
    expect(reply).not.toContain('Bedroom:');
  });
});

describe('rounds 77 and 78: Tagalog, Russian, European Portuguese and Creole read further', () => {
  it.each([
    ['Paano po kung hindi nagustuhan ni Ma\'am ang linis? Kailangan pa rin po bang magbayad?', /if you are not happy, you do not pay/],
    ['May numero po ba na pwedeng tawagan? Marunong po ba ng Tagalog ang sasagot?', /Our phone number is/],
    ['Можно заплатить уборщице наличными?', /You pay securely in the Nestwell app/],
    ['Что входит в обычную уборку?', /Standard Cleaning: /],
    ['Зимой мы во Флориде. Вы там работаете?', /Florida is outside our area/],
    ['O que está incluído numa limpeza normal? Queremos saber exatamente o que fazem.', /Standard Cleaning: /],
    ['Temos um cão pequeno que ladra muito mas não morde. Há algum problema?', /mention pets/],
    ['Os meus pais moram em Mineola, em Nova Iorque. Podem ir lá a casa deles?', /New York is outside our area/],
    ['Enfòmasyon m mete nan aplikasyon an (SSN, adrès mwen), kiyès ki wè yo?', /the crew site has its own privacy policy/],
  ])('"%s" is read and answered from the site', (question, answer) => {
    expect(say(question)).toMatch(answer);
  });

  it('"como faço pra marcar" is still how to book', () => {
    expect(say('como faço pra marcar a primeira limpeza?')).toMatch(/You book in the Nestwell app/);
  });

  it('"we forgot to enter the code" is the code, not a cleaning that fell short', () => {
    const reply = say('we forgot to enter the code. can we add it after confirming?');
    expect(reply).toMatch(/Enter it before you confirm/);
    expect(reply).not.toMatch(/satisfaction promise/);
  });

  it('"I clicked Decline... if I want to change my mind, how?" gets the cookie policy\'s "Changing your mind"', () => {
    expect(say('i clicked Decline on the cookie banner. if i want to change my mind, how do i do it?')).toMatch(/"Changing your mind" section of our \[Cookie Policy\]/);
  });
});

describe('round 79: a nail salon priced, and Vietnamese read further', () => {
  it('a salon\'s rooms priced are Office and Business Cleaning\'s, which the app prices', () => {
    const reply = say('how much for clean my salon? 1 big room with 6 chair, 1 bathroom, 1 small back room');
    expect(reply).toMatch(/^Office and Business Cleaning has no published price/);
    expect(reply).not.toMatch(/Total: /);
  });

  it.each([
    ['Nha chi 3 phong ngu, 2 phong tam, 1 phong khach va 1 bep. Don binh thuong (standard) het bao nhieu tien vay em?', `Total: ${quote(prices, 'standard', { Bedroom: 3, Bathroom: 2, 'Other Room': 2 }).total}`],
    ['Cho chị số điện thoại để nói chuyện với người thật đi em.', 'Our phone number is'],
    ['Chị muốn viết đánh giá tốt trên Google cho bên em, vào đâu?', '(/google-review)'],
  ])('Vietnamese "%s" is read and answered', (question, answer) => {
    expect(say(question)).toContain(answer);
  });
});

describe('round 80: a studio\'s rooms, an emergency, a cleaner\'s Polish, no "Yes" before "the site doesn\'t say"', () => {
  it.each([
    'Rough budget question for the studio: studio floor, reformer room, two changing rooms and a small office, plus two restrooms that are just toilet and sink (no showers). Standard level. What would that run per visit?',
    'For budgeting: studio floor, reformer room, two changing rooms, an office, and two toilet-and-sink restrooms. Standard rates, per visit?',
  ])('"%s" counts five rooms and two half bathrooms', (question) => {
    expect(say(question)).toContain(`Total: ${quote(prices, 'standard', { 'Half Bathroom': 2, 'Other Room': 5 }).total}`);
  });

  it('someone who fell and can\'t get up: emergency services first', () => {
    expect(say('the cleaner lady slipped on my stairs and cant get up, what do i do')).toMatch(/^If anyone's safety is at risk, contact your local emergency services first/);
  });

  it('"I can\'t move furniture myself" is no emergency', () => {
    expect(say("I use a wheelchair and I can't move furniture myself. Will the cleaner move my couch?")).not.toMatch(/emergency services/);
  });

  it.each([
    ['Dzień dobry, ile płacicie sprzątaczkom za godzinę?', /doesn't say what cleaners earn/],
    ['Wolę sprzątać biura wieczorami niż domy. Da się tak?', /doesn't say how cleaners' hours or schedules work/],
  ])('a cleaner\'s Polish "%s" gets the crew\'s answer', (question, answer) => {
    const reply = say(question);
    expect(reply).toMatch(answer);
    expect(reply).not.toContain('Bedroom:');
  });

  it('"do the turnover cleaners wash the sheets?" gets no "Yes" before the site\'s silence', () => {
    expect(say('Do the turnover cleaners wash the sheets and towels between renters?')).not.toMatch(/^Yes\b/);
  });
});

describe('round 81: two replies the stop made worse, mended (measured by no fresh round)', () => {
  it('Polish "czy jest praca wieczorami?" is a cleaner asking about evening work, not a client booking', () => {
    const reply = say('czy jest praca wieczorami? moge tylko po 17');
    expect(reply).toMatch(/doesn't say how cleaners' hours or schedules work/);
    expect(reply).not.toMatch(/You book in the Nestwell app/);
  });

  it('Spanish "¿Y mi periquito? Está en la sala." is the pet, with no price', () => {
    const reply = say('Tengo mis pastillas en el mostrador de la cocina. ¿Qué hago con ellas cuando vengan?', '¿Y mi periquito? Está en la sala.');
    expect(reply).toMatch(/mention pets/);
    expect(reply).not.toMatch(/\$\d/);
  });
});

describe('questions read from other languages, answered from the page they ask about', () => {
  const hacks = postSaying(/\bbleach\b/i);
  it.each([
    ['글씨가 잘 안 보여요. 화면을 어둡게 바꿀 수 있나요?', '/accessibility'],
    ['Litery na stronie są za małe, słabo widzę. Można powiększyć?', '/accessibility'],
    ['Sit la twò klere pou je m lannwit. Èske gen dark mode?', '/accessibility'],
    ['Czy mogę zmieszać wybielacz z octem do łazienki?', hacks],
    ['Na parapecie mam marmur. Mogę myć octem?', hacks],
    ['Esta conversa fica gravada? Quem é que a lê?', '/privacy-policy'],
    ['Bên em có bán thông tin của chị không?', '/notice-at-collection'],
  ])('"%s" cites %s', (question, url) => {
    expect(urls(question)).toContain(url);
  });
});

describe("rounds 81 and 82: where someone is, what is typed into the chat, and totals asked several ways", () => {
  const NJ_ONLY = /outside our area/;
  const photos = articleTitled(/\bphotos\b/i);

  it('where the one asking is, beside a question of another kind, is no place asked about', () => {
    const reply = ask("Since I'm in PA most of the summer, how do I actually know the turnover got done before my 4pm check-in?");
    expect(reply.reply).not.toMatch(NJ_ONLY);
    expect(reply.sources.map((s) => s.url)).toContain(photos);
    expect(say('He\'ll be staying with my sister in Florida for six weeks this winter. Can I pause his recurring cleanings and restart after?')).not.toMatch(NJ_ONLY);
  });

  it.each([
    'I live in Pennsylvania, do you clean there?',
    'We may move her to my sister\'s in Yardley, Pennsylvania. Would you still be able to come?',
    'I also coach a class in Staten Island on Sundays, could you clean that space?',
    'I live in Pennsylvania.',
  ])('"%s" is still told we serve New Jersey only', (question) => {
    expect(say(question)).toMatch(NJ_ONLY);
  });

  it('"the new one the owner is considering in Yardley" asks about that office', () => {
    expect(say('Can Nestwell clean our insurance office in Toms River?', 'And the new one the owner is considering in Yardley, Pennsylvania?')).toMatch(NJ_ONLY);
  });

  it('a ZIP asked for a town named is given, from the town\'s own list', () => {
    const bayonne = index.places.find((p) => p.name === 'Bayonne City')!;
    expect(say('Hoboken, Weehawken or JC, which of those do you serve?', 'and Bayonne? what zip is that')).toContain(bayonne.zips[0]!);
  });

  it.each([
    ['Should I type Dad\'s medical conditions and medications here so the cleaner knows to be careful?', /booking's notes/],
    ['Can I paste our staff schedule here, with names and cell numbers, so you know who\'ll be there to let the cleaner in?', /Access details/],
    ['garage keypad is 4471#. pls pass it to whoever is cleaning thursday', /Access details/],
  ])('"%s" is told not to send it through the chat', (question, more) => {
    const reply = say(question);
    // A code typed out already is met with "don't type", one offered with "better not".
    expect(reply).toMatch(/^(Better not to type it here|Please don't type codes)/);
    expect(reply).toMatch(more);
  });

  it('what becomes of names typed into the chat is the privacy policy\'s to say', () => {
    const reply = ask('If I type guest names and addresses into this chat, do you store them or send them to some AI company?');
    expect(reply.reply).not.toMatch(/Better not/);
    expect(reply.sources.map((s) => s.url)).toContain('/privacy-policy');
  });

  it('homes listed one by one are each priced, and added up', () => {
    const homes: Record<string, number>[] = [{ Bedroom: 1, Bathroom: 1, 'Other Room': 1 }, { Bedroom: 2, Bathroom: 1, 'Other Room': 2 }, { Bedroom: 3, Bathroom: 2, 'Half Bathroom': 1, 'Other Room': 2 }];
    const reply = say('Standard clean of all three please: (1) Wildwood 1 bed / 1 bath / 1 other room, (2) Wildwood 2 bed / 1 bath / 2 other rooms, (3) North Wildwood 3 bed / 2 bath / 1 half bath / 2 other rooms. Each unit and the grand total?');
    for (const home of homes) expect(reply).toContain(quote(prices, 'standard', home).total);
    const all = homes.reduce((sum, home) => sum + quote(prices, 'standard', home).result.total, 0);
    expect(reply).toContain(`Total: ${formatCents(all)} for all 3`);
  });

  it('"the two 2BRs each have..." counts homes by kind, not a list of two', () => {
    expect(say('Per-unit and total for all four: the two 2BRs each have 2 bed, 1 bath, living room + kitchen; the two 1BRs each have 1 bed, 1 bath and one living/kitchen room.')).not.toMatch(/for all 2\b/);
  });

  const addOn = (name: string) => prices.addOns.find((a) => a.item === name)!.price;

  it('add-ons "to every one of my 5 turnovers" are added up for the five', () => {
    const both = addOn('Refrigerator inside') + addOn('Dishes wash');
    expect(say('If I add Refrigerator inside and Dishes wash to every one of my 5 turnovers, how much extra is that total?')).toContain(`5 × ${formatCents(both)} = ${formatCents(5 * both)}`);
  });

  it('add-ons "split 5 ways" are shared', () => {
    const both = addOn('Oven inside') + addOn('Refrigerator inside');
    expect(say('whats it cost to add oven inside + fridge inside to our clean, and whats that split 5 ways')).toContain(`${both % 5 ? 'about ' : ''}${formatCents(Math.round(both / 5))} each`);
  });

  it('"a weekly Standard clean for a 12-week summer" is twelve visits', () => {
    const one = quote(prices, 'standard', { Bedroom: 1, Bathroom: 1, 'Other Room': 1 }).result.total;
    expect(say('Unit 1 is 1 bed, 1 bath, 1 other room, as a weekly Standard clean for a 12-week summer. What are the room charges for the season?')).toContain(`12 × ${formatCents(one)} = ${formatCents(12 * one)}`);
  });

  it('"every two weeks... how much a month" over two parts of a message, read from Spanish, is two visits', () => {
    const one = quote(prices, 'standard', { Bedroom: 2, Bathroom: 1, 'Other Room': 2 }).result.total;
    expect(say('Quiero que vengan cada dos semanas. ¿Se puede? ¿Cuánto me sale al mes mi apartamento de 2 cuartos, 1 baño, sala y cocina?')).toContain(`2 × ${formatCents(one)} = ${formatCents(2 * one)}`);
  });

  it('romanized Hindi "do bathroom" counts two', () => {
    const total = quote(prices, 'deep', { Bathroom: 2, 'Other Room': 1 }, ['Stovetop scrub']).total;
    expect(say('Poora ghar nahi - sirf kitchen aur do bathroom ki deep cleaning, aur chulha (stovetop) bhi achhe se ragad ke. Kitna?')).toContain(`Total: ${total}`);
  });

  it('the code asked of another apartment after the first: one first cleaning, and the regular rate', () => {
    const second = quote(prices, 'standard', { Bedroom: 1, Bathroom: 1, 'Other Room': 1 });
    const reply = say('how much for standard on my 2 bed 1 bath, plus kitchen and living room', 'and with the code?', 'ok what about the other apartment, 1 bed 1 bath 1 other room. does the code work there too?');
    expect(reply).toMatch(/^No: NEWCOMER takes 50% off your first cleaning only/);
    expect(reply).toMatch(/one cleaning, not one for each home/);
    expect(reply).toContain(`at the regular rate, ${second.total}`);
  });

  it('a workplace\'s rooms priced are Office and Business Cleaning\'s, unless the list prices are asked for', () => {
    const office = 'Our office has four private offices, a conference room, a reception area, a small break room and two restrooms. Could you give me an estimate?';
    expect(say(office)).toMatch(/Office and Business Cleaning has no published price/);
    expect(say(office)).not.toMatch(/^Total:/m);
    expect(say('Rough weekly number please: 4 restrooms, 2 offices, the fellowship hall, the kitchen and the nursery. Just use your list prices.')).toMatch(/^Total:/m);
  });

  it('booking for one\'s buyers and paying oneself gets no "Yes" the site doesn\'t give', () => {
    const reply = say('Can I book a cleaning for my buyers at their new house and pay for it myself?');
    expect(reply).not.toMatch(/^Yes/);
    expect(reply).toMatch(/doesn't say anything particular about booking or paying for someone else's home/);
  });

  it('"I want the worker one" is the crew app', () => {
    expect(say("I tried to download the app but it's called Nestwell and I want the worker one")).toContain('(/nestwell-crew-ios)');
  });

  it.each([
    'What happens if my dad falls or has a medical problem while the cleaner is there?',
    'What if something happens to Dad while the cleaner is there, like he faints?',
  ])('"%s" gets emergency services first', (question) => {
    expect(say(question)).toMatch(/contact your local emergency services first/);
  });

  it.each([
    'And if it falls through completely and I cancel, do I eat a fee?',
    'If I move to Lewes, Delaware in the fall could I keep cleaning for you there?',
    'If I should fall ill the morning of the cleaning, may I cancel?',
  ])('"%s" is no emergency', (question) => {
    expect(say(question)).not.toMatch(/emergency services/);
  });

  it.each([
    "Could the cleaner also pick up his prescriptions or make sure he's taken his pills?",
    'can the cleaner walk my dog while she\'s there?',
    'While I visit my sister for a week, could the cleaner also water my plants and bring in the post?',
  ])('"%s" is no cleaning, said so', (question) => {
    expect(say(question)).toMatch(/nothing beyond cleaning/);
  });

  it.each([
    'How many hours will someone be in my house for a 4-bedroom? I need to work around my dog walker.',
    'do the cleaners pick up the kids toys n stuff off the floor or do i gotta do that first',
  ])('"%s" asks nothing beyond cleaning', (question) => {
    expect(say(question)).not.toMatch(/nothing beyond cleaning/);
  });

  it('a garage code is how the cleaner gets in, not a task for the Other add-on', () => {
    expect(say("We'll both be at work and kids at school. how does the cleaner get in? do you do lockboxes or should I give them the garage code?")).not.toMatch(/Other \(\$/);
  });
});

describe('rounds 82 and 83: moving a visit, the blog by what it holds, places that share a name, rooms said once', () => {
  const reschedule = /rescheduling rules for your booking/;

  it.each([
    "Guest extended one night, so I need to move Friday's turnover to Saturday. How?",
    'Closing got pushed a week, so I need to move the move-out clean.',
    'booked a cleaning for thursday but I need to move it. how?',
  ])('"%s" is moving a booking', (question) => {
    expect(say(question)).toMatch(reschedule);
  });

  it('"does moving it cost anything?" after moving a visit is the rescheduling rules, not Move In/Out Cleaning', () => {
    const reply = say("I have a doctor's appointment on the day of my cleaning. Can I move it?", 'Does moving it cost anything?');
    expect(reply).toMatch(reschedule);
    expect(reply).not.toMatch(/Move In\/Out/);
  });

  it('the blog\'s questions to ask a cleaning service are listed, from the post that has them', () => {
    const reply = ask('For our vendor review, does your blog list questions to ask a cleaning service before hiring?');
    expect(reply.sources.map((s) => s.url)).toContain(postSaying(/questions (worth asking|to ask)/i));
    expect(reply.reply.split('\n').filter((l) => /^- .*\?$/.test(l)).length).toBeGreaterThanOrEqual(3);
  });

  it('what never to use on marble is the blog\'s sentence on marble', () => {
    const reply = ask('what should I never use on marble counters?');
    expect(reply.reply).toMatch(/marble/);
    expect(reply.sources.map((s) => s.url)).toContain(postSaying(/\bmarble\b/i));
  });

  it('mixing baking soda and vinegar for a diaper pail is the blog\'s, not off-topic', () => {
    expect(urls('can i mix baking soda and vinegar for the diaper pail smell or is that a dumb hack')).toContain(postSaying(/baking soda/i));
  });

  it('"which of your blog articles is the most recent" names the newest post', () => {
    expect(say('Which of your blog articles is the most recent, and what is it about?')).toMatch(/^Our newest blog post is/);
  });

  it('how long we have to answer a data request is the privacy policy\'s timing, not how long a cleaning takes', () => {
    const reply = ask('Under the New Jersey privacy law, how long does Nestwell have to respond if I ask for a copy of the personal data you hold about me?');
    expect(reply.sources.map((s) => s.url)).toContain('/privacy-policy');
    expect(reply.reply).not.toMatch(/how long a cleaning takes/);
  });

  it('a venue in Easton is a theater\'s: Pennsylvania is outside the area, and no venue clause', () => {
    const reply = say('We are touring a production to a venue in Easton, Pennsylvania next spring. Could Nestwell clean the dressing rooms there?');
    expect(reply).toMatch(/outside our area/);
    expect(reply).not.toMatch(/court or venue/);
  });

  it('"Milford, PA (Pike County)" is Pennsylvania\'s Milford', () => {
    expect(say('We have a weekend house in Milford, PA (Pike County, right over the river). Can we book cleanings there?')).toMatch(/outside our area/);
  });

  it('Allentown alone is New Jersey\'s; beside Pennsylvania, Pennsylvania\'s', () => {
    expect(urls('friend of me live in Allentown. cleaning there ok?')).toContain(placePage('Allentown Borough', 'Monmouth County'));
    expect(say('bethlehem pa or allentown?')).toMatch(/Allentown \(Pennsylvania\)/);
  });

  it('no New Jersey municipality named on its own is called outside the area, but those named like a state', () => {
    const states = /^(Washington|Delaware)$/;
    const called = index.places.map((p) => p.name.replace(/ (Borough|Township|City|Town|Village)$/, '')).filter((name) => !states.test(name) && /outside our area/.test(say(`do you clean in ${name}?`)));
    expect(called).toEqual([]);
  });

  it('"cleanings between tenants (long term not airbnb)" is Rental Turnover Cleaning', () => {
    expect(urls('our landlord asked if u do cleanings between tenants (long term not airbnb)')).toContain(articleTitled(/rental turnover cleaning/i));
  });

  it('a host account for several properties is the business version\'s, not a web version', () => {
    expect(urls("I've got 2 units now and probably a 3rd next year. Is there a host account/dashboard for managing multiple properties?")).toContain('/business-waitlist');
  });

  it('"when is the business version launching and what will it include" is the business version, not the office scope', () => {
    const reply = say('I saw something about a Nestwell business version. When is it launching and what will it include?');
    expect(reply).toMatch(/business waitlist/);
    expect(reply).not.toMatch(/^Office and Business Cleaning: The exact scope/m);
  });

  it('add-ons asked one more at a time are added up', () => {
    const three = ['Refrigerator inside', 'Microwave inside', 'Dishes wash'].reduce((sum, a) => sum + prices.addOns.find((x) => x.item === a)!.price, 0);
    expect(say('What would you charge to clean the inside of our break-room fridge and the inside of the microwave?', 'And if we add washing the dishes that pile up in the sink?')).toContain(`Together: ${formatCents(three)}.`);
  });

  it('"both add-ons at both units" after a turnover is the two add-ons, twice', () => {
    const two = ['Refrigerator inside', 'Dishes wash'].reduce((sum, a) => sum + prices.addOns.find((x) => x.item === a)!.price, 0);
    expect(say('does a turnover include the fridge?', 'and the dishes guests leave in the sink?', 'so both add-ons at both units every week, how much extra per week?')).toContain(`2 × ${formatCents(two)} = ${formatCents(2 * two)}`);
  });

  it('"a living room/kitchen combo room" is one room', () => {
    expect(say('i live above the shop. 1 bed 1 bath and one living room/kitchen combo room. standard price?')).toContain(`Total: ${quote(prices, 'standard', { Bedroom: 1, Bathroom: 1, 'Other Room': 1 }).total}`);
  });

  it('"four rooms — lobby, two rehearsal rooms, green room" is four rooms, not eight', () => {
    expect(say('Using your published price list, what would a standard clean come to for four rooms — lobby, two rehearsal rooms, green room — plus two restrooms?')).toContain(`Total: ${quote(prices, 'standard', { Bathroom: 2, 'Other Room': 4 }).total}`);
  });

  it('a count whose bracket names other things stays the count', () => {
    expect(say('Ok so 8 rooms (5 treatment, gym, kitchen, waiting) + the 2 restrooms as half baths. total?')).toContain(`Total: ${quote(prices, 'standard', { 'Half Bathroom': 2, 'Other Room': 8 }).total}`);
  });

  it('"it is not bedroom not bathroom" counts neither', () => {
    expect(say('basement laundry room clean — how much? it is not bedroom not bathroom')).not.toMatch(/Bedroom at/);
  });

  it('"I don\'t want her room touched while she naps" goes in the booking notes', () => {
    expect(say("is it ok if the kids are home during the cleaning? my 2 year old naps 1-3 and I don't want her room touched then")).toMatch(/^Put it in your notes/);
  });
});

describe('round 84: ZIPs a town spans, a business priced, a studio\'s one room, and what the site says of a fake "Nestwell"', () => {
  it('every ZIP of a town that spans several, the range in the data read whole, is that town\'s', () => {
    const spanning = index.places.filter((p) => p.zips.length > 1);
    expect(spanning.length).toBeGreaterThan(0);
    // A ZIP only this town has (one several towns share is answered with a list of them).
    const own = (zip: string) => index.places.filter((p) => p.zips.includes(zip)).length === 1;
    for (const place of spanning) for (const zip of place.zips.filter(own)) expect(say(`is ${zip} in ur area?`)).toContain(`(${placeUrl(place.county, place.slug)})`);
  });

  it.each([
    'Ballpark: front counter/seating area, kitchen, one restroom. What would that cost per visit?',
    'how much to clean my salon?',
    'Rough price for our space: open floor (~12 desks), 2 meeting rooms, a kitchenette, 2 restrooms. Weekly.',
  ])('"%s" is Office and Business Cleaning, which the app prices', (question) => {
    const reply = say(question);
    expect(reply).toMatch(/Office and Business Cleaning has no published price/);
    expect(reply).not.toMatch(/^Total:/m);
  });

  it.each([
    'Our 2 restrooms are just toilet + sink, no showers. Can I put them in as half bathrooms?',
    'in my salon we have fridge for staff, very dirty inside, and always many cup in sink. how much extra for that?',
    'If a snowstorm hits and I close the shop, what\'s your cancellation fee?',
  ])('"%s" is not the business\'s price', (question) => {
    expect(say(question)).not.toMatch(/Office and Business Cleaning has no published price/);
  });

  it('the apartment upstairs, after the store, is priced as a home', () => {
    expect(say('how much to clean my store: sales floor, stock room in back, 1 restroom w/ toilet + sink', 'and the apartment upstairs, 2 bed 1 bath plus kitchen/living in one room')).toMatch(/^Total:/m);
  });

  it('an Italian bakery asking roughly what it costs gets no home rate table', () => {
    const reply = say('Buongiorno, mio marito ed io abbiamo una piccola pasticceria a Haddonfield. Pulite anche il bagno per i clienti e il laboratorio? Quanto costa più o meno?');
    expect(reply).toMatch(/Office and Business Cleaning/);
    expect(reply).not.toMatch(/flat rates \(standard \/ deep\)/);
  });

  it('a studio\'s "the one room + bathroom" is its main room and its bathroom', () => {
    expect(say('how much to clean a studio? its just the one room + bathroom. hackensack')).toContain(`Total: ${quote(prices, 'standard', { Bathroom: 1, 'Other Room': 1 }).total}`);
  });

  it('"is the main room a bedroom or an \'other room\'?" counts neither again', () => {
    expect(say("How do I count a studio in the app? It's one main room plus a bathroom. Is the main room a bedroom or an 'other room'?")).not.toMatch(/Bedroom at/);
  });

  it('"is turnover only for Airbnb-type stays?" is no "Yes", and names long-term rentals', () => {
    const reply = say('Is turnover only for Airbnb-type stays? I have one unit on 3-month leases for casino workers.');
    expect(reply).not.toMatch(/^Yes/);
    expect(reply).toMatch(/long-term/);
  });

  it('someone on Facebook calling themselves \'Nestwell Sparta\' is not confirmed by "Yes, we clean in Sparta"', () => {
    const reply = say("Someone in a Sparta moms Facebook group says they're 'Nestwell Sparta' and offers cleanings for cash at half price. Legit?");
    expect(reply).not.toMatch(/^Yes, we clean/);
    expect(reply).toMatch(/official profiles/);
  });

  it('"And Ortley Beach, where her son has a little place?" after other towns is a place asked about', () => {
    expect(say('Do you clean in Bay Head? My friend Dot lives there.', 'And Ortley Beach, where her son has a little place?')).toMatch(/Ortley Beach/);
  });

  it('a part the blog has no post for is dropped beside the blog\'s answer', () => {
    expect(say('What questions should I ask any cleaning company before I hire them? I think your blog had a list')).not.toMatch(/can't find a post/);
  });
});

describe('round 85: a name several places share, add-ons after "and also", a combo room, a page calling itself ours', () => {
  it('"Marlboro, NJ (Monmouth County)" is Monmouth\'s Marlboro only', () => {
    const reply = ask("I'm on the board of a homeowners' association in Marlboro, NJ (Monmouth County), off Route 79. Do you actually serve Marlboro?");
    expect(reply.sources.map((s) => s.url)).toEqual([placePage('Marlboro Township', 'Monmouth County')]);
  });

  it('Marlboro alone names Marlboro Township, and the place of that name in Stow Creek without calling it a Marlboro Township', () => {
    const reply = say('do you clean in Marlboro?');
    expect(reply).toMatch(/Stow Creek Township\]\([^)]*\) in Cumberland County has a place of that name too/);
    expect(reply).not.toMatch(/in each town of that name/);
  });

  it('Harrison is two towns of that name', () => {
    expect(say('do you clean in Harrison?')).toMatch(/in each town of that name/);
  });

  it('add-ons after "and also", beside the rooms, are in the total', () => {
    const total = quote(prices, 'standard', { Bedroom: 4, Bathroom: 2, 'Half Bathroom': 1, 'Other Room': 3 }, ['Oven inside', 'Refrigerator inside']).total;
    expect(say('My house is big: 4 bedroom, 2 bathroom, 1 half bathroom, living room, kitchen, dining. Standard clean and also inside oven and inside fridge. Total?')).toContain(`Total: ${total}`);
  });

  it('"kitchen/living combo room" is one room', () => {
    expect(say('1 bed 1 bath + kitchen/living combo room. standard how much')).toContain(`Total: ${quote(prices, 'standard', { Bedroom: 1, Bathroom: 1, 'Other Room': 1 }).total}`);
  });

  it('a giant finished attic asked the bedroom price gets no Other add-on', () => {
    expect(say('One of my bedrooms is a giant finished attic. Is it still the same bedroom price or do you charge more for big rooms?')).not.toMatch(/Other \(\$/);
  });

  it('"a \'Nestwell Marlboro\' Facebook page... is that yours?" gets the official profiles, not "Yes, we clean in Marlboro"', () => {
    const reply = say("Someone set up a 'Nestwell Marlboro' Facebook page offering residents discounts. Is that yours?");
    expect(reply).toMatch(/official profiles/);
    expect(reply).not.toMatch(/^Yes, we clean/);
  });

  it('the Lehigh Valley is Pennsylvania\'s', () => {
    expect(say("Any plans to open up in the Lehigh Valley? Half my family's over there")).toMatch(/outside our area/);
  });
});

describe('round 86: Ukrainian named as such, the basement as a place, a room named by its use, Penn State', () => {
  it('a message in Ukrainian is said to be read as Ukrainian, not Russian', () => {
    expect(say('Добрий день! Скільки коштує прибирання квартири у Кліфтоні?')).toMatch(/\(I read your message as Ukrainian\)/);
    expect(say('Сколько стоит уборка квартиры в Клифтоне?')).toMatch(/\(I read your message as Russian\)/);
  });

  it('"the basement family room" is one room; "just the basement: family room, laundry room" counts the rooms listed', () => {
    expect(say('Deep clean: 4 bedrooms, 2 full bathrooms, the half bath in the basement, plus kitchen, living room, dining room and the basement family room. Total?'))
      .toContain(`Total: ${quote(prices, 'deep', { Bedroom: 4, Bathroom: 2, 'Half Bathroom': 1, 'Other Room': 4 }).total}`);
    expect(say('just the basement: family room, laundry room and the half bath down there, deep. how much'))
      .toContain(`Total: ${quote(prices, 'deep', { 'Half Bathroom': 1, 'Other Room': 2 }).total}`);
  });

  it('"the room I groom dogs in" is a room', () => {
    expect(say('how much would a standard cleaning be for my whole house? 3 bedrooms, 2 full baths, 1 half bath, and then the kitchen, the living room and the room I groom dogs in'))
      .toContain(`Total: ${quote(prices, 'standard', { Bedroom: 3, Bathroom: 2, 'Half Bathroom': 1, 'Other Room': 3 }).total}`);
  });

  it('a dorm at Penn State is in Pennsylvania', () => {
    expect(say("Our other kid's dorm is at Penn State, can you do a move out cleaning there?")).toMatch(/outside our area/);
  });
});

describe('round 87: a gym among a home\'s rooms, add-ons then rooms, one room ordered with its add-ons', () => {
  it('"my office, gym, living room and kitchen" are four rooms; "a gym" as a business is none', () => {
    expect(say('ok so my place: 2 bed, 1 bath, plus my office, gym, living room and kitchen. standard. total?'))
      .toContain(`Total: ${quote(prices, 'standard', { Bedroom: 2, Bathroom: 1, 'Other Room': 4 }).total}`);
    expect(say('Is office cleaning the right service for a gym?')).not.toMatch(/^Total:/m);
  });

  it('"both plus 2 bedroom 1 bath" after two add-ons asked is both with the rooms', () => {
    expect(say('Oven inside price?', 'And fridge?', 'Both plus 2 bedroom 1 bath standard?'))
      .toContain(`Total: ${quote(prices, 'standard', { Bedroom: 2, Bathroom: 1 }, ['Oven inside', 'Refrigerator inside']).total}`);
  });

  it('"my kitchen deep cleaned, with the oven inside..." prices the kitchen with its add-ons', () => {
    expect(say("I'd like my kitchen deep cleaned, with the oven inside, a stovetop scrub and the inside of the refrigerator. What would that come to?"))
      .toContain(`Total: ${quote(prices, 'deep', { 'Other Room': 1 }, ['Oven inside', 'Stovetop scrub', 'Refrigerator inside']).total}`);
  });
});

describe('round 88: an order changed over turns (a count corrected, a room left out, only some rooms, a later month, both homes at each tier)', () => {
  const deepHome = 'deep clean 4 bed 2 bath?';

  it('a count said with a correction is the new count; "forgot 1 bathroom" is one more', () => {
    expect(say(deepHome, 'oops 3 baths, forgot the basement one')).toContain(`Total: ${quote(prices, 'deep', { Bedroom: 4, Bathroom: 3 }).total}`);
    expect(say(deepHome, 'oops 3 baths, forgot the basement one', 'hmm too much. same rooms but standard')).toContain(`Total: ${quote(prices, 'standard', { Bedroom: 4, Bathroom: 3 }).total}`);
    expect(say(deepHome, 'sorry, forgot 1 bathroom')).toContain(`Total: ${quote(prices, 'deep', { Bedroom: 4, Bathroom: 3 }).total}`);
  });

  it('"actually 4 bedrooms, twins just got separate rooms" changes the bedrooms and keeps the rest, add-ons too', () => {
    const home = 'Standard: 3 bedrooms, 2 baths, 1 half bath, 2 other rooms?';
    expect(say(home, 'add fridge and microwave inside', 'actually 4 bedrooms, twins just got separate rooms')).toContain(
      `Total: ${quote(prices, 'standard', { Bedroom: 4, Bathroom: 2, 'Half Bathroom': 1, 'Other Room': 2 }, ['Refrigerator inside', 'Microwave inside']).total}`,
    );
  });

  it('"skip one bedroom", "skip the 5th bedroom", "one less bathroom" take one room off the home priced', () => {
    const home = 'standard for 5 bed 3 bath + kitchen + family room?';
    expect(say(home, 'skip one bedroom')).toContain(`Total: ${quote(prices, 'standard', { Bedroom: 4, Bathroom: 3, 'Other Room': 2 }).total}`);
    expect(say(home, 'wait skip the 5th bedroom, guest room nobody uses')).toContain(`Total: ${quote(prices, 'standard', { Bedroom: 4, Bathroom: 3, 'Other Room': 2 }).total}`);
    expect(say(home, 'one less bathroom')).toContain(`Total: ${quote(prices, 'standard', { Bedroom: 5, Bathroom: 2, 'Other Room': 2 }).total}`);
    expect(say(home, 'skip one bedroom')).not.toMatch(/rescheduling/);
    expect(say(home, 'skip one week')).toMatch(/rescheduling rules/);
  });

  it('"price lower if I skip 1 bedroom?", no home priced, gets the bedroom\'s rates, not the whole table', () => {
    const reply = say('cat scared of vacuum. can skip my bedroom?', 'then price lower if skip 1 bedroom?');
    expect(reply).toContain(`Bedroom: ${formatCents(prices.rooms.find((r) => r.item === 'Bedroom')!.standard)} standard`);
    expect(reply).not.toMatch(/Half Bathroom/);
  });

  it('"what if it\'s just my bedroom and the bathroom?" prices those rooms alone', () => {
    expect(say('how much for standard: 2 bed, 1 bath, 1 other room?', "what if it's just my half - my bedroom and the bathroom? with and without")).toContain(
      `Total: ${quote(prices, 'standard', { Bedroom: 1, Bathroom: 1 }).total}`,
    );
  });

  it('"a regular cleaning of the whole house after that", after only some rooms were priced, is the whole house', () => {
    const reply = say(
      'The house is four bedrooms upstairs, two full baths and a powder room, then the living room, dining room, kitchen and the den. Which kind of cleaning should I start with?',
      'What would the deep cleaning cost for only the kitchen, the two full bathrooms and the powder room, since those are the worst?',
      'And then a regular cleaning of the whole house after that, what would each of those be?',
    );
    expect(reply).toContain(quote(prices, 'standard', { Bedroom: 4, Bathroom: 2, 'Half Bathroom': 1, 'Other Room': 4 }).total);
    expect(reply).toContain(`was ${quote(prices, 'deep', { Bathroom: 2, 'Half Bathroom': 1, 'Other Room': 1 }).firstClean}`);
  });

  it('"same as turn 1 plus oven and stovetop" adds them to the home priced', () => {
    expect(say('Turn 1 this Saturday: Standard, 4 bed, 2 bath, 1 other room, plus fridge inside. Not my first booking.', 'Turn 2: big family with little kids, they cooked every night. Same as turn 1 plus oven and stovetop.')).toContain(
      `Total: ${quote(prices, 'standard', { Bedroom: 4, Bathroom: 2, 'Other Room': 1 }, ['Refrigerator inside', 'Oven inside', 'Stovetop scrub']).total}`,
    );
  });

  it('"and month 2?" after a first month of weekly visits is four visits at the regular rate', () => {
    const visit = quote(prices, 'standard', { Bedroom: 4, Bathroom: 2, 'Other Room': 1 }).result.total;
    const reply = say('want weekly standard for 4 bed, 2 bath, 1 other room. per visit?', 'first month = 4 visits, with NEWCOMER. total?', 'and month 2?');
    expect(reply).toContain(`4 × ${formatCents(visit)} = ${formatCents(4 * visit)} at the regular rate`);
  });

  it('"Quite right, my mistake. Add the dishwasher, please." adds it to the add-ons just summed', () => {
    const sum = ['Oven', 'Refrigerator', 'Microwave', 'Dishwasher'].reduce((n, name) => n + prices.addOns.find((a) => a.item.startsWith(name))!.price, 0);
    expect(say('I make the oven ($19.25), refrigerator ($17.00) and microwave ($4.25) add-ons come to $41.50.', 'Quite right, my mistake. Add the dishwasher, please.')).toContain(`Together: ${formatCents(sum)}.`);
  });

  it('"Good morning dear" asks for no recommendation: the kitchen and the living room, regular, are priced, then the bedrooms join them', () => {
    const first = 'Good morning dear. I want the regular cleaning for the kitchen and the living room. How much?';
    expect(say(first)).toContain(`Total: ${quote(prices, 'standard', { 'Other Room': 2 }).total}`);
    expect(say(first, 'add my two bedrooms')).toContain(`Total: ${quote(prices, 'standard', { Bedroom: 2, 'Other Room': 2 }).total}`);
  });

  it('two homes priced one by one, "total for both, and how much more would deep be for both?": both at each tier', () => {
    const one = { Bedroom: 2, Bathroom: 2, 'Other Room': 2 };
    const two = { Bedroom: 1, Bathroom: 1, 'Other Room': 1 };
    const at = (tier: 'standard' | 'deep') => quote(prices, tier, one).result.total + quote(prices, tier, two).result.total;
    const reply = say('Condo 1: 2bd/2ba + living + kitchen. Standard price?', 'Condo 2: 1bd/1ba + one open living/kitchen room.', 'Total for both, and how much more would deep be for both?');
    expect(reply).toContain(`Total: ${formatCents(at('standard'))}`);
    expect(reply).toContain(`Deep costs ${formatCents(at('deep') - at('standard'))} more`);
  });
});

describe('round 89: an order changed over turns (a service dropped, "only 2", a half bath restated, an add-on taken off or swapped, a tier the message names once)', () => {
  it('"forget move out, just do a deep clean of that (3 bed 1 bath living room) + fridge + oven" prices those rooms once', () => {
    expect(say('how much for a move out clean 3br 1ba + living room', 'ok forget move out, just do a deep clean of that (3 bed 1 bath living room) + inside fridge + inside oven')).toContain(
      `Total: ${quote(prices, 'deep', { Bedroom: 3, Bathroom: 1, 'Other Room': 1 }, ['Refrigerator inside', 'Oven inside']).total}`,
    );
  });

  it('"no, only 2 bedroom" corrects the bedrooms and keeps the bathrooms, for the turns after too', () => {
    const turns = ['deep clean 3 bedroom 2 bathroom how much', 'no, only 2 bedroom. one is my son room he clean himself'];
    expect(say(...turns)).toContain(`Total: ${quote(prices, 'deep', { Bedroom: 2, Bathroom: 2 }).total}`);
    expect(say(...turns, 'and add the living room')).toContain(`Total: ${quote(prices, 'deep', { Bedroom: 2, Bathroom: 2, 'Other Room': 1 }).total}`);
    expect(say('¿Cuánto es la limpieza estándar para 3 recámaras y 2 baños?', 'No, una recámara es del inquilino, no la incluyan. Solo 2 recámaras.')).toContain(
      `Total: ${quote(prices, 'standard', { Bedroom: 2, Bathroom: 2 }).total}`,
    );
  });

  it('"wait she has 2 bathrooms not 1" is two bathrooms, kept for the months asked after it', () => {
    const turns = ['my cousin wants a deep clean: 1 bed, 1 bath, 1 living room', 'wait she has 2 bathrooms not 1'];
    const home = quote(prices, 'deep', { Bedroom: 1, Bathroom: 2, 'Other Room': 1 }).result;
    expect(say(...turns)).toContain(`Total: ${formatCents(home.total)}`);
    expect(say(...turns, 'she wants it once a month for 3 months, deep every time, first one with NEWCOMER')).toContain(formatCents(2 * home.total + home.firstClean));
  });

  it('"so 3 full baths + the half" restates the half bath: it is not one more', () => {
    expect(say('Can I book a deep clean of just the bathrooms? 2 full baths and the half bath downstairs. Price?', "Oops, I forgot the basement bathroom. It's a full one, so 3 full baths + the half.")).toContain(
      `Total: ${quote(prices, 'deep', { Bathroom: 3, 'Half Bathroom': 1 }).total}`,
    );
  });

  it('the one tier a message names is that of its part that counts rooms and asks the price; not where it refuses one or names another service', () => {
    expect(say('Can I book a deep clean of just the bathrooms? 2 full baths and the half bath downstairs. Price?')).toContain(`Total: ${quote(prices, 'deep', { Bathroom: 2, 'Half Bathroom': 1 }).total}`);
    expect(say('how much is the move out one for 1br?? not regular price the MOVE OUT price')).not.toMatch(/^Total:/m);
  });

  it('"please take that off and instead add the fridge and the microwave" drops the oven just named; "swap the oven for the microwave" replaces it', () => {
    const rooms = { Bedroom: 2, Bathroom: 1 };
    expect(say('What would it cost for a standard cleaning of two bedrooms and one bathroom, with the inside of the oven done as well?', 'On reflection, I cleaned the oven myself last week. Please take that off and instead add the inside of the refrigerator and the microwave.')).toContain(
      `Total: ${quote(prices, 'standard', rooms, ['Refrigerator inside', 'Microwave inside']).total}`,
    );
    expect(say('standard 3 bed 2 bath, fridge and oven inside', 'swap the oven for the microwave')).toContain(
      `Total: ${quote(prices, 'standard', { Bedroom: 3, Bathroom: 2 }, ['Refrigerator inside', 'Microwave inside']).total}`,
    );
  });

  it('Polish: "Zmieniam na głębokie sprzątanie" switches the home to Deep, "Dodaj lodówkę w środku" adds the fridge', () => {
    const turns = ['standard 2 bed 1 bath price?', 'Zmieniam na głębokie sprzątanie.'];
    expect(say(...turns)).toContain(`Total: ${quote(prices, 'deep', { Bedroom: 2, Bathroom: 1 }).total}`);
    expect(say(...turns, 'Dodaj lodówkę w środku.')).toContain(`Total: ${quote(prices, 'deep', { Bedroom: 2, Bathroom: 1 }, ['Refrigerator inside']).total}`);
  });
});

describe('round 90: rooms and add-ons taken off or restated over turns (a room left out by "that", a count of rooms skipped, one bathroom a half bath, "same add-ons")', () => {
  it('"keep his den closed, so please leave that out" takes the den off the home', () => {
    expect(say("Our house has two bedrooms, two full bathrooms, a living room, a kitchen and Walter's den. What would a regular cleaning cost?", "Walter says he'd rather keep his den closed, so please leave that out.")).toContain(
      `Total: ${quote(prices, 'standard', { Bedroom: 2, Bathroom: 2, 'Other Room': 2 }).total}`,
    );
  });

  it('"we dont need the living room" takes one room off, not every Other Room', () => {
    expect(say('how much for 4 bed 2 bath standard', 'oh also the kitchen n living room', 'wait we dont need the living room lol. but add dishes wash bc its bad')).toContain(
      `Total: ${quote(prices, 'standard', { Bedroom: 4, Bathroom: 2, 'Other Room': 1 }, ['Dishes wash']).total}`,
    );
  });

  it('"skip the three kids\' bedrooms... just the main bedroom" leaves one bedroom and the rest of the house', () => {
    expect(say('Standard cleaning for the new Westfield house: 4 bedrooms, 2 bathrooms, 1 half bath, living room, dining room, kitchen.', "Actually skip the three kids' bedrooms, they'll keep those tidy themselves. Just the main bedroom.")).toContain(
      `Total: ${quote(prices, 'standard', { Bedroom: 1, Bathroom: 2, 'Half Bathroom': 1, 'Other Room': 3 }).total}`,
    );
  });

  it('"one of those bathrooms is only a half bath" makes one of them a half bath', () => {
    expect(say('Deep clean for the bigger cabin: 3 bedrooms, 2 bathrooms, 2 other rooms.', 'oh wait, one of those bathrooms is only a half bath')).toContain(
      `Total: ${quote(prices, 'deep', { Bedroom: 3, Bathroom: 1, 'Half Bathroom': 1, 'Other Room': 2 }).total}`,
    );
  });

  it('a living room with its kitchen "(kitchen is part of it, open plan)" is one room; "switch to standard and drop the oven" drops it', () => {
    const first = 'deep clean my apartment: 1 bed 1 bath + the living room (kitchen is part of it, open plan), plus oven. how much';
    expect(say(first)).toContain(`Total: ${quote(prices, 'deep', { Bedroom: 1, Bathroom: 1, 'Other Room': 1 }, ['Oven inside']).total}`);
    expect(say(first, 'too much lol. switch to standard and drop the oven')).toContain(`Total: ${quote(prices, 'standard', { Bedroom: 1, Bathroom: 1, 'Other Room': 1 }).total}`);
  });

  it('"scratch the dishes" takes the add-on off; "same add-ons" are those named before', () => {
    expect(say('Standard clean, 3 bed 2 bath, plus dishes wash.', 'scratch the dishes. but add the powder room we forgot')).toContain(
      `Total: ${quote(prices, 'standard', { Bedroom: 3, Bathroom: 2, 'Half Bathroom': 1 }).total}`,
    );
    expect(say('For the move-out we were going to book Move In/Out Cleaning with inside fridge, inside oven and a stovetop scrub. What will it cost?', 'ok then switch it to a Deep Cleaning so we can see an actual number: 2 bed, 1 bath, 2 other rooms, same add-ons')).toContain(
      `Total: ${quote(prices, 'deep', { Bedroom: 2, Bathroom: 1, 'Other Room': 2 }, ['Refrigerator inside', 'Oven inside', 'Stovetop scrub']).total}`,
    );
  });
});

describe('round 91: "Ba" is a grandmother, a studio\'s one other room, add-ons taken off and not pointed at again', () => {
  it('"Grandson typing for Ba: she only wants the kitchen done, deep, plus the oven and the stovetop" prices the kitchen and the two add-ons', () => {
    expect(say('Grandson typing for Ba: she only wants the kitchen done this week, deep, plus the inside of the oven and the stovetop. Is that possible and how much?')).toContain(
      `Total: ${quote(prices, 'deep', { 'Other Room': 1 }, ['Oven inside', 'Stovetop scrub']).total}`,
    );
  });

  it('a studio-style unit with "one other room" has that one Other Room, not one more for the studio', () => {
    expect(say('Standard cleaning for a studio-style unit: one bedroom, one bath, one other room, plus the inside of the refrigerator. Price?')).toContain(
      `Total: ${quote(prices, 'standard', { Bedroom: 1, Bathroom: 1, 'Other Room': 1 }, ['Refrigerator inside']).total}`,
    );
  });

  it('"take the dishes off" takes the add-on off', () => {
    expect(say('Standard for 1 bed, 1 bath, living room + kitchen, and add the dishes wash', 'and actually take the dishes off, I\'ll do them myself')).toContain(
      `Total: ${quote(prices, 'standard', { Bedroom: 1, Bathroom: 1, 'Other Room': 2 }).total}`,
    );
  });

  it('an add-on dropped is not what "it" means in the next turn ("...I handle it myself")', () => {
    const reply = say(
      'Standard clean of the beach house (4 bed, 3 bath, 1 half, 2 living areas) with inside the oven, fridge, dishwasher and microwave.',
      'Drop the oven, guests never use it.',
      "And take out the half bath; it's by the outdoor shower and I handle it myself.",
    );
    expect(reply).toContain(`Total: ${quote(prices, 'standard', { Bedroom: 4, Bathroom: 3, 'Other Room': 2 }, ['Refrigerator inside', 'Dishwasher inside', 'Microwave inside']).total}`);
  });
});

describe('round 91: Haitian Creole', () => {
  it('"Kijan pou m telechaje aplikasyon an?" asks for the client app, not the crew application', () => {
    const { reply, sources } = ask('Kijan pou m telechaje aplikasyon an? Mwen gen yon telefòn Android.');
    expect(reply).toMatch(/Google Play/);
    expect(reply).not.toMatch(/Nestwell Crew/);
    expect(sources.map((s) => s.url)).not.toContain('/apply');
  });
});

describe('round 92: one of several homes priced alike, changed', () => {
  it('"oops downstairs has 2 baths" after both units of a duplex is not both units with two baths', () => {
    const reply = say('Deep clean both units of our Wildwood duplex. Each is 2 bed, 1 bath, 1 living room.', 'oops downstairs has 2 baths');
    expect(reply).not.toMatch(/For 2 alike/);
    expect(reply).not.toContain(formatCents(2 * quote(prices, 'deep', { Bedroom: 2, Bathroom: 2, 'Other Room': 1 }).result.total));
  });
});

describe('rounds 89 to 92: rooms counted once, and how a room is priced asked', () => {
  it('"does that count as a bathroom or a half bathroom?" prices no bathroom, and says the half bath rate', () => {
    const reply = say('We have a tiny powder room off the kitchen, just a toilet and sink. Does that count as a bathroom or a half bathroom on your prices?');
    expect(reply).toContain(`Half Bathroom: ${formatCents(prices.rooms.find((r) => r.item === 'Half Bathroom')!.standard)} standard`);
    expect(reply).not.toMatch(/× Bathroom|Total: /);
  });

  it('"is a powder room priced as a bathroom or a half bath?" is one room asked about, not two half baths', () => {
    expect(say('Is a powder room priced as a bathroom or a half bath?')).not.toMatch(/2 × Half Bathroom|Total: /);
  });

  it('a half bath said, then the home listed with it ("3 bed 2 bath 1 half"), is one half bath', () => {
    expect(say('and for her the deep version with a half bath as well? 3 bed 2 bath 1 half')).toContain(
      `Total: ${quote(prices, 'deep', { Bedroom: 3, Bathroom: 2, 'Half Bathroom': 1 }).total}`,
    );
    expect(say('oops we actually also have a half bath (powder room). so 2 bed 2 bath 1 half + living room, standard?')).toContain(
      `Total: ${quote(prices, 'standard', { Bedroom: 2, Bathroom: 2, 'Half Bathroom': 1, 'Other Room': 1 }).total}`,
    );
  });

  it('the home listed, then a half bath asked about, is still one half bath', () => {
    expect(say('3 bed 2 bath 1 half, standard. Is a half bath cheaper?')).toContain(`Total: ${quote(prices, 'standard', { Bedroom: 3, Bathroom: 2, 'Half Bathroom': 1 }).total}`);
  });

  it('a room said to be more ("also a bedroom in the basement"), or an item of a floor\'s list, is one more', () => {
    expect(say('deep clean 2 bedrooms 1 bath. Also a bedroom in the basement')).toContain(`Total: ${quote(prices, 'deep', { Bedroom: 3, Bathroom: 1 }).total}`);
    expect(say('Upstairs: 3 bedrooms, 2 full baths. Basement: rec room, a guest bedroom and a full bath. Standard total?')).toContain(
      `Total: ${quote(prices, 'standard', { Bedroom: 4, Bathroom: 3, 'Other Room': 1 }).total}`,
    );
  });

  it('"the kitchen need a deep clean" beside the bathrooms counts the kitchen', () => {
    expect(say('Just the two bathrooms and the kitchen need a deep clean. How much would that be?')).toContain(`Total: ${quote(prices, 'deep', { Bathroom: 2, 'Other Room': 1 }).total}`);
  });

  it('"does the kitchen count as its own room" is no room more', () => {
    expect(say('Deep clean: 2 bedrooms, 1 full bathroom, the living room and the kitchen. Does the kitchen count as its own room, and what\'s the total?')).toContain(
      `Total: ${quote(prices, 'deep', { Bedroom: 2, Bathroom: 1, 'Other Room': 2 }).total}`,
    );
  });

  it('"..., the powder room and the four other rooms" counts the four, and "the six other rooms I mentioned: ..." counts those named once', () => {
    expect(say('Deep cleaning for four bedrooms, two full baths, the powder room and the four other rooms, what would that come to?')).toContain(
      `Total: ${quote(prices, 'deep', { Bedroom: 4, Bathroom: 2, 'Half Bathroom': 1, 'Other Room': 4 }).total}`,
    );
    expect(say('Deep cleaning please (5 bedrooms, 3 full baths, 1 half bath, and the six other rooms I mentioned: living, dining, kitchen, library, sunroom and den)')).toContain(
      `Total: ${quote(prices, 'deep', { Bedroom: 5, Bathroom: 3, 'Half Bathroom': 1, 'Other Room': 6 }).total}`,
    );
  });

  it('"is a powder room (just toilet + sink) a half bath in your pricing?" is one room asked about', () => {
    const reply = say('Is a powder room (just toilet + sink) a half bath in your pricing?');
    expect(reply).toContain(`Half Bathroom: ${formatCents(prices.rooms.find((r) => r.item === 'Half Bathroom')!.standard)} standard`);
    expect(reply).not.toMatch(/Total: /);
  });

  it('Russian "2 полные ванные" are two full bathrooms', () => {
    expect(say('Сколько будет стоить генеральная (глубокая) уборка моего дома: 3 спальни и 2 полные ванные?')).toContain(`Total: ${quote(prices, 'deep', { Bedroom: 3, Bathroom: 2 }).total}`);
  });

  it('Portuguese "meia casa de banho" and Arabic "نص حمام" are half baths, Arabic "صالتين" two living rooms', () => {
    expect(say('Quanto custa uma limpeza normal? A casa tem 3 quartos, 1 casa de banho, meia casa de banho, sala e cozinha.')).toContain(
      `Total: ${quote(prices, 'standard', { Bedroom: 3, Bathroom: 1, 'Half Bathroom': 1, 'Other Room': 2 }).total}`,
    );
    expect(say('نريد تنظيف عميق: ٤ غرف نوم، حمامين، ونص حمام، وصالتين، والمطبخ. كم المجموع؟')).toContain(
      `Total: ${quote(prices, 'deep', { Bedroom: 4, Bathroom: 2, 'Half Bathroom': 1, 'Other Room': 3 }).total}`,
    );
  });
});

describe('rounds 91 and 92: rooms left out or recounted in a later turn', () => {
  it('"please leave one bedroom out" after four is three, not one', () => {
    expect(say('What would a Deep Cleaning cost for four bedrooms, three full bathrooms and two other rooms?', 'Please leave one bedroom out; it is closed up and should not be touched.')).toContain(
      `Total: ${quote(prices, 'deep', { Bedroom: 3, Bathroom: 3, 'Other Room': 2 }).total}`,
    );
  });

  it('"leave out the second bedroom ... and add the microwave" after two is one bedroom', () => {
    expect(say('The condo has 2 bedrooms, 2 bathrooms, a living room and a kitchen. Standard price?', "Leave out the second bedroom, it'll just be storage. And add the inside of the microwave.")).toContain(
      `Total: ${quote(prices, 'standard', { Bedroom: 1, Bathroom: 2, 'Other Room': 2 }, ['Microwave inside']).total}`,
    );
  });

  it('"take the kitchen off as a room ... but add the stovetop scrub" takes the kitchen off', () => {
    expect(say('Deep clean quote please: 2 bedrooms, 1 bathroom, 1 half bath, living room and kitchen.', "Actually take the kitchen off as a room, we'll do it ourselves, but add the stovetop scrub.")).toContain(
      `Total: ${quote(prices, 'deep', { Bedroom: 2, Bathroom: 1, 'Half Bathroom': 1, 'Other Room': 1 }, ['Stovetop scrub']).total}`,
    );
  });

  it('"change to 3 bedroom" after four re-prices the home with three', () => {
    expect(say('deep clean 4 bed 2 bath + living room + kitchen', 'change to 3 bedroom, my son clean his room himself lol')).toContain(
      `Total: ${quote(prices, 'deep', { Bedroom: 3, Bathroom: 2, 'Other Room': 2 }).total}`,
    );
  });
});

describe('round 92: add-ons added, dropped or swapped in a later turn', () => {
  const addOn = (item: string) => prices.addOns.find((a) => a.item === item)!.price;

  it('"Thank you. Add the oven interior and the dishwasher interior, please." adds them to the home priced', () => {
    expect(say('Please compute a Standard Cleaning for three bedrooms, two full bathrooms, one half bathroom and two other rooms.', 'Thank you. Add the oven interior and the dishwasher interior, please.')).toContain(
      `Total: ${quote(prices, 'standard', { Bedroom: 3, Bathroom: 2, 'Half Bathroom': 1, 'Other Room': 2 }, ['Oven inside', 'Dishwasher inside']).total}`,
    );
  });

  it('"standard plus oven and fridge insides?" adds them to the home priced', () => {
    expect(say('what does a client pay for a deep clean 3 bed 2 bath', 'and if they switch to standard', 'standard plus oven and fridge insides?')).toContain(
      `Total: ${quote(prices, 'standard', { Bedroom: 3, Bathroom: 2 }, ['Oven inside', 'Refrigerator inside']).total}`,
    );
  });

  it('"oven\'s actually fine, drop it" after four add-ons prices the other three, and a home after them includes them', () => {
    const turns = ['guests left the kitchen a disaster. stovetop scrub, microwave inside, oven inside, fridge inside — how much for those?', "oven's actually fine, drop it"];
    expect(say(...turns)).toContain(`Together: ${formatCents(addOn('Stovetop scrub') + addOn('Microwave inside') + addOn('Refrigerator inside'))}.`);
    expect(say(...turns, 'ok now with a standard clean of the condo: 2 bed, 1 bath, 1 half bath, 1 living room')).toContain(
      `Total: ${quote(prices, 'standard', { Bedroom: 2, Bathroom: 1, 'Half Bathroom': 1, 'Other Room': 1 }, ['Stovetop scrub', 'Microwave inside', 'Refrigerator inside']).total}`,
    );
  });

  it('"swap the microwave for stovetop scrub" keeps the other add-ons', () => {
    expect(say('add-ons for a trashed kitchen: fridge inside, microwave inside, dishes', 'swap the microwave for stovetop scrub')).toContain(
      `Together: ${formatCents(addOn('Refrigerator inside') + addOn('Stovetop scrub') + addOn('Dishes wash'))}.`,
    );
  });

  it('add-ons added after a move-out was asked about get their own prices, not a Standard total', () => {
    const reply = say("We're leaving our Hoboken apartment at the end of the month. Move-out cleaning price for 1 bed 1 bath?", 'Fine. Add fridge inside, oven inside and microwave inside — landlord is picky.');
    expect(reply).toMatch(/Move In\/Out Cleaning has no published price/);
    expect(reply).toContain(formatCents(addOn('Refrigerator inside') + addOn('Oven inside') + addOn('Microwave inside')));
    expect(reply).not.toMatch(/Total: /);
  });
});

describe('round 92: a schedule or a tier asked again in a later turn', () => {
  it('"if every 2 week, 2 times a month" after a weekly month counts two visits', () => {
    const per = quote(prices, 'standard', { Bedroom: 3, Bathroom: 2, 'Other Room': 1 }).result;
    expect(say('home every week standard, 3 bed 2 bath 1 living room. how much one time?', 'how much 1 month, 4 times, first time with NEWCOMER?', 'if every 2 week, 2 times a month, first one with code?')).toContain(
      `2 × ${formatCents(per.total)} = ${formatCents(2 * per.total)}; if the first of them is your first cleaning, with NEWCOMER: ${formatCents(per.total + per.firstClean)}`,
    );
  });

  it('"and does deep?" after "does a standard cleaning include the inside of the fridge?" answers it of Deep', () => {
    const reply = say('Does a standard cleaning include the inside of the fridge?', 'and does deep?');
    expect(reply).toMatch(/^No: Deep Cleaning/);
    expect(reply).toContain(`Refrigerator inside ${formatCents(prices.addOns.find((a) => a.item === 'Refrigerator inside')!.price)}`);
  });
});

describe('round 93: rooms read where they were missed or miscounted', () => {
  const addOn = (item: string) => prices.addOns.find((a) => a.item === item)!.price;

  it('"same unit but deep clean? 3bd 1ba kitchen + living": the rooms of the second part at the tier of the first', () => {
    expect(say('same unit but deep clean? 3bd 1ba kitchen + living')).toContain(`Total: ${quote(prices, 'deep', { Bedroom: 3, Bathroom: 1, 'Other Room': 2 }).total}`);
  });

  it('"kitchen livingroom" are two rooms', () => {
    expect(say('downstairs unit 2 bed 1 bath kitchen livingroom standard how much')).toContain(`Total: ${quote(prices, 'standard', { Bedroom: 2, Bathroom: 1, 'Other Room': 2 }).total}`);
  });

  it('"4bd/2ba/powder room/3 other rooms" after "just tick every add-on box" counts the whole house', () => {
    expect(say('what happens if we just tick every single add-on box on top of the standard clean for our 4bd/2ba/powder room/3 other rooms house. total??')).toMatch(
      /4 × Bedroom[\s\S]*2 × Bathroom[\s\S]*1 × Half Bathroom[\s\S]*3 × Other Room/,
    );
  });

  it('"2 restrooms (count as half baths)" are half baths', () => {
    expect(say('Rough quote please: 2 restrooms (count as half baths), 6 other rooms, standard.')).toContain(`Total: ${quote(prices, 'standard', { 'Half Bathroom': 2, 'Other Room': 6 }).total}`);
  });

  it('"count it as a 4th bedroom" after three makes four, and "add a third bedroom" after two is one more', () => {
    expect(say('Standard price for 3 bedrooms, 2 baths, kitchen and living room?', 'wait the loft has a bed, count it as a 4th bedroom')).toContain(
      `Total: ${quote(prices, 'standard', { Bedroom: 4, Bathroom: 2, 'Other Room': 2 }).total}`,
    );
    expect(say('Standard for 2 bedrooms, 1 bathroom and a living room', 'Add a third bedroom and the inside of the fridge.')).toContain(
      `Total: ${quote(prices, 'standard', { Bedroom: 3, Bathroom: 1, 'Other Room': 1 }, ['Refrigerator inside']).total}`,
    );
  });

  it('"the third bedroom ..., so take it off. ... the dining room, take that off too" leaves both out', () => {
    expect(say('Standard cleaning, 3 bedrooms, 2 bathrooms, and living, dining and kitchen — how much?', 'Actually Mom keeps the third bedroom locked as storage, so take it off. And she never uses the dining room, take that off too.')).toContain(
      `Total: ${quote(prices, 'standard', { Bedroom: 2, Bathroom: 2, 'Other Room': 2 }).total}`,
    );
  });

  it('add-ons "in all 3 kitchens" are the add-ons three times, not three rooms', () => {
    const reply = say("Oven inside and stovetop scrub in all 3 kitchens of the units I'm turning over this month – just the add-ons cost?");
    const both = addOn('Oven inside') + addOn('Stovetop scrub');
    expect(reply).toContain(`3 × ${formatCents(both)} = ${formatCents(3 * both)}`);
    expect(reply).not.toMatch(/Other Room/);
  });

  it('Chinese: "半个卫生间" is a half bath, "算了，改成深度清洁" switches to Deep, and rooms the family cleans themselves are left out', () => {
    expect(say('只要打扫半个卫生间和厨房，普通的，多少钱？', '算了，改成深度清洁。')).toContain(`Total: ${quote(prices, 'deep', { 'Half Bathroom': 1, 'Other Room': 1 }).total}`);
    expect(say('4房两个半卫，客厅、餐厅、厨房、family room，全部 standard 多少？', '楼上两个小孩房我们自己打扫，不用算。', '半卫也不要了，然后改成 deep 呢？')).toContain(
      `Total: ${quote(prices, 'deep', { Bedroom: 2, Bathroom: 2, 'Other Room': 4 }).total}`,
    );
  });
});

describe('round 94: visits totalled in one turn, the home changed in the next', () => {
  it('"and if she adds dishes wash every time?" after "once a month for 3 months" totals the three visits again', () => {
    const per = quote(prices, 'standard', { Bedroom: 2, Bathroom: 1, 'Half Bathroom': 1, 'Other Room': 1 }, ['Dishes wash']).result;
    expect(say('My sister wants standard cleaning: 2 bedrooms, 1 bathroom, 1 half bath, 1 living room. One visit?', 'if she does it once a month for 3 months, first with the code, total?', 'and if she adds dishes wash every time?')).toContain(
      `Over 3 visits: 3 × ${formatCents(per.total)} = ${formatCents(3 * per.total)}; if the first of them is your first cleaning, with NEWCOMER: ${formatCents(2 * per.total + per.firstClean)}`,
    );
  });

  it('"twice a month for three months" is six visits', () => {
    const per = quote(prices, 'standard', { Bedroom: 1, Bathroom: 1, 'Other Room': 1 }).result;
    expect(say("What's the Standard price per visit for 1 bedroom, 1 bathroom and a living room?", "I'd book it twice a month for three months, with NEWCOMER on the first visit. Total?")).toContain(`6 × ${formatCents(per.total)} = ${formatCents(6 * per.total)}`);
  });

  it('"and if the deep one is my first booking with the code?" after a deep visit and standard ones is not eight deep visits', () => {
    expect(say("I'd do a deep clean first in January: 2 offices, reception, file room, toilet-and-sink restroom. Rough number?", 'Then standard every other week, 8 visits through April. Whole season including the deep one?', 'And if the deep one is my first booking with the code?')).not.toMatch(/Over 8 visits: 8 ×/);
  });
});

describe('round 94: everyday questions in Spanish and Korean, and a person to call', () => {
  it('Spanish "¿Y si no quedamos contentos con la limpieza?" and "¿me devuelven el dinero?" get the satisfaction promise', () => {
    expect(urls('¿Y si no quedamos contentos con la limpieza?')).toContain(articleTitled(/satisfaction promise/i));
    expect(urls('¿me devuelven el dinero?')).toContain(articleTitled(/satisfaction promise/i));
  });

  it('Korean "청소 도구는 가져오시나요?" asks about supplies', () => {
    expect(say('청소 도구는 가져오시나요?')).toMatch(/doesn't say whether cleaners bring supplies/);
  });

  it('"is there somebody i can call at 2am" gets the phone number, open 24/7', () => {
    expect(say('is there somebody i can call at 2am')).toMatch(/Our phone number is .*open 24\/7/);
  });
});

describe('round 95: rooms in shorthand, several homes of kinds, and a bedroom that is storage', () => {
  it('"1b1b", "3b2b" and "bed 2 bath 1" are bedrooms and bathrooms, with the rest of the list', () => {
    expect(say('standard 1b1b + inside fridge + inside oven?')).toContain(`Total: ${quote(prices, 'standard', { Bedroom: 1, Bathroom: 1 }, ['Refrigerator inside', 'Oven inside']).total}`);
    expect(say('standard 1b1b + living room = ?')).toContain(`Total: ${quote(prices, 'standard', { Bedroom: 1, Bathroom: 1, 'Other Room': 1 }).total}`);
    expect(say('3b2b townhouse, deep clean price?')).toContain(`Total: ${quote(prices, 'deep', { Bedroom: 3, Bathroom: 2 }).total}`);
    expect(say('bed 2 bath 1 standard + oven inside = ?')).toContain(`Total: ${quote(prices, 'standard', { Bedroom: 2, Bathroom: 1 }, ['Oven inside']).total}`);
    expect(say('standard clean 3 bed 2 bath 1 half bath')).toContain(`Total: ${quote(prices, 'standard', { Bedroom: 3, Bathroom: 2, 'Half Bathroom': 1 }).total}`);
  });

  it('"3 units: two 2b1b+1 other, one 3b1b1half+2 other" counts each kind as many times as its homes', () => {
    const all = `Total: ${quote(prices, 'standard', { Bedroom: 7, Bathroom: 3, 'Half Bathroom': 1, 'Other Room': 4 }).total}`;
    expect(say('Standard cleaning for 3 units: two 2b1b+1 other, one 3b1b1half+2 other. total?')).toContain(all);
    expect(say('Standard cleaning for 3 units: 两个 2b1b+1 other, 一个 3b1b1half+2 other. total?')).toContain(all);
  });

  it('"2 bedrooms but 1 is just storage junk ... do 1 bed, the bath, kitchen n living room" is one bedroom and two other rooms', () => {
    expect(say('she got 2 bedrooms but 1 is just storage junk. so can we do 1 bed, the bath, kitchen n living room only? standard')).toContain(
      `Total: ${quote(prices, 'standard', { Bedroom: 1, Bathroom: 1, 'Other Room': 2 }).total}`,
    );
  });
});

describe('round 96: a tier dropped in a later turn', () => {
  it('"scratch the deep. make it standard, same rooms" prices Standard', () => {
    expect(say('deep clean 3 bed 2 bath, 4 other rooms', 'eh, scratch the deep. make it standard, same rooms')).toContain(
      `Total: ${quote(prices, 'standard', { Bedroom: 3, Bathroom: 2, 'Other Room': 4 }).total}`,
    );
  });
});

describe('round 96: a half bath that is a full one, rooms by their use, trustees', () => {
  it('"two full baths, not a full and a half" and "the half bath actually has a shower" turn the half bath into a full one', () => {
    expect(say('Deep cleaning quote for the parsonage: 3 bedrooms, 1 full bath, 1 half bath, and 3 other rooms.', 'My mistake: the trustees tell me the parsonage has two full baths, not a full and a half.')).toContain(
      `Total: ${quote(prices, 'deep', { Bedroom: 3, Bathroom: 2, 'Other Room': 3 }).total}`,
    );
    const turns = ['Quick estimate: 2 bedrooms, 1 full bath, 1 half bath, standard.', "wait the 'half bath' actually has a shower, so it's a full bath. redo it"];
    expect(say(...turns)).toContain(`Total: ${quote(prices, 'standard', { Bedroom: 2, Bathroom: 2 }).total}`);
    expect(say(...turns, '+ dishwasher inside and dishes wash pls')).toContain(`Total: ${quote(prices, 'standard', { Bedroom: 2, Bathroom: 2 }, ['Dishwasher inside', 'Dishes wash']).total}`);
  });

  it('"correction, one of those is the half bath" after two bathrooms makes one of them a half bath', () => {
    expect(say('Just the lower level for now, deep: kitchen, family room and 2 bathrooms', 'correction, one of those is the half bath, the little one by the laundry')).toContain(
      `Total: ${quote(prices, 'deep', { Bathroom: 1, 'Half Bathroom': 1, 'Other Room': 2 }).total}`,
    );
  });

  it('"the small room i use as my studio" is one more room, and a bunk room is a bedroom', () => {
    expect(say('1 bed 1 bath apt + living room + the small room i use as my studio. standard clean, how much?')).toContain(`Total: ${quote(prices, 'standard', { Bedroom: 1, Bathroom: 1, 'Other Room': 2 }).total}`);
    expect(say('one of the bedrooms is a bunk room with 4 bunks. priced as one bedroom or per bed?')).toContain(`Bedroom: ${formatCents(prices.rooms.find((r) => r.item === 'Bedroom')!.standard)} standard`);
  });

  it('"the trustees" of a church are no question about trusting cleaners', () => {
    expect(say("Our treasurer pays vendors by invoice after the trustees approve. Do you invoice?")).not.toMatch(/vetted and background-checked/);
  });
});

describe('round 94: everyday questions in Portuguese', () => {
  /** The page a reply cites, found by its title's words (a help article or a policy page), not by today's address. */
  const pageTitled = (words: RegExp) => index.passages.find((p) => words.test(p.title))!.url;

  it('rescheduling, a breakage, a screen reader, pausing weekly visits and booking cite the pages that answer them', () => {
    expect(urls('my son is sick, the cleaning is tomorrow morning. posso mudar para outro dia?')).toContain(articleTitled(/change the date or time/i));
    expect(urls('Se a senhora partir alguma coisa ou se um dos miúdos se magoar durante a limpeza, o que faço?')).toContain(articleTitled(/concern about a cleaning/i));
    expect(urls('O meu filho mais velho é cego e usa leitor de ecrã. O vosso site funciona com isso?')).toContain(pageTitled(/^Accessibility statement$/i));
    expect(urls('Vamos a Portugal em agosto, três semanas. Posso parar as limpezas semanais e depois continuar?')).toContain(articleTitled(/change the date or time/i));
    expect(urls('Como faço a marcação?')).toContain(articleTitled(/book my first cleaning/i));
  });

  it('not being home gets the access notes, and a booking confirmed what the app shows before confirming', () => {
    expect(say('Trabalho até às 5. Posso não estar em casa quando ela vem?')).toMatch(/access notes/);
    expect(urls('Como sei que a minha marcação ficou confirmada?')).toContain(articleTitled(/book my first cleaning/i));
  });
});

describe('round 98: one of the bathrooms described as a toilet and sink', () => {
  it('"one of the two bathrooms is just a toilet and sink, so a half bath" makes one of the two a half bath, and the add-ons go on that home', () => {
    const turns = ['Standard cleaning, 3 bedrooms 2 bathrooms. Price?', 'Sorry, I counted wrong. One of the two bathrooms is just a toilet and sink, so a half bath.'];
    expect(say(...turns)).toContain(`Total: ${quote(prices, 'standard', { Bedroom: 3, Bathroom: 1, 'Half Bathroom': 1 }).total}`);
    expect(say(...turns, 'Fine. Add the oven and the stovetop.')).toContain(`Total: ${quote(prices, 'standard', { Bedroom: 3, Bathroom: 1, 'Half Bathroom': 1 }, ['Oven inside', 'Stovetop scrub']).total}`);
  });
});

describe('round 99: a later turn that changes the order', () => {
  it('"she took stovetop off and put dishwasher instead" takes one add-on off and puts the other on', () => {
    const turns = ['client got deep 1 bed 1 bath 1 other room how much is that', 'she added oven and stovetop how much now', 'nvm she took stovetop off and put dishwasher instead'];
    expect(say(...turns)).toContain(`Total: ${quote(prices, 'deep', { Bedroom: 1, Bathroom: 1, 'Other Room': 1 }, ['Oven inside', 'Dishwasher inside']).total}`);
  });

  it('"2 full bathrooms not 1 and a half" makes the half bath a full one', () => {
    const turns = ['my aunt wants standard every week, 2 bed 1 bath 1 half bath 1 other room. per week?', 'wait she got 2 full bathrooms not 1 and a half'];
    expect(say(...turns)).toContain(`Total: ${quote(prices, 'standard', { Bedroom: 2, Bathroom: 2, 'Other Room': 1 }).total}`);
  });

  it('"one of the \'bathrooms\' is just the powder room, toilet and sink only" makes one of the two a half bath', () => {
    const turns = ['deep clean price for 3 bedrooms 2 bathrooms kitchen and living room', "sorry my husband says one of the 'bathrooms' is just the powder room downstairs, toilet and sink only"];
    expect(say(...turns)).toContain(`Total: ${quote(prices, 'deep', { Bedroom: 3, Bathroom: 1, 'Half Bathroom': 1, 'Other Room': 2 }).total}`);
  });

  it('a room dropped by name ("drop the office") is no service: the code then halves the home priced', () => {
    const turns = ['Deep clean for 3 bed, 2 bath, 1 half, kitchen, living room and office, plus oven, fridge and microwave insides. Total?', "Drop the office. It's off-limits, there's fragile lab gear in there.", 'With NEWCOMER?'];
    const home = quote(prices, 'deep', { Bedroom: 3, Bathroom: 2, 'Half Bathroom': 1, 'Other Room': 2 }, ['Oven inside', 'Refrigerator inside', 'Microwave inside']);
    expect(say(...turns)).toContain(home.firstClean);
    expect(say(...turns)).not.toMatch(/Office and Business Cleaning has no published price/);
  });

  it('"scratch the oven" after the add-ons of a move-out leaves the oven out of their prices', () => {
    const turns = ["We're vacating our old lab space in Paterson. What would a move-out clean cost?", 'Understood. Then quote me just the add-ons: fridge, microwave, oven and dishwasher insides.', "Scratch the oven, there isn't one in that space."];
    const kept = prices.addOns.filter((a) => ['Refrigerator inside', 'Microwave inside', 'Dishwasher inside'].includes(a.item));
    expect(say(...turns)).toContain(`(${formatCents(kept.reduce((sum, a) => sum + a.price, 0))} together)`);
    expect(say(...turns)).not.toMatch(/Oven inside/);
  });
});

describe('round 99: a Haitian Creole grandmother, and cities far from New Jersey', () => {
  it('reads safety, washing the dishes, opening hours and "are you there too" in Creole', () => {
    expect(urls('Mwen se yon granmoun ki rete pou kont mwen. Ki jan m fè konnen moun nan pa danjere?')).toContain(articleTitled(/vetted/i));
    const dishes = prices.addOns.find((a) => /^Dishes/.test(a.item))!;
    expect(say('Èske yo ka lave asyèt mwen yo tou?')).toContain(`${dishes.item} (add-on): ${formatCents(dishes.price)}`);
    expect(urls('A ki lè sèvis kliyan an louvri?')).toContain(articleTitled(/contact Nestwell support/i));
    expect(say('Kouzen m nan rete Miami. Èske nou la tou?')).toMatch(/Miami \(Florida\) is outside our area/);
  });

  it('a city far away is outside the area, and a name New Jersey has too stays New Jersey\'s', () => {
    expect(say('my mom lives in orlando, can you clean her place?')).toMatch(/Orlando \(Florida\) is outside our area/);
    expect(say('do you clean in boston?')).toMatch(/Boston \(Massachusetts\) is outside our area/);
    expect(urls('do you clean in Springfield?')).toContain(placePage('Springfield Township', 'Union County'));
    expect(say('do you clean in Long Beach?')).not.toMatch(/outside our area/);
  });

  it('a city where someone lives or lived, beside another question, is not answered as a place asked about', () => {
    const photos = 'My son lives in Denver and worries about me. Is there a way he can see that the cleaning was actually done properly?';
    expect(say(photos)).not.toMatch(/outside our area/);
    expect(urls(photos)).toContain(articleTitled(/photos/i));
    expect(say('Back in Dallas I paid $120 flat for my 3/2 every two weeks. What would yall charge for a 3 bed 2 bath?')).not.toMatch(/outside our area/);
    expect(say("My daughter Linda's house in Bethesda, Maryland could use a good cleaning too. Could I book one of your cleaners for her?")).toMatch(/Bethesda \(Maryland\) is outside our area/);
  });
});

describe('round 100: changes and counts said in new ways', () => {
  it('"every two weeks for two bedrooms... what would each visit cost?" splits no bill; "per person" in a share house does', () => {
    expect(say("I'd like a regular cleaning every two weeks for two bedrooms, one bathroom and the living room. What would each visit cost?")).not.toMatch(/Split \d+ ways/);
    const house = quote(prices, 'standard', { Bedroom: 5, Bathroom: 2, 'Other Room': 2 }).result.total;
    expect(say('whats the standard (not deep) price for 5 bed 2 bath + kitchen + living room. per person too pls')).toContain(`Split 5 ways, Standard Cleaning for these rooms comes to ${formatCents(house / 5)} each`);
  });

  it('a creator swapping one add-on for another gets the add-ons priced, not the creator program', () => {
    const kept = prices.addOns.filter((a) => ['Refrigerator inside', 'Oven inside', 'Dishwasher inside'].includes(a.item));
    expect(say("doing a 'kitchen reset' vid. inside fridge + inside oven + inside microwave = ?", 'swap the microwave for the dishwasher')).toContain(`Together: ${formatCents(kept.reduce((sum, a) => sum + a.price, 0))}.`);
  });

  it('an order changed in Spanish and Polish: "quita el microondas", "me equivoqué", "piekarnik nie trzeba", "pomyliłam się"', () => {
    const spanish = '2 cuartos 1 baño standard + la nevera por dentro, microondas por dentro y lavar los platos. total?';
    expect(say(spanish, 'quita el microondas, ese lo limpio yo')).toContain(`Total: ${quote(prices, 'standard', { Bedroom: 2, Bathroom: 1 }, ['Refrigerator inside', 'Dishes wash']).total}`);
    expect(say('el 50% del NEWCOMER tambien le quita al booking fee o nomas a los cuartos?')).not.toMatch(/cancel it in the app/);
    expect(say('deep cleaning para 2 cuartos y 2 baños cuanto?', 'perdón me equivoqué, es 1 baño completo y 1 medio baño')).toContain(`Total: ${quote(prices, 'deep', { Bedroom: 2, Bathroom: 1, 'Half Bathroom': 1 }).total}`);
    const polish = 'Zwykłe sprzątanie: 2 sypialnie, 1 łazienka, salon, kuchnia i piekarnik w środku.';
    expect(say(polish, 'Dodajcie lodówkę, ale piekarnik nie trzeba.')).toContain(`Total: ${quote(prices, 'standard', { Bedroom: 2, Bathroom: 1, 'Other Room': 2 }, ['Refrigerator inside']).total}`);
    expect(say('Ile kosztuje zwykłe sprzątanie: 1 sypialnia, 1 łazienka i kuchnia?', 'Przepraszam, pomyliłam się. Mam 2 sypialnie, nie jedną.')).toContain(`Total: ${quote(prices, 'standard', { Bedroom: 2, Bathroom: 1, 'Other Room': 1 }).total}`);
  });

  it('rooms named after a count of other rooms are those rooms, and the next turn keeps that count', () => {
    const turns = ['standard: 1 bed, 1 bath, 1 half bath, 1 other room', 'oh make it 2 other rooms, forgot the kitchen'];
    expect(say(...turns)).toContain(`Total: ${quote(prices, 'standard', { Bedroom: 1, Bathroom: 1, 'Half Bathroom': 1, 'Other Room': 2 }).total}`);
    const deep = say(...turns, 'and if its deep instead? with NEWCOMER too');
    expect(deep).toContain(`Total: ${quote(prices, 'deep', { Bedroom: 1, Bathroom: 1, 'Half Bathroom': 1, 'Other Room': 2 }).total}`);
    expect(deep).not.toContain(quote(prices, 'deep', { Bedroom: 1, Bathroom: 1, 'Half Bathroom': 1, 'Other Room': 3 }).total);
    expect(say('Standard for cabin C: 1 bed, 1 bath, 1 other room.', "And it's actually 2 other rooms, kitchen and living room are separate.")).toContain(`Total: ${quote(prices, 'standard', { Bedroom: 1, Bathroom: 1, 'Other Room': 2 }).total}`);
  });

  it('"a third practice room, so 3 practice rooms" is three, and "same 3 rooms + 2 baths" after them is those rooms, not bedrooms', () => {
    const turns = ['Quarterly deep clean: 2 practice rooms and 2 bathrooms. Cost?', 'Correction — we opened up a third practice room last month, so 3 practice rooms.'];
    expect(say(...turns)).toContain(`Total: ${quote(prices, 'deep', { Bathroom: 2, 'Other Room': 3 }).total}`);
    expect(say(...turns, 'Over budget. Same 3 rooms + 2 baths on Standard instead?')).toContain(`Total: ${quote(prices, 'standard', { Bathroom: 2, 'Other Room': 3 }).total}`);
  });
});

describe('round 101: Ukrainian, floors, rooms left out by a pronoun, and a schedule changed', () => {
  it('a Ukrainian order is read and changed: rooms, add-ons added, one taken off, a count corrected', () => {
    const home = 'Standard cleaning: 2 спальні, 1 ванна, 1 кухня. Price please, it is for my first time.';
    expect(say(home)).toContain(`Total: ${quote(prices, 'standard', { Bedroom: 2, Bathroom: 1, 'Other Room': 1 }).total}`);
    const added = [home, 'Додайте ще холодильник всередині і миття посуду.'];
    expect(say(...added)).toContain(`Total: ${quote(prices, 'standard', { Bedroom: 2, Bathroom: 1, 'Other Room': 1 }, ['Refrigerator inside', 'Dishes wash']).total}`);
    expect(say(...added, 'Ні, посуд я помию сама. Тільки холодильник.')).toContain(`Total: ${quote(prices, 'standard', { Bedroom: 2, Bathroom: 1, 'Other Room': 1 }, ['Refrigerator inside']).total}`);
    expect(say('Моя подруга в Passaic хоче standard: 2 спальні, 1 ванна. Скільки?', 'Вибачте, ванн дві, не одна.')).toContain(`Total: ${quote(prices, 'standard', { Bedroom: 2, Bathroom: 2 }).total}`);
  });

  it('Ukrainian words read beside Russian ones leave Russian phrases whole, and "без гостиной" takes that one room off', () => {
    expect(urls('Будет ли приходить одна и та же уборщица каждый раз?')).toContain(articleTitled(/match me with a cleaner/i));
    expect(say('Сколько обычная уборка: 2 спальни, ванная, туалет, гостиная и кухня?', 'А если без гостиной? Я её сама уберу.')).toContain(`Total: ${quote(prices, 'standard', { Bedroom: 2, Bathroom: 1, 'Half Bathroom': 1, 'Other Room': 1 }).total}`);
  });

  it('the floors of one house are one home, not one home a floor', () => {
    const reply = say('We have a two-storey house: four bedrooms and one full bathroom upstairs; downstairs a full bathroom, a powder room, the living room, dining room, kitchen and a family room. What would a standard cleaning cost, please?');
    const house = quote(prices, 'standard', { Bedroom: 4, Bathroom: 2, 'Half Bathroom': 1, 'Other Room': 4 });
    expect(reply).toContain(`Total: ${house.total}\n`);
    expect(reply).toContain(house.firstClean);
    expect(reply).not.toMatch(/home 1/);
  });

  it('rooms left out by a pronoun, a room in the basement, an add-on taken out, a room added with "+"', () => {
    const deep = 'Please tell me the cost of a Deep Cleaning for my whole house: 5 bedrooms, 3 bathrooms, 1 powder room and 4 other rooms.';
    expect(say(deep, 'Let us do the regular Standard cleaning instead.', 'And truthfully, two of the bedrooms are never used. Leave those out, please.')).toContain(`Total: ${quote(prices, 'standard', { Bedroom: 3, Bathroom: 3, 'Half Bathroom': 1, 'Other Room': 4 }).total}`);
    expect(say('standard: 3 bedroom, 2 bathroom, 1 half bathroom. price?', 'wait, is 4 bedroom, I forget my son room in the basement')).toContain(`Total: ${quote(prices, 'standard', { Bedroom: 4, Bathroom: 2, 'Half Bathroom': 1 }).total}`);
    expect(say('standard clean 3 bed 2 bath + fridge inside + oven inside + wash dishes. total?', 'no dishes, take out. my wife she do the dishes')).toContain(`Total: ${quote(prices, 'standard', { Bedroom: 3, Bathroom: 2 }, ['Refrigerator inside', 'Oven inside']).total}`);
    expect(say('1 bed 1 bath standard price', 'oh wait + living room/kitchen, its one open space. count as 1?')).toContain(`Total: ${quote(prices, 'standard', { Bedroom: 1, Bathroom: 1, 'Other Room': 1 }).total}`);
    expect(say('침실 3개, 화장실 2개 스탠다드 청소하면 얼마예요?', '아 거실도 같이 해주세요.')).toContain(`Total: ${quote(prices, 'standard', { Bedroom: 3, Bathroom: 2, 'Other Room': 1 }).total}`);
  });

  it('a schedule changed after a month was totalled totals the month again at the new schedule', () => {
    const weekly = quote(prices, 'standard', { Bedroom: 1, Bathroom: 1, 'Other Room': 1 }).result.total;
    expect(say('biweekly standard 1bd 1ba 1 living + fridge inside. per month?', 'make it weekly and drop the fridge')).toContain(`Over 4 visits (weekly over four weeks, about a month; some months have 5): 4 × ${formatCents(weekly)}`);
    const turns = ['If I want standard every week for 3 bedroom 2 bath 1 living room, how much a month?', 'hmm actually every 2 weeks is enough'];
    const visit = quote(prices, 'standard', { Bedroom: 3, Bathroom: 2, 'Other Room': 1 }).result.total;
    expect(say(...turns)).toContain(`2 × ${formatCents(visit)} = ${formatCents(2 * visit)}`);
    expect(say(...turns, 'first one is half price right?')).toContain(`2 × ${formatCents(visit)} = ${formatCents(2 * visit)}`);
  });
});

describe('round 103: a Ukrainian grandmother, bathrooms that are half baths, and a schedule turned down', () => {
  it('her changes are read: the second bedroom not needed, the dishes she washes herself, the third room that is the living room', () => {
    expect(say('Хочу глибоке прибирання всієї квартири: дві спальні, ванна, кухня, вітальня. Скільки?', 'Ой, ні. Другу спальню не треба, там онук живе, сам прибере. І давайте краще звичайне, не глибоке.')).toContain(`Total: ${quote(prices, 'standard', { Bedroom: 1, Bathroom: 1, 'Other Room': 2 }).total}`);
    expect(say('Звичайне прибирання: дві спальні, ванна, кухня, вітальня, і ще помити посуд та мікрохвильовку всередині. Скільки разом?', 'Посуд я сама помию, це приберіть. Але в мене є ще маленький туалет без душу, його теж треба.'))
      .toContain(`Total: ${quote(prices, 'standard', { Bedroom: 2, Bathroom: 1, 'Half Bathroom': 1, 'Other Room': 2 }, ['Microwave inside']).total}`);
    expect(say('Скільки буде звичайне прибирання трьох спалень і однієї ванної?', 'Вибачте, я переплутала: спальні дві, а третя кімната — це вітальня.')).toContain(`Total: ${quote(prices, 'standard', { Bedroom: 2, Bathroom: 1, 'Other Room': 1 }).total}`);
  });

  it('her everyday questions cite the pages that answer them, and Brooklyn is outside the area', () => {
    expect(say('Моя донька живе в Брукліні. Можна замовити прибирання і для неї?')).toMatch(/Brooklyn \(New York\) is outside our area/);
    expect(urls('Мені 78 років, я живу сама. Чи перевіряють людей, яких ви присилаєте? Страшно пускати чужого в хату.')).toContain(articleTitled(/vetted/i));
    expect(urls('Якщо мені не сподобається, як прибрали, я все одно маю платити? Я на пенсії, кожен долар рахую.')).toContain(articleTitled(/satisfaction promise/i));
    expect(urls('Онук сказав, що після прибирання можна подивитися фотографії. Де їх шукати?')).toContain(articleTitled(/photos/i));
  });

  it('some of the bathrooms priced said to be half baths, and a correction that says the count it replaces', () => {
    expect(say('2 bed 2 bath standard?', 'wait the 2nd bathroom is just a toilet n sink')).toContain(`Total: ${quote(prices, 'standard', { Bedroom: 2, Bathroom: 1, 'Half Bathroom': 1 }).total}`);
    expect(say('Standard for the big house: 6 bedrooms, 4 bathrooms, 3 other rooms.', 'correction, 2 of those 4 bathrooms are half baths')).toContain(`Total: ${quote(prices, 'standard', { Bedroom: 6, Bathroom: 2, 'Half Bathroom': 2, 'Other Room': 3 }).total}`);
    const home = 'Please quote Standard for: 4 bedrooms, 3 full baths, 1 half bath, 3 other rooms, plus oven inside and fridge inside.';
    expect(say(home, "Sorry, correction: it's 2 full baths and 2 half baths, not 3 full + 1 half.")).toContain(`Total: ${quote(prices, 'standard', { Bedroom: 4, Bathroom: 2, 'Half Bathroom': 2, 'Other Room': 3 }, ['Oven inside', 'Refrigerator inside']).total}`);
  });

  it('the schedule a turn settles on: "every two weeks instead of weekly", "weekly is too expensive, once a month"', () => {
    const turns = ["I want recurring weekly Standard cleaning for a 3 bed 2 bath. What's the per-visit price?", 'Actually make it every two weeks instead of weekly. Does the per-visit price change?'];
    const visit = quote(prices, 'standard', { Bedroom: 3, Bathroom: 2 }).result.total;
    expect(say(...turns, 'Roughly how much per month then, and the first one with NEWCOMER?')).toContain(`Over 2 visits (every two weeks over four weeks, about a month; some months have 3): 2 × ${formatCents(visit)}`);
    expect(say('We want standard weekly for 2 bed 1 bath, how much for the first four visits?', 'No, weekly is too expensive for me. Let us do once a month. How much each time then?')).not.toMatch(/Over 4 visits/);
  });
});

describe('round 104: a quoted passage answers its own title, not the question', () => {
  it('"Fingerprints? The police?" gets no "Yes." from the vetting article\'s opening', () => {
    const reply = say('Are the cleaners checked?', 'What does the check involve? Fingerprints? The police?');
    expect(reply).not.toMatch(/^Yes\b/);
    expect(reply).toMatch(/vetted and background-checked/);
  });
});

describe('round 104: changes said in Ukrainian, Portuguese and English', () => {
  it('a room forgotten and added, and a tier changed with an add-on, in Ukrainian', () => {
    expect(say('Скільки коштує стандартне прибирання: 1 спальня, 1 ванна і кухня?', 'Ой, я забула вітальню. Додайте ще одну кімнату.')).toContain(`Total: ${quote(prices, 'standard', { Bedroom: 1, Bathroom: 1, 'Other Room': 2 }).total}`);
    expect(say('Генеральне (deep) прибирання: 1 спальня, 1 ванна, вітальня і кухня — скільки?', 'Це дорого. Давайте краще стандарт, але додайте духовку всередині.')).toContain(`Total: ${quote(prices, 'standard', { Bedroom: 1, Bathroom: 1, 'Other Room': 2 }, ['Oven inside']).total}`);
  });

  it('"ah esqueci, tem o lavabo também e a sala" adds a half bath and a room', () => {
    expect(say('Quanto fica a limpeza padrão, 3 quartos e 1 banheiro?', 'Ah esqueci, tem o lavabo também e a sala. Coloca junto por favor')).toContain(`Total: ${quote(prices, 'standard', { Bedroom: 3, Bathroom: 1, 'Half Bathroom': 1, 'Other Room': 1 }).total}`);
  });

  it('"the third bedroom is shut up... leave it out", and "the staff bathroom actually has a shower, so it\'s a full bathroom"', () => {
    const home = 'An ordinary cleaning of three bedrooms, one bathroom, one powder room, and the living room, dining room and kitchen. What would it come to?';
    expect(say(home, 'Janet reminds me that the third bedroom is shut up; I never go in it. Please leave it out.')).toContain(`Total: ${quote(prices, 'standard', { Bedroom: 2, Bathroom: 1, 'Half Bathroom': 1, 'Other Room': 3 }).total}`);
    const office = 'Using your price list, what is a standard clean of 2 rooms (front office and break room) plus our staff half bath, plus the inside of the fridge?';
    expect(say(office, "Correction: the staff bathroom actually has a shower, so it's a full bathroom. And please add the microwave inside too."))
      .toContain(`Total: ${quote(prices, 'standard', { Bathroom: 1, 'Other Room': 2 }, ['Refrigerator inside', 'Microwave inside']).total}`);
  });
});

describe('round 105: a bedroom that is another room, a room added by "it", bathrooms said twice, Italian', () => {
  it('"the third bedroom is used as an office now, so count it as an other room" moves one bedroom to the Other Rooms', () => {
    const home = 'Standard cleaning quote for our house-manager apartment: 3 bedrooms, 2 bathrooms, kitchen and living room.';
    expect(say(home, 'Correction: the third bedroom is used as an office now, so count it as an other room.')).toContain(`Total: ${quote(prices, 'standard', { Bedroom: 2, Bathroom: 2, 'Other Room': 3 }).total}`);
    expect(say('standard for 2 bedrooms 1 bath, plus fridge inside and oven inside', 'I miscounted, the second bedroom is really my office. So 1 bedroom and 1 other room.'))
      .toContain(`Total: ${quote(prices, 'standard', { Bedroom: 1, Bathroom: 1, 'Other Room': 1 }, ['Refrigerator inside', 'Oven inside']).total}`);
    expect(say('wait 1 bedroom is storage, no clean', 'and add the half bath downstair')).not.toMatch(/Other Room/);
  });

  it('"the kitchen counts as another room right? add it" adds the kitchen, and "2.5 baths, two full and one half" is counted once', () => {
    expect(say('for my apartment: 2 bedrooms, 1 bathroom and the living room. regular cleaning, how much?', 'oh wait the kitchen counts as another room right? add it')).toContain(`Total: ${quote(prices, 'standard', { Bedroom: 2, Bathroom: 1, 'Other Room': 2 }).total}`);
    expect(say('deep clean price for 4 bedrooms, 3 bathrooms?', "sorry, it's 2.5 baths, two full and one half")).toContain(`Total: ${quote(prices, 'deep', { Bedroom: 4, Bathroom: 2, 'Half Bathroom': 1 }).total}`);
  });

  it('"il frigo... toglilo, però aggiungi i piatti" takes the fridge off and adds the dishes', () => {
    const home = 'Pulizia normale: 2 camere, 1 bagno, cucina e soggiorno, più il forno dentro e il frigorifero dentro. Quanto fa in tutto?';
    expect(say(home, "Il frigo l'ha già pulito mia figlia ieri, toglilo. Però aggiungi i piatti, domenica abbiamo ospiti."))
      .toContain(`Total: ${quote(prices, 'standard', { Bedroom: 2, Bathroom: 1, 'Other Room': 2 }, ['Oven inside', 'Dishes wash']).total}`);
  });
});

describe('round 106: yes where the site says nothing', () => {
  it('a cleaner bringing a cousin to help, and deep and standard mixed in one visit, get no yes', () => {
    expect(say('can i bring my cousin to help me on jobs')).toMatch(/^The site doesn't say whether a cleaner may bring someone/);
    const mixed = say('Deep clean: 4 bed, 2 bath, 1 half, kitchen/living/family room.', 'Too much. Can you do deep just on the bathrooms and standard everywhere else in the same visit?');
    expect(mixed).not.toMatch(/^Yes\./m);
    expect(mixed).toMatch(/won't say yes/);
  });
});

describe("round 106's later turns: add-ons swapped, rooms merged or said twice, a tier changed in Spanish and Korean", () => {
  const apartment = { Bedroom: 1, Bathroom: 1, 'Other Room': 2 };

  it('"drop it and do oven + stovetop instead" keeps the oven, and "skip the fridge this time" takes the fridge off, not a visit', () => {
    expect(say('standard for 1br 1ba + living + kitchen, plus inside fridge', 'actually landlord is emptying the fridge himself lol. drop it and do oven + stovetop instead'))
      .toContain(`Total: ${quote(prices, 'standard', apartment, ['Oven inside', 'Stovetop scrub']).total}`);
    const skipped = say('Standard: 4 bedrooms, 3 full baths, plus oven and fridge insides', 'and skip the fridge this time');
    expect(skipped).toContain(`Total: ${quote(prices, 'standard', { Bedroom: 4, Bathroom: 3 }, ['Oven inside']).total}`);
    expect(skipped).not.toMatch(/cancel/i);
  });

  it('"I meant the microwave, not the oven" swaps them, after rooms named one each and "what would that be?"', () => {
    const first = "I'd like the kitchen, the living room and the bathroom done, with the inside of the refrigerator and the inside of the oven. What would that be?";
    const home = { Bathroom: 1, 'Other Room': 2 };
    expect(say(first)).toContain(`Total: ${quote(prices, 'standard', home, ['Refrigerator inside', 'Oven inside']).total}`);
    expect(say(first, 'Oh dear, I meant the microwave, not the oven.')).toContain(`Total: ${quote(prices, 'standard', home, ['Refrigerator inside', 'Microwave inside']).total}`);
  });

  it('add-ons asked alone, one skipped and another added instead, are those add-ons changed', () => {
    const together = (items: string[]) => formatCents(items.reduce((sum, item) => sum + prices.addOns.find((a) => a.item === item)!.price, 0));
    expect(say('What would it cost to add the inside of the break-room fridge, the inside of the microwave and a dishes wash?', "Let's skip the dishes, we'll handle those, but add the inside of the dishwasher instead."))
      .toContain(`Together: ${together(['Refrigerator inside', 'Microwave inside', 'Dishwasher inside'])}.`);
    expect(say('What would it cost to add the inside of the break-room fridge?')).not.toMatch(/^Tell us: note the date/m);
  });

  it('"living room and kitchen r one open room actually" counts them as one', () => {
    expect(say('deep clean 1 bed 1 bath living rm kitchen how much', 'wait living room and kitchen r one open room actually'))
      .toContain(`Total: ${quote(prices, 'deep', { Bedroom: 1, Bathroom: 1, 'Other Room': 1 }).total}`);
  });

  it('"3 bedrooms, he turned the office back into a bedroom" is three, and "the basement playroom" is one room', () => {
    expect(say('2 bed 2 bath standard plus inside the oven', 'correction, 3 bedrooms — he turned the office back into a bedroom'))
      .toContain(`Total: ${quote(prices, 'standard', { Bedroom: 3, Bathroom: 2 }, ['Oven inside']).total}`);
    expect(say('3 bedrooms 2 baths, standard. how much', 'forgot the basement playroom and the family room'))
      .toContain(`Total: ${quote(prices, 'standard', { Bedroom: 3, Bathroom: 2, 'Other Room': 2 }).total}`);
  });

  it('"skip the office and the basement" leaves both out, and "the dining room also, so 3 other rooms" is three', () => {
    expect(say('biweekly standard for the whole house: 4 bed, 2 bath, 1 half bath, 4 other rooms. how much each time?', 'what if we skip the office and the basement every other visit?'))
      .toContain(`Total: ${quote(prices, 'standard', { Bedroom: 4, Bathroom: 2, 'Half Bathroom': 1, 'Other Room': 2 }).total}`);
    expect(say('deep cleaning: 3 bedroom, 2 bathroom, 1 half bath, living room and kitchen. how much?', 'Sorry, dining room also, so 3 other rooms.'))
      .toContain(`Total: ${quote(prices, 'deep', { Bedroom: 3, Bathroom: 2, 'Half Bathroom': 1, 'Other Room': 3 }).total}`);
  });

  it('"and the living room, I forgot", and "and living room also, sorry", add the room', () => {
    const total = `Total: ${quote(prices, 'standard', { Bedroom: 2, Bathroom: 1, 'Other Room': 1 }).total}`;
    expect(say('2 bedrooms and 1 bath, standard. how much?', 'and the living room, i forgot')).toContain(total);
    expect(say('2 bedrooms and 1 bath, standard. how much?', 'and living room also, sorry')).toContain(total);
  });

  it('"deep only for the first visit and standard after that" prices the later visits at Standard; "your heavy cleaning" is Deep', () => {
    const home = '2 bedrooms, 2 full baths, a half bath, a living room and a kitchen. What would a deep cleaning cost?';
    expect(say(home, "On reflection, I'd do deep only for the first visit and standard after that. What would the standard visits cost?"))
      .toContain(`${quote(prices, 'standard', { Bedroom: 2, Bathroom: 2, 'Half Bathroom': 1, 'Other Room': 2 }).total} for Standard Cleaning`);
    expect(say('I suppose I need your heavy cleaning first. Two bedrooms, a full bath and a half bath, living room, kitchen and den. What would that be?'))
      .toContain(`Total: ${quote(prices, 'deep', { Bedroom: 2, Bathroom: 1, 'Half Bathroom': 1, 'Other Room': 3 }).total}`);
    expect(say('My late husband always took care of the heavy cleaning. 3 bedrooms 2 baths, what would that be?')).toMatch(/estimate for Standard Cleaning/);
    expect(say('deep for the 4 bed 2 bath house + kitchen + family room... actually no make it standard. total?')).toMatch(/estimate for Standard Cleaning/);
  });

  it('Spanish: "mejor estándar", "y la sala también, se me olvidó", "no 2 baños"', () => {
    expect(say('¿Cuánto es una limpieza profunda de 1 habitación, 1 baño y 1 sala?', 'mejor estándar')).toContain(`Total: ${quote(prices, 'standard', { ...unit, 'Other Room': 1 }).total}`);
    expect(say('Apartamento en Passaic: 2 cuartos y 1 baño, limpieza estándar. ¿Cuánto?', 'Ah verdad, y la sala también, se me olvidó'))
      .toContain(`Total: ${quote(prices, 'standard', { Bedroom: 2, Bathroom: 1, 'Other Room': 1 }).total}`);
    expect(say('2 cuartos, 2 baños, limpieza estándar con el horno por dentro. cuanto?', 'perdón, me equivoqué: es 1 baño completo y 1 medio baño, no 2 baños'))
      .toContain(`Total: ${quote(prices, 'standard', { Bedroom: 2, Bathroom: 1, 'Half Bathroom': 1 }, ['Oven inside']).total}`);
  });

  it('Korean: the oven taken off and the dishwasher instead, a bathroom count corrected with the kitchen added, one bathroom a half bath', () => {
    const home = '우리 집 (방 3, 화장실 2, 작은 화장실 1, 거실, 부엌) 스탠다드에 냉장고 안쪽이랑 오븐 안쪽 추가하면 얼마예요?';
    expect(say(home, '오븐은 빼 주세요. 대신 식기세척기 안쪽으로 바꿔 주세요.'))
      .toContain(`Total: ${quote(prices, 'standard', { Bedroom: 3, Bathroom: 2, 'Half Bathroom': 1, 'Other Room': 2 }, ['Refrigerator inside', 'Dishwasher inside']).total}`);
    expect(say('우리 집은 방 3개, 화장실 2개, 거실 1개예요. 일반 청소 얼마예요?', '아이고 잘못 말했네요. 화장실이 3개예요. 그리고 부엌도 넣어 주세요.'))
      .toContain(`Total: ${quote(prices, 'standard', { Bedroom: 3, Bathroom: 3, 'Other Room': 2 }).total}`);
    expect(say('We want a deep clean: 3 bedrooms, 2 bathrooms. How much?', '아 잘못 말했어요. 화장실 하나는 샤워 없는 반 화장실이에요.'))
      .toContain(`Total: ${quote(prices, 'deep', { Bedroom: 3, Bathroom: 1, 'Half Bathroom': 1 }).total}`);
  });
});

describe('round 107: places named beside another state, homes alike and one apart, rooms named one by one, Gujarati, Hindi and Egyptian Arabic', () => {
  it('"the Fort Lee base in Virginia" is outside the area, in English and in Chinese; "de Passaic pa Elizabeth" is no Pennsylvania', () => {
    for (const asked of ['My grandson lives at the Fort Lee base in Virginia, can you clean there?', '我外孙在弗吉尼亚州当兵,住在那边的 Fort Lee 基地。名字一样,你们也能去那里打扫吗?']) {
      const reply = say(asked);
      expect(reply).toMatch(/^Not yet: we serve New Jersey only, so Fort Lee and the rest of Virginia are outside our area/m);
      expect(reply).not.toMatch(/Yes, we clean in \[Fort Lee/);
    }
    const moving = say('Nos mudamos el mes que viene de Passaic pa Elizabeth. ¿Qué servicio es ese?');
    expect(moving).toContain(`Yes, we clean in [Passaic City](${placePage('Passaic City', 'Passaic County')})`);
    expect(moving).not.toMatch(/Pennsylvania/);
    expect(say('cuanto es la limpieza profunda (deep) pa 2 habitaciones, 1 baño y la sala nada mas? la cocina no'))
      .toContain(`Total: ${quote(prices, 'deep', { Bedroom: 2, Bathroom: 1, 'Other Room': 1 }).total}`);
  });

  it('someone elsewhere who sees the photos, or the one asking away for a day, is no place asked about', () => {
    expect(say('Can my daughter in New York see the photos too?')).not.toMatch(/Not yet/);
    expect(say("Some Saturdays I'm at my daughter's in Philadelphia. Is there any way to check the house was done properly before the renters arrive?")).not.toMatch(/Not yet/);
    expect(say("I'm at my sister's in Philadelphia, do you clean there?")).toMatch(/^Not yet/m);
  });

  it('add-ons "to both cottages" are twice, two cottages alike are two, and "the 2nd one is 3 bed 2 bath" adds up the two', () => {
    const addOns = formatCents(['Refrigerator inside', 'Dishes wash'].reduce((sum, item) => sum + prices.addOns.find((a) => a.item === item)!.price, 0));
    expect(say('If I add fridge inside and dishes wash to BOTH cottages every week, how much extra per week?')).toContain(`At 2 homes: 2 × ${addOns}`);
    const small = quote(prices, 'standard', { Bedroom: 2, Bathroom: 1 }).result.total;
    const both = 'I have 2 cottages, both 2 bed 1 bath. Standard clean for each, total?';
    expect(say(both)).toContain(`2 × ${formatCents(small)} = ${formatCents(2 * small)}`);
    expect(say(both, 'sorry, brain fog. the 2nd one is 3 bed 2 bath')).toContain(`Total: ${quote(prices, 'standard', { Bedroom: 5, Bathroom: 3 }).total}`);
    expect(say(both, 'and if we use NEWCOMER on the first one?')).toContain(`If one of these 2 is your first cleaning`);
  });

  it('"I only need the kitchen done... inside the oven and the stovetop" prices the kitchen with them, and "my bedroom, the guest room" are two', () => {
    expect(say('Before Thanksgiving I only need the kitchen done, but properly: inside the oven and the stovetop scrubbed. What would that be? And how much more if it were your deep cleaning?'))
      .toContain(`Standard Cleaning ${quote(prices, 'standard', { 'Other Room': 1 }, ['Oven inside', 'Stovetop scrub']).total}, Deep Cleaning ${quote(prices, 'deep', { 'Other Room': 1 }, ['Oven inside', 'Stovetop scrub']).total}`);
    expect(say("In winter it's only me, so I'd just want my bedroom, the guest room for my grandson, one bathroom, the kitchen and the living room done every two weeks. What would that be?"))
      .toContain(`Total: ${quote(prices, 'standard', { Bedroom: 2, Bathroom: 1, 'Other Room': 2 }).total}`);
  });

  it('"correction: 3 bedrooms now... and add dishes wash" is three bedrooms, and another unit with "no dishes" has none', () => {
    const unitA = 'Standard clean for unit A: 2 bedrooms, 1 bath, living room and kitchen. What does that come to?';
    const corrected = 'Correction: unit A actually has 3 bedrooms now, I converted the den last winter. And add dishes wash.';
    expect(say(unitA, corrected)).toContain(`Total: ${quote(prices, 'standard', { Bedroom: 3, Bathroom: 1, 'Other Room': 2 }, ['Dishes wash']).total}`);
    expect(say(unitA, corrected, 'And the downstairs unit: 1 bedroom, 1 full bath, 1 half bath, living room and kitchen, no dishes. What is that?'))
      .toContain(`Total: ${quote(prices, 'standard', { Bedroom: 1, Bathroom: 1, 'Half Bathroom': 1, 'Other Room': 2 }).total}`);
  });

  it('the dishes wash asked "all of it or per load" is one flat price, not a "No"', () => {
    const reply = say('we had a big iftar for like 30 people and the sink is FULL. the dishes wash add-on 8.50 does it cover all of it or is it per load??');
    expect(reply).not.toMatch(/^No:/m);
    const dishes = prices.addOns.find((a) => /dish/i.test(a.item) && !/dishwasher/i.test(a.item))!;
    expect(reply).toContain(`The site states no limit or amount for the ${dishes.item} add-on: it has one flat price, ${formatCents(dishes.price)}.`);
  });

  it('Korean: "작은 화장실" counted before its count in brackets is a half bathroom', () => {
    expect(say('우리 집은 방 3개, 화장실 2개, 작은 화장실(변기랑 세면대만 있는 것) 1개, 그리고 거실하고 부엌이 있어요. 일반 청소(Standard)로 하면 전부 얼마입니까?'))
      .toContain(`Total: ${quote(prices, 'standard', { Bedroom: 3, Bathroom: 2, 'Half Bathroom': 1, 'Other Room': 2 }).total}`);
    expect(say('작은 화장실(half bath) 딥 청소는 얼마죠?')).toContain(`Half Bathroom: ${formatCents(prices.rooms.find((r) => r.item === 'Half Bathroom')!.standard)} standard`);
  });

  it('Gujarati counts and a later turn, Hindi "rehne do... uski jagah" and "deep ki jagah standard"', () => {
    const gujarati = 'ઉપરના માળે ત્રણ બેડરૂમ અને બે બાથરૂમ છે, નીચે લિવિંગ રૂમ અને કિચન. આખા ઘરની સ્ટાન્ડર્ડ ક્લીનિંગ કેટલામાં થાય?';
    expect(say(gujarati)).toContain(`Total: ${quote(prices, 'standard', { Bedroom: 3, Bathroom: 2, 'Other Room': 2 }).total}`);
    expect(say(gujarati, "માફ કરજો, બે વાત ભૂલી ગયો. નીચે એક નાનું બાથરૂમ પણ છે, ફક્ત ટોઇલેટ અને સિંક, શાવર નથી. અને ઉપરનો ત્રીજો 'બેડરૂમ' ખરેખર મારી ઓફિસ છે."))
      .toContain(`Total: ${quote(prices, 'standard', { Bedroom: 2, Bathroom: 2, 'Half Bathroom': 1, 'Other Room': 3 }).total}`);
    const hindi = ['Bhai, deep cleaning sirf kitchen aur 2 bathroom ka karwana hai, aur oven andar se bhi. Total kitna hoga?', 'Oven rehne do, naya hai. Uski jagah fridge andar se aur stovetop scrub daal do. Ab kitna?'];
    const swapped = ['Refrigerator inside', 'Stovetop scrub'];
    expect(say(...hindi)).toContain(`Total: ${quote(prices, 'deep', { Bathroom: 2, 'Other Room': 1 }, swapped).total}`);
    expect(say(...hindi, 'Aur agar deep ki jagah standard kar dein toh?')).toContain(`Total: ${quote(prices, 'standard', { Bathroom: 2, 'Other Room': 1 }, swapped).total}`);
  });

  it('Egyptian Arabic: "٣ أوض نوم", the oven swapped ("بلاش الفرن... بدل الفرن"), when the card is charged, rescheduling fees', () => {
    expect(say('السلام عليكم. عايزين نعرف سعر التنضيف العادي (standard) للشقة بتاعتنا اللي فوق المخبز: ٣ أوض نوم، حمام واحد، صالة ومطبخ. الإجمالي كام؟'))
      .toContain(`Total: ${quote(prices, 'standard', { Bedroom: 3, Bathroom: 1, 'Other Room': 2 }).total}`);
    expect(say('standard for 2 bedrooms 1 bathroom kitchen and living room + oven inside. total?', 'لا بلاش الفرن، خليها تنضيف سطح البوتاجاز (stovetop scrub) وجوه الميكرويف بدل الفرن.'))
      .toContain(`Total: ${quote(prices, 'standard', { Bedroom: 2, Bathroom: 1, 'Other Room': 2 }, ['Microwave inside', 'Stovetop scrub']).total}`);
    expect(say('الفلوس بتتسحب من الكارت إمتى؟ وقت الحجز ولا بعد التنضيف؟')).toMatch(/Nothing is charged until you confirm/);
    expect(say('في رسوم على تغيير الموعد؟')).toMatch(/rescheduling rules for your booking/);
  });
});

describe("round 108: rooms as a phone types them, a Florida room, Portuguese rooms, an applicant's questions, a plan's day moved", () => {
  it('"livng rm kitchn florida rm" are three Other Rooms, and a Florida room is no state', () => {
    const reply = say('grandkids comming in july want it realy clean. deep clean 2 bedrms 1 bath 1 half bath livng rm kitchn florida rm. with the 50% off how much');
    expect(reply).toContain(`Total: ${quote(prices, 'deep', { Bedroom: 2, Bathroom: 1, 'Half Bathroom': 1, 'Other Room': 3 }).total}`);
    expect(reply).not.toMatch(/Florida is outside/);
  });

  it('Portuguese: "a sala de família", "a casinha de banho de baixo", "as 3 salas (sala, cozinha e sala de família)"', () => {
    expect(say('E uma limpeza profunda da casa toda? Os mesmos 3 quartos, 1 casa de banho, a casinha de banho de baixo e as 3 salas (sala, cozinha e sala de família). E quanto fica com o desconto de primeira vez?'))
      .toContain(`Total: ${quote(prices, 'deep', { Bedroom: 3, Bathroom: 1, 'Half Bathroom': 1, 'Other Room': 3 }).total}`);
  });

  it('"we only want 2 bedrooms done. and add dishes" is two bedrooms; "the mugs in the kitchenette" is no room beside 6 counted; "25th-anniversary" counts nothing', () => {
    expect(say('apartment off rowan blvd, 3 bedrooms 1 bathroom, kitchen + living room. standard, first time. how much', 'wait one roommate moved out so we only want 2 bedrooms done. and add dishes bc the sink is a disaster'))
      .toContain(`Total: ${quote(prices, 'standard', { Bedroom: 2, Bathroom: 1, 'Other Room': 2 }, ['Dishes wash']).total}`);
    expect(say('Our Friday booking is 6 other rooms and 2 half baths, standard. I want to add Dishes wash for the pile of mugs in the kitchenette — new total?'))
      .toContain(`Total: ${quote(prices, 'standard', { 'Half Bathroom': 2, 'Other Room': 6 }, ['Dishes wash']).total}`);
    expect(say("Can they do a one-off deep clean of the conference room and reception before our 25th-anniversary client reception?")).not.toMatch(/\b2[56] × Other Room/);
  });

  it("an applicant's questions are the crew's: getting paid, a child on jobs, reviewing applications, clients checked, supplies", () => {
    for (const asked of ['when do u get paid, every week or every 2 weeks? i need to know for my rent', 'Can I bring my daughter (9) with me to jobs on days off school?',
      'how long does it take you to review applications?', 'are the customers checked too? im a woman going alone into strangers houses',
      'do i bring my own supplies and vacuum or does the client have them?', 'if i apply and dont get in, do you keep my info?']) {
      expect(say(asked), asked).toMatch(/^\[Crew support\]\(https:\/\/crew\.nestwell\.com\/support\) answers questions from applicants and cleaners/m);
    }
    expect(say('when do I get paid back if the cleaning was bad?')).not.toMatch(/Crew support/);
  });

  it('a recurring plan moved to another day, and what moving it costs, are the rescheduling rules', () => {
    const rules = /^The rescheduling rules for your booking are shown in the app/m;
    expect(say('want a recurring clean tues mornings, im off mon nights', 'schedule flipped, now im off wed/thurs. change it to thurs')).toMatch(rules);
    const moved = say('can I set up weekly cleanings every thursday?', 'will moving them cost extra?');
    expect(moved).toMatch(rules);
    expect(moved).not.toMatch(/Add-ons are a deeper clean/);
  });

  it('the cookie banner named by its buttons, in English and Chinese, and Chinese and Gujarati questions the site answers', () => {
    expect(say('a box pops up on the web page with Accept and Decline, which should I press?')).toMatch(/loads only after you press Accept on the cookie banner/);
    expect(say('网页上出来一个英文的框,写着 Accept 和 Decline,我该点哪个?')).toMatch(/loads only after you press Accept on the cookie banner/);
    expect(say('每次能不能都让同一个阿姨来?换来换去我不习惯。')).toMatch(/doesn't promise the same cleaner every visit/);
    expect(say('漂白水和白醋一起用,消毒是不是更好?')).toMatch(/never mix bleach with vinegar/);
    expect(say('બુકિંગ ફી કેટલી છે? વેબસાઇટ પર ક્યાંય લખ્યું નથી.')).toMatch(/booking fee/);
    expect(say('ક્લીનરનું બેકગ્રાઉન્ડ ચેક થાય છે?')).toMatch(/vetted and background-checked/);
  });
});

describe('round 109: one add-on done instead of another, in six languages, and a bedroom that is an office', () => {
  const swapped = (first: string, second: string, tier: 'standard' | 'deep', rooms: Record<string, number>, addOns: string[]) =>
    expect(say(first, second), second).toContain(`Total: ${quote(prices, tier, rooms, addOns).total}`);

  it('"do the refrigerator instead of the oven", and the same swap in Polish, Russian, Portuguese, French, Vietnamese and Tagalog', () => {
    const flat = { Bedroom: 2, Bathroom: 1, 'Other Room': 2 };
    swapped('Regular cleaning for 2 bedrooms, 1 bathroom, kitchen and living room, plus the inside of the oven.', 'My daughter says the refrigerator is worse than the oven. Do the refrigerator instead of the oven.', 'standard', flat, ['Refrigerator inside']);
    swapped('Chcemy deep cleaning: 2 sypialnie, łazienka, kuchnia, pokój dzienny. Plus lodówka w środku. Ile?', 'Zmiana: lodówkę lokator zabiera ze sobą, to jego. Zamiast lodówki — zmywarka w środku.', 'deep', flat, ['Dishwasher inside']);
    swapped('Генеральная уборка (deep): 4 спальни, 2 ванные, гостевой туалет, кухня, гостиная, столовая. Плюс духовка внутри и холодильник внутри.', 'Подумал — холодильник мы сами помоем. Вместо него лучше посудомойку изнутри.',
      'deep', { Bedroom: 4, Bathroom: 2, 'Half Bathroom': 1, 'Other Room': 3 }, ['Oven inside', 'Dishwasher inside']);
    swapped("For our first clean we'd like Deep only for the middle level: kitchen, living room, dining room. Plus inside the oven and inside the fridge. How much?", 'Pensando melhor, o frigorífico está quase vazio. Tirem o frigorífico e ponham antes a máquina de lavar loiça por dentro.',
      'deep', { 'Other Room': 3 }, ['Oven inside', 'Dishwasher inside']);
    swapped("Pour l'appartement de ma mère : 1 chambre, 1 salle de bain, le salon, et l'intérieur du frigo. Ménage standard, ça fait combien ?", "Non, pas le frigo finalement, ma mère l'a nettoyé hier. Mettez le four à la place.",
      'standard', { Bedroom: 1, Bathroom: 1, 'Other Room': 1 }, ['Oven inside']);
    swapped('standard clean for our colonial: 4 bed, 2 bath, 1 half bath, 4 other room. plus oven inside please. total?', 'Thôi, đổi lò nướng thành tủ lạnh đi, vì Tết cần dọn tủ lạnh hơn.',
      'standard', { Bedroom: 4, Bathroom: 2, 'Half Bathroom': 1, 'Other Room': 4 }, ['Refrigerator inside']);
    swapped('Just the lower level this time: family room, kitchen and the half bath, standard, plus oven inside.', 'Ay wag na pala yung oven, ref inside na lang at microwave inside. Magkano na?',
      'standard', { 'Half Bathroom': 1, 'Other Room': 2 }, ['Refrigerator inside', 'Microwave inside']);
  });

  it('"uses the second bedroom as his office now, no bed inside", "the third bedroom no longer has a bed in it; it is my study", "really my home office"', () => {
    swapped('Downstairs is 2 bedroom, 1 bathroom and kitchen. Standard price?', 'Wait, tenant uses the second bedroom as his office now, no bed inside. Is it still bedroom for you?', 'standard', { Bedroom: 1, Bathroom: 1, 'Other Room': 2 }, []);
    swapped('My home has three bedrooms, one full bathroom, one half bathroom, a living room and a kitchen. What would each standard visit cost?', 'The third bedroom no longer has a bed in it; it is my study, with a desk and bookshelves. Does that change how it is counted?',
      'standard', { Bedroom: 2, Bathroom: 1, 'Half Bathroom': 1, 'Other Room': 3 }, []);
    swapped('Standard cleaning for 3 bedrooms, 2 full bathrooms, 1 half bath, plus living room, dining room and kitchen. What would that come to?', "Correction: the third 'bedroom' is really my home office — no bed in it. Does that change the price?",
      'standard', { Bedroom: 2, Bathroom: 2, 'Half Bathroom': 1, 'Other Room': 4 }, []);
  });
});

describe('rounds 109-110: whether the site still works after Decline', () => {
  it('"the price list still works?" and "site kaam karegi?" after declining are told the site works without cookies', () => {
    for (const asked of ['If I press Decline on the cookies thing, the price list still works?', 'aur cookies decline karu toh site kaam karegi?']) {
      const reply = say(asked);
      expect(reply, asked).toMatch(/works without cookies/);
      expect(reply, asked).not.toMatch(/nothing is loaded\.$/m);
    }
  });
});

describe("round 109's later turn summed up by the visitor", () => {
  it('"...sewing room at office, wala nang kama. So 3 bedrooms, 1 office at 1 bath na lang" is that home, and "so 1 bedroom and 1 other room" keeps the bathroom', () => {
    expect(say('Standard for 4 bedrooms and 1 bathroom please, how much?', 'Wait, yung isang bedroom ginawa ko nang sewing room at office, wala nang kama. So 3 bedrooms, 1 office at 1 bath na lang.'))
      .toContain(`Total: ${quote(prices, 'standard', { Bedroom: 3, Bathroom: 1, 'Other Room': 1 }).total}`);
    expect(say('standard for 2 bedrooms 1 bath', 'I miscounted, the second bedroom is really my office. So 1 bedroom and 1 other room.'))
      .toContain(`Total: ${quote(prices, 'standard', { Bedroom: 1, Bathroom: 1, 'Other Room': 1 }).total}`);
  });
});

describe('round 110: a half bath turned full, bathrooms corrected in Spanish and Hinglish, two rooms as one, a 2BHK, add-ons kept beside one dropped', () => {
  const priced = (turns: string[], tier: 'standard' | 'deep', rooms: Record<string, number>, addOns: string[] = []) =>
    expect(say(...turns), turns.at(-1)).toContain(`Total: ${quote(prices, tier, rooms, addOns).total}`);

  it('"turning the half bath into a full bath... so 3 full baths now", "no son 2 baños completos, es 1 baño y 1 medio baño", "doosra bathroom actually half bath hai"', () => {
    priced(["Pre-season deep clean: 3 bedrooms, 2 full baths, 1 half bath, a great room and the kitchen. What's that run?", 'Correction: the contractor just finished turning the half bath into a full bath with a shower. So 3 full baths now.'],
      'deep', { Bedroom: 3, Bathroom: 3, 'Other Room': 2 });
    priced(['deep cleaning please, 3 bedrooms 2 bathrooms, how much', 'perdón me equivoqué, no son 2 baños completos, es 1 baño y 1 medio baño (solo inodoro y lavamanos)'], 'deep', { Bedroom: 3, Bathroom: 1, 'Half Bathroom': 1 });
    priced(['bhai standard cleaning ka quote chahiye: 2 bedroom, 2 bathroom, aur ek open living-kitchen (ek hi bada room hai).', 'oh wait sorry, doosra bathroom actually half bath hai, sirf toilet aur sink, shower nahi.'],
      'standard', { Bedroom: 2, Bathroom: 1, 'Half Bathroom': 1, 'Other Room': 1 });
  });

  it('"the living room + kitchen as one open room" is one Other Room, and a 2BHK is two bedrooms, a hall and a kitchen unless the message lists them', () => {
    priced(['Std clean, 1BR/1BA with the living room + kitchen as one open room. Price?'], 'standard', { Bedroom: 1, Bathroom: 1, 'Other Room': 1 });
    priced(['NEWCOMER code lagake 2BHK ka standard clean kitna hoga? 2 bathroom hain.'], 'standard', { Bedroom: 2, Bathroom: 2, 'Other Room': 2 });
    const listed = say('2BHK flat che: 2 bedroom, 1 bathroom, hall ane kitchen. Standard cleaning ketla thase?');
    expect(listed).toMatch(/^- 2 × Bedroom/m);
    expect(listed).not.toMatch(/^- 4 × Bedroom/m);
  });

  it('"drop it and add the dishwasher inside and a stovetop scrub instead" drops only the fridge it names', () => {
    const together = (items: string[]) => formatCents(items.reduce((sum, item) => sum + prices.addOns.find((a) => a.item === item)!.price, 0));
    expect(say('For the move-out cleaning we want the insides of the fridge, oven and microwave. What do those add?', 'Change: the fridge is coming with us to the new place. Drop it and add the dishwasher inside and a stovetop scrub instead.'))
      .toContain(`${together(['Microwave inside', 'Oven inside', 'Stovetop scrub', 'Dishwasher inside'])}`);
  });
});

describe("round 111: floors of a building alike and one recounted, Italian and Spanish changes, Italian 'does the site still work'", () => {
  it('"all 3 floors (each 2BR...)" and "each of the 3 floors has..." are three alike; "top floor only has 2 bedrooms" recounts that one; "oops downstairs has 2 baths" that unit', () => {
    const floor = quote(prices, 'deep', { Bedroom: 2, Bathroom: 1, 'Other Room': 2 }).result.total;
    expect(say('Deep on all 3 floors (each 2BR, 1 bath, kitchen, living) plus the hallway if you count it as a room?')).toContain(`3 × ${formatCents(floor)} = ${formatCents(3 * floor)}`);
    const floors = 'Each of the 3 floors has 3 bedrooms and 1 bath. Standard, bedrooms and baths only.';
    expect(say(floors, 'My mistake, top floor only has 2 bedrooms.')).toContain(`Total: ${quote(prices, 'standard', { Bedroom: 8, Bathroom: 3 }).total}`);
    expect(say('Deep clean both units of our Wildwood duplex. Each is 2 bed, 1 bath, 1 living room.', 'oops downstairs has 2 baths'))
      .toContain(`Total: ${quote(prices, 'deep', { Bedroom: 4, Bathroom: 3, 'Other Room': 2 }).total}`);
  });

  it('Italian "il frigo l\'ho già pulito io... mettete invece il forno e il microonde", Spanish "sin las recámaras", Italian "il sito funziona lo stesso?"', () => {
    expect(say('Pulizia standard per la mia casa a schiera: 2 camere, 1 bagno, cucina e soggiorno, and also the fridge inside please.', "No, il frigo l'ho già pulito io ieri. Mettete invece il forno e il microonde."))
      .toContain(`Total: ${quote(prices, 'standard', { Bedroom: 2, Bathroom: 1, 'Other Room': 2 }, ['Oven inside', 'Microwave inside']).total}`);
    expect(say('Le rentamos un cuarto a un señor y él limpia su cuarto. ¿Pueden limpiar nada más la sala, la cocina y el baño, sin las recámaras?'))
      .toContain(`Total: ${quote(prices, 'standard', { Bathroom: 1, 'Other Room': 2 }).total}`);
    expect(say('Mi è uscito un riquadro con scritto Accept e Decline. Se premo Decline, il sito funziona lo stesso?')).toMatch(/Declining doesn't stop the site working/);
  });
});

describe('round 112: a bedroom that is another room, summed up by the visitor, in English and Portuguese', () => {
  it('"the third \'bedroom\' is really an enclosed sunporch... Count it as an other room", "então são 2 quartos", "2 quartos + escritório + sala"', () => {
    expect(say('Deep clean of unit A before the season: 3 bedrooms, 2 full baths, 1 half bath, kitchen and living room.', "Wait — the third 'bedroom' is really an enclosed sunporch with a daybed. Count it as an other room."))
      .toContain(`Total: ${quote(prices, 'deep', { Bedroom: 2, Bathroom: 2, 'Half Bathroom': 1, 'Other Room': 3 }).total}`);
    expect(say('Oi, meu apê é pequeno: 1 quarto, 1 banheiro, sala e cozinha. Limpeza normal (standard), qto fica?', 'Ah esqueci!! Tem o quartinho da minha filha também, então são 2 quartos'))
      .toContain(`Total: ${quote(prices, 'standard', { Bedroom: 2, Bathroom: 1, 'Other Room': 2 }).total}`);
    expect(say('Minha patroa pediu pra eu ver o preço pra casa dela: deep, 3 quartos, 1 banheiro e a sala. quanto?', 'não pera, ela falou que um dos quartos virou escritório, só tem computador, sem cama. Então 2 quartos + escritório + sala'))
      .toContain(`Total: ${quote(prices, 'deep', { Bedroom: 2, Bathroom: 1, 'Other Room': 2 }).total}`);
  });
});

describe('round 113: later turns read as operations on the home priced (take out, put in, swap, a room that is another kind)', () => {
  it('"the microwave\'s fine, they grilled on the stove... swap it for the stovetop scrub" swaps the microwave; "and the oven too" adds to that', () => {
    const first = 'Standard for 2 bedrooms, 1 bath, 1 half bath, 2 other rooms, plus inside the microwave.';
    const swap = "Actually the microwave's fine, they grilled on the stove all weekend. Swap it for the stovetop scrub.";
    const rooms = { Bedroom: 2, Bathroom: 1, 'Half Bathroom': 1, 'Other Room': 2 };
    expect(say(first, swap)).toContain(`Total: ${quote(prices, 'standard', rooms, ['Stovetop scrub']).total}`);
    expect(say(first, swap, 'And the oven too. If this is my first booking with NEWCOMER, what do I actually pay?'))
      .toContain(`Total: ${quote(prices, 'standard', rooms, ['Oven inside', 'Stovetop scrub']).total}`);
  });

  it('"the second bedroom has no bed any more; it\'s her study" moves one bedroom to the Other Rooms, once', () => {
    expect(say('A regular cleaning for my daughter\'s apartment: 2 bedrooms, 1 bathroom, living room, kitchen. What\'s the price?',
      "I just spoke to her, and the second bedroom has no bed any more; it's her study with a desk and her sewing machine. Does that change anything?"))
      .toContain(`Total: ${quote(prices, 'standard', { Bedroom: 1, Bathroom: 1, 'Other Room': 3 }).total}`);
  });

  it('"forgot the sleeping loft... count it as a bedroom too" adds a bedroom; "the kitchenette should count too, and... a half bath... as well" adds both', () => {
    expect(say('Standard price for the cabin: 2 bedrooms, 1 full bath, 1 half bath, great room, kitchen?', 'Forgot the sleeping loft, it has two beds in it, so count it as a bedroom too.'))
      .toContain(`Total: ${quote(prices, 'standard', { Bedroom: 3, Bathroom: 1, 'Half Bathroom': 1, 'Other Room': 2 }).total}`);
    expect(say('Just from your standard price list: our third floor has 2 bedrooms and 1 bathroom. What would that be?',
      "Tom reminds me the little kitchenette should count too, and we've just put in a half bath up there as well."))
      .toContain(`Total: ${quote(prices, 'standard', { Bedroom: 2, Bathroom: 1, 'Half Bathroom': 1, 'Other Room': 1 }).total}`);
  });
});

describe('round 114: a wish, a tier beside a change, a change after a story, one of the homes a message listed', () => {
  it('"please leave it out. But I would like the inside of the refrigerator done" does both; "standard then but add oven inside" both', () => {
    expect(say('I should like an estimate for a standard cleaning of my home: two bedrooms, two full bathrooms, a living room and a kitchen.',
      'Thank you. I no longer use the second bedroom since my husband passed, so please leave it out. But I would like the inside of the refrigerator done.'))
      .toContain(`Total: ${quote(prices, 'standard', { Bedroom: 1, Bathroom: 2, 'Other Room': 2 }, ['Refrigerator inside']).total}`);
    expect(say('deep clean condo 3br 2ba + living + kitchen?', 'oof. standard then but add oven inside'))
      .toContain(`Total: ${quote(prices, 'standard', { Bedroom: 3, Bathroom: 2, 'Other Room': 2 }, ['Oven inside']).total}`);
  });

  it('"add the inside of the microwave, and I will use the new-customer code" adds it', () => {
    const turns = ['For my house, two bedrooms, two bathrooms, living room and kitchen, standard cleaning, I should like the inside of the oven cleaned and the stovetop scrubbed. What is the total?',
      "On reflection, my stovetop is glass and I'd rather see to it myself. Please take the stovetop scrub off and put the inside of the dishwasher on instead.",
      'Lastly, add the inside of the microwave, and I will use the new-customer code. What do I pay?'];
    expect(say(...turns)).toContain(`Total: ${quote(prices, 'standard', { Bedroom: 2, Bathroom: 2, 'Other Room': 2 }, ['Oven inside', 'Dishwasher inside', 'Microwave inside']).total}`);
  });

  it('"my uncle... do it himself. only our apartment", "her condo alone", "in-laws out" price the one home kept of two listed', () => {
    expect(say('Two apartments: my family in Bayonne 2 bed 1 bath 1 living room, and my uncle in Jersey City 1 bed 1 bath 1 living room. Both normal cleaning. Total?',
      'my uncle say no he do it himself. only our apartment')).toContain(`Total: ${quote(prices, 'standard', { Bedroom: 2, Bathroom: 1, 'Other Room': 1 }).total}`);
    expect(say("Could you total two standard cleanings: my townhouse (2 bed, 2 full bath, powder room, living room, kitchen) and my mother's condo in Lawrenceville (2 bed, 2 bath, living room)?",
      'Actually Mom will book on her own. What would her condo alone be, using NEWCOMER for her first cleaning?'))
      .toContain(quote(prices, 'standard', { Bedroom: 2, Bathroom: 2, 'Other Room': 1 }).firstClean);
    expect(say('my condo (3br 2ba lr kitchen) + in-laws in weehawken (2br 1ba 1 living rm), both standard. total', 'in-laws out, they just moved to staten island lol'))
      .toContain(`Total: ${quote(prices, 'standard', { Bedroom: 3, Bathroom: 2, 'Other Room': 2 }).total}`);
  });
});

describe('round 115: alike homes counted again, a room with a bed, a quoted bedroom, someone\'s room, "just mine"', () => {
  it('"Sold two. Three units now." and "Drop the Neptune City unit." count the alike units again, and add-ons go on those left', () => {
    const unit = quote(prices, 'standard', { Bedroom: 2, Bathroom: 1 }).result.total;
    expect(say('Standard, 5 units, each 2br/1ba, nothing else. Total?', 'Sold two. Three units now.')).toContain(`3 × ${formatCents(unit)} = ${formatCents(3 * unit)}`);
    const small = quote(prices, 'standard', { Bedroom: 1, Bathroom: 1, 'Other Room': 1 }, ['Dishes wash']).result.total;
    expect(say('Standard clean, 3 units, each 1br/1ba + 1 living/kitchen room. Total?', 'Drop the Neptune City unit.', 'Add dishes wash to both remaining.'))
      .toContain(`2 × ${formatCents(small)} = ${formatCents(2 * small)}`);
  });

  it('"den has a bed, used as a bedroom", "one of the \'bedrooms\' is really my home office", "roommate #3 wants her room excluded"', () => {
    expect(say('Unit: 2 bedrooms, 1 bath, 1 den. Standard.', 'Correction — den has a bed, used as a bedroom. Count it that way.'))
      .toContain(`Total: ${quote(prices, 'standard', { Bedroom: 3, Bathroom: 1 }).total}`);
    expect(say('My house: 4 bedrooms, 2 full baths, 1 powder room, living room, kitchen, family room. Deep price?', "One of the 'bedrooms' is really my home office, so count it as an other room. And with NEWCOMER?"))
      .toContain(`Total: ${quote(prices, 'deep', { Bedroom: 3, Bathroom: 2, 'Half Bathroom': 1, 'Other Room': 4 }).total}`);
    expect(say('standard 3 bedrooms, 2 bathrooms, kitchen and living room, how much?', 'nvm roommate #3 wants her room excluded'))
      .toContain(`Total: ${quote(prices, 'standard', { Bedroom: 2, Bathroom: 2, 'Other Room': 2 }).total}`);
  });

  it('"my aunt is gonna handle moms. just mine but make it deep" keeps the visitor\'s own home of two listed, at Deep', () => {
    expect(say('my place in camden (2 bed 1 bath) + my moms in cherry hill (3 bed 2 bath, living room, kitchen), both standard. total?', 'my aunt is gonna handle moms. just mine but make it deep'))
      .toContain(`Total: ${quote(prices, 'deep', { Bedroom: 2, Bathroom: 1 }).total}`);
  });
});

describe('round 116: an answer hoped for is no question, and rooms a later turn says are of another kind', () => {
  it('"does the cleaner scoop the cat litter? pls say yes lol" gets no bare "Yes." from an article about something else', () => {
    expect(say('does the cleaner scoop the cat litter? pls say yes lol')).not.toMatch(/^Yes\.$/m);
    expect(say('pls say yes lol')).not.toMatch(/^Yes\.$/m);
  });

  it('"the den has a sofa bed... count it as a bedroom", "the fourth \'bedroom\' has been my library... price it as an Other Room", "the second \'bedroom\' has no bed, she uses it as her sewing room"', () => {
    expect(say('standard clean of the Ventnor condo, 3bd 2ba 1 half, living room + den. with NEWCOMER?', 'wait the den has a sofa bed and I list it as a 4th bedroom on Airbnb. count it as a bedroom'))
      .toContain(`Total: ${quote(prices, 'standard', { Bedroom: 4, Bathroom: 2, 'Half Bathroom': 1, 'Other Room': 1 }).total}`);
    expect(say('Please quote Standard Cleaning for my colonial: four bedrooms, two full baths, a powder room, living room, dining room, kitchen and family room.',
      "I must correct myself. The fourth 'bedroom' has been my library for years; there is no bed in it. Please price it as an Other Room."))
      .toContain(`Total: ${quote(prices, 'standard', { Bedroom: 3, Bathroom: 2, 'Half Bathroom': 1, 'Other Room': 5 }).total}`);
    expect(say('Deep cleaning for my mother\'s apartment: 2 bedrooms, 1 bathroom, living room and kitchen. How much?',
      "Wait, the second 'bedroom' has no bed, she uses it as her sewing room and study. Does that change things?"))
      .toContain(`Total: ${quote(prices, 'deep', { Bedroom: 1, Bathroom: 1, 'Other Room': 3 }).total}`);
  });
});

describe('round 117: a change beside a reason, "instead" after a room counted as another kind, a bathroom with no shower', () => {
  it('"Take the oven off, guests never use it. Add stovetop scrub and dishwasher inside." takes it off and adds both', () => {
    expect(say('Standard clean of the farmhouse (4 bd, 2 ba, 1 half, 3 other rooms) with fridge inside and oven inside. Total?', 'Take the oven off, guests never use it. Add stovetop scrub and dishwasher inside.'))
      .toContain(`Total: ${quote(prices, 'standard', { Bedroom: 4, Bathroom: 2, 'Half Bathroom': 1, 'Other Room': 3 }, ['Refrigerator inside', 'Stovetop scrub', 'Dishwasher inside']).total}`);
  });

  it('"the third bedroom is really my study... count it as an other room instead"; "the bathroom is just a toilet and a sink, no shower"', () => {
    expect(say('A standard cleaning for three bedrooms, two full bathrooms, one half bathroom, a living room, a dining room and a kitchen?',
      'On reflection, the third bedroom is really my study. Nobody sleeps there. Please count it as an other room instead.'))
      .toContain(`Total: ${quote(prices, 'standard', { Bedroom: 2, Bathroom: 2, 'Half Bathroom': 1, 'Other Room': 4 }).total}`);
    expect(say('Standard clean of the carriage house: 1 bedroom, 1 bathroom, 1 combined living/kitchen room. How much?', 'Wait, I checked: the carriage house bathroom is just a toilet and a sink, no shower.'))
      .toContain(`Total: ${quote(prices, 'standard', { Bedroom: 1, 'Half Bathroom': 1, 'Other Room': 1 }).total}`);
  });
});

describe('one home of several kept, with a change beside it, whether one message or several turns described them', () => {
  it('"ok forget upstairs, the tenant is staying. just mine but add the oven inside" prices the visitor\'s floor with the oven', () => {
    expect(say('Price for both floors standard cleaning. Mine is 3 bedrooms 1 bath living room kitchen, upstairs is 2 bedrooms 1 bath living room kitchen',
      'ok forget upstairs, the tenant is staying. just mine but add the oven inside'))
      .toContain(`Total: ${quote(prices, 'standard', { Bedroom: 3, Bathroom: 1, 'Other Room': 2 }, ['Oven inside']).total}`);
  });

  it('homes described in turns: "just mine but add the oven" keeps the first, and "and with the code?" after it halves that one', () => {
    const turns = ['standard for my place upstairs, 3 bed 2 bath, kitchen and living room?', 'and the downstairs apartment the tenant rents, 2 bed 1 bath, kitchen?', 'ok forget downstairs, the tenant is staying. just mine but add the oven inside'];
    const mine = quote(prices, 'standard', { Bedroom: 3, Bathroom: 2, 'Other Room': 2 }, ['Oven inside']);
    expect(say(...turns)).toContain(`Total: ${mine.total}`);
    expect(say(...turns, 'and with the code?')).toContain(mine.firstClean);
  });
});
