import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildChatIndex } from '../../generator/chat/index.ts';
import { loadContent } from '../../generator/content/load.ts';
import { quote } from '../../tests/prices.ts';
import { createChatEngine } from './engine.ts';
import { inTurns } from '../../tests/chat-turns.ts';

/**
 * What rounds 67 and 70 found unread or wrong: Vietnamese, which nothing read (rooms and add-ons left out of totals, "not
 * sure" where the site answers), and the blog's evening reset asked as "that 15 min thing". Figures come from the price list.
 */
const index = buildChatIndex(loadContent(path.resolve(import.meta.dirname, '../..')).content);
const engine = createChatEngine(index);
const prices = index.facts;
const say = (...turns: string[]) => inTurns(engine, ...turns).reply;

describe('Vietnamese', () => {
  it('prices the rooms and add-ons a Vietnamese message names, and says it read it as Vietnamese', () => {
    const reply = say('Sắp Tết rồi, chị muốn dọn nhà thật kỹ. Nhà 3 phòng ngủ, 1 bathroom, 1 half bath, living room, kitchen. Thêm lau trong lò nướng với tủ lạnh nữa. Tổng bao nhiêu em?');
    expect(reply).toContain('(I read your message as Vietnamese)');
    expect(reply).toContain(`Total: ${quote(prices, 'deep', { Bedroom: 3, Bathroom: 1, 'Half Bathroom': 1, 'Other Room': 2 }, ['Oven inside', 'Refrigerator inside']).total}`);
  });

  it('counts "phòng khách với bếp" as two rooms', () => {
    expect(say('Nhà townhouse của em có 3 phòng ngủ, 2 phòng tắm, 1 half bath, phòng khách với bếp. Standard cleaning bao nhiêu tiền vậy?'))
      .toContain(`Total: ${quote(prices, 'standard', { Bedroom: 3, Bathroom: 2, 'Half Bathroom': 1, 'Other Room': 2 }).total}`);
  });

  it('"if the cleaner doesn\'t clean well, do I have to pay?" gets the promise', () => {
    expect(say('Nếu cleaner làm không sạch thì em có phải trả tiền không?')).toMatch(/if you are not happy, you do not pay/);
  });

  it('"có mất phí không?" after cancelling asks about a fee, not the add-ons', () => {
    const reply = say('Cancel cleaning tomorrow, em bệnh. Có mất phí không?');
    expect(reply).toMatch(/cancellation rule/);
    expect(reply).not.toMatch(/^Add-ons are/m);
  });
});

describe('the blog\'s evening reset', () => {
  it('"what\'s in the five stars article" gets the post\'s outline, not one part of it', () => {
    expect(say('whats in the five stars article')).toMatch(/^It goes through:/m);
  });

  it.each(['whats that 15 min evening reset thing from your blog, need it w a newborn', 'your blog says 15 minute clean evening, what is it?', 'what was that 15 minute evening reset from your blog? I need it for sunday nights lol', 'you had a blog post with a 15 minute evening reset? what were the steps, I want to make it a house rule', 'saw ur blog thing about clean house clear head, whats the 15 min thing again i forgot'])('"%s" gets the reset\'s steps', (question) => {
    expect(say(question).match(/^\d+\. /gm)?.length).toBeGreaterThanOrEqual(3);
  });
});

describe('Arabic, as Levantine speakers write it', () => {
  it('prices "4 غرف نوم و 2 حمام وصالون ومطبخ" and says it read the message as Arabic', () => {
    const reply = say('يا ابني كم بتكلف تنظيف standard لبيت فيه 4 غرف نوم و 2 حمام وصالون ومطبخ؟');
    expect(reply).toContain('(I read your message as Arabic)');
    expect(reply).toContain(`Total: ${quote(prices, 'standard', { Bedroom: 4, Bathroom: 2, 'Other Room': 2 }).total}`);
  });

  it('reads a count written after its noun: "ثلاث غرف نوم وحمام واحد"', () => {
    expect(say('السلام عليكم، كم سعر التنظيف العادي لشقة فيها ثلاث غرف نوم وحمام واحد؟')).toContain(`Total: ${quote(prices, 'standard', { Bedroom: 3, Bathroom: 1 }).total}`);
  });

  it('reads "كم" only as a word, not inside "عندكم": "كيف بحجز عندكم؟" asks how to book', () => {
    expect(say('كيف بحجز عندكم؟')).not.toMatch(/^Cleanings are priced by the room/m);
  });

  it.each([
    ['إذا ما عجبنا التنظيف، لازم ندفع؟', /if you are not happy, you do not pay/],
    ['هل بتبيعوا معلوماتي لشركات تانية؟', /We do not sell personal data/],
    ['هل تنظفون في باترسون؟', /paterson-city/],
  ])('"%s" is answered from the site', (question, answer) => {
    expect(say(question)).toMatch(answer);
  });
});
