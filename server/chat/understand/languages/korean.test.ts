import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildChatIndex } from '../../../../generator/chat/index.ts';
import { loadContent } from '../../../../generator/content/load.ts';
import { createChatEngine } from '../../engine.ts';
import { toEnglish } from '../languages.ts';

describe('Korean (round 137)', () => {
  it('reads move-in, hosts between guests, privacy, creators, support and the bookings in the app', () => {
    expect(toEnglish('입주 청소 예약하고 싶은데 되나요?')?.text).toContain('move in cleaning');
    expect(toEnglish('손님 나갈 때마다 턴오버 청소 부탁할 수 있어요?')?.text).toContain('between guests turnover cleaning');
    expect(toEnglish('개인 정보를 어떻게 보호하나요?')?.text).toContain('how do you handle my personal information');
    expect(toEnglish('유튜버나 인플루언서도 프로그램 참여 돼요?')?.text).toContain('program join');
    expect(toEnglish('고객 센터랑 통화하고 싶어요')?.text).toBe('customer support and talk i want to');
    expect(toEnglish('지난 예약 목록 어디서 볼 수 있어요?')?.text).toBe('booking history where do i see?');
    expect(toEnglish('우편 번호 08540도 돼요?')?.text).toContain('zip code 08540');
  });

  it('keeps the older readings it sits in front of: the second visit onward, the business version', () => {
    expect(toEnglish('그럼 두 번째부터는요?', 'Korean')?.text).toContain('after the first');
    expect(toEnglish('비즈니스 버전은 언제 나와요?')?.text).toContain('business version');
  });

  it('answers from the site: a room taken off in a later turn, a ZIP, a place outside New Jersey', () => {
    const engine = createChatEngine(buildChatIndex(loadContent(path.resolve(import.meta.dirname, '../../../..')).content));
    const first = '욕실 1개 침실 4개 스탠다드 얼마예요?';
    const history = [{ question: first, answer: engine.answer(first, []).reply }];
    expect(engine.answer('침실 하나 빼면요?', history).reply).toContain('3 × Bedroom');
    expect(engine.answer('우편 번호 08540도 돼요?', []).reply).toContain('Princeton');
    expect(engine.answer('텍사스 사는데 이용 가능해요?', []).reply).toMatch(/New Jersey only/);
  });
});
