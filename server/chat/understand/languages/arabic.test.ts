import { describe, expect, it } from 'vitest';
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
