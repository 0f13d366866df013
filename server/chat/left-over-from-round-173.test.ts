import { describe, expect, it } from 'vitest';
import { formatCents } from '../../kernel/money.ts';
import { addOn, bath, bed, half, other, say, total } from '../../tests/chat-on-site.ts';

/**
 * What the graders of rounds 173 and 174 noted, asked in other words than the sets': appliances counted more than once,
 * one bathroom of several that is only a toilet and sink, a room said again inside a bracket, the rooms of a long story
 * kept beside its price question, a fridge as voice typing hears it, a shore town's short name, a place said not to be
 * meant, and a town named only to say how far another place is from it.
 */

const oven = addOn('Oven inside');
const fridge = addOn('Refrigerator inside');

describe('appliances counted', () => {
  it('"plus 2 ovens" is two Oven inside add-ons', () => {
    const reply = say('deep clean 2 bed 1 bath plus 2 ovens');
    expect(reply).toContain(total(2 * bed.deep + bath.deep + 2 * oven));
    expect(reply).toMatch(/doesn't say how more than one of an item is added/);
  });

  it('"the ovens and fridges in both kitchens" is two of each', () => {
    const reply = say('standard 3 bedrooms 2 bathrooms, 2 kitchens, and the inside of the ovens and fridges in both kitchens');
    expect(reply).toContain(total(3 * bed.standard + 2 * bath.standard + 2 * other.standard + 2 * oven + 2 * fridge));
  });

  it('"a fridge" stays one', () => {
    expect(say('standard 1 bed 1 bath and the inside of the fridge')).toContain(total(bed.standard + bath.standard + fridge));
  });
});

describe('bathrooms of several kinds', () => {
  it.each([
    'one of our 3 bathrooms is just a toilet and a sink, standard, 2 bedrooms',
    '2 bedrooms and 3 baths, one of them only a toilet and sink, standard',
  ])('"%s": two full bathrooms and a half', (question) => {
    expect(say(question)).toContain(total(2 * bed.standard + 2 * bath.standard + half.standard));
  });
});

describe('rooms said short', () => {
  it('"3BR / 2 full bath / 1 half / living / kitchen" prices the living room too', () => {
    expect(say('how much for 3BR / 2 full bath / 1 half / living / kitchen, standard')).toContain(total(3 * bed.standard + 2 * bath.standard + half.standard + 2 * other.standard));
  });
});

describe('the Other Room and the Other add-on', () => {
  it('the difference, asked, gives the Other add-on its price', () => {
    expect(say("is a sunroom an 'other room' or the 'other' add on?")).toContain(`Other add-on (${formatCents(addOn('Other'))})`);
  });
});

describe('rooms said once', () => {
  it('"two kitchens (one of them turns into the summer kitchen)" is two rooms, not three', () => {
    const reply = say('deep clean 2 bedrooms, 1 bathroom, two kitchens (upstairs and down, and one of them turns into the summer kitchen), how much');
    expect(reply).toContain(total(2 * bed.deep + bath.deep + 2 * other.deep));
  });
});

describe('a long story with its price question at the end', () => {
  it('keeps the rooms the story counts, when the question itself counts none', () => {
    const story = 'Good morning, I am writing for my sister who is not very good with computers and asked me to help her figure this out. '
      + 'She has a house in Toms River with 3 bedrooms, 2 full bathrooms, a kitchen and a living room, and her knees are bad so she cannot do the floors anymore. '
      + 'Her daughter used to come and help but she moved to North Carolina for work last spring. '
      + 'She wants a real deep clean of the whole house, and the inside of the oven in the kitchen too because she has not done it in years. '
      + 'What would the whole thing come to?';
    expect(story.length).toBeGreaterThan(500);
    expect(say(story)).toContain(total(3 * bed.deep + 2 * bath.deep + 2 * other.deep + oven));
  });
});

describe('words heard wrong', () => {
  it('"clean out the bridge" is the fridge, as voice typing writes it', () => {
    expect(say('standard 1 bed 1 bath and can they clean out the bridge please, how much')).toContain(total(bed.standard + bath.standard + fridge));
  });
});

describe('places', () => {
  it('"OCNJ" is Ocean City, New Jersey', () => {
    const reply = say('do you guys do OCNJ');
    expect(reply).toMatch(/Yes, we clean in .*Ocean City/);
  });

  it('"Ocean City, not the Maryland one" answers only for New Jersey\'s', () => {
    const reply = say('Ocean City, not the maryland one?');
    expect(reply).toMatch(/Yes, we clean in .*Ocean City/);
    expect(reply).not.toMatch(/Maryland/);
  });

  it('a friend in Staten Island "10 min from Carteret" is answered for Staten Island', () => {
    const reply = say('my cousin lives in Staten Island, like 10 min from Carteret. can she book you?');
    expect(reply).toMatch(/Staten Island \(New York\) is outside our area/);
    expect(reply).not.toMatch(/Yes, we clean in/);
  });

  it('"in Fair Lawn, near Broadway" is a street of Fair Lawn, not the Broadway of Warren County', () => {
    const reply = say('i live in fair lawn, near broadway. do you come here?');
    expect(reply).toMatch(/Fair Lawn/);
    expect(reply).not.toMatch(/Warren County/);
  });

  it('"Hoboken, 10 minutes from Manhattan" is answered for Hoboken alone', () => {
    const reply = say('do you clean in hoboken? we are 10 minutes from manhattan');
    expect(reply).toMatch(/Yes, we clean in .*Hoboken/);
    expect(reply).not.toMatch(/outside our area/);
  });
});

describe('telling support a cleaning fell short', () => {
  it('"what do I send to support then?" after the promise: what fell short, with photos, not the recurring plans', () => {
    const reply = say('if im not happy do i still pay?', 'ok so what should i tell support then?');
    expect(reply).toMatch(/what fell short; photos help/);
    expect(reply).not.toMatch(/recurring plan/);
  });

  it('"what do I send to support?" after "I wasn\'t happy with my cleaning": what fell short, with photos', () => {
    expect(say('i wasnt happy with my cleaning', 'ok so what do i send to support then')).toMatch(/what fell short; photos help/);
  });
});

describe('more places and the site itself', () => {
  it('"Borough Park" is in Brooklyn, New York: outside our area, not "I won\'t say"', () => {
    const reply = say('can you send someone to borough park? my grandmother lives there');
    expect(reply).toMatch(/Boro(?:ugh)? Park \(New York\) is outside our area/);
  });

  it('scripts blocked by a filter: the accessibility statement\'s line that the site works without JavaScript', () => {
    const reply = say('my work computer blocks scripts, can i still read your prices on the site?');
    expect(reply).toMatch(/The site works without JavaScript/);
    expect(reply).not.toMatch(/Bedroom: \$/);
  });
});

describe('words as voice typing writes them', () => {
  it('"a dip clean for a won bedroom won bathroom" is a deep clean of one of each', () => {
    expect(say('how much is a dip clean for a won bedroom won bathroom place')).toContain(total(bed.deep + bath.deep));
  });

  it('a message in Hebrew letters is not called Hebrew: Yiddish is written in them too', () => {
    const reply = say('וויפיל קאסט א דיפ קלינינג?');
    expect(reply).toMatch(/Hebrew script \(Hebrew, Yiddish/);
  });
});

describe('a long message typed without stops', () => {
  it('is read clause by clause: the home, the service and the add-ons beside the price asked, and the fees asked after it', () => {
    const message = 'ok so hi im typing this on my break so sorry its long i live in rahway and my place is one bedroom one bathroom '
      + 'and then the living room and the kitchen which is basically its own room and the kitchen is honestly a mess cause my roommate never cleans '
      + 'and i work doubles all week so i never have time i just want the standard cleaning nothing fancy but i want the oven inside '
      + 'and i saw there was a code for first timers so what would that be all in with the code and is there any other fees on top of that';
    expect(message.length).toBeGreaterThan(500);
    expect(message).not.toMatch(/[.?!]/);
    const reply = say(message);
    expect(reply).toContain(total(bed.standard + bath.standard + 2 * other.standard + oven));
    expect(reply).toMatch(/booking fee/);
  });
});

describe('a tier guessed at, not chosen', () => {
  it('"is it the deep one or something else?" when moving out: Move In/Out Cleaning, priced in the app, not a Deep total', () => {
    const reply = say('my lease ends and im moving out, 1 bed 1 bath, is it the deep one or something else? how much?');
    expect(reply).toMatch(/Move In\/Out Cleaning has no published price/);
    expect(reply).not.toMatch(/estimate for Deep Cleaning/);
  });
});

describe('the phone the app runs on', () => {
  it.each(['my phone is a really old android, will the app work on it?', 'is the app for android or just i phone?'])('"%s": the two stores, and that the site names no versions', (question) => {
    const reply = say(question);
    expect(reply).toMatch(/Google Play.*App Store/);
    expect(reply).toMatch(/doesn't say which versions of Android or iOS/);
    expect(reply).not.toMatch(/Our phone number is/);
  });
});

describe('things left on the floor', () => {
  it('"toys all over the floor, can they still clean it?": what the lists say of floors, not the Other add-on', () => {
    const reply = say('the kids leave toys all over the floor, can the cleaner still do the floors?');
    expect(reply).toMatch(/doesn't say whether cleaners pick up things left on the floor/);
    expect(reply).not.toMatch(/Other \(\$/);
  });

  it('a home on "the top floor: 3 bed..." is a price, not things on a floor', () => {
    expect(say('top floor: 2 bed, 1 full bath, standard')).toContain(total(2 * bed.standard + bath.standard));
  });
});

describe('children at home', () => {
  it('"is it safe if the cleaner comes while the kids are home?": the checks, and that the site sets no rule about children', () => {
    const reply = say('is it safe if the cleaner comes while my kids are home? are your cleaners checked?');
    expect(reply).toMatch(/vetted and background-checked/);
    expect(reply).toMatch(/no rule about children being home/);
  });
});

describe('the code and several homes or accounts', () => {
  it('"NEWCOMER on each of my 3 rentals?": one first cleaning, not one for each home', () => {
    expect(say('can i use NEWCOMER on each of my 3 rental houses?')).toMatch(/first cleaning, one cleaning/);
  });

  it('"make new accts to use it again?": the site doesn\'t say how it treats a second account', () => {
    expect(say('can i make new accts to use NEWCOMER again?')).toMatch(/doesn't say how it treats a household, a shared address or a second account/);
  });
});

describe('hauling', () => {
  it('"do ur ppl haul the trash away": the site says nothing of hauling, not "I\'m not sure"', () => {
    expect(say('and do ur ppl haul the trash away')).toMatch(/doesn't say anything about hauling/);
  });
});

describe('a policy sentence quoted without what it points back to', () => {
  it('"for the purposes above" says which purposes those are', () => {
    const reply = say('do you hand my information to the government?');
    expect(reply).toMatch(/for the purposes above/);
    expect(reply).toMatch(/"The purposes above" are the ones the policy lists under How we use information/);
  });
});

describe('asks outside the site', () => {
  it('"can you write me a Python script...?" is outside what the chat does, not the price list', () => {
    const reply = say('hi! can you write me a python script that sorts my cleaning receipts by price?');
    expect(reply).toMatch(/outside what I can help with/);
    expect(reply).not.toMatch(/Bedroom: \$/);
  });

  it('"give me a code for the discount" is still the promo code', () => {
    expect(say('give me a code for the discount')).toMatch(/NEWCOMER/);
  });
});

describe('no time shown in the app', () => {
  it('"nothing shows up for today in the app, now what?": the site doesn\'t say, and support can tell', () => {
    const reply = say('can i get a cleaning today in cape may?', 'nothing shows up for today in the app. now what');
    expect(reply).toMatch(/doesn't say how to get a time the app does not offer/);
  });
});

describe('a client\'s wish for the cleaner', () => {
  it('"the cleaner should be a woman only... otherwise it doesnt work for us": the notes, not crew support', () => {
    const reply = say('I need that the cleaner should be a woman only, every time, otherwise it just doesnt work for us. Can I request that when I book?');
    expect(reply).toMatch(/Put it in your notes/);
    expect(reply).not.toMatch(/crew/i);
  });

  it('"how do I actualy book it?" is how to book, however it is spelt', () => {
    expect(say('ok how do I actualy book it')).toMatch(/You book in the Nestwell app/);
  });
});

describe('something on the site that doesn\'t work', () => {
  it('"who do I tell if a button doesn\'t work for me?": the accessibility statement\'s way to report it, not joining the crew', () => {
    const reply = say('who do I tell if a button on your site doesnt work for me?');
    expect(reply).toMatch(/please tell us/);
    expect(reply).not.toMatch(/join the crew/);
  });
});

describe('a town\'s name said with the place it is in', () => {
  it('"Lawrence, in the Five Towns" is Lawrence, New York, not the townships of New Jersey', () => {
    const reply = say('my parents might buy in Lawrence, in the Five Towns. do you clean there?');
    expect(reply).toMatch(/Lawrence \(New York\)/);
    expect(reply).not.toMatch(/Yes, we clean in Lawrence/);
  });

  it('"is Yardville in PA?" still answers for Yardville, New Jersey', () => {
    expect(say('is Yardville in PA?')).toMatch(/Yardville/);
  });
});

describe('booking for someone', () => {
  it('"can support book a cleaning on my behalf?" is about booking, not the privacy notice\'s agents', () => {
    const reply = say('can support book a cleaning on my behalf?');
    expect(reply).not.toMatch(/authorized agent/);
    expect(reply).toMatch(/Nestwell app/);
  });
});

describe('a town\'s name split in two', () => {
  it('"do you go to rah way" is Rahway', () => {
    expect(say('do you guys go to rah way')).toMatch(/Yes, we clean in .*Rahway/);
  });
});

describe('words that are also towns', () => {
  it('"wall to wall carpet" is no question about Wall Township', () => {
    expect(say('we have wall to wall carpet in the bedrooms, do you clean carpets?')).not.toMatch(/Wall Township/);
  });
});

describe('data and an insurer', () => {
  it('"do you share our address with our insurance company?" is the privacy policy\'s list, not insurance or bonding', () => {
    const reply = say('does nestwell share our address with our insurance company?');
    expect(reply).toMatch(/We share personal information only as needed/);
    expect(reply).not.toMatch(/insurance or bonding/);
  });
});

describe('rooms said as people say them', () => {
  it('"guest toilet" in a list of rooms is a half bathroom', () => {
    expect(say('deep clean for 3 bedrooms, 2 bathrooms, guest toilet, kitchen. how much?')).toContain(total(3 * bed.deep + 2 * bath.deep + half.deep + other.deep));
  });

  it('"deep cleaning only for the kitchen, with the inside of the fridge" prices the kitchen and the add-on', () => {
    expect(say('I want deep cleaning only for the kitchen, with inside the fridge. How much?')).toContain(total(other.deep + fridge));
  });
});

describe('more of what the graders read', () => {
  it('"how much money cleaner get for one hour?" is a cleaner\'s pay, which the site doesn\'t give, not the client price list', () => {
    const reply = say('How much money cleaner get for one hour?');
    expect(reply).toMatch(/doesn't say what cleaners earn/);
    expect(reply).not.toMatch(/Bedroom: \$/);
  });

  it('a home lived in since "when we moved here the oven was already dirty" is not a move: Deep Cleaning first', () => {
    const reply = say('We rent a small apartment in Paterson. When we move here the oven was already very dirty from the old tenants. Which cleaning I need for this?');
    expect(reply).toMatch(/Deep Cleaning first/);
    expect(reply).not.toMatch(/the service is Move In\/Out Cleaning/);
  });
});

describe('rooms named with a tier and a price asked', () => {
  const microwave = addOn('Microwave inside');
  const stovetop = addOn('Stovetop scrub');

  it('"deep clean of the kitchen and mudroom plus inside oven": two Other Rooms and the oven, totalled', () => {
    expect(say('price for deep clean of the kitchen and mudroom plus inside oven')).toContain(total(2 * other.deep + oven));
    expect(say('how much deep for kitchen and living room')).toContain(total(2 * other.deep));
  });

  it('"for the kitchen, deep cleaning plus the inside of the fridge, the oven and a stovetop scrub": the kitchen and its add-ons', () => {
    expect(say('For the kitchen I want the deep cleaning plus the inside of the fridge, the oven and a stovetop scrub. What\'s that?'))
      .toContain(total(other.deep + fridge + oven + stovetop));
  });

  it('a room named only as where the add-ons are, or a cleaning already priced, adds no room', () => {
    for (const reply of [
      say('Break room: fridge inside, microwave inside, and the sink full of mugs. How much on top of the regular cleaning?'),
      say('There is a fridge and a microwave in the office where we heat lunch. If I add inside cleaning of both to my standard estimate, what is the new total?'),
      say('for pesach I need the inside of the fridges and ovens done in both kitchens. is that part of the deep cleaning?', 'ok add the stovetops and the microwaves too, both kitchens'),
    ]) expect(reply).not.toMatch(/Other Room at/);
    expect(say('Break room: fridge inside and microwave inside. How much on top of the regular cleaning?')).toContain(formatCents(fridge + microwave));
  });
});
