import { describe, expect, it } from 'vitest';
import { formatCents } from '../../kernel/money.ts';
import { addOn, bath, half, other, say, total } from '../../tests/chat-on-site.ts';

/**
 * Round 196's wrong answers, asked in other words than the set's: a shop's counter area left out of its rooms, a town's old
 * name its page gives but its row didn't (West Paterson), and a hospital given a plain yes. Below them, the rest of the
 * round, studied after its grading: a count of spaces read as homes, nearby answers to what was asked, one's address,
 * someone else at home or booking, applicants, and places.
 */

describe('a shop\'s rooms', () => {
  it('"the front counter area, a seating area, the back kitchen and a restroom" are three rooms and a half bath', () => {
    expect(say('Standard price for our deli: the front counter area, a seating area, the back kitchen and a restroom with just a toilet and sink?'))
      .toContain(total(3 * other.standard + half.standard));
  });
});

describe('places and spaces', () => {
  it('West Paterson is Woodland Park\'s old name, as its page says', () => {
    expect(say('Do you go to West Paterson?')).toMatch(/West Paterson is the old name of \[Woodland Park Borough\]/);
  });

  it('a hospital\'s break room is Office and Business Cleaning with the site silent on hospitals, not a plain yes', () => {
    const reply = say('Could you clean the staff lounge at the hospital where I work?');
    expect(reply).toContain("doesn't name spaces like a hospital");
    expect(reply).not.toMatch(/^Yes, offices and businesses/);
  });
});

describe('a count of spaces is not a count of homes', () => {
  it('"deep for all three spaces plus the oven" prices the oven once, never "at 3 homes"', () => {
    const reply = say('Deep clean for all three spaces, plus the inside of the fridge. Total?');
    expect(reply).toContain(formatCents(addOn('Refrigerator inside')));
    expect(reply).not.toMatch(/\bAt 3 homes\b/);
  });
});

describe('rooms left out, the rest priced', () => {
  it('"skip the bedrooms, just bath, kitchen, living rm" totals the rooms kept', () => {
    expect(say('skip the bedrooms pls. just bath, kitchen and living rm. how much'))
      .toContain(total(bath.standard + 2 * other.standard));
  });
});

describe('what was asked, not a nearby answer', () => {
  it('"if the cleaning is bad, what happens?" gets the satisfaction promise', () => {
    expect(say('if cleaning is bad, what happen then?')).toMatch(/if you are not happy, you do not pay/);
  });

  it('the same, in Ukrainian with the words turned round', () => {
    expect(say('а якщо прибрали погано, що тоді?')).toMatch(/if you are not happy, you do not pay/);
  });

  it('support open in the small hours is a yes with the number, not the concern steps ("lunch break" is no breakage)', () => {
    const reply = say('is your support really open at 4am? its my lunch break at work');
    expect(reply).toMatch(/24\/7/);
    expect(reply).not.toMatch(/^Tell us: note the date/);
  });

  it('"how many hour" is a duration asked, not a price', () => {
    expect(say('3 bedroom how many hour it take?')).toMatch(/doesn't say how long a cleaning takes/);
  });

  it('a would-be theft, feared before any visit, is answered by the vetting', () => {
    expect(say('how can i be sure your workers wont rob my place')).toMatch(/vetted and background-checked/);
  });

  it('"what do u guys clean with" is the supplies answer', () => {
    expect(say('what do you guys clean with?')).toMatch(/which products they use/);
  });

  it('the booking steps asked in few words, on a first booking', () => {
    expect(say('first time i book. how i do it, step by step?')).toMatch(/1\. Describe your space and needs\./);
  });

  it('a display case is no named add-on: the Other add-on, not the whole price list', () => {
    const reply = say('how much extra to do the glass display case inside and out?');
    expect(reply).toMatch(/isn't one of the named add-ons/);
    expect(reply).not.toMatch(/^Cleanings are priced by the room/);
  });
});

describe('one\'s address, and who sees it', () => {
  it('"who sees my address" is what the app asks for and why, not the website\'s list of processors', () => {
    const reply = say('I dont want my address everywhere online. who can see it?');
    expect(reply).toMatch(/match you with a nearby cleaner and complete the booking/);
    expect(reply).not.toMatch(/Google Analytics/);
  });

  it('"my address, my phone" lists one\'s details, not a request for our number', () => {
    expect(say('What happens to my info? Address, my phone, all of it.')).not.toMatch(/^Our phone number is/m);
  });
});

describe('someone else in the home, or booking for it', () => {
  it('a flip phone: someone trusted could book with the home\'s address', () => {
    expect(say('i only have a flip phone. can i still book?')).toMatch(/someone you trust, such as a relative or caregiver, could book it for you/);
  });

  it('a caregiver at home during the visit is fine, with a note', () => {
    expect(say('my aide will be here when the cleaners come, is that ok?')).toMatch(/^Yes, someone else can be there during the cleaning/);
  });

  it('whether one must be home oneself is not someone else being there', () => {
    expect(say('do I need to be home while they clean?')).not.toMatch(/someone else can be there/);
  });

  it('details typed in the chat by mistake: what the chat keeps', () => {
    expect(say('oops I typed my phone number in the chat, how do I delete it?')).toMatch(/session storage for that tab only/);
  });

  it('a relative far away seeing the job photos: the site says they are the booker\'s', () => {
    expect(say('my son lives in Ohio and wants to check they did a good job. how can he?')).toMatch(/the one who booked/);
  });

  it('a number to text, asked by someone hard of hearing: none is listed, and the online door', () => {
    const reply = say('can i text that number instead? my hearing aids dont work well on the phone');
    expect(reply).toMatch(/doesn't list a number you can text/);
    expect(reply).toMatch(/You don't have to call/);
  });
});

describe('applicants', () => {
  it('"cleaner job pay how much" is the crew\'s pay question', () => {
    expect(say('cleaner job pay how much? hourly or weekly?')).toMatch(/doesn't say what cleaners earn/);
  });

  it('visa sponsorship is the crew\'s question, never the creator program', () => {
    const reply = say('my brother wants to come from abroad to work as a cleaner for you. do you sponsor visas?');
    expect(reply).toMatch(/visa sponsorship/);
    expect(reply).not.toMatch(/creator/);
  });
});

describe('places', () => {
  it('a neighbourhood named with its town is that town\'s part, not the town of its name elsewhere', () => {
    const reply = say('we live Riverside side, by the river in Paterson. ok?');
    expect(reply).toMatch(/Riverside: it is part of \[Paterson City\]/);
    expect(reply).not.toMatch(/Burlington County/);
  });

  it('a name alone after a town was asked is the next place asked', () => {
    expect(say('do you do Spring Lake?', 'haha and montauk?')).toMatch(/I can't find Montauk among New Jersey's towns/);
  });

  it('but a word that opens a longer question is no place, nor a word another language\'s reading left', () => {
    expect(say('do you do Spring Lake?', 'ok fair. do your cleaners wash windows?')).not.toMatch(/I can't find Fair/);
    expect(say('Mi suegra vive en Clifton. ¿Y la cubren?')).not.toMatch(/I can't find/);
  });
});

describe('a host\'s and a business\'s questions', () => {
  it('a long-term tenant moving out: Move In/Out as well as the turnover, and no "Yes." to a "which"', () => {
    const reply = say('also my long-term renter moves out in june. what service is that?');
    expect(reply).toMatch(/Move In\/Out Cleaning/);
    expect(reply).not.toMatch(/^Yes\./);
  });

  it('passing an inspection is not promised', () => {
    expect(say('The state inspector comes in two weeks. If you clean the day before, will we pass?')).toMatch(/doesn't promise that you pass an inspection/);
  });

  it('damage a guest did, and whether cleaners report it: the site is silent, and the photos are there; no promise about the cleaning', () => {
    const reply = say('if a tenant damages the wall, will your cleaners tell me?');
    expect(reply).toMatch(/doesn't say whether cleaners report damage they find/);
    expect(reply).not.toMatch(/if you are not happy, you do not pay/);
  });

  it('job photos for a platform claim after a guest broke something', () => {
    expect(say('can i see the photos after?', 'could I show those if a guest broke a chair? for a vrbo claim')).toMatch(/used for a damage claim with a rental platform or an insurer/);
  });
});

describe('trust', () => {
  it('"I am scared of strangers" is the visitor\'s fear, answered by the vetting, not a pet\'s', () => {
    expect(say('I live alone and I am scared of strangers. who will come?')).toMatch(/vetted and background-checked/);
  });

  it('fingerprints asked: the details of the checks are not listed', () => {
    expect(say('do you fingerprint the cleaners?')).toMatch(/doesn't list the details of the vetting and background checks/);
  });
});

describe('the visit itself', () => {
  it('a span of hours without am or pm is a time asked: the app shows the times for the address', () => {
    expect(say('can they come around 11 to 3 while i sleep')).toMatch(/the app shows the times available for your address/);
  });

  it('asleep upstairs during the visit: yes, one can be home', () => {
    expect(say('I sleep days. could they clean while I am sleeping in the bedroom?')).toMatch(/^Yes, you can be home during the cleaning/);
  });

  it('"who pay for it" after a breakage: no damage policy is published', () => {
    expect(say('your cleaner broke my mirror, who pay for that?')).toMatch(/publishes no damage or liability policy/);
  });

  it('which tier for a home long uncleaned, with its rooms: Deep first is said, then the estimate', () => {
    expect(say('which one should i get? 3 bed 1 bath, kitchen. place hasnt been cleaned in months')).toMatch(/suggests Deep Cleaning first, then Standard[\s\S]*Here is the estimate for Deep Cleaning/);
  });
});
