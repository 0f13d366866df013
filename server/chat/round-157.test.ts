import { describe, expect, it } from 'vitest';
import { addOn, bath, bed, other, say, total } from '../../tests/chat-on-site.ts';

/**
 * What round 157's graders found (read once it had measured; a tuning set now), asked in other words than its items: a
 * residential building's common areas, a form's fields and what is done with them asked as learners ask, a total that
 * drops what the turn before added, a place sought near a town, "they" meaning support, a visit that felt wrong, the code
 * used on many visits, a cleaner's questions about the company, how many cleaners come, and a few words of Spanish,
 * Vietnamese and French the readers lacked.
 */

const NOT_SURE = /I'm not sure about that/;
const OUT_OF_SCOPE = /That's outside what I can help with/;

describe('a residential building\'s common areas', () => {
  it('are no home\'s rooms and no workplace: the site doesn\'t say, and no "Yes"', () => {
    for (const q of ['can you clean the hallways and stairwells of our apartment building?', 'our 12 unit building needs the lobby and the mail room cleaned, do you do that?']) {
      const reply = say(q);
      expect(reply, q).toMatch(/doesn't describe cleaning a residential building's common areas/);
      expect(reply, q).not.toMatch(/^Yes/m);
    }
  });

  it('a hallway of one\'s own home is still priced with it', () => {
    expect(say('how much to clean my 2 bed apartment with a hallway?')).toContain(total(2 * bed.standard + other.standard));
  });
});

describe('a form asked about in a later turn', () => {
  it('"what info they need?" after the business waitlist is that form\'s fields', () => {
    expect(say('how do I get on the business waitlist?', 'what info they need?')).toMatch(/company name, company size/);
  });

  it('"what you do with my email?", a learner\'s word order, is what the form\'s data is used for', () => {
    expect(say('how do I get on the business waitlist?', 'what you do with my email?')).toMatch(/Notice at Collection/);
  });
});

describe('a total that keeps what the turn before added', () => {
  it('"+ that" after an item the add-on list doesn\'t name is the Other add-on', () => {
    const turns = ['which add-ons are there?', 'the inside of my clothes dryer needs a clean, it isn\'t listed', 'so 2 bed 1 bath standard + that, total?'];
    expect(say(...turns.slice(0, 2))).toMatch(/isn't one of the named add-ons/);
    expect(say(...turns)).toContain(total(2 * bed.standard + bath.standard + addOn('Other')));
  });

  it('a kitchen "en profondeur" with the oven is a deep Other Room and the oven', () => {
    expect(say('Le ménage en profondeur comprend le four ?', 'Et combien pour seulement ma cuisine en profondeur avec le four ?'))
      .toContain(total(other.deep + addOn('Oven inside')));
  });
});

describe('a place or thing sought near a town', () => {
  it('that is none of ours is out of scope, not "yes, we clean in" the town', () => {
    const reply = say('is there a notary open on saturdays near Newark?');
    expect(reply).toMatch(OUT_OF_SCOPE);
    expect(reply).not.toMatch(/^Yes, we clean in/);
  });

  it('a cleaner sought there is still the town\'s answer', () => {
    expect(say('is there a cleaner available near Hoboken?')).toMatch(/we clean in \[Hoboken/);
  });

  it('a Nestwell office to walk into is none the site lists, and office jobs are not an address', () => {
    expect(say('is there a Nestwell office I can walk into near Edison?')).toMatch(/The site lists no office to visit/);
    expect(say('do you have office jobs?')).not.toMatch(/mailing address/);
  });
});

describe('"they" after support was asked about', () => {
  it('asks what support does: its hours, its languages', () => {
    expect(say('how do I call you?', 'do they pick up at night?')).toMatch(/there 24\/7, every day/);
    expect(say('what\'s the support number?', 'do they speak Portuguese?')).toMatch(/doesn't say whether the Nestwell app or client support offer other languages/);
  });

  it('but "they" after the cleaners is still the cleaners', () => {
    expect(say('are your cleaners background checked?', 'do they speak Portuguese?')).toMatch(/which languages Nestwell cleaners speak/);
  });
});

describe('a visit that went wrong', () => {
  it('a cleaner going through one\'s things, or feeling uneasy after, is the concern process', () => {
    for (const q of ['I felt uncomfortable after the visit, the cleaner was going through my drawers. What should I do?', 'the cleaner was snooping around my desk, what can I do?']) {
      const reply = say(q);
      expect(reply, q).toMatch(/contact \[client support\]/);
      expect(reply, q).not.toMatch(NOT_SURE);
    }
  });

  it('"I already paid, now what?" after the promise says the site doesn\'t describe the money already paid', () => {
    expect(say('the cleaning last week was bad', 'I already paid though, now what?')).toMatch(/doesn't say how money already paid is handled/);
  });

  it('a thing wrecked asks who pays, which no damage policy says', () => {
    expect(say('if the cleaner wrecks my lamp who pays?')).toMatch(/publishes no damage or liability policy/);
  });
});

describe('the code', () => {
  it('said to be used on many visits is for the first cleaning only', () => {
    expect(say('what is the NEWCOMER code?', 'nice, I\'ll use it on every one of my 12 turnovers')).toMatch(/first cleaning only/);
  });

  it('asked to stack with another code: the site names none and doesn\'t say', () => {
    expect(say('can I stack NEWCOMER with another promo code?')).toMatch(/doesn't say whether NEWCOMER can be combined/);
  });

  it('the smallest possible booking: no minimum order is listed', () => {
    expect(say('what\'s the smallest possible booking you take, price wise?')).toMatch(/lists no minimum order/);
  });

  it('withdrawn after a booking: the terms say a confirmed booking keeps it', () => {
    expect(say('could the NEWCOMER code be withdrawn once I have booked?')).toMatch(/won't affect a booking you have already confirmed/);
  });
});

describe('how many cleaners come', () => {
  it('the site doesn\'t say, for a client', () => {
    expect(say('will it be one person or a team coming?')).toMatch(/whether a cleaner comes alone or with a team/);
  });

  it('nor for a cleaner who would work with a friend', () => {
    expect(say('can I clean with my sister as a team or is it always solo?')).toMatch(/whether cleaners work in teams/);
  });
});

describe('a cleaner asking about the company', () => {
  it('gets our social profiles and where other roles are announced', () => {
    const reply = say('I want to clean for you', 'what are your social media accounts?');
    expect(reply).toMatch(/Our official profiles: \[/);
    expect(say('do you have any internships?')).toMatch(/We do not list other openings/);
  });
});

describe('words the readers lacked', () => {
  it('Spanish: hiring, social media, answering at night', () => {
    expect(say('nestwell esta contratando?')).toMatch(/To join the crew/);
    expect(say('cuales son sus redes sociales?')).toMatch(/Our official profiles/);
    expect(say('cual es el telefono?', 'a las 3 de la mañana contestan?')).toMatch(/there 24\/7, every day/);
  });

  it('Vietnamese: which number to call, moving a visit to another day', () => {
    expect(say('chị gọi số nào?')).toMatch(/Our phone number is/);
    expect(say('chị muốn dời qua ngày khác được không?')).toMatch(/To move a cleaning/);
  });

  it('French: whether the site is in French', () => {
    expect(say('Le site est disponible en français ?')).toMatch(/This website is written in English/);
  });
});

describe('the Oranges', () => {
  it('are the four Essex County municipalities named Orange', () => {
    const reply = say('do you clean in the Oranges?');
    for (const town of ['City of Orange Township', 'East Orange City', 'West Orange Township', 'South Orange Village Township']) expect(reply).toContain(town);
  });
});

describe('feedback on a cleaner', () => {
  it('is left in the app, as the concern article says, and shapes the next match', () => {
    const reply = say('where do I rate my cleaner?');
    expect(reply).toMatch(/Leave honest feedback in the app/);
    expect(reply).toMatch(/help articles .*concern.* and .*match/);
  });
});
