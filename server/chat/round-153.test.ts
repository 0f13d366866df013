import { describe, expect, it } from 'vitest';
import { addOn, bath, index, other, say, total } from '../../tests/chat-on-site.ts';

/**
 * Wrong answers round 153's graders named (read through their notes), mended in ways meant to reach other words: a studio
 * to be booked as rooms listed, an applicant's breakage at "the client house", the job's application asked by name, a
 * cleaner's share of a client's price, and a gift message, which the booking notes are not.
 */

const { crewSupportUrl, crewSiteUrl } = index.facts;

describe('a studio to be booked as the rooms listed after "as"', () => {
  it('counts every room of the list, the bathroom too', () => {
    expect(say('studio as 1 other room + bathroom standard plus fridge inside, with the code?'))
      .toContain(total(other.standard + bath.standard + addOn('Refrigerator inside')));
    expect(say('ok my studio as one other room and a bathroom, standard?')).toContain(total(other.standard + bath.standard));
  });
});

describe("an applicant's own questions, however the job is named", () => {
  it('sends breakage at "the client house" to crew support, without the clients\' promise', () => {
    const reply = say('If I break something in the client house by accident, I have to pay for it?');
    expect(reply).toContain(crewSupportUrl);
    expect(reply).not.toMatch(/you do not pay/);
  });

  it('tells an applicant in the client app that the job is applied for elsewhere', () => {
    const reply = say('I download Nestwell app and it ask me my address and how many bedrooms. Is this the application for the job?');
    expect(reply).toMatch(new RegExp(`${crewSiteUrl.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}|Crew app|Nestwell Crew`));
    expect(reply).not.toMatch(/^You book in/);
  });

  it("asks the cleaner's share of a client's price without repeating the price as pay", () => {
    const reply = say('how much the client pay for deep cleaning 2 bedroom 1 bathroom?', 'and if they add the oven inside?', 'so how much is for me from that?');
    expect(reply).not.toMatch(/^Total: /m);
    expect(reply).toContain(crewSupportUrl);
  });
});

describe('a gift message', () => {
  it('is not told to go in the notes for the cleaner', () => {
    expect(say('do u have like a gift message or note option so they know its from me')).not.toMatch(/^Put it in your notes/);
  });

  it('leaves a gift said in passing to the notes as before', () => {
    expect(say('Our marble counter was a gift from my husband. How do I tell the cleaner not to use vinegar on it?')).toMatch(/^Put it in your notes/);
  });
});
