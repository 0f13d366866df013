import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { islandsReady, openPage, useSiteAndBrowser, type PageOptions } from './harness.ts';
import { DEFAULT_DURATION_MS } from '../../islands/toast/toast.ts';
import path from 'node:path';
import { loadContent } from '../../generator/content/load.ts';

const env = useSiteAndBrowser();
/** The first-clean code as content/pricing.json gives it today. */
const { code } = loadContent(path.resolve(import.meta.dirname, '../..')).content.pricing.offer;

/** The home page, hydrated, with the cookie choice already made so no banner is in the way. */
async function openHome(options: PageOptions = {}) {
  const opened = await openPage(env.browser, { consent: 'dismissed', ...options });
  await opened.page.goto(env.site.url);
  await islandsReady(opened.page);
  return opened;
}

describe('support overlay', () => {
  it('opens from the header with both choices, and a backdrop click closes it', async () => {
    const { page, context } = await openHome();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Support' }).click();
    const dialog = page.getByRole('dialog', { name: 'Who needs support?' });
    await dialog.waitFor();
    await expect(dialog.getByRole('link', { name: /Clients/ }).getAttribute('href')).resolves.toBe('https://app.nestwell.com/support');
    await expect(dialog.getByRole('link', { name: /Nestwell Crew/ }).getAttribute('href')).resolves.toBe('https://crew.nestwell.com/support');
    const zIndex = await dialog.evaluate((el) => getComputedStyle(el).zIndex);
    expect(zIndex).toBe('1000');
    await page.mouse.click(5, 5);
    await dialog.waitFor({ state: 'hidden' });
    await context.close();
  });

  it('is used by keyboard alone: focus moves in, Tab stays in, Esc closes and focus returns', async () => {
    const { page, context } = await openHome();
    const opener = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Support' });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Who needs support?' });
    await dialog.waitFor();
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      await expect(dialog.evaluate((el) => el.contains(document.activeElement))).resolves.toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    await expect(dialog.evaluate((el) => el.contains(document.activeElement))).resolves.toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect(opener.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await context.close();
  });

  it('becomes a column below 600px wide, with the card at most 600px', async () => {
    const { page, context } = await openHome({ viewport: { width: 480, height: 800 } });
    // Below 62em Support sits in the header's menu.
    await page.locator('.site-menu summary').click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Support' }).click();
    const direction = await page.locator('#support-menu-title + .choice-row').evaluate((el) => getComputedStyle(el).flexDirection);
    expect(direction).toBe('column');
    await page.setViewportSize({ width: 1200, height: 800 });
    const width = await page.locator('dialog[open] .overlay-card').evaluate((el) => el.getBoundingClientRect().width);
    expect(width).toBeLessThanOrEqual(600);
    await context.close();
  });
});

describe('Book Now', () => {
  it('offers the iOS and Android apps; Esc and a backdrop click close it', async () => {
    const { page, context } = await openHome();
    await page.getByRole('region', { name: /% off your first cleaning$/ }).getByRole('button', { name: 'Book Now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Book in the Nestwell app' });
    await expect(dialog.getByRole('link', { name: /iPhone/ }).getAttribute('href')).resolves.toBe('/nestwell-ios');
    await expect(dialog.getByRole('link', { name: /Android/ }).getAttribute('href')).resolves.toBe('/nestwell-android');
    await expect(dialog.getAttribute('aria-modal')).resolves.toBe('true');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('region', { name: /% off your first cleaning$/ }).getByRole('button', { name: 'Book Now' }).click();
    await dialog.waitFor();
    await page.mouse.click(5, 5);
    await dialog.waitFor({ state: 'hidden' });
    await context.close();
  });
});

describe('cookie banner', () => {
  it('asks first, loads no analytics before Accept, then loads the site measurement id', async () => {
    const { page, context, analyticsRequests } = await openPage(env.browser);
    await page.goto(env.site.url);
    await islandsReady(page);
    const banner = page.getByRole('region', { name: 'Cookies, only with your OK' });
    await banner.waitFor();
    expect(analyticsRequests).toEqual([]);
    await banner.getByRole('button', { name: 'Accept' }).click();
    await banner.waitFor({ state: 'hidden' });
    await expect(page.evaluate(() => localStorage.getItem('cookieConsent'))).resolves.toBe('accepted');
    // The script element is in the page before its request reaches the route that records it.
    await expect.poll(() => analyticsRequests.some((u) => u.includes('id=G-NWSITE0001'))).toBe(true);
    // Accepted once, analytics loads on every later page, with no banner.
    analyticsRequests.length = 0;
    await page.goto(`${env.site.url}/privacy-policy`);
    await islandsReady(page);
    await expect.poll(() => analyticsRequests.length).toBeGreaterThan(0);
    await expect(banner.count()).resolves.toBe(0);
    await context.close();
  });

  it('Decline and the close button store dismissed and load nothing', async () => {
    for (const name of ['Decline', 'Close cookie banner']) {
      const { page, context, analyticsRequests } = await openPage(env.browser);
      await page.goto(env.site.url);
      await islandsReady(page);
      const banner = page.getByRole('region', { name: 'Cookies, only with your OK' });
      await banner.getByRole('button', { name }).click();
      await banner.waitFor({ state: 'hidden' });
      await expect(page.evaluate(() => localStorage.getItem('cookieConsent'))).resolves.toBe('dismissed');
      await page.reload();
      await islandsReady(page);
      await expect(banner.count()).resolves.toBe(0);
      expect(analyticsRequests).toEqual([]);
      await context.close();
    }
  });

  it('is in the page from the first paint and first in the tab order, right after the skip link', async () => {
    const { page, context } = await openPage(env.browser, { javaScriptEnabled: true });
    await page.goto(`${env.site.url}/support`);
    await expect(page.getByRole('region', { name: 'Cookies, only with your OK' }).isVisible()).resolves.toBe(true);
    await islandsReady(page);
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Skip to content');
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => !!document.activeElement?.closest('.cookie-banner'))).resolves.toBe(true);
    await context.close();
  });

  for (const width of [360, 390, 1280]) {
    it(`never covers the element that has focus, over the first 40 tab stops at ${width} px`, async () => {
      const { page, context } = await openPage(env.browser, { viewport: { width, height: 700 } });
      await page.goto(env.site.url);
      await islandsReady(page);
      const covered: string[] = [];
      for (let stop = 0; stop < 40; stop++) {
        await page.keyboard.press('Tab');
        const hit = await page.evaluate(() => {
          const focused = document.activeElement as HTMLElement | null;
          const banner = document.querySelector('.cookie-banner');
          if (!focused || !banner || banner.contains(focused)) return null;
          const a = focused.getBoundingClientRect();
          const b = banner.getBoundingClientRect();
          const overlaps = a.bottom > b.top && a.top < b.bottom && a.right > b.left && a.left < b.right;
          return overlaps ? `${focused.tagName} ${focused.textContent?.trim().slice(0, 40)}` : null;
        });
        if (hit) covered.push(hit);
      }
      expect(covered).toEqual([]);
      await context.close();
    });
  }

  it('with Global Privacy Control shows no banner, loads nothing, and says so in the footer', async () => {
    const { page, context, analyticsRequests } = await openPage(env.browser, { gpc: true, consent: 'accepted' });
    await page.goto(env.site.url);
    await islandsReady(page);
    await expect(page.getByRole('region', { name: 'Cookies, only with your OK' }).count()).resolves.toBe(0);
    await page.getByText('Global Privacy Control signal').waitFor();
    expect(analyticsRequests).toEqual([]);
    await context.close();
  });

  it('without the signal, the footer note stays hidden', async () => {
    const { page, context } = await openPage(env.browser, { consent: 'dismissed' });
    await page.goto(env.site.url);
    await expect(page.getByText('Global Privacy Control signal').isVisible()).resolves.toBe(false);
    await context.close();
  });
});

describe('colour mode', () => {
  it('starts light even when the system prefers dark, and a choice of dark survives reloads', async () => {
    const { page, context } = await openPage(env.browser, { consent: 'dismissed' });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto(env.site.url);
    await islandsReady(page);
    await expect(page.evaluate(() => document.documentElement.dataset.theme)).resolves.toBe('light');
    const toggle = page.getByRole('button', { name: 'Dark mode' });
    await expect(toggle.getAttribute('aria-pressed')).resolves.toBe('false');
    await toggle.click();
    await expect(page.evaluate(() => document.documentElement.dataset.theme)).resolves.toBe('dark');
    await expect(page.evaluate(() => localStorage.getItem('chakra-ui-color-mode'))).resolves.toBe('dark');
    await page.reload();
    // Applied before first paint: the attribute is already set when the DOM is parsed.
    await page.waitForLoadState('domcontentloaded');
    await expect(page.evaluate(() => document.documentElement.dataset.theme)).resolves.toBe('dark');
    await expect(page.getByRole('button', { name: 'Dark mode' }).getAttribute('aria-pressed')).resolves.toBe('true');
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe('rgb(15, 18, 32)');
    await context.close();
  });
});

/**
 * The page's clock from here on is the test's, and stopped: the toast's seconds pass only when the test runs them. Installed
 * alone, the fake clock still flows with real time, so on a loaded machine the seconds spent reading the clipboard or hovering
 * used up the toast's five before the test's own.
 */
async function stopTheClock(page: Page): Promise<void> {
  // A fixed start, and a stop an hour after it: however long the machine takes between the two calls, the stop is ahead.
  await page.clock.install({ time: new Date('2026-01-05T09:00:00Z') });
  await page.clock.pauseAt(new Date('2026-01-05T10:00:00Z'));
}

describe('promo code', () => {
  it('Copy code copies the promo code and shows a success toast that closes itself', async () => {
    const { page, context } = await openPage(env.browser, { consent: 'dismissed' });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: env.site.url });
    await page.goto(env.site.url);
    await islandsReady(page);
    await stopTheClock(page);
    await page.getByRole('button', { name: 'Copy code' }).click();
    const toast = page.getByRole('status').filter({ hasText: `Code ${code} copied` });
    await toast.waitFor();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(code);
    await expect(toast.evaluate((el) => getComputedStyle(el.parentElement!).zIndex)).resolves.toBe('5500');
    await page.clock.runFor(DEFAULT_DURATION_MS - 500);
    await expect(toast.count()).resolves.toBe(1);
    await page.clock.runFor(1_500);
    await toast.waitFor({ state: 'detached' });
    await context.close();
  });

  it('a hovered toast stays past its 5 seconds, and goes when closed', async () => {
    const { page, context } = await openPage(env.browser, { consent: 'dismissed' });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: env.site.url });
    await page.goto(env.site.url);
    await islandsReady(page);
    await stopTheClock(page);
    await page.getByRole('button', { name: 'Copy code' }).click();
    const toast = page.getByRole('status').filter({ hasText: `Code ${code} copied` });
    await toast.waitFor();
    // Preact starts the toast's countdown after the next frame, which a stopped clock only shows when run.
    await page.clock.runFor(100);
    await toast.hover();
    await page.clock.runFor(DEFAULT_DURATION_MS + 1_000);
    await expect(toast.count()).resolves.toBe(1);
    await toast.getByRole('button', { name: 'Close notification' }).click();
    await expect(toast.count()).resolves.toBe(0);
    await context.close();
  });
});

describe('scroll class', () => {
  it('is on the body while scrolling and gone just after', async () => {
    const { page, context } = await openHome();
    const during = await page.evaluate(() => {
      window.scrollBy(0, 400);
      return new Promise<boolean>((resolve) => requestAnimationFrame(() => resolve(document.body.classList.contains('scrolling'))));
    });
    expect(during).toBe(true);
    // Gone soon after the scrolling stops: polled, since a loaded machine can deliver the last scroll event late.
    await expect.poll(() => page.evaluate(() => document.body.classList.contains('scrolling')), { timeout: 1_000, interval: 50 }).toBe(false);
    await context.close();
  });
});

describe('features bar', () => {
  it('moves, but stands still for visitors who prefer reduced motion', async () => {
    for (const [reducedMotion, expected] of [['no-preference', 'features-scroll'], ['reduce', 'none']] as const) {
      const { page, context } = await openPage(env.browser, { consent: 'dismissed', reducedMotion });
      await page.goto(env.site.url);
      await expect(page.locator('.features-track').evaluate((el) => getComputedStyle(el).animationName)).resolves.toBe(expected);
      await context.close();
    }
  });

  for (const javaScriptEnabled of [true, false]) {
    it(`has a pause control for keyboard and touch that stops it and shows every claim whole (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async () => {
      const { page, context } = await openPage(env.browser, { consent: 'dismissed', javaScriptEnabled, viewport: { width: 390, height: 800 } });
      await page.goto(env.site.url);
      const pause = page.getByRole('region', { name: 'Why Nestwell' }).getByRole('checkbox', { name: 'Pause' });
      await pause.focus();
      await page.keyboard.press('Space');
      await expect(pause.isChecked()).resolves.toBe(true);
      await expect(page.locator('.features-track').evaluate((el) => getComputedStyle(el).animationName)).resolves.toBe('none');
      const cut = await page.locator('.features').evaluate((strip) => {
        const box = strip.getBoundingClientRect();
        return [...strip.querySelectorAll('.features-list:not([aria-hidden]) li')].filter((li) => {
          const r = li.getBoundingClientRect();
          return r.left < box.left || r.right > box.right || r.top < box.top || r.bottom > box.bottom;
        }).map((li) => li.textContent);
      });
      expect(cut).toEqual([]);
      await context.close();
    });
  }
});
