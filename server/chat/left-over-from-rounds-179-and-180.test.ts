import { describe, expect, it } from 'vitest';
import { formatCents } from '../../kernel/money.ts';
import { bath, bed, half, other, say, total } from '../../tests/chat-on-site.ts';

/**
 * What the graders of rounds 179, 180 and 181 noted, asked in other words than the sets': what becomes of the details one gives,
 * a would-be cleaner's words, a service asked by its name, a room left out that isn't paid for, a theft feared, repairs,
 * Korean counts and bathrooms, follow-ups that point back, places said of the one asking, and shares per person.
 */

describe('what becomes of what one gives us', () => {
  it('"what will happen to the details I give you?" is what the app asks for and why, and that data is not sold', () => {
    const reply = say('What will happen to the details I give you about my flat?');
    expect(reply).toMatch(/^When you book, the app asks for the details needed to match you with a nearby cleaner/);
    expect(reply).toContain('We do not sell personal data');
  });

  it('"and what of what I have typed here?" is the chat: not logged by default, kept in the tab, no outside AI', () => {
    const reply = say('What will happen to the details I give you about my flat?', 'And what about what I have typed here?');
    expect(reply).toMatch(/^Your chat questions are used to answer your question from our own published content, and not logged by default/);
    expect(reply).toContain('We do not send your chat questions to any third-party AI service');
  });

  it('asking that everything held be deleted, politely, is the right to deletion', () => {
    expect(say('Should we ever wish it, may we request that everything you hold about us be erased?')).toMatch(/New Jersey residents can confirm and access, correct, delete/);
  });

  it('the address asked of in the app, and what for, is what the app asks for and why', () => {
    expect(say('must I share my home address in the app? why?')).toMatch(/^When you book, the app asks for the details needed to match you with a nearby cleaner/);
  });

  it('"what info do you keep about us?" sets out what the website collects', () => {
    expect(say('what data do you guys store about us?')).toMatch(/^What this website collects, as our \[Privacy Policy\]/);
  });

  it('a sentence said twice, once inside a longer one, is said once, without the line naming its source', () => {
    const reply = say('what do you do with the address I give you? do you sell it?');
    expect(reply.match(/We do not sell personal data/g)).toHaveLength(1);
    expect(reply).not.toContain('That is from our [Notice at Collection]');
  });

  it('"what do you do with that information?" after a form was asked about is that form\'s row', () => {
    expect(say('What does the early access waitlist form ask me for?', 'And what do you do with that information?')).not.toMatch(/^When you book, the app asks/);
  });
});

describe('who asks', () => {
  it('"becoming one of your cleaners" and "looking for honest work" are a would-be cleaner\'s', () => {
    expect(say('How does my nephew go about becoming one of your cleaners?')).toMatch(/^To join the crew:/);
    expect(say('My neighbour is looking for honest work, any ideas?')).toContain('[Crew support]');
  });

  it('"side work cleaning" is work wanted', () => {
    expect(say('the super in my building wants some side work cleaning. where does he sign up?')).toMatch(/^To join the crew:/);
  });

  it('an internship or a support job is another role, which the website lists none of', () => {
    expect(say('do you take software interns?')).toContain('We do not list other openings on this website');
  });
});

describe('a service named, asked whether it fits', () => {
  it('"...guests in and out, is that the turnover service?" is the turnover, not "I\'m not sure"', () => {
    expect(say('some of my listings are vrbos with guests in between my shoots, is that the turnover service?')).toMatch(/Rental Turnover Cleaning/);
  });

  it('painting and patching are no service, and get no "Yes"', () => {
    const reply = say('After the tenants leave we need the walls patched and some paint touch-ups. Can you do that?');
    expect(reply).toMatch(/^Repair or painting work, such as patching walls or paint touch-ups, isn't among the services/);
    expect(reply).not.toMatch(/^Yes/m);
  });

  it('childcare, house-watching and furniture assembly are no service', () => {
    expect(say('is there anyone who could be a mother\'s helper for a few hours, or only cleaning?')).toMatch(/^Nestwell is a cleaning service: the site lists \w+ cleaning services and nothing beyond cleaning/);
    expect(say('while we are in Arizona could your people check on the house and bring in the mail?')).toMatch(/^Nestwell is a cleaning service/);
    expect(say('can the cleaner assemble the ikea wardrobe for us?')).toMatch(/^Putting furniture together isn't among the services/);
  });

  it('what the app is called: Nestwell, and Nestwell Crew is the cleaners\'', () => {
    expect(say("what's the app's name on the app store?")).toMatch(/^There are two Nestwell apps:/);
    expect(say('is the name of the app Nestwell Crew?')).toMatch(/^No, not to book a cleaning: Nestwell Crew is the app for our cleaners/);
  });
});

describe('rooms left out and shares', () => {
  it('a room left alone is not paid for, asked alone or after leave to skip it', () => {
    expect(say('are we charged for a room they are not cleaning?')).toMatch(/^No: a cleaning is priced per room you book/);
    expect(say('can they skip one room?', 'so is it cheaper then?')).toMatch(/^No: a cleaning is priced per room you book/);
  });

  it('"skip one room" is no visit of a plan skipped', () => {
    expect(say('can the cleaner skip one room this time')).not.toContain('rescheduling rules');
  });

  it('"3 bedrooms but only 2 of them" cleans two', () => {
    expect(say('3 bedrooms but just 2 of them, 1 bathroom, kitchen. standard price?')).toContain(total(2 * bed.standard + bath.standard + other.standard));
  });

  it('"only the bathrooms and kitchen" after a home keeps those of it, and "per head" shares it a person to a bedroom', () => {
    const reply = say('deep clean for 5 bed 2 bath, kitchen and hall, how much', 'only the bathrooms and the kitchen then. how much, per person?');
    expect(reply).toContain(total(2 * bath.deep + other.deep));
    expect(reply).toContain(`Split 5 ways, one person to each bedroom`);
    expect(say('4 bedroom 1 bathroom house plus kitchen, standard total?', 'per person?')).toContain(formatCents((4 * bed.standard + bath.standard + other.standard) / 4));
  });
});

describe('worries and what went wrong', () => {
  it('a theft feared before any visit is the vetting, not what to do after one', () => {
    expect(say('how can I be sure the cleaner won\'t pocket my watch?')).toMatch(/^Every cleaner on the Nestwell crew is vetted and background-checked/);
  });

  it('"the cleaner chipped the vanity" is what to do about a concern', () => {
    expect(say('the cleaner chipped the vanity. procedure?')).toMatch(/note the date of the cleaning/);
  });

  it('"not ready after the clean, then what?" is the promise', () => {
    expect(say("If the apartment isn't guest-ready after the clean, then what?")).toMatch(/satisfaction promise/);
  });

  it('"and the cups in sink" after add-ons asked is the dishes wash', () => {
    expect(say('how much to do the inside of the fridge?', 'and the mugs in sink')).toMatch(/Dishes wash \(add-on\): /);
  });

  it('"and if that time isn\'t available?" is choosing another time or asking support', () => {
    expect(say('can someone come friday at 8am in Summit?', "and if that time isn't available?")).toMatch(/^Then choose another of the times the app offers/);
  });

  it('the job photos used in a listing are what the site says nothing of, not the photos\' answer again', () => {
    expect(say('do your cleaners take photos after the job?', 'could I post those in my listing?')).toMatch(/^The site doesn't say whether the job photos can be used elsewhere/);
  });

  it('someone on the phone, or the app that won\'t open, is the phone line', () => {
    expect(say('can someone on the telephone walk me through it?')).toMatch(/^Our phone number is/);
    expect(say("what if I'm travelling and can't open the app?")).toMatch(/^Our phone number is/);
  });

  it('"and we can see pictures every time?" after a home priced is the job photos, not the price again', () => {
    expect(say('3 bed 2 bath standard, how much?', 'and we can see pictures every time?')).not.toMatch(/Total:|regular rate/);
  });
});

describe('who comes, and how often', () => {
  it('who is at the door: no check the site describes, and no notes or job photos', () => {
    const reply = say("How can I tell that the man at my door is truly the Nestwell cleaner? There's no badge in the app.");
    expect(reply).toContain("The site doesn't say how to check the identity of the cleaner who comes");
    expect(reply).not.toContain('job photos');
    expect(reply).not.toContain('Put it in your notes');
  });

  it('"every-two-weeks ... per month" counts a month\'s visits', () => {
    expect(say('for the every-two-weeks plan, 2 bed 1 bath standard, per visit and per month?')).toContain(`2 × ${formatCents(2 * bed.standard + bath.standard)} = ${formatCents(2 * (2 * bed.standard + bath.standard))}`);
  });
});

describe('places', () => {
  it('where the one asking is while the home is cleaned is no place asked about', () => {
    expect(say("Can I book it while we're down in Arizona? The house is in Toms River.")).not.toContain('Arizona is outside our area');
  });

  it('"Riverdale? the one in the Bronx" is New York\'s, said in another part of the message', () => {
    expect(say('and my aunt in Riverdale? the one in the Bronx lol')).toMatch(/^Not yet: we serve New Jersey only, so Riverdale \(New York\)/);
  });

  it('"Livingston is in Essex, now I\'m confused" after the campus tells the two apart', () => {
    expect(say('and Livingston campus housing?', "someone told me Livingston is in Essex county, I'm confused")).toMatch(/They are different places: Livingston Township and Piscataway Township/);
  });

  it('"Pal Park" is Palisades Park', () => {
    expect(say('do you clean in pal park?')).toContain('[Palisades Park Borough]');
  });
});

describe('Korean', () => {
  it('a greeting before "bedroom 3, bathroom 2" leaves the counts as said', () => {
    expect(say('안녕하세요. bedroom 3, bathroom 2 있어요. standard 얼마예요?')).toContain(total(3 * bed.standard + 2 * bath.standard));
  });

  it('a small guest bathroom with just a toilet and sink is a half bathroom', () => {
    expect(say('손님 화장실 작은 거 있어요. 변기하고 세면대만 있어요. bathroom 가격이에요?')).toMatch(/Half Bathroom: /);
  });

  it('"방 3개인데 2개만" cleans two bedrooms', () => {
    expect(say('방 3개인데 2개만, 화장실 1개. standard 로 얼마?')).toContain(total(2 * bed.standard + bath.standard));
  });

  it('streaks still on the mirror after yesterday\'s cleaning is the promise', () => {
    expect(say('어제 청소했는데 거울 아직 얼룩 있어요. 기분 나빠요.')).toMatch(/satisfaction promise/);
  });
});

describe('round 181\'s wrong answers', () => {
  it('"just kitchen living room and the bathrooms" after the two were counted apart keeps both, and the half bath', () => {
    const reply = say('3 bedrooms, 1 bath, 1 half bath, kitchen and living room, regular cleaning', 'ok skip the bedrooms, just kitchen living room and the bathrooms');
    expect(reply).toContain(total(bath.standard + half.standard + 2 * other.standard));
  });

  it('an open kitchen-living room counted as one stays one', () => {
    expect(say('2 bedroom 1 bath, open kitchen/living room, standard', 'just the kitchen living room')).toContain(total(other.standard));
  });

  it('"Montclair State" is the university in Little Falls, not Montclair', () => {
    expect(say('my cousin lives on campus at Montclair State, can she book?')).toContain('[Little Falls Township]');
    expect(say('our office is on the Montclair State campus, is that covered?')).toContain('[Little Falls Township]');
  });
});
