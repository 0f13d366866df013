import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildChatIndex } from '../../../../generator/chat/index.ts';
import { loadContent } from '../../../../generator/content/load.ts';
import { createChatEngine } from '../../engine.ts';
import { toEnglish } from '../languages.ts';
import { quote } from '../../../../tests/prices.ts';

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

describe('Korean (round 140): an order changed in everyday words', () => {
  it('reads an add-on dropped, swapped or kept alone, a room now an office, a count corrected', () => {
    expect(toEnglish('전자레인지는 빼고 냉장고만 해 주세요')?.text).toContain('no microwave, only the fridge');
    expect(toEnglish('가스레인지 대신 식기세척기로 해 주세요')?.text).toContain('no stovetop, inside the dishwasher instead');
    expect(toEnglish('네 번째 방은 이제 서재로 써요')?.text).toContain('fourth bedroom is now an study');
    expect(toEnglish('미안해요, 화장실은 2개고 나머지 하나는 샤워 없는 욕실이에요')?.text).toContain('and the other is a half bathroom');
    expect(toEnglish('두 주마다 한 달에 얼마예요?')?.text).toContain('every two weeks a month how much');
    expect(toEnglish('그럼 딥클리닝으로 해 주세요')?.text).toContain('deep cleaning instead');
  });

  it('answers from the site: the tier changed, a half bathroom added, the kitchen out and an add-on in', () => {
    const index = buildChatIndex(loadContent(path.resolve(import.meta.dirname, '../../../..')).content);
    const engine = createChatEngine(index);
    const say = (first: string, then: string) => engine.answer(then, [{ question: first, answer: engine.answer(first, []).reply }]).reply;
    const total = (tier: 'standard' | 'deep', rooms: Record<string, number>, addOns: string[] = []) => `Total: ${quote(index.facts, tier, rooms, addOns).total}`;
    expect(say('방 2개 화장실 2개 딥클리닝 얼마죠?', '음 그냥 일반 청소로 해 주세요')).toContain(total('standard', { Bedroom: 2, Bathroom: 2 }));
    expect(say('화장실 1개 딥클리닝은 얼마예요?', '하프 화장실도 하나 추가해 주세요')).toContain(total('deep', { Bathroom: 1, 'Half Bathroom': 1 }));
    expect(say('방 1개, 화장실 1개, 부엌 1개 스탠다드 가격요', '부엌은 저희가 할게요, 오븐 안 청소만 추가해 주세요')).toContain(total('standard', { Bedroom: 1, Bathroom: 1 }, ['Oven inside']));
  });
});
