import { describe, expect, it } from 'vitest';
import { index, say, bed, bath, half, other, addOn, total } from '../../tests/chat-on-site.ts';
import { formatCents } from '../../kernel/money.ts';

/**
 * What the graders of rounds 142 and 143 found (round 142 read after round 143 was locked, round 143 only through its
 * graders' summaries, after round 144 was locked; both tuning sets now), asked in the visitors' own ways: homes changed in a
 * later turn (counts said again, a half bath explained, rooms "included" beside the add-ons, a studio's main room, add-ons
 * put "on top of" a home), rooms a total left out, a task asked of an add-on, hours and disinfecting asked of office
 * cleaning, a roommate's code, a home office, the business waitlist's form, a cheque by post, where a cleaner comes from,
 * a cleaner's pay, and questions the site answers that got "I'm not sure". Figures come from the price list.
 */

describe('a home changed in a later turn', () => {
  it('"make it 3 bedrooms and 3 other rooms" after a bedroom became an office restates both counts, not adds them', () => {
    const reply = say('Standard cleaning for 4 bedrooms, 2 bathrooms, living room and kitchen, plus inside the oven, fridge and dishwasher. Total?',
      'Scratch the dishwasher. Also one bedroom is now my home office, so make it 3 bedrooms and 3 other rooms.');
    expect(reply).toContain(total(3 * bed.standard + 2 * bath.standard + 3 * other.standard + addOn('Oven inside') + addOn('Refrigerator inside')));
  });

  it('the same counts said after an add-on taken out', () => {
    expect(say('standard 4 bed 2 bath plus oven', 'Scratch the oven. Also make it 3 bedrooms and 3 other rooms.'))
      .toContain(total(3 * bed.standard + 2 * bath.standard + 3 * other.standard));
  });

  it('"2 and a half baths, there\'s a half bath downstairs" is one half bath, in a later turn or in one message', () => {
    const one = total(3 * bed.standard + 2 * bath.standard + half.standard);
    expect(say('first booking. standard, 3 bedroom 2 bath. how much?', "oh sorry, it's 2 and a half baths, there's a half bath downstairs")).toContain(one);
    expect(say("standard, 3 bedroom, 2 and a half baths, there's a half bath downstairs. how much")).toContain(one);
    expect(say('3 bed 2.5 bath, the half bath is upstairs. standard?')).toContain(one);
  });

  it('a half bath said to be more is one more', () => {
    expect(say('3 bed 2 and a half bath, also a half bath in the basement. standard?')).toContain(total(3 * bed.standard + 2 * bath.standard + 2 * half.standard));
  });

  it('"there is also the living room and the kitchen. Please include them" adds the rooms to a home with add-ons, and the code halves that', () => {
    const turns = ['Good evening. I would like a regular cleaning for my apartment, which has one bedroom and one bathroom. I would also like the inside of the refrigerator and the inside of the oven cleaned, please. What would that come to?',
      'Forgive me, I am getting old and I forgot: there is also the living room and the kitchen. Please include them.'];
    const cents = bed.standard + bath.standard + 2 * other.standard + addOn('Refrigerator inside') + addOn('Oven inside');
    expect(say(...turns)).toContain(total(cents));
    expect(say(...turns, 'My granddaughter says there is a code for new people. What would I pay with it?')).toContain(`${formatCents(Math.round(cents / 2))} instead of ${formatCents(cents)}`);
  });

  it('a studio "counted as 1 bed" is a bedroom and its bathroom; its main room "more a living room" then is an Other Room', () => {
    const studio = 'studio 1 bath how much, count it as 1 bed i guess';
    expect(say(studio)).toContain(total(bed.standard + bath.standard));
    expect(say(studio, 'w the code?', 'actually main room is more a living room, count it as other room')).toContain(total(bath.standard + other.standard));
  });

  it('Tagalog: "stovetop scrub na lang kapalit" puts the scrub in the fridge\'s place', () => {
    expect(say('deep clean po: 3 bedroom, 2 full bath, 1 half bath, tsaka sala', 'dagdag mo oven at ref sa loob', 'scratch the ref pala, bago lang nilinis ni mister. stovetop scrub na lang kapalit'))
      .toContain(total(3 * bed.deep + 2 * bath.deep + half.deep + other.deep + addOn('Oven inside') + addOn('Stovetop scrub')));
  });

  it('"scratch one bathroom" takes a room out and reports no damage', () => {
    const reply = say('2bd 2ba condo + living room, standard', 'scratch one bathroom. and add inside fridge + inside microwave');
    expect(reply).toContain(total(2 * bed.standard + bath.standard + other.standard + addOn('Refrigerator inside') + addOn('Microwave inside')));
    expect(reply).not.toMatch(/what happened|satisfaction promise/);
  });

  it('"a finished basement, which is one large room" is one Other Room, not two', () => {
    expect(say('deep clean: 4 bedrooms, 3 full bathrooms, a powder room, a living room, a dining room, a kitchen, a family room and a finished basement, which is one large room'))
      .toContain(total(4 * bed.deep + 3 * bath.deep + half.deep + 5 * other.deep));
  });
});

describe('what an add-on takes, hours, codes and rooms the site answers', () => {
  it('"does the fridge thing include tossing old food" says the site doesn\'t say, not a flat no', () => {
    const reply = say('does the fridge add-on include throwing out old food');
    expect(reply).toMatch(/doesn't say whether it includes throwing out old food/);
    expect(reply).not.toMatch(/^No\b/);
  });

  it('after-hours office cleaning is not answered "Yes": the app shows the times', () => {
    const reply = say('Good afternoon. I manage a small dental practice on Nassau Street in Princeton. We close at 6 pm. Do you offer after-hours cleaning for offices like ours?');
    expect(reply).toMatch(/doesn't promise after-hours[\s\S]*times available/);
    expect(reply).not.toMatch(/Yes, offices/);
    expect(say('do you clean offices')).toMatch(/^Yes, offices/);
  });

  it('a roommate\'s use of the code, typo and all, is not answered "No"', () => {
    const reply = say('can my roomate use newcomer again after i use it');
    expect(reply).not.toMatch(/^No\b/);
    expect(reply).toMatch(/doesn't say/);
  });

  it('the office above the garage is a home\'s Other Room, not Office and Business Cleaning', () => {
    const reply = say('Would you clean the little office above my garage where I do my accounts? Or is that only for businesses?');
    expect(reply).toMatch(new RegExp(`home office[\\s\\S]*Other Room \\(\\${formatCents(other.standard)} standard`));
    expect(reply).not.toMatch(/^Yes, offices and businesses/);
  });

  it('a cheque by mail is how to pay, not the mailing address', () => {
    const reply = say('May I pay the young lady in cash, or send a check by mail?');
    expect(reply).toMatch(/pay securely in the Nestwell app/);
    expect(reply).not.toMatch(/mailing address/);
    expect(say('what is your mailing address')).toMatch(/mailing address is in/);
  });

  it('"would the cleaner come all the way from New Brunswick?" is the matching answer, not a town served', () => {
    const reply = say('My granddaughter in New Brunswick has the application. Could she make the booking for my apartment in Lakewood?', 'Would the cleaner then come all the way from New Brunswick?');
    expect(reply).toMatch(/matched to the home being cleaned/);
    expect(reply).not.toMatch(/we clean in \[New Brunswick/);
  });
});

describe('the business waitlist form', () => {
  const fields = /asks for: your name, email address, company name, company size/;

  it('"biz" is business: its form\'s fields, not the early-access form\'s', () => {
    expect(say('what do u need from me for the biz waitlist form')).toMatch(fields);
    expect(say('biz waitlist, what info')).toMatch(fields);
  });

  it('"the waitlist" after hosts with several properties is the business one, for its fields and its launch', () => {
    const turns = ['is there anything for hosts w multiple properties', 'what do u need from me for the waitlist'];
    expect(say(...turns)).toMatch(fields);
    expect(say(...turns, 'and when does it launch')).not.toMatch(/Get early access/);
  });

  it('the company size to pick is the form\'s option for the people counted, the last count winning', () => {
    expect(say('biz waitlist, what info', "we're 6 ppl incl me, which size")).toMatch(/choose "1 to 10 people"/);
    expect(say('Tell me about the business waitlist, please.', "For company size I'd pick 1 to 10, we're eight people. Actually, with the new hires we're twelve."))
      .toMatch(/choose "11 to 50 people"/);
  });

  it('what is done with the email sent on it is the Notice at Collection\'s', () => {
    expect(say('biz waitlist, what info', 'what do u do with my email after')).toMatch(/Notice at Collection/);
  });
});

describe('questions the site answers, asked in ways that got "I\'m not sure" or another answer', () => {
  it('how many services there are is their list', () => {
    const reply = say('how many services do you even have');
    for (const service of index.facts.services) expect(reply).toContain(service);
  });

  it('"a number I can actually call" is the phone number', () => {
    expect(say('is there a number I can actually call')).toMatch(/Our phone number is/);
  });

  it('"your official accounts so I can tag" are the profiles', () => {
    expect(say('what are ur official accounts so i can tag')).toMatch(/Our official profiles/);
  });

  it('"a quick tip to keep the house from falling apart" is the blog\'s reset, not tipping', () => {
    const reply = say('any quick tip to keep the house from falling apart between cleans, i have zero time');
    expect(reply).toMatch(/evening reset/);
    expect(reply).not.toMatch(/tipping/);
  });

  it('"the hourly rate" is what a client pays, per room; a cleaner\'s hourly rate is still pay', () => {
    expect(say('whats the hourly rate')).toMatch(/priced by the room, not by the hour/);
    expect(say("what's the hourly rate for cleaners")).toMatch(/doesn't say what cleaners earn/);
  });

  it('the price "here" against "up north" is one price list', () => {
    expect(say('Is the price the same here in Lakewood as it is up north where my son lives?')).toMatch(/one price list/);
  });

  it('"is the kitchen an \'other room\'?", quoted, is the Other Room answer', () => {
    expect(say("is the kitchen an 'other room'? feels like a way to charge more")).toMatch(/a kitchen, a living room[\s\S]*each counts as one/);
  });

  it('followers in Philly are outside the area, with the creator program', () => {
    expect(say('can my followers in philly use nestwell')).toMatch(/outside our area[\s\S]*creator program/);
  });

  it('the weather asked in Portuguese is out of scope, not a town served', () => {
    const reply = say('Vai chover amanhã em Newark? Tenho que sair cedo.');
    expect(reply).toMatch(/outside what I can help with/);
    expect(reply).not.toMatch(/we clean in \[Newark/);
  });

  it('Tagalog "kailangan ba nandun ako sa bahay" is whether one must be home', () => {
    expect(say('kailangan ba nandun ako sa bahay habang naglilinis? minsan kasi nasa ospital pa ko')).toMatch(/access notes/);
  });

  it('a cleaner running late is what the site doesn\'t say, with support', () => {
    expect(say('what happens if the cleaner shows up late and my guests r already at the door??')).toMatch(/doesn't say what happens when a cleaner runs late/);
  });

  it('the chat asked to schedule says it can\'t book, and not to paste others\' details', () => {
    expect(say("can i just paste my guest's name and checkout time here so u can schedule it")).toMatch(/can't book or schedule anything here[\s\S]*other people's names/);
  });

  it('"same day turnover ... doable?" is the times the app shows', () => {
    expect(say('need a same day turnover sat, checkout 11 checkin 3. doable?')).toMatch(/times available for your address/);
  });

  it('asking to delete "whatever information you hold about me" is how to use that right', () => {
    expect(say('Could I ask your company to delete whatever information you hold about me?')).toMatch(/How to use your rights/);
  });

  it('Decline pressed by mistake, "how do I change it?", is the Changing your mind section', () => {
    expect(say('A little banner asked about cookies and I pressed Decline by mistake, or perhaps Accept, I cannot recall. How do I change it?')).toMatch(/Changing your mind/);
  });

  it('what becomes of what one writes in the chat, and whether closing the window clears it', () => {
    expect(say('What becomes of what I write in this little box?')).toMatch(/session storage/);
    expect(say('What becomes of what I write in this little box?', 'And if I close this window, is it all gone?')).toMatch(/cleared when you close the tab/);
  });
});

describe('a would-be cleaner writing in Portuguese', () => {
  const crew = /\[Crew support\]\(https:\/\/crew\.nestwell\.com\/support\)/;

  it('the hours she could work are what the site doesn\'t say, with crew support', () => {
    const reply = say('Quais são os horários? Eu tenho filhos na escola, posso trabalhar só de manhã, das 9 às 2?');
    expect(reply).toMatch(/doesn't say how cleaners' hours or schedules work/);
    expect(reply).toMatch(crew);
  });

  it('a sister brought along to help, and a sister applying, are the crew\'s answers', () => {
    expect(say('Minha irmã também limpa casas. Posso levar ela comigo nas limpezas para me ajudar?')).toMatch(/may bring someone to help on a job/);
    expect(say('minha irmã quer se candidatar tambem, ela pode? ela mora em Kearny')).toMatch(/To join the crew/);
  });

  it('supplies, pay and an unanswered application go to crew support, not a client\'s answer', () => {
    for (const q of ['Quando eu for limpar, vocês dão o material de limpeza e aspirador, ou eu tenho que levar o meu?',
      'Como é o pagamento das cleaners, é toda semana? Cai na conta ou é em dinheiro?',
      'Já mandei minha aplicação faz 1 semana e ninguém respondeu. Com quem eu falo?']) {
      const reply = say(q);
      expect(reply, q).toMatch(crew);
      expect(reply, q).not.toMatch(/recurring|\[client support\]\(https:\/\/app/);
    }
  });
});

describe('rooms a total must not leave out', () => {
  it('the attic where one sews is an Other Room, in English and in Polish', () => {
    const cents = 3 * bed.standard + 2 * bath.standard + 4 * other.standard;
    expect(say('standard: 3 bedrooms, 2 bathrooms, living room, kitchen, dining room and the attic where I sew. how much')).toContain(total(cents));
    expect(say('Ile kosztuje standardowe sprzątanie: 3 sypialnie, 2 łazienki, salon, kuchnia, jadalnia i poddasze, gdzie szyję?')).toContain(total(cents));
  });

  it('"the basement room" is an Other Room; an attic for storage is no room', () => {
    expect(say('deep clean: 3 bedrooms, 1 bathroom, living room, kitchen and the basement room. total?')).toContain(total(3 * bed.deep + bath.deep + 3 * other.deep));
    expect(say('standard 2 bed 1 bath, we also have an attic for storage')).toContain(total(2 * bed.standard + bath.standard));
  });
});

describe('what a cleaner gets, what an office gets, and add-ons put on a home', () => {
  it('"how much extra do I get for an oven" is a cleaner\'s pay, which the site doesn\'t give; "how much do I get off" is the code', () => {
    const reply = say('how much extra do i get for an oven');
    expect(reply).toMatch(/doesn't say what cleaners earn/);
    expect(reply).not.toMatch(/Oven inside \(add-on\)/);
    expect(say('how much do i get off with newcomer')).toMatch(/50% off/);
  });

  it('disinfecting asked of offices is no "Yes": the site names no such cleaning', () => {
    const reply = say('Do you offer disinfecting or sanitizing for offices?');
    expect(reply).not.toMatch(/^Yes/);
    expect(reply).toMatch(/doesn't say that any of our cleanings disinfects/);
  });

  it('"and all that on top of 3bd 2ba 1 half standard" keeps the add-ons just asked about', () => {
    expect(say('inside oven, fridge and microwave how much', 'and all that on top of 3bd 2ba 1 half standard'))
      .toContain(total(3 * bed.standard + 2 * bath.standard + half.standard + addOn('Oven inside') + addOn('Refrigerator inside') + addOn('Microwave inside')));
  });
});

describe("round 144's wrong and invented answers, as its graders summarised them", () => {
  it('a yoga studio is a workplace: no studio-apartment rule, and its price is the app\'s', () => {
    const fridge = say('how much for the fridge inside at my yoga studio');
    expect(fridge).not.toMatch(/A studio's bathroom/);
    expect(fridge).toContain(formatCents(addOn('Refrigerator inside')));
    const priced = say('my yoga studio is 1200 sq ft, one big room plus a restroom, standard clean price?');
    expect(priced).not.toMatch(/rule for a studio/);
    expect(priced).toMatch(/Office and Business Cleaning, the app shows the price for your space/);
    expect(say('yoga studio, 1 room 1 bathroom, how much per visit')).toMatch(/Office and Business Cleaning has no published price/);
    // A studio apartment is still priced as a home.
    expect(say('studio 1 bath how much')).toContain(total(bath.standard + other.standard));
  });

  it('"the $21 bathroom price" is a price, not 21 bathrooms', () => {
    const reply = say("what's the $21 bathroom price? standard or deep?");
    expect(reply).not.toMatch(/21 × Bathroom/);
    expect(reply).toContain(`Bathroom: ${formatCents(bath.standard)} standard`);
  });

  it('a cleaner asking whether a client\'s price is what she gets is told the site doesn\'t say what cleaners earn', () => {
    expect(say('if i clean 3 bedroom deep i get $70.50?')).toMatch(/doesn't say what cleaners earn/);
    expect(say('deep bedroom and bathroom', 'that is what i get?')).toMatch(/doesn't say what cleaners earn/);
  });
});
