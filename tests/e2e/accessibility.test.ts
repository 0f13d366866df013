import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe.ts';
import { islandsReady, openPage, useSiteAndBrowser } from './harness.ts';

const env = useSiteAndBrowser();

const PAGES = ['/', '/no-such-page'];

describe('axe-core, WCAG 2.2 AA', () => {
  for (const path of PAGES) {
    for (const theme of ['light', 'dark'] as const) {
      it(`${path} in ${theme} mode has no violations, with the cookie banner and the support overlay`, async () => {
        const { page, context } = await openPage(env.browser, { theme });
        await page.goto(`${env.site.url}${path}`);
        await islandsReady(page);
        await page.getByRole('region', { name: 'Cookies, only with your OK' }).waitFor();
        expect(await axeViolations(page)).toEqual([]);
        await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Support' }).click();
        expect(await axeViolations(page)).toEqual([]);
        await context.close();
      });
    }
  }
});
