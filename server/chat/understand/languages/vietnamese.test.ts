import { describe, expect, it } from 'vitest';
import { toEnglish } from '../languages.ts';

describe('Vietnamese', () => {
  it('reads a price question typed without the tone marks', () => {
    expect(toEnglish('gia deep clean 1 phong ngu 1 phong tam la bao nhieu')).toEqual({
      language: 'Vietnamese', text: 'price deep clean 1 bedrooms 1 bathrooms how much', unread: [],
    });
    expect(toEnglish('tủ lạnh bên trong lau giá sao')?.text).toBe('fridge inside clean how much');
  });

  it('reads "X là gì" in English order, and a short question ending in "ko"', () => {
    expect(toEnglish('ma giam gia la gi')?.text).toBe('what is discount code?');
    expect(toEnglish('co don nha o newark ko')?.text).toBe('do you clean in newark?');
    expect(toEnglish('nha minh co nuoi meo, nguoi don co sao ko')?.text).toBe('I have a cat, the cleaner is that a problem?');
  });

  it('reads a visit moved, with or without the marks', () => {
    expect(toEnglish('mình muốn đổi giờ dọn sang sáng mai được không')?.text).toBe('I want reschedule clean to tomorrow morning is that ok');
  });

  it('leaves English with "co-op" alone', () => {
    expect(toEnglish("Is there a co-op discount? I'm a member of a co-op.")).toBeNull();
  });

  it('leaves English with "don\'t" alone', () => {
    expect(toEnglish("My ZIP is 08542. I don't see it in your ZIP list. So you don't cover me?")).toBeNull();
  });

  it('reads an order changed in a later turn', () => {
    expect(toEnglish('à quên phòng ăn, tính luôn')?.text).toBe('oh I forgot dining room, count it too');
    expect(toEnglish('phòng ngủ thứ hai giờ là phòng làm việc')?.text).toBe('the second bedroom is now home office');
    expect(toEnglish('phòng khách chúng tôi tự dọn, bỏ đi')?.text).toBe('living room we will clean ourselves, take it out');
    expect(toEnglish('lò vi sóng thôi khỏi, rửa bát thay vào')?.text).toBe('microwave skip it, dishes wash instead');
    expect(toEnglish('xin lỗi, một phòng tắm chỉ là toilet')?.text).toBe('sorry, one bathroom is just a half bathroom');
    expect(toEnglish('doi sang goi deep')?.text).toBe('switch to deep');
    expect(toEnglish('nếu dọn 2 tuần 1 lần thì mỗi tháng bao nhiêu')?.text).toBe('if clean every two weeks a month how much');
  });

  it('reads the code used by someone else, and the chat kept', () => {
    expect(toEnglish('em tôi đã dùng mã NEWCOMER, tôi có dùng được không')?.text).toBe('I already used code NEWCOMER, I can use it?');
    expect(toEnglish('cuộc chat này có bị lưu không?')?.text).toBe('this chat saved?');
  });
});
