import { describe, expect, it } from 'vitest';
import { firstCleanCents, formatCents } from './money.ts';

describe('first cleaning with the offer', () => {
  it('rounds the discount down to a whole cent, so an estimate never promises less than the app charges', () => {
    expect(firstCleanCents(16675, 50)).toBe(8338);
    expect(formatCents(firstCleanCents(16675, 50))).toBe('$83.38');
    expect(firstCleanCents(5550, 50)).toBe(2775);
    expect(firstCleanCents(0, 50)).toBe(0);
  });
});

describe('amounts', () => {
  it('group thousands, as a total for many homes reads', () => {
    expect(formatCents(111000)).toBe('$1,110.00');
    expect(formatCents(123456789)).toBe('$1,234,567.89');
    expect(formatCents(99905)).toBe('$999.05');
    expect(formatCents(5)).toBe('$0.05');
  });
});
