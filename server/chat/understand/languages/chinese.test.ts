import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildChatIndex } from '../../../../generator/chat/index.ts';
import { loadContent } from '../../../../generator/content/load.ts';
import { createChatEngine } from '../../engine.ts';
import { toEnglish } from '../languages.ts';

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
});
