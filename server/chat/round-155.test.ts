import { describe, expect, it } from 'vitest';
import { addOn, index, say } from '../../tests/chat-on-site.ts';
import { formatCents } from '../../kernel/money.ts';

/**
 * Wrong answers round 155's graders named, mended where the reading went wrong: what cleaners are paid asked in the third
 * person, an everyday word that is also a town's name, a relative setting a booking up from another state, add-ons on
 * several turnovers, and accounts for a team, on which the site is silent.
 */

const { crewSupportUrl, clientSupportUrl } = index.facts;

describe('what cleaners are paid', () => {
  it('asked of the company, is no client price list', () => {
    const reply = say('how much nestwell pays cleaners? per hour or per job?');
    expect(reply).toContain(crewSupportUrl);
    expect(reply).not.toMatch(/^- Bedroom/m);
  });
});

describe('an everyday word that is also a town', () => {
  it('"same deal there?" is not Deal Borough', () => {
    expect(say('we also have a building in Philly (university city). same deal there?')).not.toMatch(/Deal Borough/);
  });

  it('Deal asked about is still Deal', () => {
    expect(say('do you clean in Deal?')).toMatch(/Deal Borough/);
  });
});

describe('a relative who sets a booking up from another state', () => {
  it('is told where they are doesn\'t matter, not that their state is outside our area', () => {
    const reply = say('Is there a number I can ring?', 'Then what exactly should my son do to set it up for me from California?');
    expect(reply).not.toMatch(/outside our area/);
    expect(reply).toMatch(/sets no rule/);
  });
});

describe('add-ons on several turnovers', () => {
  it('adds them up for every turnover named', () => {
    const each = addOn('Dishes wash') + addOn('Refrigerator inside');
    expect(say('adding dishes wash + fridge inside to all 3 turnovers this weekend. how much extra total')).toContain(formatCents(3 * each));
  });
});

describe('accounts for a team', () => {
  it('are a question the site leaves open, not a "Not yet"', () => {
    const reply = say('Can more than one person in our company manage the bookings, e.g. me and our COO?');
    expect(reply).not.toMatch(/^Not yet/);
    expect(reply).toContain(clientSupportUrl);
  });
});
