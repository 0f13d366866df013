import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildChatIndex } from '../../../generator/chat/index.ts';
import { loadContent } from '../../../generator/content/load.ts';
import { createChatEngine } from '../engine.ts';
import { phoneDisplay } from '../../../kernel/phone.ts';
import { inTurns } from '../../../tests/chat-turns.ts';
import { quote } from '../../../tests/prices.ts';
import { formatCents } from '../../../kernel/money.ts';

/** Which topic answers: booking by another channel is only in the app; a number asked for itself is given. */
const index = buildChatIndex(loadContent(path.resolve(import.meta.dirname, '../../..')).content);
const engine = createChatEngine(index);
const { facts } = index;
const say = (q: string) => engine.answer(q).reply;

describe('booking happens only in the app', () => {
  it.each([
    'no smartphone here, can I set up an appointment over the telephone?',
    'could I just ring someone and schedule it',
    'please book me for next tuesday through this chat',
    'can I email you to arrange a cleaning',
  ])('%s', (q) => {
    const reply = say(q);
    expect(reply).toMatch(/^You book in the Nestwell app/);
    expect(reply).toMatch(/no other way to book/);
    // The number is for a person's help, not a way to book.
    expect(reply).toMatch(new RegExp(`a person to help you with the app, .* or call \\[${phoneDisplay(facts.phone).replace(/[()]/g, '\\$&')}\\]`));
  });

  it('gives the number when it is asked for itself, after a booking', () => {
    const reply = say('I already booked for Friday, what number can I call about it?');
    expect(reply).toContain(phoneDisplay(facts.phone));
    expect(reply).not.toMatch(/no other way to book/);
  });
});

describe('a code that is not the offer code', () => {
  it('a lockbox or alarm code is an access note, not NEWCOMER', () => {
    for (const q of ['where should i leave the alarm code for the cleaner', 'how do i give them my lockbox code']) {
      const reply = say(q);
      expect(reply, q).toMatch(/access/);
      expect(reply, q).not.toContain(facts.offer.code);
    }
  });
});

describe('which app', () => {
  it('"which one?" about two services is not about the apps', () => {
    expect(say('the flat is empty now, move-out or deep, which one?')).not.toMatch(/two Nestwell apps/);
  });
});

describe('a guarantee asked for an outcome the site never promises', () => {
  it('says the site does not promise it, then gives the one promise it makes', () => {
    for (const [q, said] of [
      ['Checkout is 11, next check-in 3pm same day. Can you guarantee the cleaner is done by 3?', 'a finishing time'],
      ['My lease ends August 31. Will a Nestwell move-out clean guarantee I get my security deposit back?', 'that you get your deposit back'],
      ['Health inspection next week. If you clean, you guarantee we pass inspection?', 'that you pass an inspection'],
      ['If no Friday slot shows up can you guarantee one?', 'a booking slot'],
      ['guest checks out at 11, next one checks in at 4. can u GUARANTEE a same day clean in that window??', 'a booking slot or time window'],
    ]) {
      const reply = say(q!);
      expect(reply, q).toMatch(new RegExp(`^The site doesn't promise ${said}`));
      expect(reply, q).toContain('Our satisfaction promise: if you are not happy, you do not pay.');
    }
    expect(say("what's your satisfaction guarantee?")).toMatch(/^Our satisfaction promise/);
  });
});

describe('the code asked of several homes, a business, a cleaner, add-ons', () => {
  it('says one first cleaning, later ones at regular rates, and promises nothing per home', () => {
    for (const q of ["Does NEWCOMER work once per property? I've got 4 houses.", 'newcomer code - can we use it on the bungalow AND our house?', 'code NEWCOMER 50% i can use for salon AND for my house?']) {
      expect(say(q), q).toContain("is for a new client's first cleaning, one cleaning: later cleanings are at the regular rates");
    }
    expect(say('Does the 50% newcomer thing apply to business cleanings too?')).toContain('sets no different terms for Office and Business Cleaning');
    expect(say('lol can i use that NEWCOMER code as a new cleaner?')).toContain('not a perk or bonus for cleaners');
    expect(say('does newcomer apply to add-ons too or just rooms?')).toContain('rooms and add-ons together');
  });
});

describe('the background check asked about itself', () => {
  it('says the help centre does not list its details and sends specifics to support; a plain "are they checked?" gets the plain yes', () => {
    for (const q of ['what does the background check actually cover tho? criminal? driving?', 'Can you send me copies of the background check results for our compliance binder?', 'Who runs your background checks and what do they cover?']) {
      expect(say(q), q).toContain("The help centre doesn't list the details of the vetting and background checks");
    }
    expect(say('are your cleaners background checked?')).not.toContain("doesn't list the details");
  });
});

describe('an app feature the site never describes', () => {
  it('says so, and what the site says the app does, rather than the booking steps', () => {
    for (const q of ['does the app sync w/ Airbnb or VRBO calendars so turnovers auto-book on checkout?', 'me n my roommate wanna split it. can the app split the bill', 'Can I download the photos, and are they timestamped?']) {
      expect(say(q), q).toMatch(new RegExp(`^The site doesn't describe that in the ${facts.brand} app, so I won't promise it`));
    }
    expect(say('can i see photos after the cleaning')).not.toContain("doesn't describe that");
  });
});

describe('a window that is not one to clean', () => {
  it('reads a time, chat or cancellation window as no task for the Other add-on', () => {
    for (const q of ['whats your cancellation window? TaskRabbit was 24h', 'This chat window, is there a live person?', 'checkout 11, checkin 4. can u guarantee it\'s done inside that window?']) {
      expect(say(q), q).not.toContain("isn't one of the named add-ons");
    }
    expect(say('do you do windows?')).toContain("isn't one of the named add-ons");
  });
});

describe('our own profiles, a number for support, one who can barely hear, one nervous about who comes', () => {
  it('answers each from the site', () => {
    const socials = say('whats ur insta and tiktok');
    expect(socials).toContain(`[Instagram](${facts.social.instagram})`);
    expect(socials).toContain(`[TikTok](${facts.social.tiktok})`);
    expect(say("ok what's the number for support")).toContain(phoneDisplay(facts.phone));
    const hearing = say("I'm afraid I can barely hear on the telephone anymore. Is there another way?");
    expect(hearing).toContain('[client support]');
    expect(hearing).not.toContain(phoneDisplay(facts.phone));
    expect(say("I'm alone in the house and can barely walk. I'm nervous about who is coming in.")).toMatch(/vetted and background-checked/);
  });
});

describe('questions round 59 asked in passing', () => {
  it('gives the times the app shows for a weekday or a morning asked for, not for one said in passing', () => {
    expect(say('can your cleaner come on a weekday morning?')).toMatch(/times available for your address/);
    expect(say('cleaner can come Friday? Friday afternoon not good for me, only morning')).toMatch(/times available for your address/);
    expect(say('I teach mornings only. Can I check the studio was done without coming in at night?')).toMatch(/job photos/);
    expect(say('we close friday and the house will be empty until the movers come monday. what kind of cleaning should i book')).not.toMatch(/times available/);
  });

  it('reads a fridge in the garage as the fridge add-on, not a task in the garage', () => {
    expect(say("We have a second fridge in the garage. Is 'refrigerator inside' per fridge?")).not.toMatch(/isn't one of the named add-ons/);
    expect(say('can you clean out the garage?')).toMatch(/isn't one of the named add-ons/);
  });

  it('answers what Nestwell is, however it is asked', () => {
    for (const q of ['what does nestwell do?', 'Is Nestwell a cleaning company? What do you do exactly?', 'nestwell is a cleaning company?']) {
      expect(engine.answer(q).sources.map((s) => s.url), q).toContain('/support/getting-started/what-is-nestwell');
    }
    expect(engine.answer('what do you guys do on a turnover').sources.map((s) => s.url)).not.toContain('/support/getting-started/what-is-nestwell');
  });

  it('answers checking the work from afar for someone who lives out of state, without a verdict on where she is', () => {
    const reply = say('My daughter would feel easier if she could see for herself that the work was done. Is there any means of that, she being in Philadelphia?');
    expect(reply).toMatch(/job photos/);
    expect(reply).not.toMatch(/outside our area/);
  });
});

describe('everyday words that named the wrong subject', () => {
  it('reads "a good deal" as a lot, not an offer, and a cleaner who speaks English as a language asked for', () => {
    const reply = say('I wear two hearing aids and still miss a good deal. Do your cleaners speak English well?');
    expect(reply).not.toMatch(/NEWCOMER/);
    expect(reply).toMatch(/doesn't say which languages/);
  });

  it('asks for the other language where someone at home does not speak English', () => {
    expect(say('Is possible to get a pani who speaks Polish? My mama lives with us and she don\'t speak English so good.')).toMatch(/a cleaner who speaks Polish/);
  });

  it('reads a visit put off on the morning, with a charge asked, as cancelling', () => {
    const reply = say('If I should be taken poorly on the morning of the cleaning and must put the girl off, would I be charged for it? At my age one cannot always plan.');
    expect(reply).toMatch(/cancellation rule/);
    expect(reply).not.toMatch(/recurring/);
  });

  it('reads a plan of visits, not a floor plan or a plan of one\'s day', () => {
    expect(say('how long are they going to be in the house for a three bedroom. I need to plan around my wifes schedule')).not.toMatch(/recurring/);
    expect(say('Booking means giving you my address and basically a floor plan of my house. Do you sell that to marketers?')).toMatch(/do not sell personal data/);
    expect(say('do you have a monthly cleaning plan?')).toMatch(/recurring/);
  });

  it('reads "the fastest way to reach a human" as contact, not directions', () => {
    expect(say('whats the fastest way to reach an actual human at like 2am when a guest is locked out lol')).toContain(phoneDisplay(facts.phone));
    expect(say("what's the fastest way to get to Newark airport from Hoboken?")).toMatch(/outside what I can help with/);
  });

  it('reads baths that need work as a home, and wanting to clean houses as an applicant', () => {
    expect(say('Listing where the owners lived 25 years, kitchen greasy, baths need work. Standard or deep?')).not.toMatch(/join the crew/i);
    expect(say('ok so if i wanted to clean houses this summer in toms river how do i sign up')).toMatch(/Nestwell Crew site/);
  });
});

describe('prices asked against a competitor, a calendar or a size', () => {
  it('says there is no price match, beside the total asked', () => {
    expect(say('Simple yes or no: do you price match competitors?')).toMatch(/no price-match policy/);
    expect(say('Simple yes or no: do you price match competitors?')).not.toMatch(/matches you with a top-rated/);
    expect(say('Got a quote: $140 flat for a standard clean. My house: 3 bed, 2 bath. What\'s yours, and can you beat $140?')).toMatch(/Total: [\s\S]*no price-match policy/);
    expect(say('can the cleaner be matched to my dog?')).not.toMatch(/price-match/);
  });

  it('says prices are flat whenever one books, without reading surgery as surge', () => {
    expect(say('Does the price go up if I book last minute vs a few weeks ahead? Some places do surge pricing.')).toMatch(/no surge, last-minute/);
    expect(say("Mom's surgery got moved to the same day as our cleaning. How do I move the cleaning?")).not.toMatch(/surge/);
  });

  it('says the site names no cap on the first-cleaning discount, and no limit on a home\'s size', () => {
    expect(say('Is the 50% off capped? Like max $50 off or something?')).toMatch(/names no cap/);
    expect(say('Is there a limit to how big a house you\'ll clean? Five bedrooms plus a finished basement is a lot.')).toMatch(/no limit on a home's size/);
  });

  it('answers a contract on recurring cleanings as a home\'s schedule, and a janitorial contract as business', () => {
    const reply = say('Is there a contract if I do recurring? Can I stop whenever?');
    expect(reply).toMatch(/no contract or minimum term/);
    expect(reply).not.toMatch(/business accounts/);
    expect(say('Do you offer janitorial contracts with a fixed monthly price?')).toMatch(/business accounts/);
  });

  it('reads every second Tuesday as a schedule, and your people working Sundays as times', () => {
    expect(say('Would it be possible to have someone come every second Tuesday, in the forenoon? I like routine.')).toMatch(/recurring/);
    expect(say('And do your people work on a Sunday?')).toMatch(/times available/);
  });

  it('says what the site does not about being home and what cleaners wear, without reading "leave a review" or "leave supplies out" as leaving', () => {
    expect(say("Can I stay home during the first cleaning? I'd like to watch what sprays they use. Or do I have to leave?")).toMatch(/doesn't say you must leave/);
    expect(say('how do i leave a review after my cleaning')).not.toMatch(/must leave/);
    expect(say('do your cleaners bring their own vacuum and supplies or do I need to leave stuff out?')).not.toMatch(/must leave/);
    const masks = say('do cleaners wear masks or shoe covers? outdoor pollen on shoes sets me off');
    expect(masks).toMatch(/doesn't say what cleaners wear/);
    expect(masks).not.toMatch(/isn't one of the named add-ons/);
  });

  it('gives the site\'s own figure for time spent cleaning, not the length of a visit', () => {
    expect(say('i need a stat for my presentation. how much time do people spend cleaning per month?')).toMatch(/10 or more hours a month/);
  });
});

describe('round 59\'s topics asked in other words', () => {
  it('answers a request for someone else\'s data with the authorized agents, and a booking for someone else without them', () => {
    expect(say('Could my daughter, who handles my affairs, ask you on my behalf what information you hold about me, or have it deleted?')).toMatch(/Authorized agents/);
    expect(say('My son lives in Pennsylvania. May he book a cleaning for my house on my behalf?')).not.toMatch(/Authorized agents/);
  });

  it('reads the ordinary or regular visit as Standard Cleaning, and what the cleaner does in it as its scope', () => {
    expect(engine.answer('What exactly would the cleaner do in my bathroom on the ordinary visit? There is a tub with a shower over it.').sources.map((s) => s.url)).toContain('/support/our-services/what-does-standard-cleaning-include');
    expect(engine.answer('In an ordinary cleaning, what does the cleaner do in the kitchen?').sources.map((s) => s.url)).toContain('/support/our-services/what-does-standard-cleaning-include');
  });

  it('reads a guest\'s review of hair left after "your clean" as a concern about a cleaning', () => {
    expect(engine.answer('ugh guest left a review saying there was hair in the shower after your clean. what do i do').sources.map((s) => s.url)).toContain('/support/trust-&-safety/what-should-i-do-if-i-have-a-concern-about-a-cleaning');
  });

  it('says Rental Turnover covers long-term tenants, asked as a yes or as a choice', () => {
    expect(say('might switch the basement to a 6 month lease later. do u clean between long term tenants too or only airbnb?')).toMatch(/^Yes\. Rental Turnover Cleaning resets a rental, short-term or long-term/);
    // Round 133 (tuning): asked whether it is only for short stays, a "yes" would read as "only those".
    for (const q of ['Rental Turnover is that just airbnbs? my boss has a long term rental unit above the practice', 'is turnover cleaning only for airbnbs?']) {
      expect(say(q)).toMatch(/^Not only short-term stays\. Rental Turnover Cleaning resets a rental, short-term or long-term/);
    }
    expect(say('Between tenants at my Cranford unit, which service do I book?')).toMatch(/short-term and long-term rentals alike/);
  });

  it('hires by "taking on" young people, and reads an account claiming to be us as a question for our official profiles', () => {
    expect(say('Does your firm take on young people to clean?')).toMatch(/Nestwell Crew site/);
    const claim = say("Some account DM'd me on Instagram saying they're Nestwell and want a deposit upfront for a business contract. Legit?");
    expect(claim).toMatch(/^That isn't how Nestwell works[\s\S]*Our official profiles/);
    expect(claim).not.toMatch(/business accounts|creator program/);
    expect(say('My daughter Irina says download Nestwell. Which app is for me?')).not.toMatch(/official profiles/);
  });

  it('says the site works without cookies when one declines, and what it doesn\'t say about linens', () => {
    expect(say('your site popped a cookie thing, if I hit decline does the site still work?')).toMatch(/works without cookies/);
    expect(say('do u guys bring fresh sheets and towels or do i need to buy extra sets?')).toMatch(/doesn't say that cleaners bring sheets or towels/);
    expect(say('Do you guys bring and refill paper towels, TP and hand soap for the restrooms?')).not.toMatch(/sheets or towels/);
  });

  it('says the business version\'s prices are not announced, and narrows a shared town name by its ZIP', () => {
    expect(say('is the business version gonna be cheaper than booking normally?')).toMatch(/nothing about the business version's prices/);
    const union = engine.answer("gym's in Union, 07083. Morris Ave. You cover that?").sources.map((s) => s.url);
    expect(union).toContain('/locations/new-jersey/union-county/union-township');
    expect(union).not.toContain('/locations/new-jersey/hudson-county/union-city');
  });

  it('reads "a janitorial company?" as what Nestwell is, and leaves "a licensed company?" to the honest answer', () => {
    expect(engine.answer('Are you a janitorial company? Like do you have your own staff or what?').sources.map((s) => s.url)).toContain('/support/getting-started/what-is-nestwell');
    expect(engine.answer('are you a licensed company?').sources.map((s) => s.url)).not.toContain('/support/getting-started/what-is-nestwell');
  });
});

describe('follow-ups and commitments round 59 asked', () => {
  it('applies the code to the home just priced, however the turn is punctuated or names "the deep one"', () => {
    const four = quote(facts, 'deep', { Bedroom: 4, Bathroom: 2 });
    expect(inTurns(engine, '4 bed, 2 bath. Deep clean price?', "Seller's never used you — with the NEWCOMER code?").reply).toContain(`${facts.offer.percentOff}% off: if this is it, ${four.firstClean} instead of ${four.total}`);
    const two = quote(facts, 'deep', { Bedroom: 2, Bathroom: 1 });
    expect(inTurns(engine, '2 bedrooms and 1 bath, standard?', 'and the deep one?', 'My daughter says there is a code for half off. What then would I pay for the deep one?').reply).toContain(`if this is it, ${two.firstClean} instead of ${two.total} for Deep Cleaning`);
  });

  it('says the site names no contract or minimum term, and leaves a house under contract or a booking locked in alone', () => {
    expect(say('Do I have to sign a contract or commit to a minimum term?')).toMatch(/no contract or minimum term/);
    expect(say('Do you require a service contract? 6 or 12 month term?')).toMatch(/no contract or minimum term/);
    expect(say('Listing went under contract, need to cancel Thursday\'s cleaning.')).not.toMatch(/minimum term/);
    expect(say('Party is Saturday evening. Can I lock in Friday afternoon so it\'s fresh?')).not.toMatch(/minimum term/);
    expect(say('is there a minimum charge?')).toMatch(/doesn't list a minimum charge/);
  });

  it('answers how to pay, several Other items, an early sign-up discount, a setup for many properties and waiting to book', () => {
    expect(say('OK then how do I actually pay?')).toMatch(/pay securely in the Nestwell app/);
    expect(say("I've got 12 heavy bags. So that's 12 of the Other add-on?")).toMatch(/doesn't say how several are added/);
    expect(say('quick math: 3bd/2ba + living + kitchen and 3 other rooms, standard, no add-ons?')).not.toMatch(/how several are added/);
    expect(say('Do I get a discount or anything for signing up early on the waitlist?')).toMatch(/doesn't list any other discount/);
    expect(say('I manage turnover for a lot of listings. Any setup for multiple properties?')).toMatch(/business version of Nestwell is coming soon/);
    expect(say('do i have to wait for it to book turnovers?')).toMatch(/Today a business books in the regular Nestwell app/);
  });

  it('reads a 16 year old as an age asked by an applicant', () => {
    expect(say('can a 16 year old work for nestwell')).toMatch(/certain age/);
  });
});

describe('what the site does and doesn\'t say, asked plainly', () => {
  it('says the Dishes wash add-on answers "can the cleaner do dishes?"', () => {
    expect(say('After Chuseok there\'s always a mountain of dishes. Can the cleaner do dishes?')).toMatch(/Dishes wash \(add-on\)/);
  });

  it('reads "a new email" as an account of one\'s own, not a request to write one or to reach us', () => {
    const reply = say('if i make a new email can i use NEWCOMER again');
    expect(reply).toMatch(/second account/);
    expect(reply).not.toMatch(/outside what I can help with|doesn't list an email address/);
    expect(say('write me an email to my landlord')).toMatch(/outside what I can help with/);
  });

  it('says what it doesn\'t know about the app\'s cost, the screening, and "top-rated"', () => {
    expect(say('is the app free to download')).toMatch(/doesn't say whether the app costs anything/);
    expect(say('Grandma will be home alone with the cleaner. How exactly do you screen them?')).toMatch(/doesn't list the details of the vetting/);
    expect(say("Your site says 'top-rated cleaner'. Rated by who? Sounds like marketing.")).toMatch(/doesn't say how "top-rated" is measured/);
  });

  it('points to the public prices for someone who won\'t give details, without a contact card or the whole table', () => {
    const reply = say('Can I see prices without giving you my email and phone number? Tired of getting spam calls from quote sites.');
    expect(reply).toMatch(/prices are public/);
    expect(reply).not.toMatch(/phone number is|Cleanings are priced by the room/);
    expect(say('Quote request: deep clean of a vacant 2BR/1BA garden unit - 2 bedrooms, 1 full bath, living room, kitchen. What\'s the number?')).toMatch(/Total: /);
  });

  it('prices a bathroom with a shower as a Bathroom, moves one visit of a schedule, and declines a translation', () => {
    expect(say("Our third full bathroom is in the grandparents' suite and has a shower - do I count it as a bathroom or a half?")).toMatch(/with a shower or tub is priced as a Bathroom/);
    expect(say('Grandpa has a doctor appointment on one of the recurring days. How do I move just that one visit without messing up the whole schedule?')).toMatch(/rescheduling rules/);
    expect(say("How do you say 'thank you for cleaning' in Korean?")).toMatch(/outside what I can help with/);
    expect(say('Is there a cleaner who speaks Korean?')).toMatch(/doesn't say which languages/);
  });
});

describe('round 58\'s B answers, asked again', () => {
  it('reads a room skipped during a nap as a note, and a room skipped from a price as the price', () => {
    expect(say('twins nap 1-3pm. can the cleaner just skip the nursery while theyre sleeping')).toMatch(/^Put it in your notes/);
    expect(say("We have 3 bedrooms, 2 full baths, a powder room, a living room and a kitchen. I'd like to skip the nursery though. What would a regular cleaning cost?")).not.toMatch(/Put it in your notes/);
  });

  it('answers cancelling around a doctor\'s appointment, not declines it', () => {
    expect(say("If a doctor's appointment comes up, may I cancel without a penalty?")).toMatch(/cancellation rule/);
  });

  it('says where reviews are, what is no service of ours, and that no service is priced by the hour or the foot', () => {
    expect(say('Where might I read reviews from your other customers?')).toMatch(/Review us on Google/);
    expect(say('Do your cleaners also help with personal care, like sorting my medications or helping me bathe?')).toMatch(/Personal care, such as medications or bathing isn't among the services/);
    expect(say("I'm a caregiver for an elderly lady in Bergenfield: 4 bedrooms, 2 baths. How much for a regular cleaning?")).not.toMatch(/Personal care/);
    expect(say('How is office pricing calculated, by the hour or by square footage?')).toMatch(/no service by the hour or by square footage/);
  });

  it('answers what the dishes add-on covers, not whether a cleaning includes it', () => {
    expect(say('does the dishes add-on cover a full sink of mugs?')).not.toMatch(/^No:/);
  });
});

describe('round 57\'s B answers, asked again', () => {
  it('splits a total between "me + 3 roommates"', () => {
    expect(say('me + 3 roommates, 4br 2 bath + 1 kitchen/living thing. standard clean how much total and per person')).toMatch(/Split 4 ways/);
  });

  it('reads a reduction as an offer asked, and a walk-through as a visit the app makes needless', () => {
    expect(say("Do you offer any reduction for seniors? My pension is not what it was, I'm afraid.")).toMatch(/doesn't list any other discount/);
    expect(say('Does someone have to come look at my house first to give a quote? The last two did a walk-through and then padded it.')).toMatch(/No one needs to come and look first/);
  });

  it('answers what we do with a telephone number as privacy, and jobs in the office as the crew\'s', () => {
    const privacy = say('What will you do with my address and telephone number? I do not wish to be put on lists and sold to salesmen, I get enough calls as it is.');
    expect(privacy).toMatch(/do not sell personal data/);
    expect(privacy).not.toMatch(/phone number is/);
    expect(say('also i speak spanish and english good. you have jobs in the office like customer service?')).toMatch(/do not list other openings/);
  });

  it('reads a Spanish job search as an applicant\'s', () => {
    expect(say('Hola, busco trabajo de limpieza. ¿Nestwell contrata personas en Elizabeth NJ? Gracias')).toMatch(/Crew support/);
  });
});

describe('more of round 59\'s questions, asked plainly', () => {
  it('lists the five services however they are asked for', () => {
    expect(say("what are nestwell's 5 services")).toMatch(/We offer five services/);
  });

  it('reads a wish to make fragile things known, or for a lady rather than a gentleman, as notes', () => {
    expect(say('I should want them dusted but I am frightened of breakage. How would I make this known?')).toMatch(/Put it in your notes/);
    expect(say('I should feel more comfortable with a lady than a gentleman in the house. Can that be arranged?')).toMatch(/you give them in your notes/);
  });

  it('reads Creole for a cleaning done badly and for a reminder', () => {
    expect(say('Cleaner a pa t netwaye twalèt la byen. Kisa pou m fè?')).toMatch(/satisfaction promise/);
    expect(say('Mwen bliye bagay fasil. Eske app la ap raple m lè cleaner a ap vini?')).toMatch(/reminders before upcoming cleanings/);
  });
});

describe('what Nestwell does, asked inside a longer sentence', () => {
  it('answers with the article on what Nestwell is', () => {
    for (const q of ['can u explain what nestwell does in like 3 sentences', 'tell me what nestwell does']) {
      expect(engine.answer(q).sources.map((s) => s.url), q).toContain('/support/getting-started/what-is-nestwell');
    }
  });
});

describe('damage a guest leaves', () => {
  it('says the site doesn\'t say cleaners report it, and points to the job photos', () => {
    expect(say('if a guest breaks something will the cleaner tell me?? like do they report damage')).toMatch(/doesn't say whether cleaners report damage/);
    expect(say('the cleaner broke my vase, what do i do?')).not.toMatch(/report damage/);
  });
});

describe('round 60\'s wrong answers, after its grading', () => {
  it('reads a page, a handle or a caller claiming to be us as a claim, not as the town, the creator program or the fee it names', () => {
    const page = say("Saw a Facebook page 'Nestwell Cleaning Bayonne' offering 70% off if I pay by Zelle. Is that you?");
    expect(page).toMatch(/^That isn't how Nestwell works[\s\S]*Our official profiles/);
    expect(page).not.toMatch(/we clean in Bayonne/i);
    const collab = say("some account called @nestwell.creators.deals DMd me offering a paid collab if i send a $50 'onboarding fee'... is that you?");
    expect(collab).toMatch(/Our official profiles/);
    expect(collab).not.toMatch(/creator program/);
    expect(say("A man rang me yesterday claiming to be from Nestwell. He said he needed my credit card number over the telephone to 'hold' a cleaning. Is that how you do things?")).toMatch(/^That isn't how Nestwell works/);
  });

  it('reads how keys work with us, and a bed made by the cleaner, as a client\'s questions, not a cleaner\'s', () => {
    expect(say('How do keys work with you? Do your cleaners pick up keys from my office on Broadway, or should I put a lockbox on each unit?')).toMatch(/access notes/);
    expect(say('Will the cleaner make the beds with fresh linens and restock toilet paper for guests?')).not.toMatch(/Crew support/);
  });

  it('answers a crew application\'s wait, and crew members\' employment, as crew questions', () => {
    expect(say("who do i ask about my crew application, it's been a week")).toMatch(/doesn't show where an application stands/);
    expect(say('are crew members W-2 employees or 1099 contractors?')).toMatch(/doesn't say whether cleaners are employees or contractors/);
  });

  it('answers a creator\'s question about the rest of the site from the rest of the site, and a creator\'s payment from the program', () => {
    expect(say('doing a fridge clean-out video: is the inside of the fridge part of a regular cleaning?')).toMatch(/Refrigerator inside \$/);
    expect(say('most of my followers are in nyc/brooklyn. can they book you?')).toMatch(/we serve New Jersey only/);
    expect(say('how long after I submit my links do I get paid? and how, paypal?')).toMatch(/Upload Your Videos for Payment/);
  });

  it('says a room\'s size doesn\'t change its price', () => {
    expect(say('does the price go up if our living room is huge? its basically a loft')).toMatch(/doesn't change with its size/);
    expect(say('does the price go up if I book last minute?')).not.toMatch(/size/);
  });

  it('counts a son\'s office among a home\'s rooms as one of them, and a building\'s lobby and hallways as a business space', () => {
    expect(say("What mean 'other room'? My dining room and my son's office, they are other room? Price?")).not.toMatch(/Office and Business Cleaning/);
    expect(say('My son have small office in Englewood Cliffs. You clean office also?')).toMatch(/Office and Business Cleaning/);
    expect(say('Do you clean the lobby and hallways of our building? How much?')).toMatch(/Office and Business Cleaning/);
  });

  it('prices the basement\'s three rooms asked about again, not the basement as a room more', () => {
    const reply = inTurns(engine,
      'Our finished basement has a rec room, a small office my husband used for his stamps, and a laundry room. How would you count that, as one room or several?',
      'What would a deep cleaning of just the basement be, those three rooms plus the half bath down there?').reply;
    expect(reply).toContain(`Total: ${quote(facts, 'deep', { 'Half Bathroom': 1, 'Other Room': 3 }).total}`);
  });
});

describe('round 60\'s other misreadings', () => {
  it('reads a student visa beside signing up for the crew as a crew question, not the student discount', () => {
    const reply = say('im an international grad student on an F-1 visa. can i even sign up for the crew?');
    expect(reply).toMatch(/particular papers; crew support can tell you/);
    expect(reply).not.toMatch(/NEWCOMER/);
  });

  it('answers what recourse there is with the satisfaction promise', () => {
    expect(say("If the cleaning isn't up to our standards, what recourse do we have?")).toMatch(/^Our satisfaction promise/);
  });

  it('reads "no shower" as a bathroom without one, not a cleaner who did not show', () => {
    expect(say('Our apartment has 2 bathroom but one is only toilet and sink, no shower. It is cheaper?')).not.toMatch(/For anything about a booking or a charge/);
    expect(say('the cleaner was a no show')).toMatch(/client support/i);
  });

  it('starts a sentence with the support link capitalised', () => {
    expect(say('can i pay with visa?')).toMatch(/\. \[Client support\]\(/);
  });
});

describe('another cleaner, and a review left where the site asks for one', () => {
  it('answers someone different next time from how matching works, and leaves the same cleaner every time, or a new cleaner\'s code, alone', () => {
    expect(say("if we don't vibe with the cleaner can we get someone different next time")).toMatch(/If a match doesn't feel right, tell \[client support\]/);
    expect(say('And if I do not care for him, may I ask for someone else next time?')).toMatch(/If a match doesn't feel right/);
    expect(say('I want same lady every time, not new person every week. Possible?')).toMatch(/doesn't promise the same cleaner/);
    expect(say("I don't get along with these smartphones at all. Is there any way to book by simply telephoning you?")).not.toMatch(/pick or swap/);
    expect(say('lol can i use that NEWCOMER code as a new cleaner?')).not.toMatch(/pick or swap/);
  });

  it('points a nice or a Google review to the Google review page', () => {
    for (const q of ['after my first cleaning I want to leave a google review too, where?', 'After the cleaning, if we are pleased, is there somewhere we can leave a nice review?']) {
      expect(engine.answer(q).sources.map((s) => s.url), q).toContain('/google-review');
    }
  });
});

describe('our logo, a dirty oven and a plumber', () => {
  it('quotes the terms on using our name or logo', () => {
    const reply = say('can I put the Nestwell logo in my thumbnails?');
    expect(reply).toMatch(/use our name or logo in a way that suggests we endorse you/);
    expect(engine.answer('can I put the Nestwell logo in my thumbnails?').sources.map((s) => s.url)).toContain('/terms-of-service');
  });

  it('prices the inside of an oven said to be dirty, and leaves a dirty home asking which service to the services', () => {
    expect(say('Inside my oven very dirty, galbi grease. You clean inside also?')).toMatch(/Oven inside \(add-on\): \$/);
    expect(say('the house is quite dirty, the oven worst of all. which service should I get?')).not.toMatch(/^Our flat rates/);
  });

  it('reads a plumber asked for in Spanish as outside what the chat helps with, not as the town', () => {
    expect(say('Conoces un buen plomero en Perth Amboy? urgente')).toMatch(/That's outside what I can help with/);
  });
});

describe('an app that froze', () => {
  it('goes to the app feedback form, not the concern about a cleaning', () => {
    const answer = engine.answer('app froze on me twice during checkout. where do i complain');
    expect(answer.reply).toMatch(/^Tell us on our \[App Feedback Form\]/);
    expect(answer.sources.map((s) => s.url)).toContain('/app-feedback');
  });
});

describe('a landlord with several units, a day changed in plain words, and a creator\'s own cleaning', () => {
  it('points a landlord with several units to the business version', () => {
    expect(say('Do you have anything for landlords with several units?')).toMatch(/business waitlist/);
  });

  it('reads "I want change to Friday" and "they charge me money for the change?" as rescheduling', () => {
    const first = 'My cleaning is Thursday but it\'s my grandson birthday party. I want change to Friday. How?';
    expect(say(first)).toMatch(/rescheduling rules/);
    expect(inTurns(engine, first, 'They charge me money for the change?').reply).toMatch(/rescheduling rules/);
  });

  it('prices a creator\'s own fridge from the price list, and keeps a caption\'s price to the guideline', () => {
    expect(inTurns(engine, 'i make cleaning videos on tiktok', 'for my video I want the inside of my fridge cleaned, price?').reply).toContain(`Refrigerator inside: ${formatCents(facts.addOns.find((a) => a.item === 'Refrigerator inside')!.price)}`);
    expect(say("can I say 'cleanings start at $20' in my video? sounds catchy")).toMatch(/Quote prices only from the Nestwell price list/);
  });
});

describe('a room that was not cleaned', () => {
  it('gets the satisfaction promise, unless the question is whom to call', () => {
    expect(say("Guest just checked in and says the bathroom wasn't cleaned. What now?")).toMatch(/^Our satisfaction promise/);
    expect(say('New tenant moved in and says the bathroom wasn\'t done. The clean was 3 days ago. What can I do at this point?')).toMatch(/satisfaction promise/);
    expect(say('guest just messaged at 10pm that the bathroom wasn\'t cleaned. who do i call RIGHT NOW')).toMatch(/\(609\)|tel:/);
  });
});

describe('the creator program, step by step', () => {
  it('gives every step of the program, and leaves the booking\'s steps to the booking answer', () => {
    const reply = say('how does the creator program work step by step?');
    expect(reply).toMatch(/Apply\.[\s\S]*Hear from us\.[\s\S]*Make your video\.[\s\S]*Submit for payment\./);
    expect(say('walk me through the booking steps so I narrate it right in my video')).not.toMatch(/Hear from us\./);
  });
});
