import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildChatIndex } from '../../../../generator/chat/index.ts';
import { loadContent } from '../../../../generator/content/load.ts';
import { createChatEngine } from '../../engine.ts';
import { toEnglish } from '../languages.ts';
import { quote } from '../../../../tests/prices.ts';

describe('Chinese', () => {
  it('reads everyday words about add-ons, offices, rentals, charges, hiring and the business version', () => {
    expect(toEnglish('写字楼的清洁你们做吗')?.text).toBe('offices clean do you do?');
    expect(toEnglish('什么时候会扣钱？')?.text).toBe('when is my card charged?');
    expect(toEnglish('你们现在还招聘吗')?.text).toBe('are you hiring?');
    expect(toEnglish('商业版什么时候推出')?.text).toBe('business version when does it launch');
    expect(toEnglish('自己做清洁比请阿姨便宜吗')?.text).toBe('diy cleaning cheaper than hiring a cleaning service?');
    expect(toEnglish('深度清洁跟标准清洁有啥区别')?.text).toBe('deep cleaning and standard cleaning what is the difference');
    expect(toEnglish('隐私条款在哪看')?.text).toBe('privacy policy where do i see');
  });

  it('reads a short message with one marker word as Chinese', () => {
    expect(toEnglish('预约大概要多久')?.language).toBe('Chinese');
    expect(toEnglish('给我讲一个笑话吧')?.language).toBe('Chinese');
  });

  it('answers the blog, rental, accessibility and support questions from the right pages', () => {
    const index = buildChatIndex(loadContent(path.resolve(import.meta.dirname, '../../../..')).content);
    const engine = createChatEngine(index);
    const sources = (q: string) => engine.answer(q, []).sources.map((s) => s.url).join(' ');
    // The pages whose text says it, not today's addresses: an editor may retitle a post or an article.
    const cites = (q: string, kind: string, words: RegExp) => engine.answer(q, []).sources.some((s) => index.passages.some((p) => p.url === s.url && p.kind === kind && words.test(p.text)));
    expect(cites('有没有让家里保持整洁的妙招', 'blog', /\bhacks?\b/i)).toBe(true);
    expect(cites('怎么夺回我的周末', 'blog', /\b(weekends?|saturdays?)\b/i)).toBe(true);
    expect(cites('短租房东，客人退房后能过来打扫吗', 'help', /\bRental Turnover Cleaning\b/)).toBe(true);
    expect(sources('你们的网站有夜间模式吗')).toContain('/accessibility');
    expect(sources('预订费大概多少')).toContain('/booking-fee');
    expect(sources('我们公司想加入等候名单')).toContain('/business-waitlist');
  });

  it('reads an order changed in a later turn: a room forgotten or dropped, an add-on dropped or swapped, a room now another', () => {
    expect(toEnglish('洗碗机不要了')?.text).toBe('no inside the dishwasher');
    expect(toEnglish('厨房也不用打扫了')?.text).toBe('skip the kitchen');
    expect(toEnglish('把冰箱换成微波炉')?.text).toBe('no fridge, inside the microwave instead');
    expect(toEnglish('第二个卧室当书房用')?.text).toBe('the second bedroom is now a study');
    expect(toEnglish('我忘记说还有饭厅，也算进去')?.text).toBe('forgot dining room, count it too');
    expect(toEnglish('每隔一周来一次一个月多少钱')?.text).toBe('every two weeks a month how much');
  });

  it('re-prices an order changed in Chinese', () => {
    const index = buildChatIndex(loadContent(path.resolve(import.meta.dirname, '../../../..')).content);
    const engine = createChatEngine(index);
    const turns = (...qs: string[]) => {
      const history: { question: string; answer: string }[] = [];
      let reply = '';
      for (const q of qs) {
        reply = engine.answer(q, history).reply;
        history.push({ question: q, answer: reply });
      }
      return reply;
    };
    const total = (tier: 'standard' | 'deep', rooms: Record<string, number>, addOns: string[] = []) => `Total: ${quote(index.facts, tier, rooms, addOns).total}`;
    // 1 bedroom, 1 bathroom, the inside of the microwave instead of the fridge.
    expect(turns('1卧1卫standard加冰箱多少', '把冰箱换成微波炉')).toContain(total('standard', { Bedroom: 1, Bathroom: 1 }, ['Microwave inside']));
    // 2 bedrooms, 2 bathrooms: the dishwasher dropped.
    expect(turns('2卧2卫standard加洗碗机多少钱', '洗碗机不要了')).toContain(total('standard', { Bedroom: 2, Bathroom: 2 }));
    // 3 bedrooms 2 bathrooms deep, the second bedroom a study.
    expect(turns('3卧2卫deep多少', '第二个卧室当书房用')).toContain(total('deep', { Bedroom: 2, Bathroom: 2, 'Other Room': 1 }));
  });
});
