import { inject } from 'vitest';
import { describe, expect, it } from 'vitest';
import { checkSite } from '../generator/check/index.ts';

describe('site check on a fresh build of the real site', () => {
  it('finds no broken link, invalid HTML, incomplete JSON-LD or page over budget', async () => {
    const report = await checkSite(inject('siteDir'));
    expect(report.problems).toEqual([]);
    expect(report.pages).toBeGreaterThan(10);
  });
});
