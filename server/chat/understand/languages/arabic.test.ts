import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildChatIndex } from '../../../../generator/chat/index.ts';
import { loadContent } from '../../../../generator/content/load.ts';
import { inTurns } from '../../../../tests/chat-turns.ts';
import { quote } from '../../../../tests/prices.ts';
import { createChatEngine } from '../../engine.ts';
import { toEnglish } from '../languages.ts';

describe('Arabic', () => {
  it('reads a bedroom named with its article ("غرفة النوم") and a move-out', () => {
    expect(toEnglish('قديش سعر تنظيف غرفة النوم بس؟')?.text).toContain('a bedroom');
    const read = toEnglish('رح نطلع من البيت آخر الشهر، عندكم تنظيف الانتقال؟');
    expect(read?.language).toBe('Arabic');
    expect(read?.text).toContain('move out cleaning');
  });

  it('reads the card charged, the app downloaded and the support line', () => {
    expect(toEnglish('إيمتى بينخصم المبلغ من الفيزا تبعي؟')?.text).toContain('charged amount from card');
    expect(toEnglish('من وين بنزل التطبيق على الآيفون؟')?.text).toContain('app');
    expect(toEnglish('خدمة العملاء فاتحين بالليل؟')?.text).toContain('customer support available');
  });

  it('keeps "ما هو" one question, not a letter and "and"', () => {
    expect(toEnglish('ما هو تنظيف الانتقال بالضبط؟')?.text).toBe('what is move out cleaning exactly?');
  });

  it('reads Arabic in Latin letters ("Arabizi"), digits for its letters', () => {
    const read = toEnglish('bkam tanzeef 3adi l 2 ghoraf nom w 7amam wa7ed?');
    expect(read?.language).toBe('Arabic');
    expect(read?.text).toBe('how much standard cleaning for 2 bedrooms and bathroom 1?');
    expect(toEnglish('Momken a8ayar el ma3ad le yom tani?')?.text).toContain('can i reschedule');
    expect(toEnglish('btshta8alo fi Paterson?')?.text).toBe('do you work in Paterson?');
  });

  it('leaves English with a name in it English', () => {
    expect(toEnglish('Hi, this is Ana, how much for 2 bedrooms?')).toBeNull();
  });
});

/**
 * What an Arabic-speaking family in New Jersey now gets (round 142's practice set and round 140's w415): the rooms counted
 * as written (MSA's dual, Egyptian "٢ أوضة نوم" and "٣ نوم", "حمامين ونص", "and" written onto the next room), and the
 * answers the site has for paying, cancelling, rescheduling, the app, job photos and the promise. Figures from the price list.
 */
describe('Arabic, as the engine answers it', () => {
  const index = buildChatIndex(loadContent(path.resolve(import.meta.dirname, '../../../..')).content);
  const engine = createChatEngine(index);
  const prices = index.facts;
  const say = (...questions: string[]) => inTurns(engine, ...questions).reply;
  const CANT = /I'm not sure about that|couldn't read your message/;

  it.each([
    ['عندي شقة ٢ أوضة نوم وحمام واحد، التنضيف العادي بكام؟', 'standard', { Bedroom: 2, Bathroom: 1 }, []],
    ['قديش بيكلف تنظيف عميق لبيت فيه ٣ غرف نوم وحمامين ونص؟', 'deep', { Bedroom: 3, Bathroom: 2, 'Half Bathroom': 1 }, []],
    ['كم تكلفة التنظيف القياسي لمنزل من أربع غرف نوم وحمامين وغرفة معيشة ومطبخ؟', 'standard', { Bedroom: 4, Bathroom: 2, Other: 2 }, []],
    ['عايز standard cleaning لشقة اوضتين وحمام وعايز كمان تنضيف الفرن من جوه والتلاجة، الحساب كام؟', 'standard', { Bedroom: 2, Bathroom: 1 }, ['Oven inside', 'Refrigerator inside']],
    ['عندي غرفتين نوم وحمام ونص حمام، قديش التنظيف العادي؟', 'standard', { Bedroom: 2, Bathroom: 1, 'Half Bathroom': 1 }, []],
    ['كم سعر الـ deep cleaning لشقة فيها ثلاث غرف نوم وحمامان وصالة؟', 'deep', { Bedroom: 3, Bathroom: 2, Other: 1 }, []],
    ['طيب شقة ٣ نوم وحمامين standard مع التلاجة من جوه والفرن من جوه وغسيل المواعين، المجموع كام؟', 'standard', { Bedroom: 3, Bathroom: 2 }, ['Refrigerator inside', 'Oven inside', 'Dishes wash']],
  ] as const)('"%s" counts every room it names', (question, tier, rooms, addOns) => {
    expect(say(question)).toContain(`Total: ${quote(prices, tier, rooms, [...addOns]).total}`);
  });

  it('keeps the order across a conversation: rooms added, a tier changed, a room taken out, an add-on dropped', () => {
    expect(say('بكام التنضيف العادي لشقة ٣ أوض نوم وحمامين؟', 'ضيف الصالة والمطبخ كمان')).toContain(`Total: ${quote(prices, 'standard', { Bedroom: 3, Bathroom: 2, Other: 2 }).total}`);
    expect(say('كم سعر تنظيف ٤ غرف نوم و٣ حمامات؟', 'وأضف تنظيف داخل الفرن والميكروويف'))
      .toContain(`Total: ${quote(prices, 'standard', { Bedroom: 4, Bathroom: 3 }, ['Oven inside', 'Microwave inside']).total}`);
    expect(say('كم سعر الـ deep cleaning لشقة فيها ثلاث غرف نوم وحمامان وصالة؟', 'غالي شوية، خليها standard بدل deep', 'وكمان ابني قافل أوضته فبلاش أوضته، بس ضيف حمام الضيوف الصغير (نص حمام)'))
      .toContain(`Total: ${quote(prices, 'standard', { Bedroom: 2, Bathroom: 2, Other: 1, 'Half Bathroom': 1 }).total}`);
    expect(say('شقتي ٣ غرف نوم وحمامين وصالة، standard بكام؟', 'لا آسف، غلطت، هي ٤ غرف نوم مش ٣', 'والتلاجة من جوه، وبالكود لأول مرة؟'))
      .toContain(quote(prices, 'standard', { Bedroom: 4, Bathroom: 2, Other: 1 }, ['Refrigerator inside']).firstClean);
    expect(say('طيب شقة ٣ نوم وحمامين standard مع التلاجة من جوه والفرن من جوه وغسيل المواعين، المجموع كام؟', 'شيل غسيل المواعين، مراتي هتغسلهم'))
      .toContain(`Total: ${quote(prices, 'standard', { Bedroom: 3, Bathroom: 2 }, ['Refrigerator inside', 'Oven inside']).total}`);
  });

  it.each([
    ['الدفع بيكون إزاي؟', /pay securely in the Nestwell app/],
    ['لو التنظيف ماعجبنيش، صحيح مش هدفع؟ ولا ده كلام إعلانات؟', /if you are not happy, you do not pay/],
    ['لو حصل ظرف ولغيت الحجز قبلها بيوم، هيتخصم مني حاجة؟', /cancellation rule for your booking is shown in the app/],
    ['ممكن أغير ميعاد التنضيف ليوم تاني؟', /rescheduling rules for your booking are shown in the app/],
    ['أنا في الشغل طول اليوم، إزاي أتأكد إن الشقة اتنضفت كويس وأنا مش موجود؟', /job photos/],
    ['وين بلاقي التطبيق تبعكم؟', /App Store.*Google Play/],
    ['لقيت في الـ App Store تطبيقين: Nestwell و Nestwell Crew. أنزل أنهي واحد؟', /Nestwell Crew is for our cleaners/],
    ['يعني إيه booking fee اللي مكتوبة في الموقع؟ وقيمتها كام؟', /booking fee, a separate line/],
    ['مراتي عايزة تشتغل معاكم في التنظيف. تقدم إزاي وفين؟', /Nestwell Crew site/],
    ['الكلام اللي بكتبه هنا في الشات بيتسجل؟', /do not log the questions/],
    ['عندنا أوضة صلاة فيها سجاجيد، مش عايز حد يدخلها خالص. أقولهم إزاي؟', /off-limits/],
    ['تنظيف شقة ٣ أوض بياخد كام ساعة تقريباً؟ عشان أرتب يومي.', /doesn't say how long a cleaning takes/],
    ['لو المنظفة عجبتني، ينفع هي نفسها تيجي كل مرة؟', /doesn't promise the same cleaner/],
    ['مين بالظبط اللي بيدخل البيت؟ أنا قلقان شوية', /vetted cleaner/],
  ])('"%s" gets what the site says', (question, answer) => {
    const reply = say(question);
    expect(reply).not.toMatch(CANT);
    expect(reply).toMatch(answer);
  });

  it('answers a second home over the state line without repeating the first home\'s price', () => {
    const reply = say('عندي شقة في جيرسي سيتي فيها غرفتين نوم وحمام، كم التنظيف العادي؟', 'وعندي شقة تانية في نيويورك، بتنضفوها؟');
    expect(reply).toMatch(/New Jersey only/);
    expect(reply).not.toContain('Total:');
  });

  it.each([
    ['إذا حجزت تنظيف كل أسبوعين، هل السعر نفسه كل مرة؟', /same flat rates/, /same cleaner/],
    ['بتحاسبوا بالساعة؟ الساعة بكام؟', /not by the hour/, /^$/],
    ['في رسوم حجز؟ كم هي بالزبط؟', /booking fee, a separate line/, /doesn't list other fees/],
    ['عندي حمام صغير بس فيه تواليت ومغسلة. كم سعره؟', /just a toilet and a sink is priced as a Half Bathroom/, /^$/],
    ['وإذا أضفنا غسيل الصحون كل مرة؟', /Dishes wash/, /NEWCOMER is for your first cleaning only/],
  ])('"%s" keeps the answer it had (a guard: words read since must not turn it)', (question, answer, not) => {
    const reply = say(question);
    expect(reply).toMatch(answer);
    expect(reply).not.toMatch(not);
  });

  it('leaves "booking fee" written in English inside an Arabic message English', () => {
    expect(toEnglish('يعني إيه booking fee؟')?.text).toContain('booking fee');
  });
});
