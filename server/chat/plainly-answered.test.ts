import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildChatIndex } from '../../generator/chat/index.ts';
import { loadContent } from '../../generator/content/load.ts';
import { createChatEngine } from './engine.ts';
import { NOT_ON_THE_SITE } from './handlers/scope.ts';
import { quote } from '../../tests/prices.ts';
import { formatCents } from '../../kernel/money.ts';

/**
 * Questions the site answers plainly that the chat once met with "I'm not sure": when money leaves the card, a fall
 * while the cleaner is there, a cleaner's training, a child's data, letters too small or a moving line on the page, a
 * problem with a visit reported, and the same asked in Spanish or Portuguese. Asserted on the sources and the chat's
 * own sentences, not the pages' wording.
 */
const index = buildChatIndex(loadContent(path.resolve(import.meta.dirname, '../..')).content);
const engine = createChatEngine(index);
const ask = (question: string, history: string[] = []) => engine.answer(question, history.map((q) => ({ question: q })));
const urls = (question: string) => ask(question).sources.map((s) => s.url);
const unsure = (question: string) => ask(question).reply.startsWith(NOT_ON_THE_SITE);

describe('when the card is charged', () => {
  it.each([
    'If we confirm a booking on Monday for a cleaning on Friday, is our card charged on Monday or on Friday?',
    'Will money be taken from my account before the cleaner has even come?',
    'Is the money taken when I book, or after the cleaning is done?',
    // Asked with its timing beside a price word, never the price list.
    'do you charge upfront or after the cleaning?',
    'ok and when does it actually charge me, when i book or after',
    'Does the app put a hold on my card when I book, or charge after the cleaning is done?',
  ])('"%s" is told that nothing is charged until you confirm', (question) => {
    expect(ask(question).reply).toMatch(/doesn't say more about when your card is charged/);
  });

  it.each([
    'if i cancel the day before do i get charged?',
    'can I push it to friday without getting charged?',
  ])('"%s" is still the rule the app shows for a change', (question) => {
    expect(ask(question).reply).not.toMatch(/when your card is charged/);
  });
});

describe('a fall, and a cleaner\'s training', () => {
  it('"What if I were to take a tumble while the cleaner is here?" gets emergency services first', () => {
    expect(ask('What if I were to take a tumble while the cleaner is here?').reply).toMatch(/contact your local emergency services first/);
  });

  it('a fall that already happened, with a cleaning to move, is not an emergency to report', () => {
    expect(ask("I'm afraid Walter took a fall yesterday and is in the hospital for a few days. We have a cleaning booked for Thursday. What should I do?").reply)
      .not.toMatch(/emergency services/);
  });

  it.each(['are your cleaners trained?', 'how much experience do your cleaners have?', 'Is she trained to help?'])('"%s" is told the site does not describe training, and what it does say', (question) => {
    const { reply } = ask(question);
    expect(reply).toMatch(/^The site doesn't describe cleaners' training or experience/);
    expect(urls(question)).toContain('/support/trust-&-safety/are-nestwell-cleaners-vetted-&-background-checked');
  });

  it('leaves HIPAA training to the answer on confidentiality agreements', () => {
    expect(ask('Are your cleaners HIPAA trained, and will Nestwell sign a Business Associate Agreement?').reply).not.toMatch(/training or experience/);
  });

  it('reads an applicant hurt while cleaning, in Spanish, as a crew question', () => {
    expect(urls('Nestwell me da seguro si me lastimo limpiando? o seguro médico?')).toContain('https://crew.nestwell.com/support');
  });
});

describe('a child on the website', () => {
  it.each(['My 12-year-old son was using your website. Do you collect his information?', 'My son is 15 and uses your chat for a school project. How do you treat his data?'])('"%s" gets the legal pages, not "not sure"', (question) => {
    expect(unsure(question)).toBe(false);
    expect(urls(question).some((url) => url === '/privacy-policy' || url === '/notice-at-collection')).toBe(true);
  });

  it('a grown daughter named beside a form is still asked how long it is kept', () => {
    expect(ask('My daughter, who is 19, applied to your creator program. What did that form collect, and how long do you keep it?').reply.startsWith(NOT_ON_THE_SITE)).toBe(false);
  });
});

describe('the page hard to read, or moving', () => {
  it.each([
    'The writing is far too small and pale for my eyes.',
    'The moving line of words across the top of your front page makes me rather dizzy. Can it be stopped?',
    "I pressed the dark button and now I'd like it back the way it was. How?",
  ])('"%s" gets the accessibility statement', (question) => {
    expect(urls(question)).toContain('/accessibility');
  });

  it('letters too small in the app go to the app feedback form', () => {
    expect(urls('The letters in the app are too small for my eyes. Where do I complain about the app?')).toContain('/app-feedback');
  });
});

describe('a problem with a visit reported', () => {
  it.each([
    "How do I report a problem with last night's cleaning in Suite A?",
    "Guest just messaged that there was hair in the shower and crumbs on the couch after yesterday's turnover at the studio. Ugh. What do I do?",
  ])('"%s" gets the steps for raising a concern', (question) => {
    const { reply } = ask(question);
    expect(urls(question)).toContain('/support/trust-&-safety/what-should-i-do-if-i-have-a-concern-about-a-cleaning');
    expect(reply).toMatch(/\[client support\]\(https:\/\/app\.nestwell\.com\/support\)/);
  });

  it('answers how long one has first', () => {
    expect(ask('How many days after a cleaning do I have to report a problem with it?').reply).toMatch(/^The site sets no deadline/);
  });

  it('an accessibility problem with the app is not a visit that went wrong', () => {
    expect(urls('Where do I report an accessibility problem with the app?')).not.toContain('/support/trust-&-safety/what-should-i-do-if-i-have-a-concern-about-a-cleaning');
  });
});

describe('asked in Spanish or Portuguese', () => {
  it('"cual app bajo, Nestwell o Nestwell Crew?" is read as Spanish and told which app is which', () => {
    const { reply } = ask('cual app bajo, Nestwell o Nestwell Crew?');
    expect(reply).toMatch(/read your message as Spanish/);
    expect(reply).toMatch(/Nestwell Crew is for our cleaners/);
  });

  it('"Temos um gato e um papagaio. Há problema?" is read as Portuguese and told to mention pets', () => {
    const { reply } = ask('Temos um gato e um papagaio. Há problema?');
    expect(reply).toMatch(/read your message as Portuguese/);
    expect(reply).toMatch(/Tell us about your pets/);
  });
});

describe('who asks, when the site is silent', () => {
  it('a question from someone unplaced ends with where a cleaner asks too; a client\'s does not', () => {
    const { reply } = ask('Is Nestwell OSHA certified?');
    expect(reply.startsWith(NOT_ON_THE_SITE)).toBe(true);
    expect(reply).toMatch(/if you clean for Nestwell or want to, ask \[crew support\]/);
    expect(ask('Are your cleaners OSHA certified?').reply).not.toMatch(/if you clean for Nestwell/);
  });

  it('an applicant is sent to crew support alone', () => {
    expect(ask('I want to work for you. Do you give me a uniform with my name on it?').reply).not.toMatch(/if you clean for Nestwell or want to/);
  });

  it('"once I\'m in, how do I get them to give me more houses?" is a cleaner asking for more jobs', () => {
    expect(urls("once I'm in, how do I get them to give me more houses?")).toContain('https://crew.nestwell.com/support');
  });
});

describe('the offer named by its figure', () => {
  const { percentOff } = index.facts.offer;
  it.each([`and ${percentOff}% apply always?`, `Quiero que vayan cada dos semanas a casa de mis papás. Se puede? y el ${percentOff}% aplica siempre?`])('"%s" is told the code is for the first cleaning only', (question) => {
    expect(ask(question).reply).toMatch(/is for your first cleaning only/);
  });
});

describe('everyday Spanish around the question', () => {
  it('"una multa de hace como 8 años, nada grave" is read as an applicant\'s question on the check', () => {
    const { reply } = ask('Tengo una multa de hace como 8 años, nada grave. Eso me quita la oportunidad con el background check?');
    expect(reply).toMatch(/read your message as Spanish/);
    expect(reply).toMatch(/doesn't publish what the check looks at/);
  });
});

describe('"which one", and the price of the one suggested', () => {
  const turns = ['whats the diff standard vs deep', 'my place aint been cleaned right in like a year, which one'];

  it('a home not cleaned in a year, "which one", is told Deep first', () => {
    expect(ask(turns[1]!, turns.slice(0, 1)).reply).toMatch(/^For a home that needs catching up, the site suggests Deep Cleaning first/);
  });

  it('"price for that" after it prices Deep Cleaning', () => {
    expect(ask('price for that on my 2bd 1ba + living room', turns).reply).toMatch(/^Here is the estimate for Deep Cleaning/);
  });

  it('"Price?" after a move-out was suggested is the move-out\'s, which the app prices', () => {
    expect(ask('Price?', ['Tenant moves out of a Collingswood 2-bed on the 31st. Which service do I book?']).reply).toMatch(/^Move In\/Out Cleaning has no published price/);
  });

  it('"which one" of the two apps is still the apps\' answer', () => {
    expect(ask('theres nestwell and nestwell crew in the store which one').reply).not.toMatch(/Each service fits a different moment/);
  });
});

describe('two questions in one message', () => {
  it('answers both when their replies open alike: the price once, how long, and being home', () => {
    const { reply } = ask('how long does a standard clean take for a 2 bed 1 bath? and do we need to be home for it?');
    expect(reply.match(/^Here is the estimate/gm)).toHaveLength(1);
    expect(reply).toMatch(/doesn't say how long a cleaning takes/);
    expect(reply).toMatch(/^Add access notes/m);
  });

  it('answers a client\'s question beside a cleaner\'s, each as its own', () => {
    const { reply } = ask('whats the diff between standard n deep? and do cleaners get paid more for deep');
    expect(reply).toMatch(/^Standard Cleaning is the everyday upkeep visit/);
    expect(reply).toMatch(/doesn't say what cleaners earn/);
  });

  it('keeps every part of a cleaner\'s conversation the cleaner\'s', () => {
    expect(ask('only houses or also offices?', ['I want to clean for Nestwell. What type of jobs does the crew do?']).reply).not.toMatch(/Each service fits a different moment/);
  });

  it('"I need to work around my dog walker" is a client\'s schedule, not a cleaner\'s', () => {
    expect(ask('How many hours will someone be in my house for a 4-bedroom? I need to work around my dog walker.').reply).toMatch(/doesn't say how long a cleaning takes/);
  });
});

describe('a reply to several parts says each line once', () => {
  it('two towns asked about get the booking line once', () => {
    const { reply } = ask('my mom is in Englishtown and I\'m thinking of gifting her a cleaning. do you go there? also Manalapan?');
    expect(reply.match(/^Yes, we clean in/gm)).toHaveLength(2);
    expect(reply.match(/Book in the app and we will match you/g)).toHaveLength(1);
  });

  it('two homes in two parts get two estimates, each with its own lines', () => {
    const { reply } = ask('how much for a standard clean of a 2 bed 1 bath? and what about my other place, 3 bed 2 bath?');
    const totals = [quote(index.facts, 'standard', { Bedroom: 2, Bathroom: 1 }).total, quote(index.facts, 'standard', { Bedroom: 3, Bathroom: 2 }).total];
    for (const total of totals) expect(reply.split(`Total: ${total}`)[0]).toMatch(/Here is the estimate[^\n]*\n(- .*\n)+$/);
  });
});

describe('Korean rooms', () => {
  it('"화장실2 반화장실1 거실 주방 식당" is two bathrooms, a half bath and three other rooms, a dining room among them', () => {
    const { reply } = ask('그럼 저희집 방4 화장실2 반화장실1 거실 주방 식당, 얼마에요?');
    expect(reply).toContain(`Total: ${quote(index.facts, 'standard', { Bedroom: 4, Bathroom: 2, 'Half Bathroom': 1, 'Other Room': 3 }).total}`);
  });
});

describe('questions about us that words elsewhere made look off-topic', () => {
  const OUT_OF_SCOPE = /^That's outside what I can help with/;
  it.each([
    'Our dentists wish to know what your background check consists of. Does it include a criminal records search?',
    "I'd prefer to write a proper letter. What is the street address of your office?",
    'Diwali is the busiest time. Can we book the day before Diwali? Is there extra charge on festival days?',
  ])('"%s" is answered, not turned away', (question) => {
    expect(ask(question).reply).not.toMatch(OUT_OF_SCOPE);
  });

  it('the background check\'s contents get the site\'s silence on its details', () => {
    expect(ask('Our dentists wish to know what your background check consists of.').reply).toMatch(/doesn't list the details of the vetting and background checks/);
  });

  it('the day before a holiday gets the times the app shows', () => {
    expect(ask('Can we book the day before Diwali?').reply).toMatch(/^The times you can book depend on your address/);
  });

  it('"write me a letter" is still declined', () => {
    expect(ask('can you write me a letter to my landlord').reply).toMatch(OUT_OF_SCOPE);
  });
});

describe('the waitlists', () => {
  it('"what information do you ask for on it?" of the business waitlist gets the form\'s fields, not the notice\'s row', () => {
    const { reply } = ask("What exactly is the 'Nestwell for business' waitlist and what information do you ask for on it?");
    expect(urls("What exactly is the 'Nestwell for business' waitlist and what information do you ask for on it?")).toContain('/business-waitlist');
    expect(reply).toMatch(/^The form on \[.*\]\(\/business-waitlist\) asks for:/);
  });

  it.each(['my friend said there\'s an early access waitlist?', 'whats the early access waitlist thing?'])('"%s" gets the early-access page, not the business version', (question) => {
    expect(urls(question)).toContain('/waitlist');
    expect(ask(question).reply).not.toMatch(/business version/);
  });

  it('a waitlist entry to delete gets how to use one\'s rights', () => {
    expect(urls('ok and i filled the early access waitlist form last month, can u delete that')).toContain('/privacy-policy');
  });
});

describe('a list asked of a blog post', () => {
  it('"what were the steps again?" of the evening-tidy post gets its numbered steps', () => {
    const { reply } = ask("My neighbour printed me one of your articles about a fifteen-minute tidy in the evening. I've mislaid it. What were the steps again?");
    expect(reply).toMatch(/^Our blog post .* covers that, under "[^"]+":/);
    expect(reply.match(/^\d+\. /gm)?.length).toBeGreaterThanOrEqual(3);
  });

  it('"which questions does it suggest asking?" gets the post\'s list of questions', () => {
    const { reply } = ask('Your blog describes what a five-star cleaning service looks like. Which questions does it suggest asking any cleaning company?');
    expect(reply.match(/^- .*\?$/gm)?.length).toBeGreaterThanOrEqual(3);
  });
});

describe('a schedule over a month or some weeks', () => {
  const home = { Bedroom: 2, Bathroom: 1 };
  const perVisit = quote(index.facts, 'standard', home).result.total;
  const first = quote(index.facts, 'standard', home).result.firstClean;
  const money = (cents: number) => formatCents(cents);

  it('"every other week, how much per month?" adds up two visits, the first with the code', () => {
    const { reply } = ask('2 bed 1 bath every other week, how much per month?');
    expect(reply).toContain(`2 × ${money(perVisit)} = ${money(2 * perVisit)}`);
    expect(reply).toContain(`with ${index.facts.offer.code}: ${money(perVisit + first)}`);
  });

  it('"weekly, the first four weeks?" adds up four visits', () => {
    expect(ask('weekly standard for 2 bed 1 bath, what would the first four weeks cost?').reply).toContain(`4 × ${money(perVisit)} = ${money(4 * perVisit)}`);
  });

  it('"away for two weeks, do I lose those visits?" adds nothing up', () => {
    expect(ask('and if we\'re away for two weeks in August, do I lose those visits or pay anyway?', ['weekly standard for 2 bed 1 bath, how much?']).reply).not.toMatch(/^Over \d+ visits/m);
  });
});

describe('the service a situation calls for, asked in another part', () => {
  it('"Should we clean before moving in? Which service?" after a house bought is Move In/Out', () => {
    expect(ask('We are buying a new house in Edison, closing next month. Should we clean before moving in? Which service?').reply).toMatch(/the service is Move In\/Out Cleaning/);
  });

  it('"which one do we need" after comparing two services names neither as the situation', () => {
    expect(ask("what's the diff between deep clean and move out clean? which one do we need").reply).not.toMatch(/For a home you are moving out of or into/);
  });

  it('"Does Nestwell clean dental offices?" is yes, Office and Business Cleaning', () => {
    expect(urls('Does Nestwell clean dental offices?')).toContain('/support/rental-hosts-&-businesses/does-nestwell-clean-offices-&-businesses');
  });

  it('"Comprei uma casa, está vazia. Que limpeza devo marcar?" is an empty home', () => {
    expect(ask('Comprei uma casa em Kearny, está vazia. Que limpeza devo marcar?').reply).toMatch(/the service is Move In\/Out Cleaning/);
  });
});

describe('a few more the site answers', () => {
  it('"can I rely on its answers as a binding commitment?" gets the terms\' section on the chat assistant', () => {
    expect(ask('Is the chat assistant a person? Can I rely on its answers as a binding commitment?').reply).toMatch(/"The chat assistant" section of our \[Terms of Service\]/);
  });

  it('a task said to be off the add-on list gets the Other add-on', () => {
    expect(urls("Our break room has a water cooler whose drip tray and interior need attention. It isn't on your add-on list. Can you do it?"))
      .toContain('/support/special-requests-&-add-on-services/can-i-request-a-task-that-isnt-on-the-add-on-list');
  });

  it('a town said to be missing from the list is no task', () => {
    expect(urls("Westmont, covered? it's not in your list of towns")).not.toContain('/support/special-requests-&-add-on-services/can-i-request-a-task-that-isnt-on-the-add-on-list');
  });

  it('"not pleased... how would I go about not paying?" from someone not handy with apps gets the promise and the phone', () => {
    const { reply } = ask("Suppose I am not pleased with the job. I'm not handy with apps. How would I go about not paying?");
    expect(reply).toMatch(/^Our satisfaction promise/);
    expect(reply).toMatch(/You can also call \[/);
  });
});

describe('a pet spoken of as him or her', () => {
  it('"will the cleaner be ok w him" after a dog is about the dog', () => {
    expect(ask('got a dog, sheds like crazy. u charge extra for dog hair?? will the cleaner be ok w him').reply).toMatch(/^Tell us about your pets/m);
  });

  it('"if we like her, will the same lady come next time?" after a pet is about the cleaner', () => {
    expect(ask('If we like her, will the same lady come next time?', ['we have a cat, is that ok?']).reply).not.toMatch(/Tell us about your pets/);
  });
});

describe('rentals between tenants, and the promise for businesses', () => {
  it('"is turnover cleaning only for Airbnb-type stays or also between long-term tenants?" is not only short stays: Rental Turnover', () => {
    expect(ask('One unit goes to a year-long lease in September. Is turnover cleaning only for Airbnb-type stays or also between long-term tenants?').reply)
      .toMatch(/^Not only short-term stays\. Rental Turnover Cleaning resets a rental, short-term or long-term/m);
  });

  it.each(['If the locker room isn\'t clean enough does your no-pay promise apply to business cleanings too or just homes?', 'does the satisfaction promise cover office cleanings?'])('"%s" gets the promise, for businesses too', (question) => {
    expect(ask(question).reply).toMatch(/^Yes, for businesses too/);
    expect(urls(question)).toContain('/support/rental-hosts-&-businesses/does-nestwell-clean-offices-&-businesses');
  });

  it('vinegar on marble, the surface said first, gets the blog\'s warning', () => {
    expect(urls('Our kitchen counter and mandir platform are marble. Is it ok to clean with vinegar or lemon?')).toContain('/blog/why-cleaning-hacks-fail-and-what-actually-keeps-a-home-clean');
  });
});

describe('the job photos spoken of as them', () => {
  it('"who gets to see them and how long do you keep them" after the photos is about the photos, not the website\'s data', () => {
    const { reply } = ask('wait the cleaner takes PHOTOS inside our condo?? who gets to see them and how long do you keep them');
    expect(reply).toMatch(/doesn't say how long job photos are kept or who else can see them/);
    expect(reply).not.toMatch(/Google Analytics cookies/);
  });
});

describe('Tagalog and Russian', () => {
  it('Taglish "tapos sala at kusina din" adds the living room and kitchen, read as Tagalog', () => {
    const { reply } = ask('hi po magkano standard cleaning ng 2br 1 bath apartmnt, tapos sala at kusina din. JC ako');
    expect(reply).toMatch(/read your message as Tagalog/);
    expect(reply).toContain(`Total: ${quote(index.facts, 'standard', { Bedroom: 2, Bathroom: 1, 'Other Room': 2 }).total}`);
  });

  it('"may mantsa pa sa shower" names no state: no place outside our area', () => {
    expect(ask('hindi maayos yung CR nung last cleaning, may mantsa pa sa shower. refund ba yan?').reply).not.toMatch(/outside our area/);
  });

  it('Russian in Cyrillic is read: rooms priced', () => {
    const { reply } = ask('Сколько будет стоить обычная уборка нашего дома: 3 спальни, 2 ванные комнаты, гостиная и кухня?');
    expect(reply).toMatch(/read your message as Russian/);
    expect(reply).toContain(`Total: ${quote(index.facts, 'standard', { Bedroom: 3, Bathroom: 2, 'Other Room': 2 }).total}`);
  });

  it('transliterated Russian is read too, and a Latin word in it stays English ("Garden State Plaza")', () => {
    expect(ask('esli otmenit uborku za den do nee, budet shtraf?').reply).toMatch(/cancellation rule/);
    expect(urls('Она живёт рядом с Garden State Plaza. Это точно Парамус?')).toContain('/locations/new-jersey/bergen-county/paramus-borough');
  });
});

describe('who is where, and what a follow-up adds', () => {
  it('"the sellers relocated to Florida" is no place asked about', () => {
    expect(ask('The sellers relocated to Florida and nobody will be at the house. How does the cleaner get in?').reply).not.toMatch(/Florida is outside our area/);
  });

  it('"my parents live in Florida, do you clean there?" is still asked about', () => {
    expect(ask('my parents live in Florida, do you clean there?').reply).toMatch(/Florida is outside our area/);
  });

  it('"tidy it up between one family and the next" is a turnover, and its price is the app\'s', () => {
    const turns = ['I let my little cottage in Cape May to families by the week each summer. Could you tidy it up between one family and the next?'];
    expect(ask(turns[0]!).reply).toMatch(/Rental Turnover Cleaning resets a rental/);
    expect(ask('What would that cost? It has two bedrooms and one bathroom.', turns).reply).toMatch(/^Rental Turnover Cleaning has no published price/);
  });

  it('"That\'s without the living room and kitchen. Add those." adds them', () => {
    const reply = ask("That's without the living room and kitchen. Add those.", ["Molly Maid quoted me $180 for a deep clean of a 3BR/2BA. What's yours?"]).reply;
    expect(reply).toContain(`Total: ${quote(index.facts, 'deep', { Bedroom: 3, Bathroom: 2, 'Other Room': 2 }).total}`);
  });

  it('"Oh, and the living room and the dining room as well, please." adds them to the home', () => {
    const reply = ask('Oh, and the living room and the dining room as well, please.', ['My house has three bedrooms and two full bathrooms. What would one of your deep cleanings of just those cost?']).reply;
    expect(reply).toContain(`Total: ${quote(index.facts, 'deep', { Bedroom: 3, Bathroom: 2, 'Other Room': 2 }).total}`);
  });
});

describe('more the site answers, from round 66', () => {
  it('a smell of gas gets emergency services first', () => {
    expect(ask('I believe I smell gas in my kitchen this morning. Should I wait and let the cleaner have a look when she comes at eleven?').reply).toMatch(/contact your local emergency services first/);
  });

  it('"what becomes of the things I type into this little chat box?" gets the privacy policy\'s sentence on chat questions', () => {
    expect(urls('I am wary of computers keeping my private information. What becomes of the things I type into this little chat box?')).toContain('/privacy-policy');
  });

  it.each(['Is your website ADA compliant? I\'d like a straight answer.', 'My mother see very bad. Your website can show big letters for her?'])('"%s" gets the accessibility statement', (question) => {
    expect(urls(question)).toContain('/accessibility');
  });

  it('"wants to work as cleaner for you" is an applicant', () => {
    expect(urls('My neighbor Galina wants to work as cleaner for you. How she apply?')).toContain('https://crew.nestwell.com/support');
  });

  it('"with you, if bad, what happen?" gets the promise', () => {
    expect(ask('Last time other company cleaned very bad and we paid anyway. With you, if bad, what happen?').reply).toMatch(/^Our satisfaction promise/);
  });
});

describe('more Tagalog', () => {
  it.each([
    ['kelan nila ichacharge card ko? pagka book agad or after ng cleaning?', /when your card is charged/],
    ['ano kasama sa standard clean?', /^Standard Cleaning:/m],
    ['pinsan ko gusto mag apply as cleaner sa inyo. ano kailangan?', /\[Crew support\]/],
  ])('"%s" is read and answered', (question, answer) => {
    expect(ask(question).reply).toMatch(answer);
  });
});

describe('the cheapest booking', () => {
  it('"whats the absolute cheapest cleaning i can book" names the lowest rate on the table and no minimum', () => {
    const lowest = [...index.facts.rooms].sort((a, b) => a.standard - b.standard)[0]!;
    expect(ask('bro whats the absolute cheapest cleaning i can book').reply).toMatch(new RegExp(`^The site lists no minimum order[^\\n]*${lowest.item}[^\\n]*\\${formatCents(lowest.standard)}`));
  });
});

describe('the blog on mixing products and the evening reset', () => {
  it('"baking soda + vinegar together, pointless?" gets the part of the post on what mixing them does', () => {
    const { reply } = ask('is it true baking soda + vinegar together is pointless? my MIL swears by it');
    expect(reply).toMatch(/^Our blog post .* covers that, under "[^"]+":/);
    expect(reply).toMatch(/baking soda/i);
  });

  it('"which cleaning products should never be mixed?" gets the blog\'s rule, bleach named', () => {
    const question = 'Could you share any advice from your blog for our volunteers about which cleaning products should never be mixed?';
    expect(ask(question).reply).toMatch(/bleach/i);
    expect(urls(question).some((url) => url.startsWith('/blog/'))).toBe(true);
  });

  it('mixing bleach with vinegar is still the rule, not the part on baking soda', () => {
    const { reply } = ask('I read on your blog about vinegar and baking soda. Is it safe to mix bleach with vinegar to make it stronger?');
    expect(reply).not.toMatch(/covers that, under/);
    expect(reply).toMatch(/^[^\n]*bleach[^\n]*\n\s*That is from our blog post/i);
  });

  it('"an article about a 15 min reset at night? what were the steps" gets the post\'s steps', () => {
    expect(ask('u had an article about a 15 min reset at night?? what were the steps, i need it written down').reply.match(/^\d+\. /gm)?.length).toBeGreaterThanOrEqual(3);
  });
});

describe('the service a situation calls for, priced', () => {
  const rooms = { Bedroom: 2, Bathroom: 1, 'Other Room': 2 };

  it('a home that "hasn\'t had a real going-over", asked which cleaning first with its rooms, is priced at Deep', () => {
    const { reply } = ask("Since Joe's surgery the house hasn't had a real going-over. Which type of cleaning should we get first, and what would it be with that half-off coupon? 2 bedrooms, 1 bath, living room, kitchen.");
    expect(reply).toContain(`Total: ${quote(index.facts, 'deep', rooms).total}`);
    expect(reply).toMatch(/Deep Cleaning first/);
  });

  it('the rooms said in the turn after the situation are priced at Deep too', () => {
    const { reply } = ask('2 bed 1 bath, living room and kitchen', ['we havent had a proper clean in two years, which one do we get?']);
    expect(reply).toContain(`Total: ${quote(index.facts, 'deep', rooms).total}`);
  });

  it('guests coming to one\'s own home for a feast get Deep Cleaning, the site\'s advice before hosting family, not Rental Turnover', () => {
    const { reply } = ask('Eid is coming, maybe 30 guests come to our home. We need big clean before. Which one?');
    expect(reply).toMatch(/^Before hosting family, the site suggests Deep Cleaning/);
    expect(reply).not.toMatch(/^Between short-term guests/);
  });

  it('guests of a short-term rental still get Rental Turnover Cleaning', () => {
    expect(ask('guests check out of our airbnb at 11, which service do we need?').reply).toMatch(/^Between short-term guests, the service is Rental Turnover Cleaning/);
  });
});

describe('questions the site answers, asked in words of their own', () => {
  it('"what does Deep Cleaning add?" gets what Deep adds over Standard, not whether add-ons are included', () => {
    const { reply } = ask('Before the school year begins we would like something more thorough for the hall. What does Deep Cleaning add?');
    expect(reply).toMatch(/^Standard Cleaning is the everyday upkeep visit/);
    expect(reply).toMatch(/baseboards/);
  });

  it('"still hair in the tub, the baseboards weren\'t touched: do I have to pay?" gets the promise', () => {
    expect(ask("had my first cleaning today. theres still hair in the tub and the baseboards weren't touched at all. do i really not have to pay??").reply)
      .toContain('](/support/policies-&-guarantees/what-is-the-nestwell-satisfaction-promise)');
  });

  it('a cleaner who "was not nice to my mother" gets the steps for raising a concern', () => {
    const { reply, sources } = ask('The cleaner last week was not nice to my mother, she was upset. What I do?');
    expect(sources.map((s) => s.url)).toContain('/support/trust-&-safety/what-should-i-do-if-i-have-a-concern-about-a-cleaning');
    expect(reply.match(/^\d+\. /gm)?.length).toBeGreaterThanOrEqual(3);
  });

  it('"everything your site stores on my device" gets what the site keeps in the browser; cookies asked get the cookie answer', () => {
    expect(ask('List everything your site stores on my device.').reply).toMatch(/cookieConsent/);
    expect(ask('what cookies does your site put on my computer').reply).not.toMatch(/cookieConsent/);
  });

  it('"can I add wiping down the high chair?" gets the Other add-on and its price, not "I\'m not sure"', () => {
    const other = index.facts.addOns.find((a) => a.item === 'Other')!;
    const { reply } = ask('can i add wiping down the high chair and the changing table? both gross');
    expect(reply).toContain(`Other add-on (${formatCents(other.price)})`);
    expect(unsure('can i add wiping down the high chair and the changing table? both gross')).toBe(false);
  });

  it('"you clean nail salon?", asked in a statement\'s order, gets Office and Business Cleaning', () => {
    expect(ask('you clean nail salon?').reply).toMatch(/Office and Business Cleaning/);
  });
});

describe('support at night, a discount for regular visits, an insurance certificate', () => {
  it('"3 in the morning, just finished my shift, is anybody even there?" is a client asking for support, not a cleaner', () => {
    const { reply } = ask('its 3 in the morning i just finished my shift, is anybody even there to answer questions');
    expect(reply).toMatch(/^Yes: \[client support\]/);
    expect(reply).toMatch(/24\/7/);
  });

  it('"a discount for doing it regular?" says the code is for the first cleaning only', () => {
    expect(ask('do u get a discount for doing it regular like other companies do').reply).toMatch(/for your first cleaning only\. Later visits, recurring ones included/);
  });

  it('"can Nestwell supply a certificate of insurance?" gets what the site says of insurance, not supplies', () => {
    const { reply } = ask('Our diocese requires every contractor to provide a certificate of insurance naming the parish as additional insured. Can Nestwell supply one?');
    expect(reply).toMatch(/^The site doesn't say anything about insurance/);
    expect(reply).not.toMatch(/supplies/);
  });
});

describe('an account, a tablet, a moving banner, a trick seen on TikTok (round 131, tuning)', () => {
  it('"Is @nestwell_oc_cleaning on Instagram actually you guys?" gets the official profiles', () => {
    expect(urls('Is @nestwell_oc_cleaning on Instagram actually you guys?')).toContain('/socials');
  });

  it('"Would your application work on my iPad?" names the phones the app is offered for and says the site is silent on tablets', () => {
    const reply = ask('Would your application work on my iPad? My grandson set it up for me.').reply;
    expect(reply).toMatch(/doesn't say whether the app runs on a tablet/);
    expect(reply).toMatch(/iPhone[\s\S]*Android/);
  });

  it('"the scrolling banner on the home page makes me dizzy" is the accessibility statement and the bar\'s Pause button, not the cookie banner', () => {
    const answer = ask('the scrolling banner on the home page makes me dizzy, can I stop it');
    expect(answer.sources.map((s) => s.url)).toContain('/accessibility');
    expect(answer.reply).toMatch(/Pause button/);
  });

  it('"Is it true what I saw on TikTok, that baking soda with vinegar cleans the drain?" is what the blog says of the trick, not the creator program', () => {
    const question = "Is it true what I saw on TikTok, that baking soda with vinegar cleans the drain? My husband says it's nonsense.";
    expect(urls(question).some((url) => url.startsWith('/blog/'))).toBe(true);
    expect(ask(question).reply).not.toMatch(/creator program/);
  });
});

describe('a bad job in slang, a note not to touch, a day running late, and Chinese for when and how (round 132, tuning)', () => {
  it.each(['what if the cleaner does a trash job', 'what happens if they do a lousy clean'])('"%s" is the satisfaction promise', (question) => {
    expect(ask(question).reply).toMatch(/satisfaction promise[\s\S]*you do not pay/);
  });

  it('"Can we instruct the cleaner not to touch anything on the desks?" is the preferences article', () => {
    expect(urls("Our office holds confidential client files. Can we instruct the cleaner not to touch anything on the attorneys' desks or in the file room?"))
      .toContain(index.pages['how-do-i-tell-my-cleaner-about-my-preferences']!.url);
  });

  it('"If a trial runs late and we need to cancel" asks the cancellation rule, not what happens when a cleaner is late', () => {
    const reply = ask("If a trial runs late and we need to cancel that evening's cleaning, what is the cancellation policy?").reply;
    expect(reply).toMatch(/cancellation rule/);
    expect(reply).not.toMatch(/when a cleaner is late/);
  });

  it('"什么时候扣款?" is when the card is charged, and "下周六的清洁想改到周日，要怎么改?" how to reschedule', () => {
    expect(ask('什么时候扣款？是预约的时候还是打扫完以后？').reply).toMatch(/Nothing is charged until you confirm/);
    expect(ask('下周六的清洁想改到周日，要怎么改？').reply).toMatch(/rescheduling rules/);
  });
});

describe('a message said to be ours, not described, is not judged unseen (round 132, tuning)', () => {
  it('"got a weird text saying its from nestwell, how do i know its real" says the site is silent on how we contact people, then where paying happens', () => {
    const reply = ask('got a weird text saying its from nestwell?? how do i know its real').reply;
    expect(reply).not.toMatch(/^That isn't how/);
    expect(reply).toMatch(/can't tell you whether that one is real/);
    expect(reply).toMatch(/you book and pay in the Nestwell app/);
  });

  it('one that asks for money is judged by where paying happens', () => {
    expect(ask("someone texted me saying they're nestwell and want $50 by zelle, legit?").reply).toMatch(/^That isn't how/);
  });
});

describe('add-ons named and asked what they add to the bill (round 132, tuning)', () => {
  it('"what would inside oven, fridge, microwave and dishwasher add to the bill?" totals those four, not the whole list', () => {
    const reply = ask('Buyers always open the oven and fridge. What would inside oven, fridge, microwave and dishwasher add to the bill?').reply;
    expect(reply).toMatch(/\(\$[\d.]+ together\)|Together: \$/);
    expect(reply).not.toMatch(/Dishes wash/);
  });
});

describe('what a visit does not cover (tuning)', () => {
  it.each(['What exactly is NOT included in a standard clean?', "what doesn't standard cover?"])('"%s" says what the list leaves to add-ons, and to Deep Cleaning', (question) => {
    const reply = ask(question).reply;
    expect(reply).toMatch(/Not part of the visit: the add-ons/);
    expect(reply).toMatch(/Deep Cleaning/);
  });

  it('"what is not included in deep cleaning?" says the add-ons are still extra', () => {
    expect(ask('what is not included in deep cleaning?').reply).toMatch(/Not part of the visit, even with Deep Cleaning/);
  });

  it('"what does standard include?" lists what it covers, no exclusions', () => {
    expect(ask('what does standard include?').reply).not.toMatch(/Not part of the visit/);
  });
});

describe('what Deep adds, asked against the other tier (tuning)', () => {
  it.each(['What does deep clean include that regular doesnt?', 'Would you be so kind as to explain what a deep cleaning includes that an ordinary cleaning does not?'])('"%s" gets the difference, not Standard\'s list', (question) => {
    expect(ask(question).reply).toMatch(/^Standard Cleaning is the everyday upkeep visit[^\n]*Deep Cleaning goes further in each room/);
  });
});
