import { describe, expect, it } from 'vitest';
import { addOn, bath, bed, half, index, other, say, total } from '../../tests/chat-on-site.ts';

/**
 * What the graders of round 175 noted, asked in other words than the sets': a client's question read as a cleaner's, what
 * Google is given, what declining cookies leaves kept, a follow-up on cancelling at short notice, the booking fee under
 * the promise, a discount for older clients, the deadline to raise a problem, two rooms said to be one, how deep differs,
 * an item asked about as an add-on, a clinic priced, both tiers offered as the question, and a town placed in another state.
 */

describe('who is asking and about what', () => {
  it('"will the cleaner make the kids\' beds?" is a client\'s question about the visit, not a cleaner\'s about pay', () => {
    const reply = say('Will the cleaner make the kids beds and pick up the toys?');
    expect(reply).not.toMatch(/for cleaners|crew support/i);
    expect(say('how much do cleaners make an hour')).toMatch(/doesn't say what cleaners earn/);
  });

  it('"does Google receive any of it?" after the chat\'s privacy: Google Analytics only after Accept, not the app stores', () => {
    const reply = say('What happens to the questions I type in this chat?', 'And does Google get any of it?');
    expect(reply).toMatch(/Google Analytics[^.]*loads only after you press Accept/);
    expect(reply).not.toMatch(/Google Play/);
  });

  it('"I pressed Decline. Does it still track me?": analytics not loaded, the choice kept in the browser, the server\'s logs', () => {
    const reply = say('I clicked Decline on your cookie banner. Are you still tracking me somehow?');
    expect(reply).toMatch(/not loaded at all/);
    expect(reply).toMatch(/`dismissed`/);
    expect(reply).toMatch(/server logs/);
  });

  it('"if I press Decline, can I still see the prices?" is told the site works, and "if I change my mind" how to undo it', () => {
    expect(say('If I press Decline on the cookie message, can I still see the prices?')).toMatch(/doesn't stop the site working/);
    expect(say('If I hit decline on the cookie banner, can I still use the site?', 'and if I change my mind later?')).toMatch(/clear this site's data in your browser/);
  });
});

describe('follow-ups that keep their subject', () => {
  it('"and if they tell me only the day before?" after cancelling is the cancelling rule, not "I\'m not sure"', () => {
    expect(say('Can I cancel a cleaning I already booked?', 'And if I only know the day before?')).toMatch(/cancellation rule for your booking is shown in the app/);
  });

  it('"in that case do I still pay the booking fee?" after the promise says the site doesn\'t say it in so many words', () => {
    expect(say('What is your guarantee if the cleaning is bad?', 'and in that case do I still get charged the booking fee')).toMatch(/satisfaction promise, the site doesn't say in so many words/);
  });

  it('"how do I tell you, and until when?" after the promise: client support, and no deadline set', () => {
    const reply = say('If the cleaning is bad, I really do not pay? How do I tell you, and until when can I say it?');
    expect(reply).toMatch(/sets no deadline/);
    expect(reply).not.toMatch(/Put it in your notes/);
  });
});

describe('offers, tiers and add-ons', () => {
  it('a courtesy for retired people or seniors is the offer\'s question: NEWCOMER, and no other discount listed', () => {
    for (const q of ['Do you extend any courtesy to retirees?', 'any discount for seniors?']) expect(say(q)).toMatch(/doesn't list any other discount/);
  });

  it('"living rm/kitchen (one room)" is one Other Room', () => {
    expect(say('price for 1 bed 1 bath + living rm/kitchen (one room), standard')).toContain(total(bed.standard + bath.standard + other.standard));
  });

  it('"what is different in deep?" compares the tiers, with their rates', () => {
    expect(say('What is different in Deep? Tell me concretely.')).toMatch(/Deep Cleaning goes further in each room/);
  });

  it('an item not on the list asked about as an add-on is the Other add-on\'s question; a listed one is not', () => {
    expect(say('need the dog bath scrubbed out too. is that an add on?')).toMatch(/isn't one of the named add-ons/);
    expect(say('is the oven an add-on?')).toMatch(new RegExp(`Oven inside: \\$${(addOn('Oven inside') / 100).toFixed(2)}`));
  });

  it('a clinic\'s rooms priced, or its price asked after it, are Office and Business Cleaning\'s, which the app prices', () => {
    expect(say('how much to clean the clinic? exam room, waiting room, staff half bath')).toMatch(/Office and Business Cleaning has no published price/);
    expect(say('can you clean my vet clinic', 'and the price for that?')).toMatch(/Office and Business Cleaning has no published price/);
  });

  it('"deep or standard? 1bd 1ba + living rm": the rooms priced at both', () => {
    expect(say("place hasn't had a real clean in a year. deep or standard? 1bd 1ba + living rm"))
      .toMatch(new RegExp(`For the same rooms: Standard Cleaning \\$${((bed.standard + bath.standard + other.standard) / 100).toFixed(2)}, Deep Cleaning \\$${((bed.deep + bath.deep + other.deep) / 100).toFixed(2)}`));
  });
});

describe('places', () => {
  it('"Riverdale? I mean Riverdale in the Bronx": New York\'s, throughout; Riverdale alone is still ours', () => {
    const reply = say('Do you clean in Riverdale? I mean Riverdale in the Bronx, where my cousin lives.');
    expect(reply).toMatch(/^Not yet: we serve New Jersey only, so Riverdale \(New York\)/);
    expect(reply).not.toMatch(/Yes, we clean in/);
    expect(say('Do you clean in Riverdale?')).toMatch(/^Yes, we clean in \[Riverdale Borough\]/);
  });
});

describe('more places and prices', () => {
  it('"is it the same place?" of a town after another: two municipalities, said before we clean there', () => {
    const reply = say('Do you cover Burlington City?', 'And Burlington Township, is it the same place?');
    expect(reply).toMatch(/^They are different places: Burlington Township and Burlington City are separate municipalities/);
    expect(reply).not.toMatch(/^Yes/m);
  });

  it('coming onto a base: the towns are ours, access to the base is not the site\'s to promise', () => {
    expect(say('My son lives on the base at Joint Base McGuire-Dix-Lakehurst. Can your cleaner come inside the base?')).toMatch(/doesn't say whether a cleaner can get onto a military base/);
  });

  it('"5 bedrooms, 3 bathrooms and 1 half bath, what is the price?" is that home\'s total, not what a half bath is', () => {
    expect(say('For the deep cleaning, 5 bedrooms, 3 bathrooms and 1 half bath, what is the price?')).toContain(total(5 * bed.deep + 3 * bath.deep + half.deep));
    expect(say('we have a half bath, what is that?')).toMatch(/half bathroom is the toilet, sink and mirror/);
  });

  it('"first time so half right" after a total is the code\'s half of it', () => {
    expect(say('standard 2 bed 1 bath, total?', 'first time so half right')).toMatch(/50% off: if this is it/);
  });
});

describe('what the graders of w521a read', () => {
  it('"all i got is a ipad tablet no smart phone": the site names iPhone and Android, and says nothing of tablets', () => {
    expect(say('all i have is an ipad, no smart phone. app work on that?')).toMatch(/doesn't say whether the app runs on a tablet/);
  });

  it('"can your people clean our church building too?" is the space the site doesn\'t name, booked as Office and Business Cleaning', () => {
    expect(say('Can your people clean our church building too? The hall and the toilets after service.')).toMatch(/booked as Office and Business Cleaning/);
  });

  it('a place nobody lists, where someone "stays", is said not found rather than out of scope', () => {
    expect(say('My aunt stays in Quimbyville, a small village. Can you help her?')).toMatch(/^I can't find Quimbyville among New Jersey's towns/);
  });

  it('after a big family gathering, "which cleaning?" is Deep Cleaning first', () => {
    expect(say('We just had our big family reunion, the house is upside down. Which cleaning should I choose?')).toMatch(/^After a busy stretch at home, the site suggests Deep Cleaning/);
  });

  it('someone who cannot use the app, unhappy with a cleaning: the phone line, or the one who booked tells support', () => {
    expect(say('my mother cannot use the app, so if she is not happy with a cleaning who does she complain to?')).toMatch(/Someone who can't use the app can call/);
  });
});

describe('a name our list of places puts in several towns', () => {
  // Names of the alias list, by the counties their rows put them in; none that is also a municipality's own name.
  const counties = new Map<string, Set<string>>();
  for (const alias of index.aliases.filter((a) => !a.nickname && !a.former)) counties.set(alias.name, (counties.get(alias.name) ?? new Set()).add(alias.county));
  const towns = new Set(index.places.map((p) => p.name.replace(/ (Borough|Township|City|Town|Village)$/, '')));
  const inSeveral = [...counties].filter(([name, c]) => c.size > 1 && !towns.has(name)).map(([name]) => name);

  it('is not said to span towns of different counties ("Silver Lake"), which may be places of one name far apart', () => {
    expect(inSeveral.length).toBeGreaterThan(0);
    for (const name of inSeveral) expect(say(`do you clean in ${name}?`), name).not.toMatch(/which spans/);
  });
});

describe('a bathroom of two described after the price question', () => {
  it('"my two bathroom? The big one upstairs and the small one downstairs with only toilet and sink": a bathroom and a half bath', () => {
    expect(say('How much only for my two bathroom? The big one upstairs and the small one downstairs with only toilet and sink.')).toContain(total(bath.standard + half.standard));
  });
});

describe('round 176\'s C notes', () => {
  it('"Bethlehem" for a landlord by Easton: Bethlehem Township, and that Bethlehem, Pennsylvania is not served', () => {
    expect(say('my tenant is moving to Bethlehem, do you go there?')).toMatch(/If you mean Bethlehem, Pennsylvania, we don't clean there/);
  });

  it('"an office in Manhattan, near Penn Station" is New York\'s Penn Station, not the one on our Newark page', () => {
    const reply = say('I rent a small office in Manhattan, near Penn Station. Could you clean that too?');
    expect(reply).toMatch(/Manhattan \(New York\) is outside our area/);
    expect(reply).not.toMatch(/Newark/);
  });

  it('a commercial oven priced as the Oven add-on is told the site doesn\'t say the add-ons cover one', () => {
    expect(say('standard: dining room, kitchen, 2 restrooms, plus inside of our big commercial oven. price?')).toMatch(/doesn't say they cover a commercial or industrial appliance/);
    expect(say('standard 2 bed 1 bath with the convection oven inside')).not.toMatch(/commercial/);
  });
});
