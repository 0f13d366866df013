import { describe, expect, it } from 'vitest';
import { ANSWERED_CHARS } from './understand/message.ts';
import { officeService } from './understand/slots.ts';
import { index, say } from '../../tests/chat-on-site.ts';

/**
 * A message longer than the engine reads is answered from the sentences that ask; the story around them is read for who is
 * asking and which service it is about, which carry into the question, and for nothing else (its rooms, a cleaner it talks
 * about, a fee or a time asked). Learnt from graders' pairs of replies to the long messages of the tuning rounds.
 */

const story = (...sentences: string[]) => {
  const message = sentences.join(' ');
  expect(message.length).toBeGreaterThan(ANSWERED_CHARS);
  return message;
};

const facts = index.facts;

describe('what a long story carries into its question', () => {
  it("answers an applicant's questions as an applicant's when only the story says she wants to clean for us", () => {
    const reply = say(story(
      'My mother is 64 and retired from the post office last year, and honestly she is going crazy at home with nothing to do.',
      'She has always kept the cleanest house on the street, everybody says so, and she would like to work as a cleaner for your company two or three mornings a week, close to home in Bayonne only, because she does not like driving far.',
      'She asked me to write for her because she types slowly on the phone, and she will read your answer with her glasses on tonight.',
      'Is there an age limit, and can she choose only jobs near Bayonne and Jersey City?',
    ));
    expect(reply).toContain(facts.crewSupportUrl);
    expect(reply).not.toMatch(/Book in the app and we will match you/);
  });

  it('answers "could your people clean there" of the workplace the story describes', () => {
    const reply = say(story(
      'For twelve years I have done the books two afternoons a week at our synagogue on Broad Street, since I retired from the bank.',
      'The office there is three small rooms, a kitchenette with a coffee maker and a little restroom in the back, and frankly nobody has cleaned it properly since the custodian moved to Florida last spring.',
      'The rabbi heard me mention that I was looking at a service for my own apartment and asked me to find out before the board meets next Thursday evening.',
      'Could your people clean there as well, and is it the same app I would use for my apartment?',
    ));
    expect(reply).toContain(officeService(facts)!);
  });
});

describe('what a long story does not carry', () => {
  it('leaves a fee asked to the fee, not to the price of the service the story names', () => {
    const reply = say(story(
      'I co-host six short-term rentals now, little condos in Seaside Heights and Lavallette, turnovers every Saturday all summer.',
      'The owners are all different, one wants every receipt itemized, one never reads anything I send, and I am trying to build a budget spreadsheet for them before the season starts in May.',
      'My spreadsheet has an empty column for one thing, and I have looked all over your website for it.',
      'The one thing I cannot figure out is the booking fee you mention: is it charged per unit or per booking, and how much is it?',
    ));
    expect(reply).toMatch(/booking fee/);
    expect(reply).toMatch(/don't publish the amount|doesn't say whether the booking fee/);
  });

  it('reads a client who tells of a cleaning company she once hired as a client', () => {
    const reply = say(story(
      'Before I book anything I want to explain what happened to us last year.',
      'We hired a local cleaning company, and the woman they sent sprayed something heavily scented all over the bathrooms and the kitchen; that night my son, who is nine and has asthma, could hardly breathe and we spent hours at urgent care.',
      'Since then I have done all the cleaning myself, but with a full-time job, a long commute and two dogs I am completely worn out.',
      'Who checks your cleaners, and can I tell them about his asthma before they come?',
    ));
    expect(reply).toMatch(/in your notes/);
    expect(reply).not.toMatch(/apply on the \[crew site\]/);
  });
});
