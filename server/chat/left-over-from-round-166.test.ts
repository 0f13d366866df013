import { describe, expect, it } from 'vitest';
import { bath, bed, half, other, say, total, withCode } from '../../tests/chat-on-site.ts';
import { formatCents } from '../../kernel/money.ts';

/**
 * Round 166's misses (graded at ca2e632, read through the graders' notes), asked in other words than the set's: the Crew
 * app seen beside ours, an applicant's words, a home whose family is away, the code asked of a second home, a visit of a plan
 * moved alone, a story that ends "what do I do now?", a cleaner not to be sent again, places no page names, and what a
 * service covers beside its rooms.
 */

describe('the two apps, and an applicant\'s own words', () => {
  it('"which app should I get? there is also a Nestwell Crew one": both apps, the client\'s to book, and the next turn stays a client\'s', () => {
    const first = say('on my iphone, which app should I get? there is also a Nestwell Crew one');
    expect(first).toMatch(/^There are two Nestwell apps:/);
    const next = say('on my iphone, which app should I get? there is also a Nestwell Crew one', 'can my office manager also see and manage the bookings?');
    expect(next).not.toMatch(/for cleaners, so I won't guess/);
    expect(next).toMatch(/more than one person can manage a client's bookings/);
  });

  it('"I installed the Nestwell app and it only lets me book cleanings, where are the jobs": the Crew app', () => {
    const reply = say('I installed the Nestwell app and it only lets me book cleanings?? where are the jobs');
    expect(reply).toMatch(/Nestwell Crew is the app for cleaners/);
    expect(reply).not.toMatch(/App Store\]\(\/nestwell-ios\)/);
  });

  it('"regarding the background check, I had a parking ticket": the crew\'s answer, not the client\'s reassurance', () => {
    const reply = say('regarding the background check, I had a parking ticket once in PA, is that a problem?');
    expect(reply).toMatch(/Crew support/);
    expect(reply).not.toMatch(/client support\]\(https:\/\/app\.nestwell\.com\/support\) is there 24\/7 if anything concerns you/);
  });

  it('"magkano ang sahod, weekly?" (Tagalog for wages): a cleaner\'s pay, not a client\'s schedule', () => {
    const reply = say('magkano ang sahod, weekly or monthly?');
    expect(reply).toMatch(/Crew support/);
    expect(reply).not.toMatch(/make a booking recurring/);
  });

  it('"the business coming soon thing, is that a job?" after a cleaner\'s question: not a job application', () => {
    const reply = say('do you have night cleaning jobs? I work days', 'the business coming soon on your site, is that a job too?');
    expect(reply).toMatch(/^No: the business version of Nestwell/);
  });

  it('"can I take only move-out jobs?": the choice the site doesn\'t describe', () => {
    expect(say('if I join the crew can I pick only move out jobs?')).toMatch(/doesn't say whether a cleaner can choose which services or jobs to take/);
  });

  it('"whats the difference between deep and standard" after a cleaner\'s question: the services compared', () => {
    const reply = say('can I choose only deep cleaning jobs if I join?', 'whats the difference between deep and standard anyway');
    expect(reply).toMatch(/^Standard Cleaning is the everyday upkeep visit/);
  });

  it('a long letter that opens "I want to tell a little about me" and asks, after a clause, "who do I ask": the crew\'s answers', () => {
    const letter = 'Good morning. I want to tell a little about me first. I cleaned hotel rooms in Cebu for six years, then I was a nanny here '
      + 'in Bayonne for three years, the family moved to Texas in the summer so now I look for other work. I am fast and careful, the '
      + 'hotel gave me employee of the month two times. But I only worked for hotels and families, never a cleaning company like this. '
      + 'Do you need experience with company before? And if I get stuck on the application, who do I ask, because my English reading is slow.';
    const reply = say(letter);
    expect(reply).toMatch(/whether you need experience/);
    expect(reply).toMatch(/Crew support/);
  });

  it('"can she apply, then be the one who cleans our office?": no way to assign a cleaner is described', () => {
    expect(say('my receptionist wants to clean on weekends. could she apply and then be the one who cleans our office?')).toMatch(/doesn't say whether a cleaner can be assigned to a particular client/);
  });
});

describe('a home whose family is away, and a note for the cleaner', () => {
  it('"can the cleaner come when the house is empty?" of a family abroad: access notes and photos, not Move In/Out', () => {
    const reply = say('Can cleaner come when house is empty? And how we will know from Kerala that it is done properly?');
    expect(reply).not.toMatch(/Move In\/Out Cleaning/);
    expect(reply).toMatch(/access notes/);
  });

  it('a home left empty by a move is still Move In/Out', () => {
    expect(say('we moved out last week and the house is empty now, which cleaning?')).toMatch(/Move In\/Out Cleaning/);
  });

  it('"how we tell these things to cleaner so they follow?": the notes, not the crew site', () => {
    const reply = say('Please no spray near the prayer shelf, nothing moved there. How we tell all these things to cleaner so they follow?');
    expect(reply).toMatch(/Put it in your notes/);
    expect(reply).not.toMatch(/crew site/);
  });

  it('"is it fine if my daughter is home alone when they come?": the site doesn\'t say', () => {
    expect(say('is it fine if my 15 year old daughter is home alone when the cleaner comes?')).toMatch(/doesn't say whether a child or teenager may be the only one home/);
  });
});

describe('the code on a second home', () => {
  it('"the other 2 bed next door, same price with the code?": a plain no, and the regular rate', () => {
    const rooms = 2 * bed.standard + bath.standard;
    const reply = say('standard for a 2 bed 1 bath, how much?', 'and with the code?', 'ok and the other 2 bed next door next month, same price with the code?');
    expect(reply).toMatch(/^No: NEWCOMER takes 50% off your first cleaning only\./);
    expect(reply).toContain(`this one is at the regular rate, ${formatCents(rooms)}`);
  });

  it('"if I put NEWCOMER on the studio, can I also use it on the apartment?": no', () => {
    const reply = say('standard, 1 bed 1 bath, price?', 'if I put NEWCOMER on the studio, can I also use it on the apartment?');
    expect(reply).toMatch(/^No: NEWCOMER/);
    expect(reply).not.toMatch(/if this is it/);
  });

  it('"the code says not valid": don\'t confirm yet, ask support', () => {
    expect(say('the newcomer code says not valid??')).toMatch(/don't confirm yet/);
  });
});

describe('one visit of a plan, a story, a cleaner not wanted again', () => {
  it('"it\'s a weekly one, I only want to move this one, not the whole thing": the one visit, first', () => {
    const reply = say('I need to move Friday\'s cleaning to Sunday', 'it\'s a weekly one, I only want to move this one not the whole thing');
    expect(reply).toMatch(/^With a recurring plan, moving one visit is a different choice from changing the whole schedule/);
    expect(reply).not.toMatch(/You can make a booking recurring/);
  });

  it('a long story about a door left open that ends "what should we do?": the concern\'s steps', () => {
    const story = 'Hi. Last Tuesday your cleaner did the turnover at our duplex in Bloomfield. This morning the neighbour told us the side '
      + 'door to the building was left open all night, and the garage too. Nothing seems to be missing, thank God, but my mother lives '
      + 'downstairs by herself and she did not sleep at all after she heard about it. I looked at the photos in the app and the rooms '
      + 'look great, the cleaning itself is not the problem, I just want this to never happen again. What should we do?';
    const reply = say(story);
    expect(reply).toMatch(/Gather the details/);
    expect(reply).not.toMatch(/I can't find it answered/);
  });

  it('"what if something feels off about the person who comes?": safety first, then how to raise it', () => {
    expect(say('what if I get a bad feeling about the cleaner who shows up?')).toMatch(/emergency services/);
  });

  it('"please don\'t send that same cleaner again": no way to swap is described, and support is told', () => {
    const reply = say('next time can you not send the same cleaner?');
    expect(reply).toMatch(/doesn't describe a way to pick or swap your cleaner/);
    expect(reply).not.toMatch(/keeping a cleaner you liked/);
  });
});

describe('places no page names, and what a service covers', () => {
  it('"do you service <a name no page knows>?": New Jersey only, and the locations page', () => {
    expect(say('Do you service Quarryview Heights?')).toMatch(/^I can't find Quarryview Heights among New Jersey's towns/);
  });

  it('"and my cousin in <a town abroad>" after a town: not found, New Jersey only', () => {
    expect(say('do you clean in Edison?', 'And my cousin in Lucknow, she also want')).toMatch(/^I can't find Lucknow among New Jersey's towns/);
  });

  it('"my boss asked if you guys do offices": yes, Office and Business Cleaning', () => {
    expect(say('my boss asked me if you guys do offices')).toMatch(/Office and Business Cleaning/);
  });

  it('"move out clean on an empty 2br 1ba in Trenton, what does that cover?": the list, beside the town', () => {
    const reply = say('move out clean on an empty 2br 1ba in Trenton, what does that cover?');
    expect(reply).toMatch(/usually focuses on/);
  });

  it('"do I get deep cleaning or is there something for move outs?": no Deep total for an empty unit', () => {
    const reply = say('The renters left my 2br in Paterson, it is empty now. Do I get deep cleaning or is there something for move outs?');
    expect(reply).toMatch(/Move In\/Out Cleaning/);
    expect(reply).not.toMatch(/estimate for Deep Cleaning/);
  });

  it('"what standard cleaning do in kitchen and bathroom?": the visit\'s list, beside the oven add-on', () => {
    expect(say('What standard cleaning do in bathroom and kitchen? Inside fridge also?')).toMatch(/Bathrooms: cleaning the toilet, sink/);
  });

  it('"what is \'half bathroom\'? we have a powder room": the half bathroom, with its rates', () => {
    expect(say("What is 'half bathroom'? Our house has small powder room, only toilet and sink. And the finished attic, it is counted as room?")).toMatch(/is a Half Bathroom on our price list: \$/);
  });

  it('"haven\'t really cleaned in 2 months, what should I get": Deep first', () => {
    expect(say('we havent really cleaned in 2 months, bathroom is bad. what should i get')).toMatch(/^For a home that needs catching up, the site suggests Deep Cleaning first/);
  });

  it('"twice a week... what\'s a month?": the visits of four weeks, added up', () => {
    const visit = 2 * half.standard + 3 * other.standard;
    const reply = say('3 other rooms and 2 half baths, standard, twice a week. roughly what is a month?');
    expect(reply).toContain(total(visit));
    expect(reply).toContain(`8 × ${formatCents(visit)} = ${formatCents(8 * visit)}`);
    expect(reply).toContain(formatCents(7 * visit + withCode(visit)));
  });
});

describe('notes, payment, the promise and the creator program', () => {
  it('"tenants\' phone numbers in the booking notes, who can see them?": the app\'s disclosures, not the phone line', () => {
    const reply = say('if I write the tenants names and phone numbers in the notes, who can see that? is it private?');
    expect(reply).toMatch(/^The notes you write when you describe your space/);
    expect(reply).not.toMatch(/Our phone number is/);
  });

  it('"can we split the booking/payment with the shop next door?": the site doesn\'t say', () => {
    expect(say('Can we split the booking/payment with the bakery next door?')).toMatch(/doesn't say whether one booking can be paid by several people/);
  });

  it('"not happy you don\'t pay... what\'s the catch? how many days do I have?": no deadline, and no home "catching up"', () => {
    const reply = say('If I am not happy I do not pay? What is the catch? How many days do I have to complain?');
    expect(reply).toMatch(/sets no deadline/);
    expect(reply).not.toMatch(/needs catching up/);
  });

  it('"guests left a full fridge and dishes... whats the dishes thing cost": the add-ons priced, with no "No:" nobody asked for', () => {
    const reply = say('my uncle rents his bungalow in Ortley Beach on airbnb, last week guests left a fridge full of food and a sink of dishes. is Ortley Beach even covered? and which service would he need, and whats the dishes thing cost');
    expect(reply).toMatch(/Dishes wash \$/);
    expect(reply).not.toMatch(/^No: /m);
  });

  it('"is there a business discount?": none listed besides the code', () => {
    expect(say('does our clinic get a business discount or something')).toMatch(/doesn't list any other discount/);
  });

  it('"my daughter makes videos, can she join the creator program? she\'s 15": no age set', () => {
    expect(say('my daughter makes tiktoks, can she join your creator program? shes 15')).toMatch(/set no age requirement/);
  });
});
