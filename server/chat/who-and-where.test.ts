import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildChatIndex } from '../../generator/chat/index.ts';
import { loadContent } from '../../generator/content/load.ts';
import { createChatEngine } from './engine.ts';
import { inTurns } from '../../tests/chat-turns.ts';
import { pageSentence } from '../../tests/page-sentences.ts';

/**
 * Who asks and where they mean, read from their own words: a cleaner who never says "cleaner", a
 * trip or a licence that names our towns, places across the border, and a state asked as the
 * alternative to New Jersey.
 */
const index = buildChatIndex(loadContent(path.resolve(import.meta.dirname, '../..')).content);
const engine = createChatEngine(index);
const say = (...turns: string[]) => inTurns(engine, ...turns).reply;
const OUT_OF_SCOPE = /^That's outside what I can help with/;

describe('someone who wants the work, in their own words', () => {
  it.each([
    'How much is the pay? per house or per hour?',
    'My sister wants to work too, can we apply together?',
    'Me and my sister always clean together as a team, can we work together on the same houses?',
    'Necesito experiencia? I did hotel housekeeping 3 years',
    'where do I download Nestwell Crew on android?',
    // Students and first-timers.
    "What do I actually need to apply? I'm 19, no professional cleaning experience",
    'Can I work only Saturdays and Sundays? I have classes Monday through Friday',
    'where\'s your office? could I just walk in and apply in person',
    "I'm graduating in June and want a summer job. Does Nestwell hire high school students as cleaners?",
    // The job from the inside.
    'do clients tip through the app',
    'is it like a real job w a w2 or are we 1099 contractors',
    'what if i accidentally break something at someones house',
    'whats the pay like for cleaners',
    'In the morning I work with my patient. I can clean only afternoon and weekend?',
    'yo i downloaded the nestwell app and its asking me how many bedrooms i have?? i just want to WORK not book a cleaning',
    'my abuela wants to apply too but she only speaks spanish. is the app in spanish',
    'if i mess up a job and the client isnt happy they dont pay right?? so do i still get paid for it',
    'do u have office jobs tho? like customer service or social media',
    'I need social security number to apply or I can use ITIN? my husband ask me this',
    'i dont have car, i go by bus. is a problem? the houses are far?',
    'the work is like employee with W2 or is 1099 independent contractor? is for my taxes',
    'Hola, busco trabajo de limpieza. ¿Nestwell contrata personas en Elizabeth NJ? Gracias',
    'Tengo una pregunta privada. I had a problem with police 10 years ago, small thing. I can still apply?',
  ])('"%s" gets the crew\'s answer', (question) => {
    expect(say(question)).toContain(index.facts.crewSiteUrl);
  });

  it('tells a client asking about a vendor\'s paperwork or a map nothing of the crew', () => {
    expect(say('Are your cleaners W-2 employees or 1099 contractors? Our vendor compliance asks.')).not.toContain(index.facts.crewSiteUrl);
    expect(say('can i see where my cleaner is on a map like uber')).not.toContain(index.facts.crewSiteUrl);
  });

  it('tells a client booking at someone else\'s house, or asking about a summer job elsewhere, nothing of the crew', () => {
    expect(say("I'm a pet sitter. Could I book a cleaning at a client's house while they're away, with their OK?")).not.toContain(index.facts.crewSiteUrl);
    expect(say('whats a good summer job in nj besides cleaning')).not.toContain(index.facts.crewSiteUrl);
  });

  it('answers roles other than cleaning with the careers page', () => {
    expect(say('do you hire for anything other than cleaning? like social media stuff')).toContain(pageSentence(index, '/careers', 'openings'));
  });

  it('says a client\'s price is not a cleaner\'s pay', () => {
    const reply = say('2 bedrooms, 1 bath and the sala, regular cleaning how much?', 'wait so when I work, is that what I get paid for a job like that?');
    expect(reply).toContain('[Crew support]');
    expect(reply).not.toMatch(/^Total:/m);
  });

  it('answers what it costs to join, how jobs are matched, and a recruiter asking for money', () => {
    expect(say('how much does it cost to sign up as a cleaner? is there like a booking fee for us too')).toContain('The site mentions no fee to apply');
    expect(say('how do clients pick who cleans their house? is there a way i can get more jobs')).toContain("Clients don't pick a cleaner from a list");
    expect(say("my cousin got a DM on insta saying they'd hire her if she sends $40 for a background check")).toContain('](/socials)');
  });

  it.each(['do I get paid back if they break something?', 'Honest question: if I love the cleaner, could I just hire her directly as my own employee?', 'my wife has a home decor insta, can she get paid to post about u'])('"%s" is not a cleaner\'s pay', (question) => {
    expect(say(question)).not.toContain('what cleaners earn');
  });
});

describe('a trip, a move or a licence that names our towns', () => {
  it.each([
    'whats the fastest way from rahway to penn station',
    'Whats the fastest route from Wayne to Rutgers on a Friday, 287 or parkway?',
    'also any recommendations for a moving company from Wayne to New Brunswick for his stuff?',
    'sabes donde saco la licencia de manejar en NJ? MVC en North Bergen?',
    'Do you happen to know the times of the Cape May-Lewes ferry in May? My niece wants to visit.',
    'Whats the median sale price in Westfield right now?',
    'Is Paterson under rent control? Trying to figure out what I can raise next year.',
    'whats a good place to study late in new brunswick thats open past midnight',
    'How much am I legally allowed to deduct from a security deposit in NJ for cleaning?',
  ])('"%s" is politely out of scope, not "yes, we clean there"', (question) => {
    // A question in Spanish is declined after the note that the reply is in English.
    const reply = say(question).replace(/^I can only answer in English[^\n]*\n\n/, '');
    expect(reply).toMatch(OUT_OF_SCOPE);
    expect(reply).not.toContain('Yes, we clean in');
  });

  it.each([
    'Separate question: could you draft a short confidentiality clause we could put in our vendor contracts?',
    'can you write me a checkout checklist to put in my airbnb for guests?',
    'Please translate my menu to English.',
  ])('"%s" asks for writing that is not ours to do', (question) => {
    expect(say(question)).toMatch(OUT_OF_SCOPE);
  });

  it('answers where to put directions for the cleaner', () => {
    expect(say('our lane is a dirt road and GPS sends people to the neighbor. where do I put directions')).not.toMatch(OUT_OF_SCOPE);
  });
});

describe('places across the border', () => {
  it.each([
    [['do you do turnovers in Ocean City?', "jersey one obv lol. what about Rehoboth? my sister's got a place there"], 'Rehoboth (Delaware)'],
    [['我们住在 Dayton，你们有服务吗？', '那我们在 Flushing 的亲戚家呢？'], 'Flushing (New York)'],
    [['LA 코리아타운에 사시는 친정엄마 집도 해드리고 싶은데 캘리포니아에도 있어요?'], 'California'],
  ])('%j is outside our area', (turns, place) => {
    expect(say(...turns)).toContain(`so ${place} is outside our area`);
  });

  it('reads a state asked as the alternative to New Jersey as no place to clean', () => {
    const reply = say('wait is west new york in ny or nj? do u clean there');
    expect(reply).toMatch(/^Yes, we clean in \[West New York/);
    expect(reply).not.toContain('Not yet');
    expect(reply).not.toContain("I can't find that");
  });
});

describe('a town named with a situation, and what to book for it', () => {
  it('answers the town and the service the situation calls for', () => {
    const moving = say('moving out of my apt next month to a smaller place still in bayonne what do i book');
    expect(moving).toContain('](/locations/new-jersey/hudson-county/bayonne-city)');
    expect(moving).toMatch(/^(Move In\/Out Cleaning gets an empty home ready|For a home you are moving out of or into, the service is Move In\/Out Cleaning)/m);
    const gallery = say('The owner also has a little gallery on Bridge St in Lambertville. Can I book an office-type cleaning there too?');
    expect(gallery).toContain('](/locations/new-jersey/hunterdon-county/lambertville-city)');
    const office = index.facts.services.find((s) => /^Office/.test(s))!;
    expect(gallery).toContain(office);
    expect(say('You do restaurant cleaning? Small place in Palisades Park')).toContain(office);
  });

  it('answers it beside a county, or a name several towns share, as beside one town', () => {
    const county = say('We might sell next year. Do you do move-out cleaning in Monmouth County?');
    expect(county).toContain('](/locations/new-jersey/monmouth-county)');
    expect(county).toContain('Move In/Out Cleaning gets');
    const shared = say('Shore house on LBI. Can you handle turnovers between renters in summer?');
    expect(shared).toContain('](/locations/new-jersey/ocean-county/long-beach-township)');
    expect(shared).toContain('Rental Turnover Cleaning resets');
  });

  it('names no service for a question about a date, a job or a task, nor for a business named in passing', () => {
    expect(say('Aug 31 is move-out, new leases start Sept 1. Can I get cleaners into 5 houses on Aug 31? How far ahead should I book?')).not.toContain('Move In/Out Cleaning gets');
    expect(say('I cleaned offices in Warszawa. Nestwell has office cleaning jobs?')).not.toContain('a business space is booked');
    expect(say('The fellowship hall floor is old VCT tile that needs stripping and waxing twice a year. Do you do that?')).not.toContain('a business space is booked');
    expect(say('do you clean in hoboken?')).not.toContain('Cleaning gets');
  });
});

describe('a tenant vacating', () => {
  it('is a move, priced in the app', () => {
    expect(say('I also own a 2-bedroom condo in Edison which I rent out. The tenant is vacating at month end. Which service should I take and what will be the cost?')).toContain('Move In/Out Cleaning has no published price');
  });
});

describe('what a message asks beside the town it names', () => {
  const urls = (...turns: string[]) => inTurns(engine, ...turns).sources.map((s) => s.url);
  const article = (slug: string) => index.passages.find((p) => p.kind === 'help' && p.url.endsWith(`/${slug}`))!.url;
  const service = (name: RegExp) => index.facts.services.find((s) => name.test(s))!;

  it('answers the question as well as the town', () => {
    const checked = urls('I live 2 hrs north in Montclair. How do I know the place is actually clean before the next guests show up?');
    expect(checked).toContain('/locations/new-jersey/essex-county/montclair-township');
    expect(checked).toContain(article('can-i-see-photos-of-my-finished-cleaning'));
    const between = urls('my in laws rent out a place in seaside heights in summer, do u do cleanings between guests');
    expect(between).toContain('/locations/new-jersey/ocean-county/seaside-heights-borough');
    expect(between).toContain(article('what-is-rental-turnover-cleaning'));
  });

  it.each([
    "You're in Red Bank, right?",
    'Our friends are in Strathmere. Is that near enough for you?',
    'what about zip 08550, same thing?',
    'My son lives on Rutgers\' Livingston campus — that\'s in Livingston, right? Can you clean there too?',
    'moving to downtown JC after graduation. do you clean there',
  ])('"%s" asks about the town only', (question) => {
    expect(urls(question).every((url) => url.startsWith('/locations/'))).toBe(true);
  });

  it('names the service a question asks for before a passage its other words find', () => {
    expect(say('I also have a small office, can you clean it too?')).toContain(service(/^Office/));
    expect(say('thinking of airbnb-ing my room over the summer. do u do cleanings between guests')).toContain(service(/^Rental/));
    expect(say('we\'re moving INTO a place in highland park in august. can u clean before we move our stuff in')).toContain(service(/^Move/));
  });

  it.each([
    'do I need beach badges in Long Branch in June?',
    'Do you happen to know when the Ocean City beach tags go on sale this year?',
    'Is it true Haddonfield has a dinosaur statue downtown?',
    'do u know what hours the Paramus library keeps on sunday',
    // A town's own rules and services.
    'What are the beach badge prices in Beach Haven this summer?',
    'Does Morristown require a permit for a service vehicle parked on my street?',
    'Does the city of Newark require cleaning contractors to have a business license to work in our building?',
    'West Windsor的垃圾和回收是星期几来收呢？',
    // What is known of a town, asked with a room's word in it or a service beside it: one check, before any handler.
    'Totally unrelated but do you happen to know if Wayne requires a permit for a second kitchen in an accessory apartment?',
    'What time does the Morristown library open on Saturdays?',
    'Can you recommend a reliable IT company in Newark to look after our server closet?',
    // In other languages (round 131, tuning): recycling days, a driver's license.
    'Palisades Park 쓰레기 recycling 요일이 언제에요?',
    'donde renuevo mi licencia de manejar en camden',
    // Round 133 (tuning): a question that says nothing to us and nothing of ours, whatever it asks of the town.
    'When is leaf collection in Cherry Hill this autumn?',
    'What nightly rate should I charge in Asbury Park in July?',
  ])('"%s" asks what is known of the town: none of ours, and the town\'s yes never leads', (question) => {
    const reply = say(question);
    // After the line that says a message in another language was read in English.
    expect(reply).toMatch(new RegExp(OUT_OF_SCOPE.source, 'm'));
    expect(reply).toMatch(/^We do clean in \[/m);
    expect(reply).not.toMatch(/^Yes\b/m);
  });

  it.each([
    // Round 131, tuning: the weather in Creole, a train, what's playing.
    'Ki tan l ap fè demen Irvington? Mwen bezwen konnen si m ka soti.',
    'a que hora pasa el ultimo PATCO a philly?',
    'whats playing at the count basie center this weekend',
  ])('"%s" is none of ours, and says no yes or no of a town', (question) => {
    const reply = say(question);
    expect(reply).toMatch(new RegExp(OUT_OF_SCOPE.source, 'm'));
    expect(reply).not.toMatch(/^(Yes|Not yet)\b/m);
  });

  it.each([
    'what bout my gf in bayonne',
    'where can I read reviews from other customers in parsippany?',
    'What does a cleaning in Hoboken cost?',
  ])('"%s" asks about us, though it never says "you": no "outside what I can help with"', (question) => {
    expect(say(question)).not.toMatch(new RegExp(OUT_OF_SCOPE.source, 'm'));
  });

  it('reads a later turn\'s "what\'s..." against the turns before it, not as a question about the town', () => {
    expect(say('We have two offices. Toms River: 5 rooms plus 1 half bath. Brick: 3 rooms plus 1 half bath. Standard. What\'s one round of both?',
      'Brick is closing end of the month, so just Toms River going forward, weekly. What\'s 4 weeks?')).not.toMatch(new RegExp(OUT_OF_SCOPE.source, 'm'));
  });

  it('answers a town asked of us beside its rules: "do you clean in Beach Haven?"', () => {
    expect(say('do you clean in Beach Haven?')).toMatch(/^Yes, we clean in \[Beach Haven/);
  });

  it('still answers a town asked about beside what is known of it', () => {
    expect(say('Do you know if Bradley Beach has a boardwalk? And do you clean there?')).toMatch(/\bclean in \[Bradley Beach/);
    const two = say('What time does the Plainfield post office close on Saturdays? And do you clean in Scotch Plains?');
    expect(two).toMatch(new RegExp(OUT_OF_SCOPE.source, 'm'));
    expect(two).toMatch(/^Yes, we clean in \[Scotch Plains/m);
    expect(say('do you know if you clean in Bradley Beach?')).toMatch(/^Yes, we clean in \[Bradley Beach/);
  });

  it('reads a place or a second space as no task off the add-on list', () => {
    for (const question of ['We\'re opening a second studio in West Windsor next year. Can you handle both?', 'We also have a place on LBI that we rent out. Would you clean there between renters?']) {
      expect(say(question)).not.toContain("isn't one of the named add-ons");
      expect(urls(question)).not.toContain(article('can-i-request-a-task-that-isnt-on-the-add-on-list'));
    }
  });
});

describe('a cleaner\'s conversation', () => {
  it('stays the crew\'s when the applicant asks which app, though the question names booking', () => {
    const reply = inTurns(engine, 'how do i become one of ur cleaners, need summer money', "do i download the same app i'd use to book").reply;
    expect(reply).toMatch(/^No: cleaners use a different app/);
  });
});
