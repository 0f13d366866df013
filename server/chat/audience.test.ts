import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildChatIndex } from '../../generator/chat/index.ts';
import { loadContent } from '../../generator/content/load.ts';
import { createChatEngine } from './engine.ts';
import { inTurns } from '../../tests/chat-turns.ts';
import { phoneDisplay } from '../../kernel/phone.ts';

/**
 * Who asks decides the answer: someone who cleans for Nestwell, or wants to, gets the crew's
 * answers and crew support, never the client app, the client price list or client support; a
 * creator gets the creator program; a client confused between the two apps gets both named.
 */
const index = buildChatIndex(loadContent(path.resolve(import.meta.dirname, '../..')).content);
const engine = createChatEngine(index);
const { facts } = index;
/** The reply to the last question, the earlier ones sent as history. */
const say = (...turns: string[]) => inTurns(engine, ...turns).reply;
const CLIENT_APP_LINK = `](${facts.iosHref})`;

describe('a cleaner or applicant gets crew answers', () => {
  it.each(['how much would you guys pay me per hr', "what would y'all pay me to start?", 'how much ya pay'])(
    'someone asking what Nestwell pays, with no "do" ("%s"), hears the site does not say and gets crew support, not the client price list',
    (question) => {
      const reply = say(question);
      expect(reply).toMatch(/doesn't say what cleaners earn/);
      expect(reply).toContain(facts.crewSupportUrl);
      expect(reply).not.toMatch(/flat rates|Bedroom/);
    },
  );

  it('a cleaner asking for a number gets crew support and the one phone line the site lists for everyone, never "it is for clients"', () => {
    const reply = say('i clean for you guys, is there a number i can ring if im stuck at a job');
    expect(reply).toContain(facts.crewSupportUrl);
    expect(reply).toContain(phoneDisplay(facts.phone));
    expect(reply).not.toMatch(/phone[^.]*for clients/i);
  });

  it.each([
    'my sister is after some cleaning work, how would she sign up with you',
    "i'd like to be a housekeeper for nestwell, where do i start",
    'hoping to pick up jobs through nestwell',
  ])('how to join: the apply steps, with the crew app, never the client app (%s)', (q) => {
    const reply = say(q);
    expect(reply).toMatch(/crew site/i);
    expect(reply).toContain('Nestwell Crew app');
    expect(reply).toContain(facts.crewSupportUrl);
    expect(reply).not.toContain(CLIENT_APP_LINK);
    expect(reply).not.toContain(facts.clientSupportUrl);
  });

  it.each([
    ['for working with you, is it the regular nestwell app i install?', /^No: cleaners use a different app/],
    ['sent my application three weeks back and nobody replied', /doesn't show where an application stands/],
    ["what's the pay like per job", /doesn't say what cleaners earn/],
    ['do yall pay every friday', /doesn't say what cleaners earn or how often/],
    ['would i have to own a car to do this job', /doesn't say whether you need a car/],
    ['i have a felony from years ago, would that stop me getting hired', /doesn't publish what the check looks at/],
    ['a customer is saying i cracked her mirror during my job', /damage claim/],
    ['do i have to bring my own mop and vacuum', /doesn't say whether cleaners bring their own supplies/],
  ])('%s', (q, said) => {
    const reply = say(q);
    expect(reply).toMatch(said);
    expect(reply).toContain(facts.crewSupportUrl);
    expect(reply).not.toContain(facts.clientSupportUrl);
    expect(reply).not.toMatch(/\$\d/);
  });

  it('keeps answering as the crew for the rest of the conversation', () => {
    const turns = ['how can i become a cleaner with nestwell'];
    for (const [q, said] of [['and the money?', /doesn't say what cleaners earn/], ['which app then', /Nestwell Crew/], ['would my cousin pay for her own background check', /who pays for it/]] as const) {
      turns.push(q);
      const reply = say(...turns);
      expect(reply, q).toMatch(said);
      expect(reply, q).not.toContain(facts.clientSupportUrl);
    }
  });

  it('tells an applicant from out of state what the site says, without turning them away', () => {
    const reply = say('i stay in new york city, could i still clean for you in jersey');
    expect(reply).toMatch(/doesn't say whether cleaners must live in New Jersey/);
    expect(reply).not.toMatch(/Not yet|outside our area/);
  });

  it('tells an applicant that their New Jersey town is served, without booking talk', () => {
    const reply = say("i'm in toms river, would there be cleaning work for me near there");
    expect(reply).toMatch(/Toms River.* is in our service area/);
    expect(reply).not.toMatch(/Book in the app/);
  });

  it('answers what the work is, and other roles, from the crew pages', () => {
    // The services the site lists, and the careers page's word on other roles, as content says them today.
    const work = say('what sort of jobs would i be doing day to day');
    for (const service of facts.services) expect(work).toContain(service);
    const careers = index.passages.find((p) => p.url === '/careers' && /openings/.test(p.text))!;
    expect(say('any accounting or design jobs open at nestwell?')).toContain(careers.text.split('\n').find((line) => /openings/.test(line))!.split('. ')[0]);
  });

  it.each([
    ["what's the crew pay like", 'what do your cleaners earn'],
    ['how much would nestwell pay me to clean', 'what do your cleaners earn'],
    ['careers?', 'how do i apply to be a cleaner'],
    ['could you hire me, i clean houses', 'how do i apply to be a cleaner'],
  ])('one mechanism for the crew: "%s" is answered as "%s" is', (q, same) => {
    const reply = say(q);
    expect(reply).toContain(facts.crewSupportUrl);
    // The crew's own answer to the topic, whatever the wording: its first line is the crew handler's.
    expect(reply.split('\n')[0]).toBe(say(same).split('\n')[0]);
  });

  it('a place outside New Jersey is read by the place finder, however it is written', () => {
    for (const q of ['could i clean for you, i commute from Yardley', 'im in philadelphia, are you hiring cleaners']) {
      const reply = say(q);
      expect(reply, q).toMatch(/is outside our service area: clients book in New Jersey only/);
      expect(reply, q).toMatch(/doesn't say whether cleaners must live in New Jersey/);
    }
  });

  it('names no crew-only phone line, and gives the one number /contact-support shows to clients and crew alike', () => {
    const reply = say('is there a number i can ring for crew support');
    expect(reply).toMatch(/no separate phone line/);
    expect(reply).toContain(phoneDisplay(facts.phone));
  });
});

describe('others are not taken for the crew', () => {
  it('a client applying the offer code gets the offer', () => {
    const reply = say('where do i apply the newcomer code');
    expect(reply).toContain(facts.offer.code);
    expect(reply).not.toMatch(/crew site/i);
  });

  it('"does it apply to..." about the offer or the promise is a client\'s question', () => {
    expect(say('does the half-off deal apply to a move-out clean')).not.toMatch(/crew/i);
    expect(say('does the satisfaction promise apply to deep cleans too')).not.toMatch(/crew/i);
    expect(say('do i have to be home while they clean')).not.toMatch(/crew site/i);
  });

  it('a client with the crew app by mistake is told which app books', () => {
    const reply = say('my son installed nestwell crew for me to book cleanings, is that the wrong one');
    expect(reply).toContain(CLIENT_APP_LINK);
    expect(reply).not.toContain(phoneDisplay(facts.phone));
  });

  it("a client who paid for an add-on the cleaner skipped is not told what cleaners earn", () => {
    for (const q of ['the cleaner never did the fridge even though i paid for it', 'our housekeeper skipped the oven i paid extra for']) {
      const reply = say(q);
      expect(reply, q).not.toMatch(/cleaners earn|crew site/i);
    }
  });

  it("a creator asking about pay gets the creator program, not cleaners' pay", () => {
    const reply = say('what does nestwell pay for a video');
    expect(reply).toContain('/creator-submissions');
    expect(reply).not.toMatch(/cleaners earn/);
  });

  it('a creator keeps being answered as one', () => {
    expect(say('i film home reset reels, can i partner with you', 'do those posts need an ad label')).toMatch(/#ad or your platform's paid-partnership label/);
  });
});

describe('a business is told what exists today, without a "Yes" to what does not', () => {
  it.each([
    'we have three offices across the county, can we get one company account for all of them',
    'do you do contracts for property managers with 8 units',
  ])('%s', (q) => {
    const reply = say(q);
    expect(reply).toMatch(/^Not yet/);
    expect(reply).toContain('/business-waitlist');
    expect(reply).toMatch(/regular Nestwell app/);
  });

  it('leaves open whether two people can share the bookings, which the site never says', () => {
    const reply = say('is there a team login so two of us can book for the office');
    expect(reply).toMatch(/^The site doesn't say whether more than one person/);
    expect(reply).toContain('/business-waitlist');
    expect(reply).toMatch(/regular Nestwell app/);
  });

  it('says yes where the site does: offices are cleaned today', () => {
    expect(say('could your cleaners handle our small law office?')).toMatch(/^Yes, offices and businesses can book Office and Business Cleaning/);
  });

  it("leaves an office's other questions to their own answers", () => {
    const reply = say('our office manager asks: are the cleaners screened?');
    expect(reply).toMatch(/background-checked/);
    expect(reply).not.toMatch(/business waitlist/);
  });
});

describe('an applicant who says so in other words (round 25)', () => {
  it.each([
    'im 18, turning 19 in august. old enough to be on the crew?',
    'is this a W2 job or 1099 contractor? my dad is asking',
    'is there training? i\'ve never cleaned professionally',
    'applied like 2 weeks ago and havent heard anything back. who do i bug',
  ])('"%s" gets a crew answer, with no town read from a month', (q) => {
    const reply = say(q);
    expect(reply).toMatch(/crew/i);
    expect(reply).not.toMatch(/client support\]|we clean in/i);
  });
});

describe('applicants in their own words', () => {
  const ask = (q: string) => engine.answer(q).reply;
  it.each([
    ['How much you pay for one hour? I have 6 year experience cleaning in hotel.', /doesn't say what cleaners earn/],
    ['I can work only in the morning, my kids finish school 3h. I can choose my hours myself?', /hours or schedules/],
    ['I must buy my own product and vacuum or the company give me?', /bring their own supplies/],
    ['I dont have car. I take the bus everywhere. I can still do this job?', /whether you need a car/],
    ['I download Nestwell app but it ask me how many bedroom I have?? where I see the jobs', /Nestwell Crew is the app for cleaners/],
    ['A man on facebook say I must pay $50 for training first to join Nestwell team. Is true??', /mentions no fee to apply or to join the crew/],
    ['My daughter have 17 years, she want work with me in summer vacation. She can?', /whether you need to be a certain age/],
    ['my son is 16, can he apply too?', /whether you need to be a certain age/],
    ['I have 15 years of experience cleaning, can I apply?', /^(?![\s\S]*certain age)/],
    ['Where is your office in Trenton? I prefer go in person and give my papers', /no office to apply at in person/],
    ['The clients, you check them too? I am scared go alone in house of stranger man', /doesn't say how clients are checked/],
    ['Can I bring my friend Marie with me to help on the big houses?', /applies on the \[crew site\]/],
    ['Mwen pa gen machin. I need a car for this job?', /whether you need a car/],
  ])('%s', (question, expected) => {
    const reply = ask(question);
    expect(reply).toMatch(expected);
    expect(reply).toContain('[Crew support]');
    expect(reply).not.toMatch(/Cleanings are priced by the room/);
  });

  it('keeps clients who say "I must pay", "does that zip work for me" or "Dear Nestwell team" clients', () => {
    for (const q of ['If I am not happy with the cleaning, I must pay anyway?', 'So inside of the oven I must pay extra?', 'Dear Nestwell team, how much is a 2 bed 1 bath standard clean?', 'Will the website still work for me if I decline cookies?']) {
      expect(ask(q), q).not.toContain('[Crew support]');
    }
  });
});

describe('more applicants in their own words', () => {
  const ask = (q: string) => engine.answer(q).reply;
  it.each([
    ['Is there training before I start? I cleaned offices for 10 years but never houses.'],
    ['you do background check? I had a ticket for driving long time ago, is that a problem?'],
    ['What is the phone number for the people who hire? I prefer to talk, my English is not so good'],
    ['how they pay me, every week? direct deposit or check?'],
    ['what happen if one client give me a bad review? they fire me?'],
    ['the clients give tips in the app or cash?'],
    ['my friend say the clients see photos of the house after. I have to take the photos? how many?'],
    ['Cuanto pagan por hora a los limpiadores?'],
    ['Mi esposa y yo queremos trabajar juntos limpiando. Se puede?'],
    ['quien pone los productos de limpieza y la aspiradora, yo o la compañia?'],
  ])('%s', (question) => {
    const reply = ask(question);
    expect(reply).toContain('[Crew support]');
    expect(reply).not.toMatch(/^You book in the Nestwell app|ask \[client support\]/m);
  });

  it('reads "direct deposit or check" as pay, not the background check', () => {
    expect(ask('how they pay me, every week? direct deposit or check?')).not.toMatch(/background-checked before taking jobs/);
  });
});

describe("an applicant's own check and a breakage at a client's home, a client's question about a cleaner's", () => {
  const ask = (q: string) => engine.answer(q).reply;
  it.each([
    ['how long does the background check take for new cleaners?'],
    ["what if I break something while cleaning someone's house?"],
    ["what if I break something at a client's house?"],
  ])('%s', (question) => {
    expect(ask(question)).toContain('[Crew support]');
  });

  it("keeps a client's question about a cleaner who breaks something a client's", () => {
    for (const question of ["Is Nestwell insured? If a cleaner breaks something in a client's home, who is liable?", 'what if the cleaner breaks something while cleaning?']) {
      expect(ask(question)).not.toContain('[Crew support]');
    }
  });
});

describe('someone asking how to join, in words of their own or another language', () => {
  it.each([
    'my cousin want job cleaning for u',
    'I might like to do some cleaning work myself for extra income. Where does one apply?',
    'my bartender wants extra cash cleaning for you guys. how',
    'Oi, vi o anúncio de vocês. Como eu entro na equipe?',
    'mi cuñada busca trabajo limpiando casas, ella es bien buena. como aplica?',
    'bonjou, kòman pou m vin cleaner pou Nestwell?',
  ])('"%s" gets the crew\'s steps and crew support', (question) => {
    const reply = say(question);
    expect(reply).toContain('To join the crew:');
    expect(reply).toContain(facts.crewSupportUrl);
  });

  it.each([
    'Could you kindly explain what a deep cleaning does that the regular one does not? I want to be sure it is worth the extra money.',
    'the app is showing some booking fee. what is this? why extra money?',
    'The refrigerator inside is very dirty. Is included in cleaning or extra money?',
  ])('a client asking about paying more ("%s") is still a client', (question) => {
    const reply = say(question);
    expect(reply).not.toContain('To join the crew:');
    expect(reply).not.toContain(facts.crewSupportUrl);
  });
});

describe('the job asked about in the first person', () => {
  it.each([
    'do i gotta bring my own supplies and vacuum or do yall give that',
    'what kinda cleaning would i be doing, houses only or offices too',
    'my english not perfect, i speak spanish mostly. is that ok for the job',
    'do i have to take pics of my work? saw something bout photos',
    'is there a uniform or dress code',
    'do i have to pay for my own background check',
    'can i get the same houses every week, like regulars',
  ])('"%s" gets crew support, not client support', (question) => {
    const reply = say(question);
    expect(reply).toContain(facts.crewSupportUrl);
    expect(reply).not.toContain(`](${facts.clientSupportUrl})`);
  });

  it('choosing towns is answered as a question the site leaves open, with the towns in the service area', () => {
    const reply = say("can i pick what towns i work? i only wanna do trenton ewing and hamilton, dont wanna drive to the shore");
    expect(reply).toMatch(/doesn't say whether cleaners choose the towns they work in/);
    expect(reply).not.toMatch(/whether you need a car/);
  });

  it('the cleaning method is the help article, and how cleaners learn it is left to crew support', () => {
    const reply = say('whats this nestwell cleaning method? do i gotta learn it before i start');
    expect(reply).toMatch(/^Nestwell's cleaning method is explained in/);
    expect(reply).toContain(facts.method.url);
  });

  it('a home priced, then the cleaner\'s share, keeps the crew out of what a client pays', () => {
    expect(say('how much is standard for a 2 bed 1 bath?', 'and what if its deep')).not.toContain(facts.crewSupportUrl);
  });
});

it('an applicant asking how jobs come and whether they choose them is told the site leaves it to crew support', () => {
  const reply = say('I want to work like cleaner with Nestwell. How I start?', 'and after I am in, how I get the jobs? I choose them myself?');
  expect(reply).toMatch(/^Clients don't pick a cleaner from a list/);
  expect(reply).toMatch(/or whether cleaners choose their jobs/);
});

describe("the one asking as the one who would do the work, whatever the topic (round 118's applicants)", () => {
  it.each([
    'I am allergic to cats. If a client has cats can I say no to that job?',
    'could i pick up cleaning shifts on my days off? how flexible is it',
    'Long time ago (2014) I had a shoplifting charge. Will the Nestwell background check stop me from working?',
    'do I need cleaning experience or a certificate? I have HHA certificate only',
    'I already passed a background check and fingerprints for my home health agency. Can I use that one instead of doing the Nestwell check again?',
    'do crew members need their own car and their own cleaning stuff?',
    // Round 120's applicant: a client's house as where she goes, her own employment, the photos she would take.
    'when i go in client house and something break by accident, who pay?',
    'do i need my own insurance or LLC? i will be employee or 1099 contractor?',
    'the job photos that clients see, who take them? i have to take picture in every room?',
  ])('"%s" gets crew support, not client support or the client booking steps', (question) => {
    const reply = say(question);
    expect(reply).toContain(facts.crewSupportUrl);
    expect(reply).not.toContain(`](${facts.clientSupportUrl})`);
    expect(reply).not.toContain(CLIENT_APP_LINK);
  });

  it('turning down a job is a question the site leaves open, not how to join', () => {
    const reply = say('I am allergic to cats. If a client has cats can I say no to that job?');
    expect(reply).toMatch(/doesn't say whether a cleaner can turn down a job/);
    expect(reply).not.toMatch(/^To join the crew/);
  });

  it('working only in the morning is a question of hours, which the site leaves open, not how to join', () => {
    expect(say('can i work only in the morning while the kids are at school?')).toMatch(/doesn't say how cleaners' hours or schedules work/);
  });

  it('a client skipping a visit, declining a cleaner, at home for it, at a client\'s of their own or asking about a rental\'s certificate stays a client', () => {
    for (const question of ['can I skip a booking next week?', 'can I decline the cleaner they matched me with?', 'do i need to be home for the cleaning?',
      'do I need a certificate of occupancy inspection in Bayonne between tenants?', "I'll be at a client's house during the cleaning, can I see how it went?",
      "I work from a client's office in Manhattan two days a week. Could I book you there too?"]) {
      expect(say(question)).not.toMatch(/answers questions from applicants and cleaners/);
    }
  });
});

describe("an applicant's questions said as a client might say them (round 132, tuning)", () => {
  it('"can i get paid to clean for yall?" says what the site says of pay and how to join', () => {
    const reply = say('can i get paid to clean for yall? need summer cash');
    expect(reply).toMatch(/doesn't say what cleaners earn/);
    expect(reply).toMatch(/To join the crew/);
  });

  it('"Does the background check cost me money?" is the check\'s question, for crew support, not a client\'s trust blurb', () => {
    const reply = say('Does the background check cost me money?');
    expect(reply).toMatch(/who pays for it/);
    expect(reply).toMatch(/Crew support/);
    expect(reply).not.toMatch(/what cleaners earn/);
  });

  it('"i already clean houses on my own, can i still join?" is joining the crew, not the business waitlist', () => {
    const reply = say('i already clean houses on my own, can i still join?');
    expect(reply).toMatch(/To join the crew/);
    expect(reply).not.toMatch(/waitlist/);
  });

  it('"would i only work in Elizabeth or other towns too?" is where cleaners work, not a client\'s yes', () => {
    const reply = say('would i only work in Elizabeth or other towns too?');
    expect(reply).toMatch(/Crew support/);
    expect(reply).not.toMatch(/^Yes, we clean in/m);
  });
});

describe('how the work comes to a cleaner (practice questions, tuning)', () => {
  it.each(['how do the jobs get given out to cleaners, do i get to choose which ones or does the app just assign them', 'how many jobs a week could i realistically get in camden county'])('"%s" is a cleaner\'s: matching, and crew support', (question) => {
    const reply = say(question);
    expect(reply).toContain("It doesn't say how a cleaner gets more jobs");
    expect(reply).toContain(`[Crew support](${facts.crewSupportUrl})`);
  });

  it.each(['could i bring my 4 yr old with me on a job if my sitter cancels', 'If daycare falls through could I bring my 4 year old along on a job?'])('"%s" is whether a cleaner may bring someone along, which the site does not say', (question) => {
    expect(say(question)).toMatch(/^The site doesn't say whether a cleaner may bring someone along on a job/);
  });

  it('"a minimum amount of hours or jobs you have to do each week to stay on the crew" is a cleaner\'s hours, not a minimum charge', () => {
    const reply = say('is there a minimum amount of hours or jobs you have to do each week to stay on the crew');
    expect(reply).toMatch(/^The site doesn't say how cleaners' hours or schedules work/);
    expect(reply).not.toMatch(/minimum charge/);
  });

  it('a client choosing their cleaner is no cleaner choosing jobs', () => {
    expect(say('can i pick which cleaner comes to my house?')).not.toContain("It doesn't say how a cleaner gets more jobs");
  });
});
