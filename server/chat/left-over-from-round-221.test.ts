import { describe, expect, it } from 'vitest';
import { formatCents } from '../../kernel/money.ts';
import { phoneDisplay } from '../../kernel/phone.ts';
import { bath, bed, engine, index, other, say } from '../../tests/chat-on-site.ts';

/**
 * Round 221's wrong answers (read after its grading, a tuning set from then on), mended as families in other words than the
 * round's: a cleaner's own stake in a client's verdict, a missed job or the job photos, answered as a client's; whom to call
 * when something goes wrong at a visit, answered without the site's first word on safety.
 */

describe("a cleaner's own stake in a client's verdict, a missed job or the job photos", () => {
  it('is answered for the crew, with crew support, not the client rules', () => {
    for (const asked of [
      'If the customer is not satisfied with me, did I clean 4 hours for nothing? Who pays me then?',
      'My bus was late and I could not get to the job this morning. Is there a penalty for the cleaner?',
      'Do I have to take the job photos myself? I really do not want my face in the pictures.',
    ]) {
      const reply = say(asked);
      expect(reply, asked).toMatch(/crew\.nestwell\.com/);
      expect(reply, asked).not.toMatch(/\[client support\]|To cancel, open the upcoming cleaning/i);
    }
  });

  it('leaves a client asking who pays them back a client', () => {
    expect(say("If I'm not happy with the cleaning, who pays me back?")).not.toMatch(/crew\.nestwell\.com/);
  });
});

describe('whom to call when something goes wrong at a visit', () => {
  it("gives the site's first word on safety before the phone line", () => {
    const reply = say('If something frightening happened while the cleaner was here, whom would I call?');
    expect(reply).toMatch(/contact your local emergency services first/);
    expect(reply).toContain(phoneDisplay(index.facts.phone));
  });
});

describe('when the next visit is', () => {
  it("quotes the tracking article on the app's upcoming cleanings and reminders", () => {
    for (const asked of ['My son set up the app for me. How can I tell what day the cleaner is coming next?', 'where do I see my next cleaning?']) {
      const answer = engine.answer(asked);
      expect(answer.reply, asked).toMatch(/upcoming cleanings/i);
      expect(answer.reply, asked).toMatch(/reminders/i);
      expect(answer.sources.map((s) => s.url), asked).toContainEqual(expect.stringMatching(/how-do-i-keep-track-of-my-cleanings-in-the-app$/));
    }
  });
});

describe('a month asked after a home priced and a schedule said', () => {
  it('totals that home over the month at that schedule', () => {
    const reply = say('3 bedrooms, 2 bathrooms and the kitchen, standard, how much a visit?', 'every other week, can you?', 'ok so for one month what do I pay?');
    const visit = 3 * bed.standard + 2 * bath.standard + other.standard;
    expect(reply).toContain(`Over 2 visits`);
    expect(reply).toContain(`2 × ${formatCents(visit)} = ${formatCents(2 * visit)}`);
  });
});

describe('a total shared by going halves', () => {
  it('gives each half', () => {
    expect(say('deep clean for 2 bed 1 bath, what is it each if we go halves?')).toMatch(/Split 2 ways/);
  });
});

describe('which service someone else should book', () => {
  it('names the service for her situation', () => {
    expect(say('my sister has an airbnb in Hoboken, would she use the turnover or the regular cleaning?')).toMatch(/Between short-term guests, the service is Rental Turnover Cleaning/);
  });
});
