import { describe, expect, it } from 'vitest';
import { formatCents } from '../../kernel/money.ts';
import { bath, bed, other, say } from '../../tests/chat-on-site.ts';

/**
 * Round 187's wrong and unhelpful answers, asked in other words than the set's: when a payment comes out, the code asked per
 * owner, a client asking for the cleaner who joined, a studio as another home and both at one tier, hauling and painting, a
 * country meant by "there", a cleaning that may fall short, things not to be touched, and Spanish as a grandmother writes it.
 */

describe('follow-ups', () => {
  it('"when does it come out?" after paying is when the card is charged, not a launch', () => {
    const reply = say('can I pay with a debit card?', 'when does it come out, before or after the cleaning?');
    expect(reply).toContain('Nothing is charged until you confirm');
    expect(reply).not.toContain('business version');
  });

  it('"can I request her for my house?" after how a cleaner joins is a client asking for that cleaner', () => {
    const reply = say('my old cleaner wants to work through Nestwell, how does she join?', 'once she is approved, can I request her for my house?');
    expect(reply).not.toContain("The site doesn't answer that for cleaners");
    expect(reply).toContain('matches you');
  });

  it('"and the studio, one room and a bath" after a home priced is another home, its own estimate', () => {
    expect(say('standard price for 2 bed 1 bath', 'and the studio. one room and a bath')).toContain(`Total: ${formatCents(bath.standard + other.standard)}`);
  });

  it('"deep for both of them" prices every home described at Deep', () => {
    const reply = say('standard price for 2 bed 1 bath', 'and the studio. one room and a bath', 'deep for both of them');
    expect(reply).toContain(`Total: ${formatCents(2 * bed.deep + bath.deep + bath.deep + other.deep)}`);
  });
});

describe('what is asked, not a word in it', () => {
  it('"can each owner\'s account use NEWCOMER?" is what the site leaves unsaid about several accounts', () => {
    expect(say('I co-host for three owners. can each owner\'s account use the NEWCOMER code?')).toContain("it doesn't say how it treats a household, a shared address or a second account");
  });

  it('"can you haul that away? the walls need to be painted too" answers hauling and painting, not an add-on', () => {
    const reply = say('the old tenant left a sofa and boxes. can you haul that away? also the walls need to be painted');
    expect(reply).toContain("The site doesn't say anything about hauling");
    expect(reply).toMatch(/Repair or painting work/);
    expect(reply).not.toContain("That isn't one of the named add-ons");
  });

  it('"the walls were just painted" says why there is dust, and asks for no painting', () => {
    expect(say('what does deep cleaning include for a bedroom? the walls were just painted and there is dust everywhere')).not.toMatch(/Repair or painting work/);
  });

  it('"We winter in Puerto Rico. Do you clean there too?" is outside our area', () => {
    expect(say('We spend every winter in Puerto Rico, near San Juan. Do you clean there too?')).toMatch(/^Not yet: we serve New Jersey only, so Puerto Rico is outside our area/);
  });

  it('"what happens if she doesn\'t clean it properly?" is the satisfaction promise', () => {
    expect(say("what happens if she doesn't clean it properly? I pay before")).toContain('if you are not happy, you do not pay');
  });

  it('"my pills are on the counter, do not touch them" goes in the notes', () => {
    expect(say('my pills are on the kitchen counter, do not touch them please')).toMatch(/^Put it in your notes/);
  });

  it('"cleaner Spanish speak?" in a learner\'s order asks about the cleaners\' languages', () => {
    expect(say('your cleaner Spanish speak? my mother no English')).toMatch(/^The site doesn't say which languages Nestwell cleaners speak/);
  });
});

describe('Spanish as a grandmother writes it', () => {
  it('"es seguro? me da miedo meter una persona extraña" is the vetting', () => {
    expect(say('es seguro? vivo sola y me da miedo meter una persona extraña a la casa')).toContain('vetted and background-checked');
  });

  it('"si la señora no limpia bien q pasa?" is the satisfaction promise', () => {
    expect(say('y si la señora no limpia bien q pasa?')).toContain('if you are not happy, you do not pay');
  });

  it('"y si le pongo la sala?" after a price adds the room', () => {
    expect(say('cuanto es una limpieza pa 2 cuartos y un baño?', 'y si le pongo la sala?')).toContain(`Total: ${formatCents(2 * bed.standard + bath.standard + other.standard)}`);
  });
});

describe('Tagalog places', () => {
  it('"sa" before a neighbourhood\'s name is "in" ("yung tita ko sa Journal Square")', () => {
    expect(say('how about yung pinsan ko sa Journal Square?')).toContain('Jersey City');
  });

  it('"yung sa Connecticut" still says which Ridgefield is meant', () => {
    expect(say('yung kaibigan ko sa Ridgefield — yung sa Connecticut ha, hindi NJ.')).toContain('Ridgefield (Connecticut) is outside our area');
  });
});
