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
});
