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
    const engine = createChatEngine(buildChatIndex(loadContent(path.resolve(import.meta.dirname, '../../../..')).content));
    const sources = (q: string) => engine.answer(q, []).sources.map((s) => s.url).join(' ');
    expect(sources('有没有让家里保持整洁的妙招')).toContain('/blog/why-cleaning-hacks-fail');
    expect(sources('怎么夺回我的周末')).toContain('/blog/the-weekend-freedom-formula');
    expect(sources('短租房东，客人退房后能过来打扫吗')).toContain('what-is-rental-turnover-cleaning');
    expect(sources('你们的网站有夜间模式吗')).toContain('/accessibility');
    expect(sources('预订费大概多少')).toContain('/booking-fee');
    expect(sources('我们公司想加入等候名单')).toContain('/business-waitlist');
  });
});
