import { describe, expect, it } from 'vitest';
import { escapeRegExp } from './regexp.ts';

describe('escapeRegExp', () => {
  it('matches the text as written and nothing its characters would stand for', () => {
    const pattern = new RegExp(`^${escapeRegExp('Mt. Holly (Burlington) [NJ] $5+ a|b \\ ^*?{1}')}$`);
    expect(pattern.test('Mt. Holly (Burlington) [NJ] $5+ a|b \\ ^*?{1}')).toBe(true);
    expect(pattern.test('Mtx Holly (Burlington) [NJ] $5+ a|b \\ ^*?{1}')).toBe(false);
  });
});
