import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadContent } from '../../generator/content/load.ts';
import { axeViolations } from './axe.ts';
import { islandsReady, openPage, useSiteAndBrowser } from './harness.ts';

const env = useSiteAndBrowser();
const { content } = loadContent(path.resolve(import.meta.dirname, '../..'));

const MERCER_IN_ORDER = [
  'Ewing Township', 'Hamilton Township', 'Hightstown', 'Hopewell Borough', 'Hopewell Township', 'Lawrence Township',
  'Mercer County', 'Pennington', 'Princeton', 'Robbinsville Township', 'Trenton', 'West Windsor Township',
];

describe('/locations', () => {
  it('shows all 50 states as links, New Jersey first and marked in words as the state we clean in', async () => {
    const { page, context } = await openPage(env.browser, { consent: 'dismissed', viewport: { width: 375, height: 667 } });
    await page.goto(`${env.site.url}/locations`);
    const states = page.locator('.state-grid a');
    expect(await states.count()).toBe(50);
    await expect(states.nth(0).getAttribute('href')).resolves.toBe('/locations/new-jersey');
    await expect(states.nth(1).getAttribute('href')).resolves.toBe('/locations/alabama');
    // On a phone it is in the first screen, not 2,000 px down.
    expect((await states.nth(0).boundingBox())!.y + 56).toBeLessThan(667);
    const nj = page.getByRole('link', { name: /New Jersey/ });
    await expect(nj.textContent()).resolves.toBe('New Jersey We clean here');
    await expect(nj.getAttribute('href')).resolves.toBe('/locations/new-jersey');
    await context.close();
  });

  it('answers another state with 404, the swept-away screen and a link to New Jersey', async () => {
    const { page, context } = await openPage(env.browser, { consent: 'dismissed' });
    const response = await page.goto(`${env.site.url}/locations/texas`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Oops...This page got swept away!');
    await expect(page.getByText('We serve New Jersey today.').isVisible()).resolves.toBe(true);
    await expect(page.getByRole('link', { name: 'See every New Jersey town we clean in' }).getAttribute('href')).resolves.toBe('/locations/new-jersey');
    await context.close();
  });
});

describe('/locations/new-jersey', () => {
  it("lists Mercer County's 12 places first, alphabetically, then a card for every other county", async () => {
    const { page, context } = await openPage(env.browser, { consent: 'dismissed' });
    await page.goto(`${env.site.url}/locations/new-jersey`);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Search our New Jersey locations');
    await expect(page.title()).resolves.toBe('New Jersey Cleaning Locations | Nestwell');
    const cards = page.locator('.county-card');
    expect(await cards.count()).toBe(content.locations.counties.length);
    const mercer = cards.first();
    await expect(mercer.getByRole('heading', { level: 2 }).textContent()).resolves.toBe('Mercer County');
    expect(await mercer.locator('ul').first().getByRole('link').allTextContents()).toEqual(MERCER_IN_ORDER);
    await expect(mercer.getByRole('link', { name: 'Mercer County' }).last().getAttribute('href')).resolves.toBe('/locations/new-jersey/mercer-county');
    await expect(mercer.getByRole('link', { name: 'Trenton' }).getAttribute('href')).resolves.toBe('/locations/new-jersey/mercer-county/trenton');
    await context.close();
  });

  it('filters places across cards as you type, finds a town by ZIP, and hides cards with no match', async () => {
    const { page, context } = await openPage(env.browser, { consent: 'dismissed' });
    await page.goto(`${env.site.url}/locations/new-jersey`);
    await islandsReady(page);
    const search = page.getByRole('searchbox', { name: 'Search by town, county or ZIP code' });
    await search.fill('HOPEWELL');
    await page.getByRole('status').getByText('3 places match “HOPEWELL”.').waitFor();
    // The search's results stand in for the page's full list, which is hidden meanwhile.
    const cards = page.locator('.county-card:visible');
    expect(await cards.locator('h2').allTextContents()).toEqual(['Mercer County', 'Cumberland County']);
    expect(await cards.getByRole('link').allTextContents()).toEqual(['Mercer County', 'Hopewell Borough', 'Hopewell Township', 'Go to the Cumberland County page', 'Hopewell Township']);
    // Cumberland is folded away until a search finds something in it; then it opens.
    await expect(cards.nth(1).getByRole('link', { name: 'Hopewell Township' }).isVisible()).resolves.toBe(true);

    await search.fill('08608');
    await page.getByRole('status').getByText('1 place matches “08608”.').waitFor();
    expect(await cards.locator('li').allTextContents()).toEqual(['Trenton']);

    // A ZIP that a place uses besides its principal one (the data file's notes) finds it too.
    await search.fill('08540');
    await page.getByRole('status').getByText(/match(es)? “08540”\.$/).waitFor();
    expect(await cards.locator('li').allTextContents()).toEqual(['Princeton', 'East Rocky Hill: part of Franklin Township', 'Montgomery Township']);

    await search.fill('Atlantis');
    await page.getByText('No New Jersey place matches “Atlantis”.', { exact: false }).waitFor();
    expect(await cards.count()).toBe(0);

    await search.fill('');
    await cards.nth(content.locations.counties.length - 1).waitFor();
    expect(await cards.count()).toBe(content.locations.counties.length);
    await expect(cards.nth(1).getByRole('link', { name: 'Go to the Atlantic County page' }).isVisible()).resolves.toBe(false);
    await context.close();
  });

  it('fits in a few screens: Mercer open, every other county one row that opens without JavaScript', async () => {
    const { page, context } = await openPage(env.browser, { javaScriptEnabled: false, viewport: { width: 375, height: 667 } });
    await page.goto(`${env.site.url}/locations/new-jersey`);
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(667 * 7);
    const bergen = page.locator('details.county-card').filter({ hasText: 'Bergen County' });
    const teaneck = bergen.getByRole('link', { name: 'Teaneck Township' });
    await expect(teaneck.isVisible()).resolves.toBe(false);
    await bergen.locator('summary').click();
    await expect(teaneck.isVisible()).resolves.toBe(true);
    await expect(teaneck.getAttribute('href')).resolves.toBe('/locations/new-jersey/bergen-county/teaneck-township');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(800 * 4);
    await context.close();
  });

  it('finds places by the names people use: a census place, a station, Mt, a trailing NJ, any ZIP', async () => {
    const { page, context } = await openPage(env.browser, { consent: 'dismissed' });
    await page.goto(`${env.site.url}/locations/new-jersey`);
    await islandsReady(page);
    const search = page.getByRole('searchbox', { name: 'Search by town, county or ZIP code' });
    const results = page.locator('.county-card:visible li');
    const expected: [string, string, string][] = [
      ['Iselin', 'Iselin: part of Woodbridge Township', 'middlesex-county/woodbridge-township'],
      ['Princeton Junction', 'Princeton Junction: part of West Windsor Township', 'mercer-county/west-windsor-township'],
      ['Mt Laurel', 'Mount Laurel Township', 'burlington-county/mount-laurel'],
      ['Hoboken, NJ', 'Hoboken City', 'hudson-county/hoboken-city'],
      ['07310', 'Jersey City', 'hudson-county/jersey-city'],
    ];
    for (const [typed, text, place] of expected) {
      await search.fill(typed);
      await page.getByRole('status').getByText(`1 place matches “${typed}”.`).waitFor();
      expect(await results.allTextContents(), typed).toEqual([text]);
      await expect(results.getByRole('link').getAttribute('href')).resolves.toBe(`/locations/new-jersey/${place}`);
    }
    await context.close();
  });

  it('answers what was typed while its list of places was still loading: Iselin, then 08540', async () => {
    const { page, context } = await openPage(env.browser, { consent: 'dismissed' });
    // The page itself carries no copy of the places: the search fetches them when it wakes.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let fetched = 0;
    await page.route('**/assets/nj-places.*.json', async (route) => {
      fetched++;
      await held;
      await route.continue();
    });
    await page.goto(`${env.site.url}/locations/new-jersey`);
    expect(fetched).toBe(0);
    const box = page.getByRole('searchbox', { name: 'Search by town, county or ZIP code' });
    await box.pressSequentially('Iselin');
    await page.getByRole('status').getByText('Loading the list of places…').waitFor();
    await expect(box.inputValue()).resolves.toBe('Iselin');
    release();
    await page.getByRole('status').getByText(/match(es)? “Iselin”\.$/).waitFor();
    const results = page.locator('.county-card:visible li');
    expect(await results.allTextContents()).toContain('Iselin: part of Woodbridge Township');
    await box.fill('08540');
    await page.getByRole('status').getByText(/match(es)? “08540”\.$/).waitFor();
    expect(await results.allTextContents()).toContain('Princeton');
    expect(fetched).toBe(1);
    await context.close();
  });

  it('says so when its list of places cannot load, points to the A-Z list, and keeps every county listed', async () => {
    const { page, context } = await openPage(env.browser, { consent: 'dismissed' });
    await page.route('**/assets/nj-places.*.json', (route) => route.abort());
    await page.goto(`${env.site.url}/locations/new-jersey`);
    await page.getByRole('searchbox', { name: 'Search by town, county or ZIP code' }).pressSequentially('Iselin');
    const status = page.getByRole('status').filter({ hasText: 'The list of places did not load.' });
    await status.waitFor();
    await expect(status.getByRole('link', { name: 'A-Z list of towns and ZIP codes' }).getAttribute('href')).resolves.toBe('/locations/new-jersey-towns-and-zip-codes');
    expect(await page.locator('.county-card:visible').count()).toBe(content.locations.counties.length);
    await context.close();
  });

  it('lists every place without JavaScript, and hides the search box that could not work', async () => {
    const { page, context } = await openPage(env.browser, { javaScriptEnabled: false });
    await page.goto(`${env.site.url}/locations/new-jersey`);
    // Every municipality, and Mercer County's own page in its list.
    expect(await page.locator('.county-card li').count()).toBe(content.locations.counties.reduce((n, c) => n + c.places.length, 0) + 1);
    await expect(page.getByRole('searchbox').isVisible()).resolves.toBe(false);
    await context.close();
  });
});

describe('county and place pages', () => {
  it('lead to the app in the first screen of a phone, with the first-cleaning offer', async () => {
    const { page, context } = await openPage(env.browser, { viewport: { width: 320, height: 568 } });
    for (const path of ['/locations/new-jersey/mercer-county', '/locations/new-jersey/mercer-county/princeton', '/locations/new-jersey/bergen-county/teaneck-township']) {
      await page.goto(`${env.site.url}${path}`);
      await page.locator('.cookie-banner').waitFor();
      const hero = page.locator('.location-hero');
      await expect(hero.locator('.offer-line').textContent(), path).resolves.toBe(`${content.pricing.offer.percentOff}% off your first cleaning with the code ${content.pricing.offer.code} in the Nestwell app.`);
      const store = hero.getByRole('link', { name: /App Store/ });
      await expect(store.getAttribute('href')).resolves.toBe('/nestwell-ios');
      const box = (await store.boundingBox())!;
      const banner = (await page.locator('.cookie-banner').boundingBox())!;
      expect(box.y + box.height, path).toBeLessThanOrEqual(banner.y);
    }
    await context.close();
  });

  it("a written Mercer page reads in full without JavaScript: header, intro, titled sections, links", async () => {
    const { page, context } = await openPage(env.browser, { javaScriptEnabled: false });
    await page.goto(`${env.site.url}/locations/new-jersey/mercer-county/trenton`);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Trenton House and Office Cleaning in the Capital City');
    await expect(page.getByText('Trenton has been New Jersey’s capital since 1790', { exact: false }).or(page.getByText("Trenton has been New Jersey's capital since 1790", { exact: false })).first().isVisible()).resolves.toBe(true);
    expect(await page.getByRole('heading', { level: 2 }).allTextContents()).toContain('Rowhouses, twins and grand old homes');
    await expect(page.getByRole('main').getByRole('link', { name: 'Ewing Township' }).getAttribute('href')).resolves.toBe('/locations/new-jersey/mercer-county/ewing-township');
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    expect(await crumbs.getByRole('listitem').allTextContents()).toEqual(['Home', 'Locations', 'New Jersey', 'Mercer County', 'Trenton']);
    await context.close();
  });

  it('a data page reads in full without JavaScript: facts, its own words, services, prices, offer, apps, neighbours', async () => {
    const { page, context } = await openPage(env.browser, { javaScriptEnabled: false });
    await page.goto(`${env.site.url}/locations/new-jersey/bergen-county/teaneck-township`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('House cleaning in Teaneck');
    await expect(main.locator('.place-facts').textContent()).resolves.toBe('TypeTownshipCountyBergen CountyZIP code07666');
    for (const service of ['Standard Cleaning', 'Deep Cleaning', 'Move In/Out Cleaning', 'Rental Turnover Cleaning', 'Office and Business Cleaning']) {
      await expect(main.getByRole('listitem').filter({ hasText: service }).count()).resolves.toBe(1);
    }
    await expect(main.locator('article').getByText(content.pricing.offer.code).first().isVisible()).resolves.toBe(true);
    await expect(main.locator('.location-hero').getByText(content.pricing.offer.code).first().isVisible()).resolves.toBe(true);
    await expect(main.getByRole('link', { name: /App Store/ }).last().getAttribute('href')).resolves.toBe('/nestwell-ios');
    await expect(main.getByRole('link', { name: /Google Play/ }).last().getAttribute('href')).resolves.toBe('/nestwell-android');
    await expect(main.getByRole('link', { name: 'Flat prices per room and add-on' }).getAttribute('href')).resolves.toBe('/#pricing');
    expect(await main.locator('article').getByRole('heading', { level: 2 }).allTextContents()).toEqual(['Cleaning services', 'Your first cleaning', 'Nearby']);
    const neighbours = await main.locator('article .place-list a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(neighbours.length).toBeGreaterThan(0);
    expect(neighbours.every((href) => href!.startsWith('/locations/new-jersey/bergen-county/'))).toBe(true);
    await context.close();
  });

  it('says "next door" only of true borders: Ocean City lists Sea Isle City as nearby', async () => {
    const { page, context } = await openPage(env.browser, { javaScriptEnabled: false });
    await page.goto(`${env.site.url}/locations/new-jersey/cape-may-county/ocean-city`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Nearby' }).isVisible()).resolves.toBe(true);
    await expect(main.getByRole('link', { name: 'Sea Isle City' }).isVisible()).resolves.toBe(true);
    expect(await main.textContent()).not.toMatch(/next door/i);
    await page.goto(`${env.site.url}/locations/new-jersey/mercer-county/hopewell-borough`);
    expect(await page.getByRole('main').textContent()).not.toMatch(/just outside the borough line/i);
    await context.close();
  });

  it('a county page links to every one of its places', async () => {
    const { page, context } = await openPage(env.browser, { javaScriptEnabled: false });
    await page.goto(`${env.site.url}/locations/new-jersey/bergen-county`);
    expect(await page.locator('.place-columns a').count()).toBe(70);
    await context.close();
  });

  it('calls Toms River by its name since 2006: /toms-river-township, with a 301 from /dover-township', async () => {
    const old = await fetch(`${env.site.url}/locations/new-jersey/ocean-county/dover-township`, { redirect: 'manual' });
    expect(old.status).toBe(301);
    expect(new URL(old.headers.get('location')!, env.site.url).pathname).toBe('/locations/new-jersey/ocean-county/toms-river-township');
    const page = await fetch(`${env.site.url}/locations/new-jersey/ocean-county/toms-river-township`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Toms River');
  });

  it("lists only Jersey City's delivery ZIP codes, none of its PO-box or single-address ZIPs", async () => {
    const html = await (await fetch(`${env.site.url}/locations/new-jersey/hudson-county/jersey-city`)).text();
    expect(html).toContain('07302');
    for (const zip of ['07097', '07303', '07308', '07395', '07399']) expect(html, zip).not.toContain(zip);
  });

  it('answers an unknown place or county with 404 and "Page not found"', async () => {
    const { page, context } = await openPage(env.browser, { consent: 'dismissed' });
    for (const path of ['/locations/new-jersey/mercer-county/atlantis', '/locations/new-jersey/atlantis-county']) {
      const response = await page.goto(`${env.site.url}${path}`);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Page not found');
    }
    await context.close();
  });

  it('shows the default illustration when a place photo fails to load', async () => {
    const { page, context } = await openPage(env.browser, { consent: 'dismissed' });
    await page.goto(`${env.site.url}/locations/new-jersey/bergen-county/teaneck-township`);
    await islandsReady(page);
    const hero = page.locator('.location-hero img');
    await expect(hero.getAttribute('src')).resolves.toBe('/images/locations/default.svg');
    await hero.evaluate((img: HTMLImageElement) => { img.src = '/images/locations/bergen-county/teaneck-township.jpg'; });
    await page.waitForFunction(() => document.querySelector<HTMLImageElement>('.location-hero img')!.naturalWidth > 0
      && document.querySelector('.location-hero img')!.getAttribute('src') === '/images/locations/default.svg');
    await context.close();
  });
});

describe('axe-core, WCAG 2.2 AA, on location pages', () => {
  const PAGES = ['/locations', '/locations/new-jersey', '/locations/new-jersey/bergen-county', '/locations/new-jersey/mercer-county/trenton', '/locations/new-jersey/bergen-county/teaneck-township'];
  for (const theme of ['light', 'dark'] as const) {
    it(`has no violations in ${theme} mode`, async () => {
      const { page, context } = await openPage(env.browser, { theme, consent: 'dismissed' });
      for (const path of PAGES) {
        await page.goto(`${env.site.url}${path}`);
        await islandsReady(page);
        expect(await axeViolations(page), path).toEqual([]);
      }
      await page.goto(`${env.site.url}/locations/new-jersey`);
      await islandsReady(page);
      await page.getByRole('searchbox').fill('08');
      await page.getByRole('status').getByText('match', { exact: false }).waitFor();
      expect(await axeViolations(page), 'filtered search').toEqual([]);
      await context.close();
    }, 180_000);
  }
});
