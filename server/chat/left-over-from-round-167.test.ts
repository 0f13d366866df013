import { describe, expect, it } from 'vitest';
import { addOn, bath, bed, half, other, roomLine, say, total } from '../../tests/chat-on-site.ts';
import { formatCents } from '../../kernel/money.ts';

/**
 * Round 167's misses (graded at a0dc323, read through the graders' notes), asked in other words than the set's: what stopping
 * a plan costs, someone booking for a relative or a client, spaces that aren't businesses, homes booked one by one, an
 * applicant after applying, rooms counted twice or not at all, the code already spent, and second questions left unanswered.
 */

describe('stopping a plan, and what it costs', () => {
  it('"and if I stop the whole thing, is there a penalty or a contract?" after a plan: the commitment, not the plan\'s steps again', () => {
    const reply = say('If I set up a cleaning every two weeks, can I skip one?', 'And if I want to stop the whole thing, is there a penalty or a contract?');
    expect(reply).toMatch(/no contract or minimum term/);
    expect(reply).not.toMatch(/^You manage a recurring plan/);
  });

  it('"any penalty for stopping?" after a plan paused: no penalty named, the booking\'s cancellation rule', () => {
    const reply = say('We want a recurring cleaning Tuesday evenings. Possible?', 'What if we want to pause it in summer?', 'Any penalty for stopping?');
    expect(reply).toMatch(/names no penalty for ending a recurring plan/);
    expect(reply).toMatch(/cancellation rule for your booking is shown in the app/);
    expect(reply).not.toMatch(/I can't find it answered/);
  });
});

describe('booking for someone else', () => {
  it('"will the cleaner call me or him?" after booking for a father: the site is silent, the notes say who to reach', () => {
    const reply = say('my dad is 84 and lives alone in ocean city. can i book cleanings for him from philadelphia?', 'will the cleaner call me or him?');
    expect(reply).toMatch(/doesn't say whether or how a cleaner calls or texts/);
    expect(reply).not.toMatch(/our cleaners are called the crew/);
  });

  it('"can i see that they came?": the job photos', () => {
    expect(say('my dad lives alone in ocean city, i book for him', 'can i see that they came?')).toMatch(/job photos/);
  });

  it('"I\'m a real estate agent, can I book for my clients\' homes and pay myself?": booking for another\'s home, not a phone number', () => {
    const reply = say("I'm a real estate agent, can I book cleanings for my clients' homes and pay for them myself?");
    expect(reply).toMatch(/booking or paying for someone else's home/);
    expect(reply).not.toMatch(/Our phone number is/);
  });

  it('"the card would be my husband\'s but I\'d manage the bookings": one pays, another books', () => {
    expect(say("The card would be my husband's but I'd manage bookings from my phone. Does that work?")).toMatch(/booking or paying for someone else's home, or someone else booking yours/);
  });

  it('"before listing photos" is a realtor\'s shoot, not the job photos; "which service and how much?" prices both tiers', () => {
    const reply = say("I'm a realtor. I need a house in Montclair cleaned before listing photos, 4 bed 3 bath. which service and how much?");
    expect(reply).not.toMatch(/review job photos/);
    const standard = 4 * bed.standard + 3 * bath.standard;
    const deep = 4 * bed.deep + 3 * bath.deep;
    expect(reply).toContain(`Standard Cleaning ${formatCents(standard)}, Deep Cleaning ${formatCents(deep)}`);
    expect(reply).toMatch(/no service named for getting a home ready to sell/);
  });

  it('"two listings, in Montclair and Verona: how do I book both?": each home is its own booking', () => {
    const reply = say('i have two listings, one in montclair and one in verona. how do I book both?');
    expect(reply).toMatch(/Each home is its own booking/);
    expect(reply).toMatch(/Montclair/);
  });
});

describe('spaces that are not businesses, and what happens at a visit', () => {
  it('"our church hall needs cleaning after events. do you do that?": Office and Business Cleaning, the hall not named by the site', () => {
    const reply = say('our church hall in trenton needs cleaning after events. do you do that?');
    expect(reply).toMatch(/doesn't name spaces like a church/);
    expect(reply).toMatch(/booked as Office and Business Cleaning/);
  });

  it('"can our volunteers help the cleaner?": the site is silent, not "I can\'t find it"', () => {
    const reply = say('can our volunteers help the cleaner?');
    expect(reply).toMatch(/doesn't say whether people at the home can help the cleaner/);
  });

  it('"would they sign an NDA?" beside the background check: both answered', () => {
    const reply = say('The cleaners will be around client files. Are they background checked? Would they sign an NDA?');
    expect(reply).toMatch(/background-checked/);
    expect(reply).toMatch(/NDAs or confidentiality agreements/);
  });

  it('"multi-user access for me and my co-chair" is logins, not access notes for the door', () => {
    expect(say('When does the business version launch? We need multi-user access for me and my co-chair.')).not.toMatch(/Add access notes/);
  });
});

describe('an applicant after applying', () => {
  it('"I finished the application on the crew site. what now?": the steps still ahead, not "go and apply"', () => {
    const reply = say('I finished the application on the crew site. what now?');
    expect(reply).toMatch(/Nestwell Crew app/);
    expect(reply).toMatch(/vetting/);
    expect(reply).not.toMatch(/start your application there/);
  });

  it('the same in Portuguese words: the crew\'s steps, not the client\'s booking', () => {
    const reply = say('I finish the application on the crew site. o que vem agora?');
    expect(reply).toMatch(/Nestwell Crew app/);
    expect(reply).not.toMatch(/booking takes about 60 seconds/);
  });

  it('"do cleaners do offices too? i\'d like to apply": the five services the crew carries out', () => {
    expect(say("do cleaners do offices too? i'd like to apply")).toMatch(/crew carries out all five Nestwell services/);
  });

  it('"and how much of that goes to the cleaner?" after a price: the share alone, not the estimate again', () => {
    const reply = say("a client's house has 3 bedrooms 2 baths, deep. how much would she pay?", 'and how much of that goes to the cleaner?');
    expect(reply).toMatch(/doesn't say how much of the price goes to the cleaner/);
    expect(reply).not.toMatch(/Here is the estimate/);
  });

  it('"a phone number or whatsapp for crew questions before I apply?": crew support and the one number, no WhatsApp, no scam warning', () => {
    const reply = say('is there a phone number or whatsapp for crew questions before i apply?');
    expect(reply).toMatch(/mentions no WhatsApp/);
    expect(reply).not.toMatch(/names no other place to apply/);
  });
});

describe('rooms counted once, and the code once spent', () => {
  it('"the kitchen is a separate room": one kitchen', () => {
    const reply = say('What would it cost to have only my bathroom and my kitchen done? Standard. It is one full bathroom and the kitchen is a separate room.');
    expect(reply).toContain(total(bath.standard + other.standard));
  });

  it('"like the home rooms, 8 \'other rooms\' and 2 bathrooms": eight, not nine', () => {
    const reply = say("If I enter it in the app like the home rooms, 8 'other rooms' and 2 bathrooms, standard, what does that come to?");
    expect(reply).toContain(roomLine(8, other, 'standard'));
  });

  it('"the guests barely used the living room and kitchen, so just do...": those rooms left out; the half bath "by the mudroom" is one room', () => {
    const reply = say('guests barely used the living room and kitchen, so just do the 3 bedrooms, 2 full baths and the half bath by the mudroom, standard, plus dishes wash. total?');
    expect(reply).toContain(total(3 * bed.standard + 2 * bath.standard + half.standard + addOn('Dishes wash')));
  });

  it('"inside fridge and the Other for one window": the Other add-on priced too', () => {
    const reply = say('standard 1 bedroom 1 bathroom, inside fridge and the Other for one window, total?');
    expect(reply).toContain(total(bed.standard + bath.standard + addOn('Refrigerator inside') + addOn('Other')));
  });

  it('"I had my first cleaning last week": this one at the regular rate, no half price', () => {
    const reply = say('I had my first cleaning last week. What would 3 bed 2 bath standard cost me now?');
    const regular = 3 * bed.standard + 2 * bath.standard;
    expect(reply).toMatch(/first cleaning is behind you/);
    expect(reply).toContain(`regular rate, ${formatCents(regular)}`);
    expect(reply).not.toMatch(/your first cleaning is 50% off: \$/);
  });
});

describe('Spanish words for a family home', () => {
  it('"un sótano terminado": the basement priced as an Other Room', () => {
    const reply = say('Hola, tengo una casa grande en Elizabeth: 5 recámaras, 3 baños y un sótano terminado. ¿Cuánto cuesta la limpieza estándar?');
    expect(reply).toContain(total(5 * bed.standard + 3 * bath.standard + other.standard));
  });

  it('"si los limpiadores están asegurados": insurance, which the site is silent on', () => {
    expect(say('mi esposo quiere saber si los limpiadores están asegurados')).toMatch(/doesn't say anything about insurance/);
  });

  it('"¿me dan un recibo o factura?": receipts, which the site is silent on', () => {
    expect(say('¿Me dan un recibo o factura?')).toMatch(/receipt or an invoice/);
  });
});

describe('what a visitor asks beside, or after, the main question', () => {
  it('"does it cost money?" after moving a cleaning: the rescheduling rule, not the price list', () => {
    const reply = say('If her move date changes, can we change the cleaning date?', 'Does it cost money?');
    expect(reply).toMatch(/rescheduling rules for your booking/);
    expect(reply).not.toMatch(/Cleanings are priced by the room/);
  });

  it('"will that mess up the whole summer schedule?" after moving one visit: one visit apart from the plan', () => {
    const reply = say('guest cancelled for this sat', 'what if i just move it to next sat instead', 'its a recurring one tho. will that mess up the whole summer schedule?');
    expect(reply).toMatch(/moving one visit is a different choice from changing the whole schedule/);
  });

  it('"rental turnover or just standard? and which is cheaper": no comparison the site can make, and no discount answer', () => {
    const reply = say('guests out at 10 in at 4 same day. do i book rental turnover or just standard? and which is cheaper');
    expect(reply).toMatch(/can't say which comes out cheaper/);
    expect(reply).toMatch(/Rental Turnover Cleaning/);
    expect(reply).not.toMatch(/doesn't list any other discount/);
  });

  it('"a China region App Store account can\'t find the app": the site is silent on where the app is listed', () => {
    expect(say('My iPhone App Store is a China region account, I search Nestwell and cannot find it. What do I do?')).toMatch(/in which countries' app stores/);
  });

  it('"only an iPad, can I book on the website?": the app only, and the site silent on tablets', () => {
    const reply = say('I do not own a smart phone, only an iPad. Can I book on the website instead?');
    expect(reply).toMatch(/runs on a tablet such as an iPad/);
  });

  it('"do I get my money back, or a credit?": the promise, and the site silent on which', () => {
    expect(say('Your website says if I am not happy I do not pay. Do I get my money back, or is it a credit for next time?')).toMatch(/refund or a credit/);
  });

  it('"who reads it?" of this chat: the Terms\' words on the assistant, then what is kept', () => {
    const reply = say('When I type to you here, who reads it? Does someone at your company keep my messages?');
    expect(reply).toMatch(/answers questions automatically/);
    expect(reply).toMatch(/session storage/);
  });

  it('"can I ask her to text me when she arrives?": the site is silent on a cleaner\'s texts', () => {
    expect(say('Will the cleaner know that I am deaf? She may ring the doorbell and I will not hear it. Can I ask her to text me when she arrives?')).toMatch(/calls or texts before a visit/);
  });

  it('"my oven is a disgrace... do I need Deep for that?": appliance insides are add-ons, no complaint about a visit', () => {
    const reply = say('My oven is a disgrace and there are old spills on the shelves of my refrigerator. Do I need the Deep Cleaning for that, or what do I choose?');
    expect(reply).toMatch(/insides of appliances are still add-ons/);
    expect(reply).not.toMatch(/note the date of the cleaning/);
  });

  it('"the water temp at lake hopatcong": none of ours, the town only an aside', () => {
    const reply = say('whats the water temp at lake hopatcong this wknd lol guests keep asking');
    expect(reply).toMatch(/outside what I can help with/);
    expect(reply).not.toMatch(/^Yes, we clean/);
  });

  it('"should I leave the windows open for the cleaner?" is no window to clean', () => {
    expect(say('should I leave the windows open for the cleaner?')).not.toMatch(/isn't one of the named add-ons/);
  });

  it('a creator\'s "can I say a clean is like 30 bucks?": the guideline on quoting prices', () => {
    expect(say("can i say in my video 'a clean is like 30 bucks'? easier than exact numbers")).toMatch(/Quote prices only from the Nestwell price list/);
  });

  it('"can I pay by phone instead of in the app?": paying, not our phone number', () => {
    const reply = say('can I pay by phone instead of in the app? the app is hard for me to use');
    expect(reply).toMatch(/You pay securely in the Nestwell app/);
    expect(reply).not.toMatch(/^Our phone number is/);
  });

  it('"a large print or audio version of the price list?": the accessibility statement, not the price list', () => {
    const reply = say('do you have a large print or audio version of the price list?');
    expect(reply).toMatch(/assistive technology/);
    expect(reply).not.toMatch(/Cleanings are priced by the room/);
  });

  it('"I want the baseboards done" with no tier: Deep Cleaning\'s rates, and why', () => {
    const reply = say('2 bedrooms 1 bathroom and the living room, I want the baseboards done. how much?');
    expect(reply).toContain(total(2 * bed.deep + bath.deep + other.deep));
    expect(reply).toMatch(/Baseboards are on Deep Cleaning's list/);
  });
});

describe('what the mends above must leave alone (read in the replay over the earlier sets)', () => {
  it('"if Dad ends up in the hospital and I cancel" is one visit called off, not a plan ended', () => {
    expect(say('If Dad ends up in the hospital again and I have to cancel at the last minute, will I be charged?')).not.toMatch(/no penalty for ending a recurring plan/);
  });

  it('"can she book it on her phone" is who books, not a cleaner\'s call', () => {
    expect(say('My daughter lives in Dover Delaware. can she book it for me on her phone')).not.toMatch(/calls or texts before a visit/);
  });

  it('"the studio kitchenette fridge... can you clean it out?" is the fridge add-on, not a business space', () => {
    expect(say('The studio kitchenette fridge is full of old smoothies. Can you clean it out?')).not.toMatch(/Office and Business Cleaning/);
  });

  it('a library\'s large-print book is no question about the website', () => {
    expect(say('Do you happen to know what time the Ocean County library branch in Toms River closes on Saturdays? I need to return a large-print book.')).not.toMatch(/assistive technology/);
  });

  it('"Selling Unit C. For the Move In/Out clean, what add-ons?": the move-out named, not a home to stage', () => {
    expect(say('Selling Unit C. For the Move In/Out clean, what add-ons do you suggest and what do they add up to?')).not.toMatch(/getting a home ready to sell/);
  });

  it('"do u have office jobs? like receptionist": other roles, not the five services', () => {
    expect(say('do u have office jobs? like receptionist or scheduling')).not.toMatch(/crew carries out all five/);
  });

  it('"who pays for the cleaning, me or the tenant?" is who pays for a booking, not damage', () => {
    expect(say('When a tenant moves out, who pays for the cleaning, me or the tenant? Can I bill it to the tenant through your app?')).not.toMatch(/damage or liability policy/);
  });

  it('"my office is in Midtown Manhattan, can you clean it?": not yet, outside our area, and no business-space line after it', () => {
    const reply = say('my office is in Midtown Manhattan, can you clean it');
    expect(reply).toMatch(/^Not yet/);
    expect(reply).not.toMatch(/business space is booked/);
  });
});
