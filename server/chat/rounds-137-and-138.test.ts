import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildChatIndex } from '../../generator/chat/index.ts';
import { loadContent } from '../../generator/content/load.ts';
import { formatCents } from '../../kernel/money.ts';
import { createChatEngine } from './engine.ts';
import { inTurns } from '../../tests/chat-turns.ts';

/**
 * What rounds 137 and 138's graders found (each read after it was graded), asked in the visitors' own ways: homes
 * described or changed in words the price reader missed (rooms summed in brackets, several units of two kinds, rooms
 * dropped or added in other words), a visitor's own whereabouts read as a place asked about, a would-be cleaner's and a
 * creator's short questions, a blog post that tells a hack and then judges it, and questions the site answers that got
 * "I'm not sure". Figures come from the price list; pages are named by where they are, not by today's wording.
 */
const index = buildChatIndex(loadContent(path.resolve(import.meta.dirname, '../..')).content);
const engine = createChatEngine(index);
const say = (...turns: string[]) => inTurns(engine, ...turns).reply;
const cited = (...turns: string[]) => inTurns(engine, ...turns).sources.map((s) => s.url);
const articleTitled = (words: RegExp) => index.passages.find((p) => p.kind === 'help' && words.test(p.title))!.url;
const room = (item: string) => index.facts.rooms.find((r) => r.item === item)!;
const [bed, bath, half, other] = ['Bedroom', 'Bathroom', 'Half Bathroom', 'Other Room'].map(room);
const addOn = (first: RegExp) => index.facts.addOns.find((a) => first.test(a.item))!.price;
const total = (cents: number) => `Total: ${formatCents(cents)}`;
const NOT_SURE = /I'm not sure about that/;
const OUT_OF_SCOPE = /outside what I can help with/;

describe('homes described in words the price reader missed', () => {
  it('a kitchen said to be open-plan is part of the living room, not two rooms more', () => {
    expect(say("Quick quote: Standard Cleaning for a 2-bedroom, 1-bath unit with a living room. Kitchen is open-plan, so don't count it separately."))
      .toContain(total(2 * bed!.standard + bath!.standard + other!.standard));
  });

  it('homes of two kinds, each kind in its name, with the room "each" has ("four 1-bed/1-bath units and six 2-bed/1-bath units")', () => {
    const one = bed!.standard + bath!.standard + other!.standard;
    const two = 2 * bed!.standard + bath!.standard + other!.standard;
    expect(say('Let me give you the full mix: four 1-bed/1-bath units and six 2-bed/1-bath units, each with one living room. Standard Cleaning for all ten, please.'))
      .toContain(`${total(4 * one + 6 * two)} for all 10`);
  });

  it('"ten apartments, most of them are two-bedroom..., what would all ten come to?" gives one and ten', () => {
    const one = 2 * bed!.standard + bath!.standard + 2 * other!.standard;
    expect(say('I manage ten rental apartments. Most of them are two-bedroom, one-bathroom units with a living room and a kitchen. What would a Standard Cleaning cost for one unit, and what would all ten come to?'))
      .toContain(`10 × ${formatCents(one)} = ${formatCents(10 * one)}`);
  });

  it('"and if three units are exactly like that?" prices three of the home before', () => {
    const one = 2 * bed!.standard + bath!.standard + other!.standard;
    expect(say('standard, 2 bed 1 bath with a living room', 'And if three units are exactly like that?')).toContain(`3 × ${formatCents(one)}`);
  });
});

describe('a home changed in a follow-up', () => {
  it('"that one-bedroom, one-bath, plus the inside of the fridge" says the home again: its "plus" is the add-on\'s', () => {
    expect(say('How much is a move out for a one-bedroom?', 'Fine, then just a Deep Cleaning for that one-bedroom, one-bath, plus the inside of the fridge.'))
      .toContain(total(bed!.deep + bath!.deep + addOn(/^Refrigerator/)!));
  });

  it('"she would rather a Standard clean after all, but with the oven" re-prices the home, not the oven alone', () => {
    expect(say('Two bedrooms, a bathroom, a powder room, a living room and a kitchen. What would a Deep Cleaning be?', 'She says she would rather a Standard clean after all, but with the inside of the oven done.'))
      .toContain(total(2 * bed!.standard + bath!.standard + half!.standard + 2 * other!.standard + addOn(/^Oven/)!));
  });

  it('"so it is two bedrooms now and four other rooms" is the count, not one Other Room more', () => {
    expect(say('Deep Cleaning: three bedrooms, two bathrooms, and a living room, dining room and kitchen.', 'The third bedroom was made into a den, so it is two bedrooms now and four other rooms. What does that come to?'))
      .toContain(total(2 * bed!.deep + 2 * bath!.deep + 4 * other!.deep));
  });

  it('"drop one of the bedrooms — the guest room\'s empty" takes out one bedroom, beside the rooms added', () => {
    expect(say('Standard clean, 3 bedrooms and 2 full baths. Total?', "Add the half bath and the living room, and drop one of the bedrooms — the guest room's empty."))
      .toContain(total(2 * bed!.standard + 2 * bath!.standard + half!.standard + other!.standard));
  });

  it('"twice a month how much?" after a home totals the month\'s two visits', () => {
    const one = 2 * bed!.standard + bath!.standard;
    expect(say('standard 2 bed 1 bath', 'twice a month how much?')).toContain(`2 × ${formatCents(one)} = ${formatCents(2 * one)}`);
  });
});

describe('where the visitor is, and places asked about', () => {
  it('"can I check the turnover got done? im in nyc that day" gets the job photos, not "New York is outside our area"', () => {
    expect(cited('can i check my airbnb turnover got done before the next guests? im in nyc that day')).toContain(articleTitled(/photos/i));
    expect(cited('Will I be able to see how the house looks afterwards from my home in Pennsylvania?')).toContain(articleTitled(/photos/i));
  });

  it('a place said aside is still answered when nothing else is ("y Nueva York? mi hermano vive en Yonkers")', () => {
    expect(say('any plans for the Outer Banks? got friends hosting in NC who\'d kill for this')).not.toMatch(NOT_SURE);
  });

  it('"is Ocean City in Ocean County?" says which county it is in', () => {
    const town = index.places.find((p) => p.name === 'Ocean City')!;
    expect(say('Is Ocean City in Ocean County? I should like to find it on your locations page.')).toMatch(new RegExp(`^No: Ocean City is in ${town.countyName}, not Ocean County`));
    expect(say('is Princeton in Mercer County?')).not.toMatch(/^No:/);
  });

  it('a concert, a bus and a township licence are no questions of ours', () => {
    expect(say('whos playing at the stone pony this weekend')).toMatch(OUT_OF_SCOPE);
    expect(say('is the 25 bus running late today on springfield ave')).toMatch(OUT_OF_SCOPE);
  });
});

describe('questions the site answers, asked in other words', () => {
  it('"is it necessary for me to be present... or may the house be cleaned in my absence?" (not a cleaner who did not come)', () => {
    const reply = say('I shall not arrive at the shore until the day before the holiday weekend. Is it necessary for me to be present when the cleaner comes, or may the house be cleaned in my absence?');
    expect(reply).toMatch(/access notes/);
    expect(reply).not.toMatch(/late or doesn't come/);
  });

  it('paying by cheque is the payment answer, however old-school the visitor ("of the old school" is no school)', () => {
    expect(cited('I am of the old school and would prefer to pay by cheque when the work is done. Would that be acceptable?')).toContain(articleTitled(/pay/i));
  });

  it('"companies selling one\'s details" is the policy on selling data', () => {
    expect(cited("I have grown rather wary of companies selling one's details. Does Nestwell do so?").some((url) => /privacy|notice-at-collection/.test(url))).toBe(true);
  });

  it('"between one family\'s departure and the next one\'s arrival" is Rental Turnover Cleaning', () => {
    const turnover = index.facts.services.find((s) => /^Rental/.test(s))!;
    const reply = say("Some summers we let the house to families by the week. Do you offer cleaning between one family's departure and the next one's arrival?");
    expect(reply).toMatch(/^Yes\b/);
    expect(reply).toContain(turnover);
  });

  it('a storm on the day of a cleaning gets moving or cancelling it; cancelling for snow keeps the cancellation answer', () => {
    expect(cited("If a nor'easter should come through on the day of the cleaning, what becomes of my booking?")).toContain(articleTitled(/change the date/i));
    expect(cited('If we close for a snow day can i cancel the cleaning')[0]).toBe(articleTitled(/cancellation/i));
    expect(say("What's the weather tomorrow in Irvington?")).toMatch(OUT_OF_SCOPE);
  });

  it('"im broke" is no damage: the cheapest option, and an applicant\'s pay', () => {
    expect(say('whats the cheapest option lol im broke')).toContain(formatCents(Math.min(...index.facts.rooms.map((r) => r.standard))));
    expect(say('lowkey could i make money cleaning for u guys? im broke af')).toContain(index.facts.crewSupportUrl);
  });

  it('"will a move out clean get me my deposit back" is an outcome the site doesn\'t promise', () => {
    expect(say('will a move out clean get me my deposit back')).toMatch(/doesn't promise/);
  });

  it('"what do they actually do in a standard clean" is what Standard Cleaning covers', () => {
    expect(cited('what do they actually do in a standard clean')).toContain(articleTitled(/standard cleaning include/i));
  });

  it('"what\'s your hourly rate?" is a client\'s price, not what cleaners earn', () => {
    expect(say("What's your hourly rate?")).toContain(formatCents(bed!.standard));
    expect(say('whats the hourly rate for cleaners')).not.toContain(formatCents(bed!.standard));
  });

  it('the code that shows no discount, and the code after a cancelled booking', () => {
    expect(say("the NEWCOMER code doesn't show any discount, what do I do?")).not.toMatch(/late or doesn't come/);
    expect(say('if i cancel does my NEWCOMER still work next time')).toMatch(/doesn't say whether NEWCOMER still works/);
  });

  it('what a background check "actually checks" is not listed, and is no payment by cheque', () => {
    const reply = say('What does your "background check" actually check?');
    expect(reply).toMatch(/doesn't list the details/);
    expect(cited('What does your "background check" actually check?')).not.toContain(articleTitled(/pay/i));
  });

  it('hosts with several places, and one account for ten units, are the business version\'s', () => {
    expect(say('i manage 3 short term rentals along the shore. anything for hosts with multiple places?')).toContain('/business-waitlist');
    expect(say('Can I run all ten units from one Nestwell account, with each unit saved as its own address?')).toMatch(/doesn't say whether one account/);
  });

  it('names pasted into the chat: where they go is the privacy policy\'s chat paragraph', () => {
    const asked = "If I paste my tenants' names and unit addresses into this chat to get a quote, where does that go? Is it stored?";
    expect(cited(asked)).toContain('/privacy-policy');
    expect(say(asked)).not.toMatch(/^Better not to type it here/);
  });

  it('a collection to be treated with care goes in the notes', () => {
    const asked = "My late husband's collection of ship models is in the den. How can I be sure they will be treated with care?";
    expect(cited(asked)).toContain(articleTitled(/preferences/i));
    expect(say(asked)).toMatch(/vetted and background-checked/);
  });

  it('the gist of a post named goes through its parts, not only its first sentence', () => {
    expect(say('I came across an article on your blog about buying back ten hours a month. What was the gist of it?')).toMatch(/It goes through:\n- /);
  });
});

describe('a would-be cleaner\'s and a creator\'s short questions', () => {
  it('"r u hiring cleaners?", "wanna clean houses for u guys how" get how to join; other roles do not', () => {
    expect(say('r u hiring cleaners? could do weekends')).toMatch(/To join the crew/);
    expect(say('wanna clean houses for u guys how')).toMatch(/To join the crew/);
    expect(say('Are you hiring? Not as a cleaner, I mean like marketing/ops jobs')).not.toMatch(/To join the crew/);
  });

  it('experience, age and how jobs are handed out are crew support\'s, not a client\'s', () => {
    for (const q of ['need experience?', 'how old u gotta be', 'how do jobs get handed out', 'any jobs at nestwell that arent cleaning? like office']) {
      expect(say(q), q).toContain(index.facts.crewSupportUrl);
    }
  });

  it('a creator\'s own code, who to ask, a media kit, and "50% off forever"', () => {
    expect(say('can i get my own discount code for my followers')).toMatch(/no creator, personal or affiliate codes/);
    expect(say('who do i message if i have questions about the creator stuff')).toContain(index.facts.clientSupportUrl);
    expect(say('is there like a media kit or pdf i can read')).toContain(index.facts.creatorOverviewPdf);
    expect(say('can u give me a discount code for my followers', 'so can i tell them its 50% off forever')).toMatch(/first cleaning only/);
    expect(say('how fast do u pay after i submit')).not.toMatch(/what cleaners earn/);
  });
});

describe('follow-ups that stay with who is asking and what about', () => {
  it('"what app do cleaners use", then "i have android", gets the crew app\'s Android link', () => {
    expect(say('what app do cleaners use', 'i have android')).toContain('/nestwell-crew-android');
  });

  it('a cleaner\'s "how much of that do i get" after a client\'s total is pay, not the price again', () => {
    expect(say('do u pay by the hour', 'ok so if a client books 2 bed 1 bath for 55.50 how much of that do i get')).toContain(index.facts.crewSupportUrl);
  });

  it('after the chat\'s privacy, "the stuff I\'d put in the app" and "how do I get it deleted" stay on personal data', () => {
    expect(cited('Are you logging this conversation?', "What about the stuff I'd put in the app, like my address?")).toContain('/privacy-policy');
    expect(cited('Are you logging this conversation?', "What about the stuff I'd put in the app, like my address?", 'Fine. How do I get all of it deleted later?')).toContain('/privacy-policy');
  });

  it('a creator\'s place for a video is a place asked about: served in New Jersey, not in Brooklyn', () => {
    expect(say('u clean in asbury park right', "my friend's place in ocean grove for a second video?")).toMatch(/^Yes, we clean in Ocean Grove/);
    expect(say('u clean in asbury park right', "my friend's place in ocean grove for a second video?", 'and a shoot in brooklyn next month?')).toMatch(/^Not yet/);
  });

  it('the business waitlist after an office does not put the office on per-room rates the next turn says it has not', () => {
    expect(say('I run a small office in Morristown. Can you clean it?', "What's the business waitlist then? What do I get for joining?")).not.toMatch(/same flat rates per room/);
  });

  it('the crew\'s own questions in other words: a link someone texted, what exactly the check looks at', () => {
    expect(say('someone texted me nestwell.com/clean is that legit')).toContain(index.facts.crewSiteUrl);
    expect(say('background checked ba talaga yung cleaners?', 'what specifically do they check? criminal record? drug test?')).toMatch(/doesn't list the details/);
  });

  it('"cleaning stuff" is supplies, and laundry and folding is a task, not the laundry room', () => {
    expect(cited('do i need to buy cleaning stuff for them')).toContain(articleTitled(/preferences/i));
    expect(say('is laundry and folding clothes included?')).not.toMatch(/Other Room is any room/);
  });
});

describe('counts said again, and homes named by their kind', () => {
  it('"still three bedrooms" beside a corrected bathroom count keeps the bedrooms, in English and in Tagalog', () => {
    const home = 3 * bed!.standard + 2 * bath!.standard + half!.standard + 2 * other!.standard;
    expect(say('standard 3 bed 1 bath 1 half bath, living room and kitchen', 'sorry, 2 full baths actually, I forgot the one in the master bedroom. Still three bedrooms.')).toContain(total(home));
    expect(say('Standard cleaning po: 3 bedrooms, 1 bath, 1 half bath, living room at kitchen. Magkano?', 'Ay sorry, dalawa pala yung full bath, nakalimutan ko yung sa master bedroom. Tatlong bedroom pa rin.')).toContain(total(home));
  });

  it('Vietnamese "à không" opens a correction ("oh no, 3 bedrooms, drop the half bath")', () => {
    expect(say('deep clean nhà 2 phòng ngủ 1 phòng tắm với 1 half bath bao nhiêu em', 'à không, 3 phòng ngủ, bỏ cái half bath đi')).toContain(total(3 * bed!.deep + bath!.deep));
  });

  it('"a studio with 1 bedroom and 1 bathroom" is that home, not a studio\'s main room more', () => {
    expect(say('a studio with 1 bedroom and 1 bathroom, standard')).toContain(total(bed!.standard + bath!.standard));
  });

  it('"one of the bedrooms is a gym now" counts that bedroom as an Other Room', () => {
    expect(say('standard 3 bed 1 bath, kitchen and living room', 'one of the bedrooms is a gym now')).toContain(total(2 * bed!.standard + bath!.standard + 3 * other!.standard));
  });
});

describe('what the language helpers found failing in English too', () => {
  it('"where do i download the app for android?" gets the store, and the crew\'s app is told apart where it is named', () => {
    const reply = say('where do i download the app for android?');
    expect(reply).toContain(index.facts.androidHref);
    expect(reply).not.toMatch(/^You book in the/);
    expect(say('android user here, which app do I download? I also saw Nestwell Crew')).toMatch(/Crew is the app for our cleaners|Crew is for our cleaners/);
  });

  it('a host who needs cleaning between guests gets Rental Turnover Cleaning, not the booking steps', () => {
    expect(cited('I host on airbnb and need cleaning between guests')).toContain(articleTitled(/rental turnover/i));
  });

  it('"both together plus standard 1 bedroom and 1 bathroom" keeps the two add-ons asked about', () => {
    expect(say('microwave inside how much', 'and the fridge inside?', 'both together plus standard 1 bedroom and 1 bathroom'))
      .toContain(total(bed!.standard + bath!.standard + addOn(/^Microwave/)! + addOn(/^Refrigerator/)!));
  });

  it('a resume brought in person is an applicant\'s question', () => {
    expect(say('where is your office? I want to bring my resume in person')).toContain(index.facts.crewSupportUrl);
  });
});

describe('rooms counted, dropped and added in other words', () => {
  it('"(so 7 \'other rooms\')" after the rooms listed is their sum, not 7 more', () => {
    const office = 7 * other!.standard + 2 * half!.standard;
    expect(say("At your Standard per-room rates, what would our office come to: 4 operatories, waiting room, front desk, sterilization room (so 7 'other rooms') and 2 restrooms with just toilet and sink?"))
      .toContain(total(office));
  });

  it('"the dining room needn\'t be done, but the inside of the oven" re-prices the home, and "Standard for those same rooms" keeps the change', () => {
    const first = 'A deep cleaning: three bedrooms, one full bath, one half bath, the living room, the dining room and the kitchen. What would that come to?';
    const change = "On reflection, the dining room is quite empty and needn't be done, but I would like the inside of the oven cleaned.";
    expect(say(first, change)).toContain(total(3 * bed!.deep + bath!.deep + half!.deep + 2 * other!.deep + addOn(/^Oven/)!));
    expect(say(first, change, 'Would Standard be much less, for those same rooms and the oven?'))
      .toContain(total(3 * bed!.standard + bath!.standard + half!.standard + 2 * other!.standard + addOn(/^Oven/)!));
  });

  it('"I beg your pardon, it is three bedrooms; the fourth became my husband\'s study" corrects the count', () => {
    expect(say('What is the price of a standard cleaning for four bedrooms and two baths?', "I beg your pardon, it is three bedrooms; the fourth became my husband's study, so please count it as another room."))
      .toContain(total(3 * bed!.standard + 2 * bath!.standard + other!.standard));
  });

  it('"scratch the family room... deep for the rest?" drops it at the deep rate', () => {
    expect(say('4 bedrooms, 2 full baths, 1 powder room, living, dining, kitchen, family room. Standard price?', 'and deep?', 'scratch the family room, floors are being redone. deep for the rest?'))
      .toContain(total(4 * bed!.deep + 2 * bath!.deep + half!.deep + 3 * other!.deep));
  });

  it('"the kitchen, please, add as a separate room" adds the kitchen, in English and in Russian', () => {
    const home = 2 * bed!.deep + bath!.deep + 2 * other!.deep + addOn(/^Refrigerator/)!;
    expect(say('deep clean, 2 bedrooms, bathroom, living room, oven and fridge inside', 'oven not needed. and kitchen, please, add as a separate room.')).toContain(total(home));
    expect(say('Посчитайте, пожалуйста: deep clean, две спальни, ванная, гостиная, и ещё духовку и холодильник внутри.', 'Духовку не надо, я её сама вчера помыла. А кухню, пожалуйста, добавьте как отдельную комнату.'))
      .toContain(total(home));
  });

  it('"every couple weeks" is a schedule, and "does newcomer apply to those too?" is asked of those later visits', () => {
    const reply = say('first a deep clean, 2br 1 full bath 1 half bath. price?', 'and then standard every couple weeks, same rooms, each visit?', 'does newcomer apply to those too?');
    expect(reply).toMatch(/first cleaning only/);
  });
});

describe('questions the site answers, asked in other words', () => {
  it('a blog post that tells a hack and judges it later gives both ("the lemon microwave hack, does it work?")', () => {
    const reply = say('your blog had something on the lemon microwave hack?? does it work or not');
    expect(reply.match(/lemon/gi)?.length).toBeGreaterThanOrEqual(2);
    expect(say('is it true that if you put a lemon in the microwave it cleans itself?')).not.toMatch(NOT_SURE);
  });

  it('family coming to stay, "standard or deep?", gets the site\'s advice for that moment first', () => {
    expect(cited('my in-laws are coming from Brazil next month and staying 3 weeks. I want the house shining before. standard or deep?')).toContain(articleTitled(/deep cleaning include/i));
    expect(say('my in-laws are coming from Brazil next month and staying 3 weeks. I want the house shining before. standard or deep?')).toMatch(/^Before hosting family/);
  });

  it('"hiring insured tradesmen" is a client\'s habit, not a cleaner\'s job', () => {
    expect(say('Should something be broken or go missing during the cleaning, is Nestwell insured? My husband always insisted on hiring insured tradesmen.')).not.toContain(index.facts.crewSupportUrl);
  });

  it('"must I be at the house?" is being home, and "would the cleaner be a woman?" is for the notes', () => {
    expect(say('Must I be at the house while the cleaning is done?')).toMatch(/access notes/);
    expect(cited('Would the cleaner be a woman? I would be more at ease.')).toContain(articleTitled(/preferences/i));
  });

  it('speaking to someone face to face: no office to visit, and the phone line', () => {
    expect(say('Where is your office, so I can speak to someone face to face?')).toMatch(/To speak to someone, call/);
  });

  it('a review, "where would I leave one", and a handle to tag', () => {
    expect(cited('Our neighbor said you like reviews. Where would I leave one if all goes well?')).toContain('/google-review');
    const handles = say("whats nestwell's handle on tiktok and ig so i can tag");
    for (const url of Object.values(index.facts.social)) expect(handles).toContain(url);
  });

  it('the promise, asked of a return visit and of a move-out', () => {
    expect(say('Does the satisfaction promise mean someone would come back to redo whatever was missed?')).toMatch(/doesn't promise a return visit/);
    expect(say('What exactly is your satisfaction promise?', 'Does that apply to a move-out cleaning too?')).toMatch(/lists no exception/);
  });

  it('a pet\'s cost, what is typed in the chat, an office meanwhile, the fridge "same deal"', () => {
    expect(say('we have a dog, is that ok', 'does that cost extra?')).toMatch(/no pet fee/);
    expect(cited('Do you sell my data?', "what about what I'm typing in this chat right now?")).toContain('/privacy-policy');
    expect(say("What's the business waitlist on your site?", 'Is there a launch date for that?', 'So in the meantime can we still get the office cleaned?')).toMatch(/^Yes/);
    expect(say('whats included in a standard clean', 'does that include inside the oven', 'and the fridge same deal?')).toContain(formatCents(addOn(/^Refrigerator/)!));
  });

  it('Russian questions of trust, reminders, the chat\'s record, bigger letters and calling at night are answered', () => {
    for (const q of ['Я пожилая женщина и живу одна. Можно ли доверять человеку, которого вы пришлёте?', 'Скажите, пожалуйста, ваше приложение мне напомнит об уборке заранее?',
      'Вы записываете то, что я пишу в этот чат? Кто это читает?', 'У меня плохое зрение. Можно ли на вашем сайте сделать тёмный фон или крупнее буквы?', 'В какое время можно позвонить в вашу поддержку? Я иногда не сплю ночью.']) {
      expect(say(q), q).not.toMatch(NOT_SURE);
    }
  });
});

describe('round 138\'s follow-ups of a pet, products and linens, and the wrong app', () => {
  it('"will they walk him?" after the dog is no service of ours; "use our own stuff" goes in the notes', () => {
    expect(say('we have a dog, is that ok', "will they walk him if we're out lol")).toMatch(/isn't one of our services/);
    expect(cited('what products do your cleaners bring? fragrance free?', 'ok can we just ask them to use our own stuff then')).toContain(articleTitled(/preferences/i));
  });

  it('bedding changed and towels washed between guests: the site is silent, and says what hosts should tell', () => {
    expect(cited('will the cleaner change the bedding and wash the towels between guests?')).toContain(articleTitled(/rental turnover/i));
  });

  it('a client who downloaded the crew app by mistake is told which app books', () => {
    const reply = say('downloaded nestwell crew and its asking me to apply as a cleaner?? wtf');
    expect(reply).toContain(index.facts.iosHref);
    expect(reply).not.toMatch(/^- Nestwell is the app clients use/);
  });
});

describe('a room refused and another kept, of the same kind', () => {
  it('"not the kitchen, only the living room" takes the kitchen out and keeps the rest of the home', () => {
    const home = 2 * bed!.standard + bath!.standard + other!.standard;
    expect(say('standard 2 bed 1 bath, kitchen and living room', 'not the kitchen, only the living room')).toContain(total(home));
    expect(say('estándar 2 recámaras 1 baño, cocina y sala', 'la cocina no, solo la sala')).toContain(total(home));
  });
});

describe('tips asked for time, not for the cleaner', () => {
  it('"tips for cleaning faster", "tips so I don\'t spend my whole day off cleaning" get the blog\'s advice on keeping up', () => {
    for (const q of ['do you have tips for cleaning faster?', "any tips so i dont spend my whole day off cleaning?"]) {
      expect(cited(q).some((url) => url.startsWith('/blog/')), q).toBe(true);
    }
  });
});
