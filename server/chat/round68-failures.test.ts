import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildChatIndex } from '../../generator/chat/index.ts';
import { loadContent } from '../../generator/content/load.ts';
import { formatCents } from '../../kernel/money.ts';
import { quote } from '../../tests/prices.ts';
import { createChatEngine } from './engine.ts';
import { inTurns } from '../../tests/chat-turns.ts';

/**
 * What round 68's graders found wrong, asked as its writers asked it: a motel's units counted, a room with its own
 * bath, a clubhouse or an empty unit priced at home rates, the business waitlist's fields, a ZIP two towns share, a
 * street named with a town, and what is done with a form's details. Figures come from the price list.
 */
const index = buildChatIndex(loadContent(path.resolve(import.meta.dirname, '../..')).content);
const engine = createChatEngine(index);
const prices = index.facts;
const say = (...turns: string[]) => inTurns(engine, ...turns).reply;
const unit = { Bedroom: 1, Bathroom: 1 };

describe('units counted, and a room with its own bath', () => {
  it('"each of my units is one bedroom and one bathroom: what would 6 units cost?" multiplies', () => {
    const one = quote(prices, 'standard', unit).result.total;
    expect(say('Each of my units is one bedroom and one bathroom. What would 6 units cost at your Standard rates?')).toContain(`6 × ${formatCents(one)} = ${formatCents(6 * one)}`);
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
    expect(say('do you sell my data?', 'what about my ip')).toMatch(/^- Technical data: IP address/m);
  });

  it('"what trackers does your site drop?" gets the cookie answer', () => {
    expect(say("Our IT volunteer wants to know what trackers your site drops. We're careful about that.")).toMatch(/^Our own code sets no cookies/);
  });

  it('"can I get a copy of whatever you have on me?" gets the New Jersey rights', () => {
    expect(say('As a NJ resident can I get a copy of whatever you have on me?')).toMatch(/obtain a copy/);
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
