import { describe, expect, it } from 'vitest';
import { formatCents } from '../../kernel/money.ts';
import { bath, bed, half, other, say } from '../../tests/chat-on-site.ts';

/**
 * What the graders of round 182 noted as correct but not useful, asked in other words than the set's: a code for a door or a
 * ZIP said after a price, a would-be cleaner's worries about language, the check, the drive and safety, how a studio or a
 * space off another room is counted, high shelves, a room to be left alone, a shift-worker's "still not right", payment apps,
 * and an office's way in; and round 183's wrong answers: a bathroom with a shower said after its toilet and sink, the baths
 * counted said again by kind, a toilet-and-sink bathroom named with "our", a tenant leaving, the owners away in another state,
 * painting asked beside repairs, and two floors each described once; and of round 183's B notes, a person or a machine, the
 * hours to call, checking a floor one can't climb to, an applicant's papers, experience and cuts in Spanish, a party's mess,
 * and a holiday week while away.
 */

describe('a code that is no discount', () => {
  it('"and the alarm code?" after a space was priced is no NEWCOMER estimate, and says not to type it here', () => {
    const reply = say('How will the cleaner get into our office at night? We are upstairs in a building with a shared lobby.', 'and the alarm code? can I just type it here?');
    expect(reply).not.toContain('NEWCOMER');
    expect(reply).not.toContain('Total:');
    expect(reply).toContain('Better not to type it here');
  });

  it('"my post code is 07731" is a ZIP, answered with its town', () => {
    expect(say('My post code is 07731, are you working here?')).toMatch(/^Yes, we clean in ZIP 07731/);
  });
});

describe('an office\'s way in', () => {
  it('"how will the cleaner get into our office at night?" is the access notes', () => {
    expect(say('how will the cleaner get into our office at night? we are on the third floor')).toMatch(/^Add access notes when you describe your space/);
  });
});

describe('a would-be cleaner\'s own worries', () => {
  it('"my english is not great, is that ok for the crew? will the clients understand me?" is crew support\'s, not a client\'s', () => {
    const reply = say('my english is not great, I speak mostly spanish. is that ok for the crew? will the clients understand me?');
    expect(reply).toContain('Crew support');
    expect(reply).not.toContain('app.nestwell.com/support');
  });

  it('"I never had problems with the police, do they check my credit?" is the crew\'s answer on the check', () => {
    const reply = say("I'm nervous about the background check. I never had problems with the police. do they check my credit too?");
    expect(reply).toMatch(/doesn't publish what the check looks at/);
    expect(reply).not.toContain('review the job photos');
  });

  it('"will the jobs be near Toms River? I dont want to drive an hour" names the towns for the crew', () => {
    const reply = say('will the jobs be near Toms River or do I need to go far? I dont want to drive an hour');
    expect(reply).toContain('Crew support');
    expect(reply).not.toMatch(/^Yes, we clean in/);
  });

  it('"who protects the cleaner if something happens?" is crew support\'s, not a client\'s concern article', () => {
    const reply = say('is it safe going into houses of people I dont know? who protects the cleaner?');
    expect(reply).toContain('Crew support');
    expect(reply).not.toContain('concern about a cleaning');
  });
});

describe('how a space is counted', () => {
  it('"does my studio count as a bedroom or an other room?" gives both ways and says the site is silent', () => {
    const reply = say('i live in a studio, does it count as a bedroom or other room in the app?');
    expect(reply).toMatch(/^The site doesn't say how a studio's main room is counted/);
    expect(reply).toContain(formatCents(bed.standard + bath.standard));
    expect(reply).toContain(formatCents(other.standard + bath.standard));
  });

  it('"is the pantry part of the kitchen or a separate room?" says what either way costs, also after a home was priced', () => {
    const alone = say('is the walk-in pantry its own room or part of the kitchen?');
    expect(alone).toMatch(/^The site doesn't say whether a space like that counts as a room of its own or as part of the kitchen/);
    expect(alone).toContain(`adds ${formatCents(other.standard)}`);
    expect(say('2 bed 1 bath how much?', 'is the mudroom a separate room or part of the kitchen?')).toMatch(/^The site doesn't say whether a space like that counts/);
  });

  it('"would they use a ladder for the high shelves?" is what the site says of reachable surfaces, not the phone number', () => {
    const reply = say('I cannot climb a step stool anymore. Would the cleaner use a ladder to reach the high shelves?');
    expect(reply).toMatch(/^The site doesn't say whether cleaners use ladders/);
    expect(reply).not.toContain('Our phone number');
  });

  it('"the study is to remain as he left it, I do not want it entered" is the room left out of the booking', () => {
    const reply = say('The sewing room is to remain exactly as she left it. I do not want it cleaned or entered. How can I make sure?');
    expect(reply).toMatch(/^Yes, as far as the site goes: it sets no rule that every room must be cleaned/);
  });
});

describe('after a visit, and paying', () => {
  it('"and if it\'s still not right?" after a messy unit is the satisfaction promise, not the app store', () => {
    const reply = say('our guests left a mess in the condo in Margate, do you go there?', "and if after all of it the place is still not right?");
    expect(reply).toMatch(/^Our satisfaction promise/);
    expect(reply).not.toContain('right store');
  });

  it('WeChat Pay or Alipay is the payment methods answer', () => {
    expect(say('can I use wechat or alipay?')).toMatch(/^You pay securely in the Nestwell app when you book. The site doesn't list the payment methods/);
  });

  it('"is it ok if my parents are home when the cleaner comes?" is yes, being home is fine', () => {
    expect(say('my mother is 85 and she is home all day. is it ok if she is home when the cleaner comes?')).toMatch(/^Yes, you can be home during the cleaning/);
  });

  it('"would we be charged for the weeks we skip?" is what the site says of skipped visits', () => {
    expect(say('would we be charged for the weeks we skip?')).toMatch(/^The site doesn't say whether a skipped or paused visit/);
  });
});

describe('round 183\'s wrong answers, in other words', () => {
  it('"a toilet, a sink and a stand-up shower: a bathroom or a half bath?" is a Bathroom', () => {
    const reply = say('our guest bath has a toilet, a sink and a stand-up shower nobody uses. bathroom or half bath for pricing?');
    expect(reply).toContain('priced as a Bathroom');
    expect(reply).not.toContain('with just a toilet and a sink is priced as a Half Bathroom');
  });

  it('"of the 2 baths one is only a powder room, toilet and sink" after a home was priced corrects it, not halves both', () => {
    const reply = say('we have 4 bedrooms and 2 baths', 'oops, of the 2 baths one is only a powder room, toilet and sink. new price?');
    expect(reply).toContain(`Total: ${formatCents(4 * bed.standard + bath.standard + half.standard)}`);
  });

  it('"3 bedrooms and two baths, of the two baths one is a powder room" counts two bathrooms, not four', () => {
    expect(say('3 bedrooms and two baths, of the two baths one is a powder room. price?')).toContain(`Total: ${formatCents(3 * bed.standard + bath.standard + half.standard)}`);
  });

  it('"our toilet-and-sink bathroom" is a Half Bathroom', () => {
    const reply = say('standard clean of 2 bedrooms and our toilet-and-sink bathroom?');
    expect(reply).toContain('1 × Half Bathroom');
    expect(reply).not.toContain('× Bathroom');
  });

  it('"my tenant leaves in June, I need it clean for the new one: what do I book?" is Move In/Out Cleaning', () => {
    expect(say('my downstairs tenant leaves in June. after he goes i need it all clean for the new one, what should I book?')).toMatch(/^For a home you are moving out of or into, the service is Move In\/Out Cleaning/);
  });

  it('"must one of us be present? we are in Pennsylvania until June" is about being home, not a place outside our area', () => {
    const reply = say('Must one of us be present at the cottage while she cleans? We are in Pennsylvania until June.');
    expect(reply).toMatch(/^Add access notes/);
    expect(reply).not.toMatch(/^Not yet/);
  });

  it('painting and fixing a door asked of us get the repairs answer alone, not the unlisted add-on', () => {
    const reply = say('can you also paint the walls and fix a cabinet door before the new tenant?');
    expect(reply).not.toContain("That isn't one of the named add-ons");
  });

  it('"my two floors, each floor: 2 bedrooms..." prices both floors, and the code on both in one booking', () => {
    const floor = 2 * bed.deep + bath.deep + 2 * other.deep;
    const reply = say('what would a deep clean of our two floors cost? each floor: 2 bedrooms, 1 bathroom, a kitchen and a den.');
    expect(reply).toContain(`2 × ${formatCents(floor)} = ${formatCents(2 * floor)}`);
    expect(reply).toContain(`if the 2 floors are cleaned in one booking and it is your first, ${formatCents(floor)}`);
  });

  it('"mes deux étages, chaque étage..." in French is the same two floors', () => {
    expect(say('Combien pour le ménage normal de mes deux étages? Chaque étage: 1 chambre, 1 salle de bain, cuisine.')).toContain(`2 × ${formatCents(bed.standard + bath.standard + other.standard)}`);
  });
});

describe('round 183\'s correct but not useful answers, in other words', () => {
  it('"is this a person I\'m chatting with or a machine?" is the assistant saying what it is', () => {
    expect(say("is this a person i'm chatting with or a machine?")).toContain("I'm the Nestwell chat assistant");
  });

  it('"what time I can call? I wake up early" is the number, open 24/7', () => {
    expect(say('What time I can call? I wake up early, like 5.')).toMatch(/^Our phone number is .*open 24\/7/);
  });

  it('"I can\'t climb up to check after. How I know she clean good?" is the job photos', () => {
    expect(say("My hips are bad, I can't climb up to check after. How I know she clean good up there?")).toMatch(/^You don't have to be home to know how a cleaning went/);
  });

  it('an applicant asking in Spanish whether the application asks for the social security number gets crew support', () => {
    const reply = say('para aplicar me van a pedir el social security? es seguro?');
    expect(reply).toContain('Crew support');
    expect(reply).not.toContain('Tell us: note the date of the cleaning');
  });

  it('"no tengo experiencia profesional, igual me aceptan?" is what joining asks, for the crew', () => {
    expect(say('no tengo experiencia profesional, igual me aceptan?')).toMatch(/doesn't say whether you need experience/);
  });

  it('"if I cut myself on a job, who covers me?" is the crew\'s answer on being hurt', () => {
    expect(say('if i cut myself at a house, who covers me?')).toMatch(/^The site doesn't say whether cleaners are covered if they get hurt/);
  });

  it('"we threw a birthday party, the house is trashed, what do we even book?" is Deep Cleaning first', () => {
    expect(say('we threw a birthday party yesterday and the house is trashed. what do we even book?')).toMatch(/^After a busy stretch at home, the site suggests Deep Cleaning/);
  });

  it('"the week before Labor Day, while we are still in New York: possible?" is the times the app shows', () => {
    expect(say("We'd want it cleaned the week before Labor Day, while we are still in New York. Is that doable?")).toMatch(/^The times you can book depend on your address/);
  });
});

