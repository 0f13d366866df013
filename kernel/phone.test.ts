import { describe, expect, it } from 'vitest';
import { standInWarnings } from '../generator/check/index.ts';
import { isStandInPhone, phoneDisplay, phoneHref } from './phone.ts';

describe('phone', () => {
  it('shows a US number as (609) 555-0142 that never wraps, and dials it in full', () => {
    expect(phoneDisplay('+1-609-555-0142')).toBe('(609)\u00a0555\u20110142');
    expect(phoneHref('+1-609-555-0142')).toBe('tel:+16095550142');
  });

  it('knows the 555-0100..0199 stand-ins from real numbers', () => {
    expect(isStandInPhone('+1-609-555-0142')).toBe(true);
    expect(isStandInPhone('+1-201-555-0100')).toBe(true);
    expect(isStandInPhone('+1-609-555-1234')).toBe(false);
    expect(isStandInPhone('+1-609-924-0142')).toBe(false);
  });

  it('makes site check warn while the phone is a stand-in, and only then', () => {
    expect(standInWarnings('{"telephone":"+1-609-555-0142"}')).toEqual([expect.stringContaining('content/site.json phone: +1-609-555-0142 is a 555-01xx stand-in')]);
    expect(standInWarnings('{"telephone":"+1-609-924-3000"}')).toEqual([]);
  });
});
