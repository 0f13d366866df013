import { describe, expect, it } from 'vitest';
import { islandsReady, openPage, useSiteAndBrowser } from './harness.ts';

const env = useSiteAndBrowser();

const SECTIONS = [['Pricing', '/#pricing'], ['Locations', '/locations'], ['Help centre', '/support'], ['Blog', '/blog']];

describe('header', () => {
  it('on a desktop shows Pricing, Locations, Help, Blog, Support, Join Our Team and "Get the app" in one row', async () => {
    const { page, context } = await openPage(env.browser, { consent: 'dismissed' });
    await page.goto(`${env.site.url}/blog`);
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [name, href] of SECTIONS) {
      const link = nav.getByRole('link', { name, exact: true });
      await expect(link.isVisible(), name).resolves.toBe(true);
      await expect(link.getAttribute('href')).resolves.toBe(href);
    }
    await expect(nav.getByRole('link', { name: 'Blog', exact: true }).getAttribute('aria-current')).resolves.toBe('page');
    await expect(nav.getByRole('link', { name: 'Join Our Team' }).isVisible()).resolves.toBe(true);
    await expect(page.locator('.site-menu summary').isVisible()).resolves.toBe(false);
    await expect(page.locator('.site-header').evaluate((h) => h.getBoundingClientRect().height)).resolves.toBeLessThan(80);
    await islandsReady(page);
    await page.getByRole('banner').getByRole('button', { name: 'Get the app' }).click();
    const dialog = page.getByRole('dialog', { name: 'Book in the Nestwell app' });
    await expect(dialog.getByRole('link', { name: /iPhone/ }).getAttribute('href')).resolves.toBe('/nestwell-ios');
    await expect(dialog.getByRole('link', { name: /Android/ }).getAttribute('href')).resolves.toBe('/nestwell-android');
    await context.close();
  });

  it('"Get the app" on a computer shows a QR code beside each store, and a phone never downloads them', async () => {
    const { page, context } = await openPage(env.browser, { consent: 'dismissed' });
    await page.goto(env.site.url);
    // Before the island wakes, the button is a form that leads to the store-choice page instead.
    await islandsReady(page);
    await page.getByRole('banner').getByRole('button', { name: 'Get the app' }).click();
    const dialog = page.getByRole('dialog', { name: 'Book in the Nestwell app' });
    for (const name of ['QR code: Download on the App Store', 'QR code: Get it on Google Play']) {
      const qr = dialog.getByRole('img', { name });
      await qr.waitFor({ state: 'visible' });
      await qr.evaluate((img: HTMLImageElement) => img.decode());
      await expect(qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).resolves.toBeGreaterThan(0);
    }
    await context.close();

    const phone = await openPage(env.browser, { consent: 'dismissed', viewport: { width: 390, height: 800 } });
    const requested: string[] = [];
    phone.page.on('request', (r) => r.url().endsWith('-qr.svg') && requested.push(r.url()));
    await phone.page.goto(env.site.url);
    await islandsReady(phone.page);
    await phone.page.getByRole('banner').getByRole('button', { name: 'Get the app' }).click();
    const phoneDialog = phone.page.getByRole('dialog', { name: 'Book in the Nestwell app' });
    await phoneDialog.waitFor();
    // Hidden and lazy, the codes are never fetched: no fixed wait, the network settles first.
    await expect(phoneDialog.locator('.choice-qr').first().isVisible()).resolves.toBe(false);
    await phone.page.waitForLoadState('networkidle');
    expect(requested).toEqual([]);
    await phone.context.close();
  });

  for (const width of [320, 375]) {
    it(`takes one row at ${width} px: logo, "Get the app" and a menu that opens and closes`, async () => {
      const { page, context } = await openPage(env.browser, { consent: 'dismissed', viewport: { width, height: 640 } });
      await page.goto(env.site.url);
      await islandsReady(page);
      const header = page.locator('.site-header');
      await expect(header.evaluate((h) => h.getBoundingClientRect().height)).resolves.toBeLessThan(80);
      await expect(page.getByRole('banner').getByRole('button', { name: 'Get the app' }).isVisible()).resolves.toBe(true);
      const nav = page.getByRole('navigation', { name: 'Main' });
      await expect(nav.getByRole('link', { name: 'Pricing' }).isVisible()).resolves.toBe(false);
      // A native disclosure: <summary> is announced as a button with its expanded state.
      const menu = page.locator('.site-menu summary');
      await expect(menu.textContent()).resolves.toBe('Menu');
      const open = () => page.locator('.site-menu').evaluate((d: HTMLDetailsElement) => d.open);
      await expect(open()).resolves.toBe(false);
      await menu.click();
      await expect(open()).resolves.toBe(true);
      for (const [name] of SECTIONS) await expect(nav.getByRole('link', { name, exact: true }).isVisible(), name).resolves.toBe(true);
      await expect(nav.getByRole('button', { name: 'Support' }).isVisible()).resolves.toBe(true);
      await expect(nav.getByRole('link', { name: 'Join Our Team' }).isVisible()).resolves.toBe(true);
      await expect(nav.getByRole('button', { name: 'Dark mode' }).isVisible()).resolves.toBe(true);
      await page.keyboard.press('Escape');
      await expect(open()).resolves.toBe(false);
      await expect(menu.evaluate((m) => m === document.activeElement)).resolves.toBe(true);
      await context.close();
    });
  }

  it('opens its menu without JavaScript', async () => {
    const { page, context } = await openPage(env.browser, { javaScriptEnabled: false, viewport: { width: 375, height: 667 } });
    await page.goto(env.site.url);
    const locations = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Locations', exact: true });
    await expect(locations.isVisible()).resolves.toBe(false);
    await page.locator('.site-menu summary').click();
    await expect(locations.isVisible()).resolves.toBe(true);
    await context.close();
  });
});
