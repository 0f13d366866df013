import { describe, expect, it } from 'vitest';
import { chineseRooms, koreanRooms, unreadCounts } from './counted-rooms.ts';

const tidy = (text: string) => text.replace(/\s+/g, ' ').replace(/ ,/g, ',').trim();

describe('rooms counted in Korean', () => {
  it.each([
    ['방3 화장실2 거실1', '3 bedrooms 2 bathrooms 1 living room'],
    ['방 2개, 화장실 두 개', '2 bedrooms, 2 bathrooms'],
    ['거실 하나 있어요', '1 living room 있어요'],
    ['방이 세 개예요', '3 bedrooms 예요'],
    ['두 개의 화장실', '2 bathrooms'],
    ['침실 4개, 욕실 2개 반', '4 bedrooms, 2 bathrooms 1 half bathroom'],
    ['놀이방 1개', '1 playroom'],
  ])('reads "%s" as "%s"', (korean, english) => {
    expect(tidy(koreanRooms(korean))).toBe(english);
  });

  it('leaves a count of what is not a room, and words that only begin like a count', () => {
    expect(koreanRooms('2주에 한 번 세면대')).toBe('2주에 한 번 세면대');
  });
});

describe('rooms counted in Chinese', () => {
  it.each([
    ['四室两卫半', '4 bedrooms 2 bathrooms 1 half bathroom'],
    ['三室两厅两卫', '3 bedrooms 2 other rooms 2 bathrooms'],
    ['两个全卫一个半卫', '2 bathrooms 1 half bathroom'],
    ['两房一卫', '2 bedrooms 1 bathroom'],
    ['卧室3个', '3 bedrooms'],
    ['客厅饭厅厨房三个房间', '客厅、饭厅、厨房'],
    ['三个unit', '3 unit'], ['一个 room', 'a room'],
  ])('reads "%s" as "%s"', (chinese, english) => {
    expect(tidy(chineseRooms(chinese))).toBe(english);
  });
});

describe('counts left unread', () => {
  it('finds something counted that no reading took, and not months, people or times', () => {
    expect(unreadCounts('fridge and 에어컨 3개')).toEqual(['에어컨 3개']);
    expect(unreadCounts('三个阳台')).toEqual(['三个阳台']);
    expect(unreadCounts('一楼二楼都是')).toEqual(['一楼', '二楼']);
    expect(unreadCounts('2주에 한 번, 아이 2명, 两个孩子, 一个月')).toEqual([]);
  });
});

describe('rooms in the shapes round 44 wrote them', () => {
  it.each([
    ['一卧一卫', '1 bedroom 1 bathroom'],
    ['一个小客厅', '1 living room'],
    ['三室两卫半（客厅 餐厅 厨房也要）', '3 bedrooms 2 bathrooms 1 half bathroom、客厅 饭厅 厨房'],
  ])('reads "%s" as "%s"', (chinese, english) => {
    expect(tidy(chineseRooms(chinese))).toBe(english);
  });

  it('keeps a bracket that says what a room is, and reads half a bathroom in Korean', () => {
    expect(chineseRooms('一个半卫（半卫就是只有马桶和洗手池那个）')).toContain('（半卫就是');
    expect(tidy(koreanRooms('화장실 반개는 얼마에요'))).toBe('1 half bathroom 는 얼마에요');
  });
});
