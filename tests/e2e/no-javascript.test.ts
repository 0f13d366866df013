import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadContent } from '../../generator/content/load.ts';
import { phoneHref } from '../../kernel/phone.ts';
import { axeViolations } from './axe.ts';
import { islandsReady, openPage, useSiteAndBrowser } from './harness.ts';

const { content } = loadContent(path.resolve(import.meta.dirname, '../..'));
const { site } = content;
const env = useSiteAndBrowser();

const noJs = () => openPage(env.browser, { javaScriptEnabled: false });

describe('every action works without JavaScript', () => {
  it('"Get the app" and Book Now lead to a page with both stores', async () => {
    const { page, context } = await noJs();
    for (const click of [
      () => page.getByRole('banner').getByRole('button', { name: 'Get the app' }).click(),
      () => page.getByRole('region', { name: `${content.pricing.offer.percentOff}% off your first cleaning` }).getByRole('button', { name: 'Book Now' }).click(),
    ]) {
      await page.goto(env.site.url);
      await click();
      await page.waitForURL(/\/get-the-app/);
      const main = page.getByRole('main');
      await expect(main.getByRole('link', { name: /iPhone/ }).getAttribute('href')).resolves.toBe(`/${site.brand.slug}-ios`);
      await expect(main.getByRole('link', { name: /Android/ }).getAttribute('href')).resolves.toBe(`/${site.brand.slug}-android`);
    }
    await context.close();
  });

  it('Support leads to the support choice, with the phone and the hours', async () => {
    const { page, context } = await noJs();
    await page.goto(`${env.site.url}/blog`);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Support' }).click();
    await page.waitForURL(/\/contact-support/);
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: /Clients/ }).getAttribute('href')).resolves.toBe(site.clientSupportUrl);
    await expect(main.getByRole('link', { name: new RegExp(site.crewBrand.name) }).getAttribute('href')).resolves.toBe(site.crewSupportUrl);
    await expect(main.locator(`a[href="${phoneHref(site.phone)}"]`).count()).resolves.toBe(1);
    await expect(main.getByText('24/7').count()).resolves.toBe(1);
    await context.close();
  });

  it('the chat launcher leads to the help centre', async () => {
    const { page, context } = await noJs();
    await page.goto(`${env.site.url}/blog`);
    await page.getByRole('button', { name: 'Chat with Nestwell' }).click();
    await page.waitForURL(/\/support\??$/);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('How can we help?');
    await context.close();
  });

  it('shows no control that could not work: no Copy code, no colour-mode toggle, no estimator', async () => {
    const { page, context } = await noJs();
    await page.goto(env.site.url);
    await expect(page.getByText(content.pricing.offer.code, { exact: true }).first().isVisible()).resolves.toBe(true);
    await expect(page.getByRole('button', { name: 'Copy code' }).isVisible()).resolves.toBe(false);
    await expect(page.getByRole('button', { name: 'Dark mode' }).isVisible()).resolves.toBe(false);
    await expect(page.getByRole('region', { name: 'Estimate your price' }).count()).resolves.toBe(0);
    await context.close();
  });

  it('finds a town by another name or by ZIP through the A-Z list of towns and ZIP codes', async () => {
    const { page, context } = await noJs();
    await page.goto(`${env.site.url}/locations/new-jersey`);
    await expect(page.getByRole('searchbox').isVisible()).resolves.toBe(false);
    await page.getByRole('link', { name: /All towns, communities and ZIP codes/ }).click();
    await page.waitForURL(/towns-and-zip-codes$/);
    const iselin = page.getByRole('listitem').filter({ hasText: /^Iselin, part of / });
    await expect(iselin.getByRole('link').getAttribute('href')).resolves.toBe('/locations/new-jersey/middlesex-county/woodbridge-township');
    const zip = page.getByRole('listitem').filter({ hasText: /^08540: / });
    const hrefs = await zip.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toContain('/locations/new-jersey/mercer-county/princeton');
    // Every place page is listed.
    const places = content.locations.counties.flatMap((c) => c.places.map((p) => `/locations/new-jersey/${c.slug}/${p.municipality.slug}`));
    const linked = new Set(await page.getByRole('main').getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href'))));
    expect(places.filter((p) => !linked.has(p))).toEqual([]);
    await context.close();
  });
});

describe('the New Jersey town search with JavaScript', () => {
  it('is in place from the first paint, and the county list does not move when it wakes', async () => {
    const { page, context } = await openPage(env.browser, { consent: 'dismissed', viewport: { width: 390, height: 800 } });
    await page.goto(`${env.site.url}/locations/new-jersey`);
    const box = page.getByRole('searchbox', { name: 'Search by town, county or ZIP code' });
    await expect(box.isVisible()).resolves.toBe(true);
    // Its place in the page, not in the window: the test browser may scroll the box into view as it types (a run on a
    // loaded machine ended 478 px down, the list where it was), and a scroll is no layout shift.
    const top = () => page.locator('.county-cards').evaluate((list) => list.getBoundingClientRect().top + window.scrollY);
    const before = await top();
    await islandsReady(page);
    await box.fill('Iselin');
    await page.getByRole('status').getByText('1 place matches “Iselin”.').waitFor();
    await box.fill('');
    await page.locator('.county-card').nth(20).waitFor();
    expect(await top()).toBe(before);
    await context.close();
  });

  it('answers a place outside New Jersey by saying we clean in New Jersey only', async () => {
    const { page, context } = await openPage(env.browser, { consent: 'dismissed' });
    await page.goto(`${env.site.url}/locations/new-jersey`);
    await islandsReady(page);
    const box = page.getByRole('searchbox', { name: 'Search by town, county or ZIP code' });
    await box.fill('Philadelphia');
    await page.getByRole('status').getByText('Nestwell cleans in New Jersey only', { exact: false }).waitFor();
    await box.fill('19103');
    await page.getByRole('status').getByText('19103 is not a New Jersey ZIP code.', { exact: false }).waitFor();
    await context.close();
  });
});

describe('the new pages are accessible', () => {
  for (const path of ['/get-the-app', '/contact-support', '/locations/new-jersey-towns-and-zip-codes', '/locations/ohio']) {
    for (const theme of ['light', 'dark'] as const) {
      it(`${path} in ${theme} mode has no violations, with the cookie banner up`, async () => {
        const { page, context } = await openPage(env.browser, { theme });
        await page.goto(`${env.site.url}${path}`);
        await islandsReady(page);
        expect(await axeViolations(page)).toEqual([]);
        await context.close();
      });
    }
  }
});
