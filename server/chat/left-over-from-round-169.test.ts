import { describe, expect, it } from 'vitest';
import { addOn, bath, bed, half, index, say, total } from '../../tests/chat-on-site.ts';
import { formatCents } from '../../kernel/money.ts';

/**
 * Round 169's misses (graded at b1f46a5, read through the graders' notes), asked in other words than the set's: a service
 * priced as another, an add-on said to be included or offered for what it doesn't do, a town put in the wrong state, a half
 * bathroom lost in translation, and questions given another question's answer.
 */

const phone = index.facts.phone.replace(/\D/g, '').slice(-4);

describe('prices that belong to the service asked', () => {
  it('the in-between-guests cleaning of a described unit is Rental Turnover, which the app prices: no per-room estimate', () => {
    const reply = say('how much is the in-between-guests clean for a 1 bed 1 bath with a kitchen?');
    expect(reply).toMatch(/Rental Turnover Cleaning has no published price/);
    expect(reply).not.toMatch(/Total:/);
  });

  it('"demi salle de bain" without its hyphen is a half bathroom, priced with the rest', () => {
    const reply = say('Nettoyage standard pour 2 chambres, 1 salle de bain et 1 demi salle de bain, combien ?');
    expect(reply).toContain(total(2 * bed.standard + bath.standard + half.standard));
  });

  it('a greasy oven and stove with Deep Cleaning: the oven inside and the stovetop scrub are add-ons all the same', () => {
    const reply = say('the place is filthy, grease all over the stove and inside the oven. which kind of cleaning should we get?');
    expect(reply).toMatch(/Deep Cleaning/);
    expect(reply).toContain(`Oven inside (${formatCents(addOn('Oven inside'))})`);
    expect(reply).toContain(`Stovetop scrub (${formatCents(addOn('Stovetop scrub'))})`);
    expect(reply).toMatch(/are add-ons, with Deep Cleaning too/);
  });

  it('rooms named only as where the dirt is, no count or price asked: the service that fits, not an estimate', () => {
    const reply = say('the kitchen is greasy from cooking every day. also bathroom have soap scum. what kind cleaning we need?');
    expect(reply).toMatch(/Deep Cleaning/);
    expect(reply).not.toMatch(/Total:/);
  });

  it('baby bottles washed are the Dishes wash add-on, not Other', () => {
    const reply = say('could the cleaner wash the baby bottles too?');
    expect(reply).toContain(`Dishes wash (add-on): ${formatCents(addOn('Dishes wash'))}`);
  });

  it('washing the guests\' sheets points to no add-on price: the site prices no laundry', () => {
    const reply = say('will the cleaner wash the sheets and towels between guests?');
    expect(reply).toMatch(/doesn't say whether cleaners change or wash sheets/);
    expect(reply).not.toContain(formatCents(addOn('Other')));
  });
});

describe('places', () => {
  it('"the Cape May Lewes ferry": Cape May stays New Jersey\'s, Lewes is Delaware\'s', () => {
    const reply = say('do you clean near the cape may lewes ferry terminal?');
    expect(reply).not.toMatch(/Cape May \(Delaware\)/);
    expect(reply).toMatch(/Lewes \(Delaware\)/);
  });

  it('a part of a city across the border is still that city\'s ("Riverdale Bronx")', () => {
    expect(say('do you come to riverdale bronx?')).toMatch(/Riverdale \(New York\)/);
  });

  it('the ferry\'s times are none of ours', () => {
    expect(say('when does the cape may ferry leave on sunday?')).toMatch(/outside what I can help with/);
  });

  it('"Journal Sq" is Journal Square, which the Jersey City page names', () => {
    expect(say('do u guys come to journal sq')).toMatch(/Jersey City/);
  });
});

describe('another question\'s answer', () => {
  it('a restaurant\'s health inspection, asked in Korean, is outside what we help with, not the cleaners\' vetting', () => {
    const reply = say('식당 위생 검사 기준이 뭐예요?');
    expect(reply).toMatch(/outside what I can help with/);
    expect(reply).not.toMatch(/background-checked/);
  });

  it('a trick seen on TikTok is the blog\'s safety rule, not the creator program', () => {
    const reply = say('i saw on tiktok that bleach and vinegar together cleans mold, is that safe?');
    expect(reply).toMatch(/never mix bleach with vinegar/);
    expect(reply).not.toMatch(/creator program/);
  });

  it('a dog who barks at strangers is a pet\'s question, not the vetting\'s', () => {
    const reply = say('our shepherd barks at strangers nonstop, will that bother the cleaner? should we crate her?');
    expect(reply).toMatch(/mention pets/);
    expect(reply).not.toMatch(/background-checked/);
  });

  it('a pet gone and a door left open after a visit: call support now, with the number', () => {
    const reply = say('the cleaner left and now the back door was left open and our cat is gone, what do we do');
    expect(reply).toMatch(/call \[\(609\)/);
    expect(reply.replace(/\D/g, '')).toContain(phone);
  });

  it('an office\'s trash not emptied and files moved: the concern steps, not "I can\'t find it"', () => {
    const reply = say('Cleaner came Tuesday. The conference room trash wasn\'t emptied and a box got moved off my desk onto the floor. How do I report this?');
    expect(reply).toMatch(/contact \[client support\]/);
    expect(reply).not.toMatch(/can't find it answered/);
  });

  it('"$ is not the problem" in a complaint asks no price: the satisfaction promise answers', () => {
    const reply = say('The cleaner came to our shop last night and the floor is still sticky. I paid in the app, $ is not the problem but it is not fair. What should I do now?');
    expect(reply).toMatch(/if you are not happy, you do not pay/);
    expect(reply).not.toMatch(/has no published price/);
  });

  it('a restaurant owner asking which cleaning: Office and Business Cleaning is named first', () => {
    const reply = say('we have a small thai restaurant and want it cleaned after closing. which cleaning do we pick, is standard ok?');
    expect(reply).toMatch(/For a business space like yours, the service is Office and Business Cleaning/);
  });
});
