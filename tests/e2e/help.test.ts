import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { andSpellings } from '../../generator/content/help.ts';
import { loadContent } from '../../generator/content/load.ts';
import { plainText } from '../../generator/content/markdown.ts';
import { formatDay } from '../../kernel/dates.ts';
import { HELP_CENTRE, helpArticleUrl, helpCategoryUrl } from '../../kernel/page-urls.ts';
import { axeViolations } from './axe.ts';
import { islandsReady, openPage, useSiteAndBrowser } from './harness.ts';

const env = useSiteAndBrowser();
const { content } = loadContent(path.resolve(import.meta.dirname, '../..'));

/** A category with more than one article, and its first: the walk reads today's titles from content. */
const CATEGORY = content.help.find((c) => c.articles.length > 1)!;
const FIRST = CATEGORY.articles[0]!;
const ARTICLE = helpArticleUrl(CATEGORY.slug, FIRST.slug);
/** Every help address that spells "and" as "&". */
const AMP_PATHS = content.help.flatMap((c) => [helpCategoryUrl(c.slug), ...c.articles.map((a) => helpArticleUrl(c.slug, a.slug))]).filter((href) => href.includes('&'));

async function openHelp() {
  const opened = await openPage(env.browser, { consent: 'dismissed' });
  await opened.page.goto(`${env.site.url}/support`);
  await islandsReady(opened.page);
  return opened;
}

describe('/support', () => {
  it('shows "How can we help?", a Search box and a card per category with each of its articles', async () => {
    const { page, context } = await openHelp();
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('How can we help?');
    await expect(page.getByRole('searchbox').getAttribute('placeholder')).resolves.toBe('Search');
    const counts = await page.locator('.help-card').evaluateAll((cards) => cards.map((c) => c.querySelectorAll(':scope ul a').length));
    expect(counts).toEqual(content.help.map((c) => c.articles.length));
    await context.close();
  });

  it('filters titles as you type, case-insensitively, hides empty categories and marks the match', async () => {
    const { page, context } = await openHelp();
    await page.getByRole('searchbox').fill('CLEANING');
    const cards = page.locator('.help-card');
    await page.waitForFunction((categories) => document.querySelectorAll('.help-card').length < categories, content.help.length);
    const titles = await cards.locator('ul a').allTextContents();
    expect(titles.length).toBeGreaterThan(0);
    for (const title of titles) expect(title.toLowerCase()).toContain('cleaning');
    const marks = await cards.locator('mark').allTextContents();
    expect(marks.length).toBe(titles.length);
    for (const mark of marks) expect(mark.toLowerCase()).toBe('cleaning');
    const without = content.help.filter((c) => c.articles.every((a) => !a.title.toLowerCase().includes('cleaning')));
    for (const category of without) await expect(page.getByRole('heading', { name: category.title, exact: true }).count()).resolves.toBe(0);
    await context.close();
  });

  it('says so when nothing matches, pointing to the chat and client support', async () => {
    const { page, context } = await openHelp();
    await page.getByRole('searchbox').fill('zebra crossing');
    const empty = page.getByText('No article titles match “zebra crossing”.');
    await empty.waitFor();
    await expect(page.locator('.help-card').count()).resolves.toBe(0);
    await expect(page.locator('.help-empty').getByRole('link', { name: 'contact client support' }).getAttribute('href')).resolves.toBe('https://app.nestwell.com/support');
    await expect(page.locator('.help-empty').textContent()).resolves.toContain('chat assistant');
    await page.getByRole('searchbox').fill('');
    await page.waitForFunction((categories) => document.querySelectorAll('.help-card').length === categories, content.help.length);
    await context.close();
  });

  it('lists every category and article without JavaScript', async () => {
    const { page, context } = await openPage(env.browser, { javaScriptEnabled: false });
    await page.goto(`${env.site.url}/support`);
    await expect(page.locator('.help-card ul a').count()).resolves.toBe(content.help.flatMap((c) => c.articles).length);
    await context.close();
  });
});

describe('help articles', () => {
  it('go from the centre to a category and an article, with a breadcrumb back', async () => {
    const { page, context } = await openHelp();
    await page.getByRole('link', { name: CATEGORY.title, exact: true }).click();
    await page.waitForURL((url) => decodeURI(url.pathname) === helpCategoryUrl(CATEGORY.slug));
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(CATEGORY.title);
    await page.getByRole('main').getByRole('link', { name: FIRST.title, exact: true }).click();
    await page.waitForURL((url) => decodeURI(url.pathname) === ARTICLE);
    await expect(page.title()).resolves.toBe(`${FIRST.title} | ${content.site.brand.name} Help`);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.locator('li').allTextContents()).resolves.toEqual(['Help centre', CATEGORY.title, FIRST.title]);
    await expect(page.getByRole('complementary').getByRole('link').allTextContents()).resolves.toEqual(CATEGORY.articles.slice(1).map((a) => a.title));
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.some((t) => t.includes('"BreadcrumbList"') && t.includes(JSON.stringify(FIRST.title).slice(1, -1)))).toBe(true);
    await crumbs.getByRole('link', { name: 'Help centre' }).click();
    await page.waitForURL(/\/support$/);
    await context.close();
  });

  it('are readable with JavaScript disabled', async () => {
    const { page, context } = await openPage(env.browser, { javaScriptEnabled: false });
    await page.goto(`${env.site.url}${ARTICLE}`);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(FIRST.title);
    await expect(page.getByRole('main').textContent()).resolves.toContain(plainText(/<p>([\s\S]*?)<\/p>/.exec(FIRST.html)![1]!).slice(0, 40));
    await context.close();
  });

  // The route logic is tested on a fixture (generator/routes.test.ts); this checks the server answers it.
  it('redirect every "-and-" spelling of a help address to the "&" one', async () => {
    for (const target of AMP_PATHS) {
      for (const spelled of andSpellings(target)) {
        const response = await fetch(`${env.site.url}${encodeURI(spelled)}`, { redirect: 'manual' });
        expect(response.status, spelled).toBe(301);
        expect(decodeURI(response.headers.get('location')!), spelled).toBe(target);
      }
    }
  });

  it('answer an unknown category with "Page not found" and a 404', async () => {
    const { page, context } = await openPage(env.browser, { consent: 'dismissed' });
    const response = await page.goto(`${env.site.url}/support/laundry-and-ironing`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Page not found');
    await context.close();
  });

  it('report to the help centre analytics property', async () => {
    const html = await (await fetch(`${env.site.url}${ARTICLE}`)).text();
    expect(html).toContain('data-analytics-id="G-NWHELP0001"');
  });
});

describe('legal documents', () => {
  it('are dated, rendered in the page, and linked from every footer', async () => {
    const { page, context } = await openPage(env.browser, { javaScriptEnabled: false });
    const legal = [
      ['/terms-of-service', 'Terms of Service'],
      ['/privacy-policy', 'Privacy Policy'],
      ['/cookies', 'Cookie Policy'],
      ['/notice-at-collection', 'Notice at Collection'],
    ];
    for (const [path, name] of legal) {
      await page.goto(`${env.site.url}${path}`);
      const { updated } = content.legal.find((d) => `/${d.slug}` === path)!;
      await expect(page.locator('.doc-updated').textContent(), path).resolves.toBe(`Effective ${formatDay(updated)}`);
      await expect(page.getByRole('contentinfo').getByRole('link', { name }).getAttribute('href'), path).resolves.toBe(path);
    }
    await page.goto(`${env.site.url}/cookies`);
    const text = await page.getByRole('main').textContent();
    for (const key of ['cookieConsent', 'chakra-ui-color-mode', 'Global Privacy Control']) expect(text).toContain(key);
    await context.close();
  });
});

describe('axe-core on the help centre', () => {
  for (const path of [HELP_CENTRE, helpCategoryUrl(CATEGORY.slug), ARTICLE]) {
    for (const theme of ['light', 'dark'] as const) {
      it(`${path} in ${theme} mode has no violations`, async () => {
        const { page, context } = await openPage(env.browser, { theme, consent: 'dismissed' });
        await page.goto(`${env.site.url}${path}`);
        await islandsReady(page);
        if (path === '/support') await page.getByRole('searchbox').fill('clean');
        expect(await axeViolations(page)).toEqual([]);
        await context.close();
      });
    }
  }
});
