import { describe, expect, it } from 'vitest';
import { say } from '../../tests/chat-on-site.ts';
import { toEnglish } from './understand/languages.ts';

/**
 * What round 150's graders found (read after it was graded; a tuning set now), mended in ways meant to reach questions
 * nobody wrote yet: a short Spanish message read by Spanish's common words, a price asked of someone else's trade or of
 * a thing bought on a budget, and a breakage's "will you pay me back for it?" read as the breakage, not a cleaner's pay.
 */

describe('a short message in Spanish, by its common words', () => {
  it('is read as Spanish, where no listed word alone would mark it', () => {
    expect(toEnglish('trabajan en Perth Amboy?')?.language).toBe('Spanish');
    expect(toEnglish('soy empleada o contratista? me dan 1099 o W2?')?.language).toBe('Spanish');
  });

  it('leaves Portuguese, which shares those words, to Portuguese, and an English "en suite" English', () => {
    expect(toEnglish('Como eu uso o código? Coloco aqui no site?')?.language).toBe('Portuguese');
    expect(toEnglish('e os clientes pagam por hora?', 'Portuguese')?.language).toBe('Portuguese');
    expect(toEnglish('3 bed with en suite bath')).toBeNull();
  });

  it('is answered in English that says so, as a cleaner\'s question when it is one', () => {
    const reply = say('soy empleada o contratista? me dan 1099 o W2?');
    expect(reply).toMatch(/^I can only answer in English.*Spanish/);
    expect(reply).toMatch(/doesn't say whether cleaners are employees or contractors/);
    expect(say('trabajan en Perth Amboy?')).toMatch(/^I can only answer in English[\s\S]*Yes, we clean in \[Perth Amboy/);
  });

  it('a cleaner\'s "cuanto gana" is pay the site doesn\'t publish, not the client price list', () => {
    const reply = say('cuanto gana un cleaner de Nestwell al mes más o menos?');
    expect(reply).toMatch(/doesn't say what cleaners earn/);
    expect(reply).not.toMatch(/Bedroom: \$/);
  });
});

describe('a price asked of something that is not ours', () => {
  it.each([
    'how much does a plumber cost in newark',
    'whats a good rate to charge for babysitting in summit',
    'how much is a dog walker in hoboken',
    'whats a good standing desk under $300',
  ])('%s: declined, with no price list and no "yes, we clean in"', (question) => {
    const reply = say(question);
    expect(reply).toMatch(/^That's outside what I can help with/);
    expect(reply).not.toMatch(/Bedroom: \$|Yes, we clean in/);
  });

  it.each(['how much for the dog hair?', 'how much for carpet shampooing', 'how much does a cleaner cost in newark', 'how much for a deep clean under $100'])(
    '%s: ours, answered', (question) => {
      expect(say(question)).not.toMatch(/outside what I can help with/);
    },
  );
});

describe('paying for something broken at a visit', () => {
  it('"will you pay me back for it?" after a breakage is the damage policy the site lacks, not a cleaner\'s pay', () => {
    const reply = say("the cleaner broke my mom's vase", 'will you pay me back for it?');
    expect(reply).toMatch(/publishes no damage or liability policy/);
    expect(reply).not.toMatch(/what cleaners earn/);
    expect(say('La señora que vino a limpiar me rompio un jarron de porcelana que era de mi mama. Que hago?', 'Me lo van a pagar?')).toMatch(/publishes no damage or liability policy/);
  });

  it('"do I still have to pay for that cleaning?" after a poor one is the promise, not damage', () => {
    const reply = say('the cleaner missed the whole bathroom and the floors are still dirty', 'do I still have to pay for that cleaning?');
    expect(reply).toMatch(/if you are not happy, you do not pay/);
    expect(reply).not.toMatch(/damage/);
  });
});

describe('a nearby canned answer no longer taken for the question', () => {
  it('"what if nobody shows up" is a cleaner who didn\'t come, not setting up a recurring booking', () => {
    const reply = say('what if nobody shows up');
    expect(reply).toMatch(/^Contact \[client support\]/);
    expect(reply).not.toMatch(/recurring/);
  });

  it('"earliest a cleaner can come?" is the times the app shows, not the cancellation rule', () => {
    // Its second clause, "before my 9am calls", still quotes the rescheduling article's line on calling off a cleaning.
    expect(say('earliest a cleaner can come? want it done before my 9am calls')).toMatch(/^The site doesn't give arrival times/);
  });

  it('a buzzer and street parking, "where do i put that", is the access notes, not out of scope', () => {
    const reply = say('my building has a buzzer and only street parking. where do i put that');
    expect(reply).toMatch(/access notes/);
    expect(reply).not.toMatch(/outside what I can help with/);
  });
});

describe('what work a cleaner does', () => {
  it('is the help article\'s section on the kind of work, once, and the choice of jobs it doesn\'t describe', () => {
    const reply = say('im applying to clean. can i only do offices?');
    expect(reply).toMatch(/The crew carries out all five Nestwell services/);
    expect(reply).toMatch(/doesn't say whether a cleaner can choose/);
    expect(reply).not.toMatch(/Other Room/);
    expect(say('what kind of jobs do cleaners do').match(/The crew carries out/g)).toHaveLength(1);
  });

  it('asked in Spanish, with the English it needs to speak', () => {
    expect(say('tipo de limpiezas voy a hacer')).toMatch(/The crew carries out all five Nestwell services/);
    expect(say('Tengo que hablar inglés bien para trabajar?')).toMatch(/doesn't say whether you need to speak English/);
  });

  it('"crew support is 24 hours too or only office hours?" is support\'s hours, not the work', () => {
    expect(say('crew support is 24 hours too or only office hours?')).not.toMatch(/The crew carries out/);
  });
});

describe('a room left out of a cleaning', () => {
  it.each(['can i leave my home office out of the clean? its got work stuff', 'can we skip the basement? we dont use it', 'do i have to book every room or can i leave some out'])(
    '%s: yes, priced per room booked, the off-limits space in the notes', (question) => {
      const reply = say(question);
      expect(reply).toMatch(/^Yes, as far as the site goes: it sets no rule that every room must be cleaned/);
      expect(reply).toMatch(/notes/);
      expect(reply).not.toMatch(/Office and Business Cleaning|Move In\/Out/);
    },
  );

  it('is no leave asked when a key is left, a door kept shut, or a priced home loses a room', () => {
    expect(say('nobody will be home — can i leave a garage code?')).not.toMatch(/every room must be cleaned/);
    expect(say('how much is deep cleaning for 2 bed 1 bath + living room + kitchen?', 'too much 😅 what if I skip the living room')).not.toMatch(/every room must be cleaned/);
  });
});

describe('the code asked of several homes', () => {
  it('"does the code work for my other 3 units too?" is one first cleaning, not half off each', () => {
    const reply = say('std clean 1br 1ba, newcomer?', 'does the code work for my other 3 units too?');
    expect(reply).toMatch(/doesn't say whether several homes or units booked together count as one first cleaning/);
    expect(say('can i use newcomer on each of my 4 properties?')).toMatch(/doesn't say whether several homes or units booked together count as one first cleaning/);
  });
});
