import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadContent } from '../../generator/content/load.ts';
import { openPage, useSiteAndBrowser } from './harness.ts';
import { boxSignature, layoutProblems } from './layout-checks.ts';

const env = useSiteAndBrowser();

/** Pages whose content an editor may change: taken from content/ as it is, never by name. */
const { content } = loadContent(path.resolve(import.meta.dirname, '../..'));
const helpCategory = content.help[0]!;
const longestPost = [...content.blog].sort((a, b) => b.words - a.words)[0]!;
const dataCounty = content.locations.counties.find((c) => c.places.some((p) => p.data))!;
const dataPlace = dataCounty.places.find((p) => p.data)!;

/** Store buttons or the Book Now choice. */
const APP_CTA = '.store-buttons a, [aria-haspopup="dialog"].button-primary';

/** One page of every template; `cta` is its main call to action, `firstScreen` if it must show at once. */
const TEMPLATES: { name: string; path: string; cta?: string; firstScreen?: boolean }[] = [
  { name: 'home', path: '/', cta: '.hero .store-buttons a', firstScreen: true },
  { name: 'help centre', path: '/support' },
  { name: 'help category', path: `/support/${helpCategory.slug}` },
  { name: 'help article', path: `/support/${helpCategory.slug}/${helpCategory.articles[0]!.slug}` },
  { name: 'legal page', path: '/privacy-policy' },
  { name: 'states', path: '/locations' },
  { name: 'New Jersey', path: '/locations/new-jersey' },
  { name: 'county', path: '/locations/new-jersey/mercer-county', cta: `.location-hero :is(${APP_CTA})`, firstScreen: true },
  { name: 'written place', path: '/locations/new-jersey/mercer-county/princeton', cta: `.location-hero :is(${APP_CTA})`, firstScreen: true },
  { name: 'data place', path: `/locations/new-jersey/${dataCounty.slug}/${dataPlace.municipality.slug}`, cta: `.location-hero :is(${APP_CTA})`, firstScreen: true },
  { name: 'blog', path: '/blog' },
  { name: 'blog article', path: `/blog/${longestPost.slug}` },
  { name: 'form', path: '/waitlist' },
  { name: 'creator overview', path: '/creator-overview' },
  { name: 'careers', path: '/careers' },
  { name: 'socials', path: '/socials' },
  { name: 'not found', path: '/no-such-page' },
  { name: 'other state', path: '/locations/texas' },
  { name: 'unknown help category', path: '/support/no-such-category' },
  { name: 'unknown article', path: '/blog/no-such-article' },
];

/** Phone, large phone, tablet, small laptop, laptop, desktop; each with a screen height it comes with. */
const SIZES = [
  { width: 320, height: 568 }, { width: 375, height: 667 }, { width: 768, height: 1024 },
  { width: 1024, height: 768 }, { width: 1280, height: 800 }, { width: 1440, height: 900 },
];

/**
 * Both passes name their font: DejaVu Sans is wider than most visitors' fonts (Linux without
 * fonts-liberation), and Liberation Sans has Arial's metrics, what Windows and Mac visitors see
 * (the site's own stack picks it here, where both are installed).
 */
const FONTS = { dejavu: '"DejaVu Sans", sans-serif', arial: 'Arial, "Liberation Sans", sans-serif' };

/** The features ticker scrolls its text past on purpose; the forms' bot trap sits off screen on purpose. */
const ALLOW = ['.features', '.form-trap'];

// LAYOUT_WIDTHS=320,375 narrows a run while fixing what it finds.
const widths = process.env.LAYOUT_WIDTHS?.split(',').map(Number);

describe('layout at every width, in light and dark, with DejaVu and Arial-width fonts', () => {
  for (const size of SIZES.filter((s) => !widths || widths.includes(s.width))) {
    it(`${size.width}px: no sideways scroll, overlap, clipped text, covered call to action or small tap target`, async () => {
      // No stored consent: the cookie banner shows, as on a first visit.
      const { page, context } = await openPage(env.browser, { viewport: size });
      const problems: string[] = [];
      for (const template of TEMPLATES) {
        await page.goto(`${env.site.url}${template.path}`, { waitUntil: 'domcontentloaded' });
        // The banner is the last island to wake (when the page is idle).
        await page.locator('.cookie-banner').waitFor();
        for (const [font, css] of Object.entries(FONTS)) {
          // Set through the CSSOM: the pages' policy allows only their own inline styles, so a
          // <style> element added here would be refused and the pass would measure the default.
          await page.evaluate((font) => {
            document.documentElement.style.setProperty('--font', font, 'important');
            return document.fonts.ready.then(() => undefined);
          }, css);
          // Dark mode changes colours only; where every box stays put, light's findings hold for it.
          let light: { boxes: string; found: string[] } | undefined;
          for (const theme of ['light', 'dark'] as const) {
            await page.evaluate((t) => { document.documentElement.dataset.theme = t; }, theme);
            const boxes = await page.evaluate(boxSignature);
            const found = light?.boxes === boxes ? light.found
              : await layoutProblems(page, { cta: template.cta, ctaFirstScreen: template.firstScreen, allow: ALLOW });
            light ??= { boxes, found };
            problems.push(...found.map((p) => `${template.name} (${template.path}) ${size.width}px ${theme} ${font}: ${p}`));
          }
        }
      }
      await context.close();
      expect(problems.length, `${problems.length} layout problems:\n${problems.join('\n')}`).toBe(0);
    }, 300_000);
  }
});
