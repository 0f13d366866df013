import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildChatIndex } from '../../generator/chat/index.ts';
import { loadContent } from '../../generator/content/load.ts';
import { createChatEngine } from './engine.ts';
import { formatCents } from '../../kernel/money.ts';
import { NOT_ON_THE_SITE } from './handlers/scope.ts';
import { inTurns } from '../../tests/chat-turns.ts';

/**
 * Questions visitors ask in passing, each answered from the page that answers it rather than the canned answer a word
 * of it names: the website with a screen reader or bigger letters, a pet afraid of the vacuum, a pause, a browser that
 * hides the cookie banner, a request to delete one's details, a ZIP the town page doesn't list, a stranger claiming to
 * be us, an applicant's hours. Asserted on the sources and the chat's own sentences, not the pages' wording.
 */
const index = buildChatIndex(loadContent(path.resolve(import.meta.dirname, '../..')).content);
const engine = createChatEngine(index);
const ask = (question: string) => engine.answer(question);
const urls = (question: string) => ask(question).sources.map((s) => s.url);
const OUT_OF_SCOPE = /^That's outside what I can help with/;

describe('the website used with assistive technology or bigger letters', () => {
  it.each([
    'My wife is blind and uses VoiceOver on her phone and laptop. Will she be able to use your site on her own?',
    'my mom is blind and uses a screen reader on her phone, does ur site work with that',
    'My eyes are not good anymore. Can I make the letters on your website bigger?',
  ])('"%s" gets the accessibility statement', (question) => {
    const { reply } = ask(question);
    expect(urls(question)).toContain('/accessibility');
    expect(reply).not.toMatch(OUT_OF_SCOPE);
    expect(reply.startsWith(NOT_ON_THE_SITE)).toBe(false);
  });

  it('still reads "write me a letter" as a request the chat declines', () => {
    expect(ask('can you write me a letter to my landlord about the deposit').reply).toMatch(OUT_OF_SCOPE);
  });
});

describe('a pet afraid of the vacuum', () => {
  it.each([
    'We have an elderly greyhound who panics at the sound of a vacuum. Can the cleaner work around him?',
    'we have a 70lb golden who thinks every guest is here to play with him. what do we do with him during the cleaning',
    'I have a parrot, she is in her cage in the living room. is that a problem?',
  ])('"%s" is told to mention pets in the booking, not about supplies', (question) => {
    const { reply } = ask(question);
    expect(reply).toMatch(/^Tell us about your pets/m);
    expect(reply).not.toMatch(/bring supplies/);
  });

  it('still answers whether cleaners bring a vacuum', () => {
    expect(ask('do your cleaners bring their own vacuum?').reply).toMatch(/bring supplies/);
  });
});

describe('a recurring plan paused rather than cancelled', () => {
  it.each([
    'Honeymoon!! gone 3 weeks in June. Is there a pause button for the recurring plan or do we have to cancel and redo everything?',
    'Off season (Oct-Apr) I want to PAUSE the recurring turnovers, not cancel them. possible?',
  ])('"%s" gets the plan managed visit by visit, and no pause button promised', (question) => {
    expect(ask(question).reply).toMatch(/one visit or the whole schedule[\s\S]*doesn't describe a pause button/);
  });

  it('reads a plan said with hyphens as a plan', () => {
    expect(ask('we go abroad for 6 weeks. can we pause our every-2-weeks cleaning?').reply).toMatch(/one visit or the whole schedule[\s\S]*doesn't describe a pause button/);
  });
});

describe('a recurring plan changed, one visit or the whole of it', () => {
  const say = (...turns: string[]) => inTurns(engine, ...turns).reply;
  const MANAGED = /^You manage a recurring plan in the \w+ app, one visit or the whole schedule/;

  it.each([
    ['Please cancel my entire recurring schedule. My son will be helping me now.'],
    ['cancel the whole recurring plan, not just one'],
    ['We have a weekly Friday cleaning.', 'The partners want Mondays instead. Can I switch the whole series?'],
    ['we get cleaned every other week.', 'and if it\'s the recurring one, can I cancel just next week\'s and keep the rest?'],
    ['We have a weekly Friday cleaning.', 'My work days changed, I need Thursdays instead for all future visits.'],
  ])('"%s" is managed in the app, not set up again', (...turns) => {
    const reply = say(...turns);
    expect(reply).toMatch(MANAGED);
    expect(reply).not.toMatch(/doesn't describe a pause button/);
  });

  it('leaves one visit moved, what a change costs, a door code and setting a plan up to their own answers', () => {
    expect(say('Grandpa has a doctor appointment on one of the recurring days. How do I move just that one visit without messing up the whole schedule?')).toMatch(/rescheduling rules/);
    expect(say('We have a weekly Friday cleaning.', 'Will switching the day cost me anything?')).not.toMatch(MANAGED);
    expect(say('We change the keypad code every week after guests. How does the cleaner get it?')).not.toMatch(MANAGED);
    expect(say('How do I set up every-other-week cleanings?')).not.toMatch(MANAGED);
  });
});

describe('a visit moved instead of cancelled', () => {
  const say = (...turns: string[]) => inTurns(engine, ...turns).reply;

  it.each([
    ['What happens if I need to cancel a cleaning?', "What if instead of cancelling I'd like to move it to the following week?"],
    ['Can I cancel?', 'Thank you. If I move it rather than cancel, will that cost anything?'],
    ['si cancelo la limpieza de mañana me cobran?', 'y si mejor la cambio para el otro sabado en vez de cancelar?'],
    ['다음주 예약 취소하고 싶어요', '아 그냥 날짜만 바꾸면 어때요?'],
    ['i need to cancel my cleaning on the 15th', 'actually can i just push it to the 22nd instead of cancelling'],
  ])('"%s", then "%s", gets how to move it, not how to cancel it', (...turns) => {
    const reply = say(...turns);
    expect(reply).toMatch(/rescheduling rules/);
    expect(reply).not.toMatch(/cancellation rule for your booking/);
  });
});

describe('the cookie banner a privacy browser hides, and what the banner sets', () => {
  it.each([
    'i use brave and i never see ur cookie banner. is ur site broken',
    'I use Brave and I never get your cookie popup. Is the site broken or are you tracking me without asking?',
  ])('"%s" gets the cookie policy on the signal, not a complaint about a cleaning', (question) => {
    const { reply } = ask(question);
    expect(urls(question)).toContain('/cookies');
    expect(reply).toMatch(/\bGPC\b|Global Privacy Control/);
    expect(urls(question)).not.toContain(index.passages.find((p) => /concern about a cleaning/i.test(p.title))?.url);
  });

  it('names what Decline stores and the analytics cookies Accept brings, from the cookie policy', () => {
    const decline = ask('Precisely: what does nestwell.com set in my browser if I press Decline on the banner?');
    expect(decline.sources.map((s) => s.url)).toEqual(['/cookies']);
    expect(decline.reply).toMatch(/cookieConsent/);
    expect(ask('And if I press Accept — names of the cookies and their maximum lifetimes, please.').reply).toMatch(/^- _ga\b/m);
  });
});

describe('a request to delete one\'s details', () => {
  it.each([
    'Last month I filled out your business waitlist form. Now I changed my mind, please delete my name and email.',
    'I applied to the creator program but changed my mind, can you delete my application and my handles?',
    'how do i get u to delete my info',
  ])('"%s" gets how to ask, from the privacy policy', (question) => {
    const { reply, sources } = ask(question);
    expect(sources.map((s) => s.url)).toEqual(['/privacy-policy']);
    expect(reply).toMatch(/client support/);
    expect(reply).not.toMatch(/join the \[business waitlist\]/);
  });
});

describe('a served town whose ZIP the pages leave out', () => {
  it.each([
    ['The third house is on the Elizabeth side but the mail says 07202. Your ZIP list doesn\'t show 07202. Do you still come there?', '07202', 'elizabeth-city'],
    ['My envelope says Vineland, NJ 08361. On your list I only see 08360. Does that mean you will not come to my house?', '08361', 'vineland-city'],
  ])('"%s" is served by its town, not read as a cleaner who didn\'t come', (question, zip, slug) => {
    const { reply, sources } = ask(question);
    expect(reply).toContain(`Our pages don't list ZIP ${zip}`);
    expect(sources.map((s) => s.url).some((u) => u.endsWith(`/${slug}`))).toBe(true);
    expect(reply).not.toMatch(/late or doesn't come/);
  });
});

it('a page claiming to be "your company" gets our official profiles, not a town its name resembles', () => {
  const { reply, sources } = ask("A man on Facebook with a page called 'Nestwell Cleaning Deals NJ' says I can get 80% off if I send him $40 by Zelle first. Is that really your company?");
  expect(sources.map((s) => s.url)).toContain('/socials');
  expect(reply).not.toMatch(/^Yes, we clean in/m);
});

describe("an applicant's training and hours", () => {
  it.each(['do u train ppl?? ive only ever cleaned my own room lol', 'is there a min hours per week? i can only do like 10 hrs max bc school'])('"%s" is a crew question', (question) => {
    expect(ask(question).reply).toMatch(/\[Crew support\]\(/);
  });

  it('a client asking how long the cleaning of a home takes is not sent to crew support', () => {
    expect(ask('how many hours a week is the cleaning for my 3 bed house').reply).not.toMatch(/\[Crew support\]\(/);
  });
});

describe('a house rule for the cleaner: shoes off, a desk not touched', () => {
  it.each(['will the cleaner take off their shoes?', 'can the cleaner just NOT touch my desk, there are work papers everywhere', 'Please ask the cleaner to take off shoes and not touch the mandir.'])('"%s" is told to put it in the notes', (question) => {
    expect(ask(question).sources.map((s) => s.url).some((u) => u.endsWith('how-do-i-tell-my-cleaner-about-my-preferences'))).toBe(true);
  });

  it("says the site sets no rule on shoes itself", () => {
    expect(ask('will the cleaner take off their shoes?').reply).toMatch(/^The site doesn't say whether cleaners take their shoes off/);
  });
});

it('a DM offering a "corporate rate" by Zelle gets our official profiles, not our rates', () => {
  const { reply, sources } = ask("Someone DMed our office on Instagram offering a 'Nestwell corporate rate' if we pay by Zelle. Is that real?");
  expect(sources.map((s) => s.url)).toContain('/socials');
  expect(reply).not.toMatch(/^Our flat rates/m);
  expect(reply).not.toMatch(/creator program/);
});

describe('time gone by, asked after a cleaning fell short', () => {
  const NO_DEADLINE_SAID = /sets no deadline for raising a problem/;
  it.each([
    ['The tenant who moved in says the bathroom wasn\'t clean. I paid. Can I use your no-pay promise?', "It's been 2 weeks. Too late?"],
    ['cleaner didnt even touch the 2nd bathroom', 'it was 2 weeks ago tho is it too late'],
  ])('"%s", then "%s": no deadline, tell support soon', (first, then) => {
    expect(engine.answer(then, [{ question: first }]).reply).toMatch(NO_DEADLINE_SAID);
  });

  it('reads "didnt even touch the 2nd bathroom" as a cleaning that fell short', () => {
    expect(ask('cleaner didnt even touch the 2nd bathroom').sources.map((s) => s.url).some((u) => /concern-about-a-cleaning|satisfaction-promise/.test(u))).toBe(true);
  });

  it('does not read "too late?" as a problem to raise when no problem was', () => {
    expect(engine.answer('is it too late to book for tomorrow?', [{ question: 'how much for 2 bed 1 bath' }]).reply).not.toMatch(NO_DEADLINE_SAID);
  });
});

describe('hauling things away, and parking', () => {
  it('a tenant\'s mattress and broken couch to take away is hauling, which the site does not list, not a complaint about a cleaning', () => {
    const { reply } = ask('Tenant left a mattress, a broken couch and like 10 trash bags. Will the cleaners take those away?');
    expect(reply).toMatch(/^The site doesn't say anything about hauling/);
    expect(reply).not.toMatch(/^Tell us:/);
  });

  it.each(['parking in hoboken is a war zone. does the cleaner need a spot and do we pay for their parking/meter?', 'where should the cleaner park?'])('"%s" gets the access notes and no parking rule made up', (question) => {
    const { reply, sources } = ask(question);
    expect(reply).toMatch(/doesn't say whether cleaners need a parking spot/);
    expect(sources.map((s) => s.url).some((u) => u.endsWith('how-do-i-tell-my-cleaner-about-my-preferences'))).toBe(true);
  });

  it('a town named Park Ridge is a town', () => {
    expect(ask('do you clean in Park Ridge?').reply).not.toMatch(/parking/);
  });
});

it('job photos asked as proof after a move-out get the help centre\'s record sentence, and no promise that anyone must accept them', () => {
  const { reply } = ask('My tenant is saying the unit was clean when she left and wants her whole deposit back. If I book your move-out cleaning, can your photos be used as proof?');
  expect(reply).toMatch(/\brecord\b/);
  expect(reply).toMatch(/doesn't say whether a landlord, a tenant or a court has to accept them/);
});

describe('booking for someone else, or someone else booking yours', () => {
  it.each(['Can the outgoing tenant book and pay the move-out cleaning for my unit herself? That was our agreement.', "Can I pay the cleaning for my daughter from my phone? She live in other town, I want to be a gift"])('"%s" gets what the site says of booking, not "not sure"', (question) => {
    const { reply } = ask(question);
    expect(reply).toMatch(/^The site doesn't say anything particular about booking or paying for someone else's home/);
  });

  it('says nothing of it when the visitor only mentions who the cleaning is for', () => {
    expect(ask('What does your standard cleaning include? I want to know before I book it for my daughter.').reply).not.toMatch(/someone else's home/);
  });
});

describe('mold from a leak and dust from building work', () => {
  it('names mold removal as no service of ours, and points to who handles it', () => {
    expect(ask("There's mold in the basement of one house after a pipe leak. Is that something your deep cleaning handles?").reply).toMatch(/^Mold removal isn't among the services the site lists/);
  });

  it("says the site doesn't say whether a deep cleaning takes on building dust", () => {
    expect(ask("We just finished a renovation of the yoga room, there's drywall dust on everything. Deep clean or something else?").reply).toMatch(/doesn't say whether a Deep Cleaning takes on the dust and debris of building work/);
  });

  it('leaves mildew on shower grout to what a deep cleaning covers', () => {
    expect(ask("there's mildew on the shower grout, is that deep cleaning?").reply).not.toMatch(/isn't among the services/);
  });
});

describe('a message whose only question is none of ours', () => {
  const OUT = /^That's outside what I can help with/;
  it.each(["After the cleaners leave I'm treating myself to dinner. Any restaurant on Church Street you'd recommend?", 'whats the tide at Barnegat Inlet saturday morning lol, want to take the boat out after the flips'])('"%s" is declined, not answered with a service or a town', (question) => {
    expect(ask(question).reply).toMatch(OUT);
  });

  it.each(['I used the NEWCOMER code when I booked my apartment last month. can I use it again now for the cafe?', 'I use Brave with Global Privacy Control switched on. Do you honour GPC, and under what statute do you treat the signal?'])('"%s" leans on what came before, and is answered', (question) => {
    expect(ask(question).reply).not.toMatch(OUT);
  });
});

it('my information handed to the police is the privacy policy\'s sharing, not an emergency', () => {
  const { reply, sources } = ask('Would you ever hand my information to the police?');
  expect(sources.map((s) => s.url)).toContain('/privacy-policy');
  expect(reply).not.toMatch(/emergency services/);
});

describe('words that only look off-topic', () => {
  it('"legally blind" with a screen reader is about the website', () => {
    expect(ask('One of our architects is legally blind and uses JAWS. Is your website usable with a screen reader?').sources.map((s) => s.url)).toContain('/accessibility');
  });

  it("a doctor's advice beside a question about products is about the products", () => {
    expect(ask('Her doctor say her immune system is weak. You disinfect with hospital grade products?').reply).toMatch(/bring supplies or equipment, or which products/);
  });

  it('"write 500 words ... for my class" is declined, not a town answered', () => {
    expect(ask('can u write 500 words on gentrification in new brunswick for my soc class due tmrw').reply).toMatch(/^That's outside what I can help with/);
  });
});

describe('the code mistyped, asked of an office, and rooms asked whether they count', () => {
  it('"NEWCOMERS is invalid" is the code that does not apply', () => {
    expect(ask('it keeps saying NEWCOMERS is invalid??').sources.map((s) => s.url).some((u) => u.endsWith('how-do-i-pay-&-use-the-newcomer-code'))).toBe(true);
  });

  it('the code asked of an office cleaning gets its terms, not the office read as a room and priced by the app', () => {
    const { reply } = ask('Does NEWCOMER 50% work on an office cleaning too or just homes?');
    expect(reply).toMatch(/first cleaning/);
    expect(reply).not.toMatch(/has no published price/);
  });

  it('"do the kitchen n living room count as rooms or r they free" gets what an Other Room is, and its rates', () => {
    expect(ask('wait do the kitchen n living room count as rooms or r they free').reply).toMatch(/Other Room is any room that isn't a bedroom or bathroom \(\$/);
  });

  it('"is it free?" about the app is no question about rooms', () => {
    expect(ask('Mi daughter dice que hay un app. ¿Cuesta dinero bajarla? Is it free?').reply).not.toMatch(/Other Room/);
  });
});

describe('a country asked about as the place', () => {
  it.each([['We also have a flat in Ahmedabad. Do you have service in India?', 'India'], ['A minha irmã vive em Lisboa. Têm serviço em Portugal?', 'Portugal']])('"%s" is outside our area', (question, country) => {
    // The city named with it is that country's ("Ahmedabad (India)"), or the country alone.
    expect(ask(question).reply).toMatch(new RegExp(`Not yet: we serve New Jersey only, so (\\S+ \\()?${country}\\)? is outside our area`));
  });

  it('leaves a New Jersey town named after a country said in passing to the town', () => {
    expect(ask('my mom is from Italy, do you clean in Verona?').reply).toMatch(/^Yes, we clean in \[Verona Township\]/);
  });
});

describe('a cleaning someone was not pleased with, a cleaner someone wants to thank, a page someone looks for', () => {
  const PROMISE = /if you are not happy, you do not pay/;

  it.each([
    "Mrs. Petrakis wasn't pleased with last week's cleaning. What does she do?",
    'and if i already paid and wasnt happy?',
    "Had my first cleaning today and honestly I'm disappointed. What are my options?",
  ])('"%s" gets the satisfaction promise', (question) => {
    expect(ask(question).reply).toMatch(PROMISE);
  });

  it('tells someone who wants to thank a cleaner where feedback goes and where to say so publicly', () => {
    const { reply, sources } = ask('The lady who cleaned last week was wonderful. How can I thank her or say something good about her?');
    expect(reply).toMatch(/feedback/);
    expect(sources.map((s) => s.url)).toContain('/google-review');
  });

  it.each(['Do you have a Facebook page?', 'Does Nestwell have a LinkedIn page? I want to look you up.', "I'd like to share Nestwell with my church on Facebook. Do you have a page?"])('"%s" gets the official profiles', (question) => {
    expect(urls(question)).toContain('/socials');
  });
});

describe('what a service the app prices covers, asked with its price', () => {
  const service = (name: RegExp) => index.facts.services.find((s) => name.test(s))!;

  it.each([
    ['what does move out cleaning actually include + price?', /^Move/],
    ['What does your rental turnover cleaning cover and how much?', /^Rental/],
  ])('"%s" gets what it covers and that the app prices it', (question, name) => {
    const { reply, sources } = ask(question);
    const covered = index.passages.find((p) => p.kind === 'help' && p.section && /covers/i.test(p.section) && p.text && reply.includes(p.text.split('\n')[0]!.slice(0, 40)));
    expect(covered, reply).toBeTruthy();
    expect(reply).toContain(`${service(name)} has no published price`);
    expect(sources.length).toBeGreaterThan(0);
  });

  it('says what it covers once in a conversation', () => {
    const reply = inTurns(engine, 'what does move out cleaning include?', 'and how much').reply;
    expect(reply).toMatch(/^Move In\/Out Cleaning has no published price/);
  });
});

describe('the cookie banner seen again and again', () => {
  it.each(['why does the cookie banner keep coming back every time I visit?', 'The cookie popup shows every time I open your site. Why?'])('"%s" is told where the answer is kept and what brings the banner back', (question) => {
    expect(ask(question).reply).toMatch(/local storage \(`cookieConsent`\)[^\n]*until this site's data is cleared/);
  });
});

describe('a priced home moved to another rhythm', () => {
  it('gets that home priced at the new rhythm, not the plan managed (round 125, w370-c01)', () => {
    const reply = inTurns(engine, 'weekly std for 3bd 2ba 1 half + 2 other rooms = how much per visit', 'what if we switch to every other week instead, whats that a month').reply;
    expect(reply).not.toMatch(/^You manage a recurring plan/);
    expect(reply).toMatch(/Over 2 visits/);
  });
});

describe('what rounds 126 and 127 asked in other words', () => {
  const urls = (...turns: string[]) => inTurns(engine, ...turns).sources.map((s) => s.url);
  const article = (slug: string) => index.passages.find((p) => p.kind === 'help' && p.url.endsWith(`/${slug}`))!.url;

  it.each([
    "Please excuse an old man's caution. Are the people you send checked in any way?",
    'Good afternoon. I am 86 and I live on my own. Before I let anybody into my house I should like to know: are the people you send checked in some way?',
  ])('"%s" gets that every cleaner is vetted', (question) => {
    expect(ask(question).reply).toMatch(/vetted and background-checked/);
  });

  it('reads a home sold as a move, not personal data sold', () => {
    const sold = urls('I sell my old condo in Edgewater. It is empty now. What cleaning I need?');
    expect(sold).toContain(article('what-does-move-in-&-move-out-cleaning-cover'));
    expect(sold).not.toContain('/privacy-policy');
    expect(urls('Does Nestwell sell my property addresses to wholesalers or other investors?').some((url) => /privacy|notice-at-collection/.test(url))).toBe(true);
  });

  it.each([
    ['网上都说小苏打加醋一起用清洁效果很好，是真的吗？', /^\/blog\//],
    ['请问你们说的“满意承诺”是什么意思？', /satisfaction-promise/],
  ])('"%s" is read in Chinese and answered from its page', (question, page) => {
    expect(urls(question).some((url) => page.test(url))).toBe(true);
  });

  it('names Move In/Out Cleaning for a home sold and left, asked in Chinese', () => {
    expect(ask('明年我要卖房子，搬去和儿子住。搬走之前要彻底打扫，应该选哪一种服务？').reply).toContain(index.facts.services.find((s) => /^Move/.test(s))!);
  });
});

describe('what round 129 asked in other words', () => {
  it.each(['How does one book? I am not very technical.', 'how would one book a cleaning'])('"%s" gets the booking steps', (question) => {
    expect(ask(question).reply.startsWith(NOT_ON_THE_SITE)).toBe(false);
    expect(urls(question).some((url) => url.includes('/nestwell-ios') || url.includes('how-do-i-book'))).toBe(true);
  });

  it.each(['is it hourly or what', 'Is it hourly? Handy always charged me by the hour', 'wait is it per hour or what'])('"%s" gets the per-room rates, not by the hour', (question) => {
    expect(ask(question).reply).toMatch(/^Cleanings are priced by the room, not by the hour/);
  });

  it('"Do you accept checks, or must it be a card?" is how paying works, where the app shows the methods', () => {
    expect(ask('Do you accept checks, or must it be a card?').reply).toMatch(/^You pay securely in the .+ app/);
  });

  it.each(['Can I make the website darker? The white hurts my eyes in the evening.', 'My eyes tire easily. Can I make the site darker?', 'ur website is so bright at night it hurts my eyes'])('"%s" gets the accessibility statement', (question) => {
    expect(urls(question)).toContain('/accessibility');
    expect(ask(question).reply).not.toMatch(/^Not on the website itself/);
  });

  it('"what does a \'half bathroom\' mean on your price list?" gives the half bathroom\'s rates, not the bathroom\'s', () => {
    const half = index.facts.rooms.find((r) => r.item === 'Half Bathroom')!;
    const full = index.facts.rooms.find((r) => r.item === 'Bathroom')!;
    for (const question of ["What does a 'half bathroom' mean on your price list, and how much is it?", "What is meant by a 'half bathroom' on your price list?"]) {
      const { reply } = ask(question);
      expect(reply, question).toContain(`Half Bathroom: ${formatCents(half.standard)} standard`);
      expect(reply, question).not.toContain(`- Bathroom: ${formatCents(full.standard)}`);
    }
  });

  it('"which one do i download to book?" of the two apps is the client app', () => {
    expect(urls('The crew app vs the normal app, which one do i download to book?')).toContain('/support/account-&-app/where-can-i-download-the-nestwell-app');
    // Asked of cleaners, it is still the crew app.
    expect(inTurns(engine, 'how do my cleaners apply?', 'Which app do they download - the same one we use to book?').reply).toMatch(/^No: cleaners use a different app/);
  });

  it('"does that include the outside too?" after an add-on is that item\'s free surface wipe, not outside New Jersey', () => {
    const { reply } = inTurns(engine, 'how much is microwave inside', 'does that include the outside too?');
    expect(reply).toMatch(/^No extra charge for that/);
    expect(reply).not.toMatch(/New Jersey/);
  });

  it.each(['what about Miami, Florida?', 'And what about my friend who winters in Delray Beach, Florida? She asked me to inquire.'])('"%s" gets the no for another state', (question) => {
    expect(ask(question).reply).toMatch(/^Not yet: we serve New Jersey only/);
  });
});

describe('what round 130 asked in other words', () => {
  it.each(['Uulan po ba bukas sa JC? para alam ko kung itutuloy ko yung cleaning hehe', 'May bagyo daw ba this weekend sa Jersey City?'])('"%s" (the weather, in Tagalog) is none of ours', (question) => {
    expect(ask(question).reply).toMatch(new RegExp(OUT_OF_SCOPE.source, 'm'));
  });

  it('a relative elsewhere who books for the home here is told where they live does not matter', () => {
    expect(ask('Could my daughter in Ohio book the cleaning for me on her own telephone? She is much better with these things.').reply).toMatch(/the site sets no rule about where the one booking or paying lives/);
    // Her own home there is still outside the area.
    expect(ask('my sister in Ohio, can she use you for her house?').reply).toMatch(/^Not yet: we serve New Jersey only/);
  });

  it('"a finished basement with a family room" is one room, not two', () => {
    expect(ask('We have a finished basement with a family room where the grandchildren play. How would that be counted and priced?').reply).not.toMatch(/2 × Other Room/);
  });

  it('an empty home being sold, asked in Russian, is the move-out service, which the app prices', () => {
    const moveOut = index.facts.services.find((s) => /^Move/.test(s))!;
    const { reply } = ask('Родители продают дом и переезжают. Когда дом уже будет пустой — какую уборку заказать и сколько стоит?');
    expect(reply).toContain(`${moveOut} has no published price`);
    expect(reply).not.toMatch(/Cleanings are priced by the room/);
  });

  it('"сколько времени займёт уборка" asks how long a cleaning takes, not its price', () => {
    expect(ask('Сколько времени займёт уборка пустой квартиры? В субботу в 12 у меня показ новым жильцам.').reply).toMatch(/doesn't say how long a cleaning takes/);
  });
});
