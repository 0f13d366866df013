import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loadContent } from '../../generator/content/load.ts';
import { BLOG_LAYOUT } from '../../islands/blog-shuffle/BlogShuffle.tsx';
import { axeViolations } from './axe.ts';
import { islandsReady, openPage, useSiteAndBrowser } from './harness.ts';

const { content } = loadContent(path.resolve(import.meta.dirname, '../..'));
const posts = content.blog;
const newestFirst = posts.map((p) => `/blog/${p.slug}`);

const env = useSiteAndBrowser();

/** Replaces Math.random in the page with a seeded generator (mulberry32), so a visit's order is known. */
async function seedRandom(context: BrowserContext, seed: number): Promise<void> {
  await context.addInitScript((start: number) => {
    let s = start;
    Math.random = () => {
      s = (s + 0x6d2b79f5) | 0;
      let t = Math.imul(s ^ (s >>> 15), 1 | s);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
  }, seed);
}

/** Opens /blog with a seeded shuffle and waits until the island has reordered the list. */
async function openBlog(seed: number, viewport?: { width: number; height: number }) {
  const opened = await openPage(env.browser, { consent: 'dismissed', viewport });
  await seedRandom(opened.context, seed);
  await opened.page.goto(`${env.site.url}/blog`);
  await islandsReady(opened.page);
  // Hydration marks the island awake before its effect has shuffled; read the order only after.
  await opened.page.locator('.blog-top[data-shuffled]').waitFor({ state: 'attached' });
  return opened;
}

const hrefs = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((links) => links.map((a) => a.getAttribute('href')));
describe('/blog', () => {
  it('shows 1 featured, the sidebar, those an editor marked popular, and All Articles: the first cards, VIEW ALL reveals every article', async () => {
    const { page, context } = await openBlog(1);
    await expect(page.title()).resolves.toBe(content.pages.pages['/blog']!.title);
    await expect(page.locator('.blog-card-featured').count()).resolves.toBe(1);
    const popularPosts = posts.filter((p) => p.popular).slice(0, BLOG_LAYOUT.popular);
    const sidebar = Math.min(BLOG_LAYOUT.sidebar, posts.length - popularPosts.length - 1);
    await expect(page.getByRole('region', { name: 'More to Read' }).getByRole('listitem').count()).resolves.toBe(sidebar);
    const popular = await hrefs(page, '[aria-labelledby="blog-popular-title"] h3 a');
    expect(popular).toEqual(popularPosts.map((p) => `/blog/${p.slug}`));
    const above = await hrefs(page, '.blog-top .blog-card-title a, [aria-labelledby="blog-popular-title"] .blog-card-title a');
    // Above "All Articles" no post is shown twice.
    expect(new Set(above).size).toBe(above.length);
    for (const href of above) expect(newestFirst).toContain(href);
    // "All Articles" is the complete list, newest first: the first cards, then VIEW ALL reveals the rest.
    const all = page.getByRole('region', { name: 'All Articles' });
    const visibleCards = () => all.locator('.blog-card-title a:visible').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    await expect(visibleCards()).resolves.toEqual(newestFirst.slice(0, BLOG_LAYOUT.initial));
    if (newestFirst.length > BLOG_LAYOUT.initial) {
      const viewAll = all.getByRole('button', { name: 'View all articles' });
      await expect(viewAll.getAttribute('aria-expanded')).resolves.toBe('false');
      await viewAll.click();
      await expect(visibleCards()).resolves.toEqual(newestFirst);
      // Keyboard users continue at the first card VIEW ALL revealed.
      // Focus moves once the revealed cards are painted: polled, so a slow machine does not read it a frame early.
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe(newestFirst[BLOG_LAYOUT.initial]);
    }
    await context.close();
  });

  for (const width of [360, 1280]) {
    it(`shows every card title whole, with nothing cut off, at ${width} px`, async () => {
      const { page, context } = await openBlog(3, { width, height: 800 });
      const cut = await page.locator('.blog-card-title').evaluateAll((titles) =>
        titles.filter((t) => t.scrollHeight > t.clientHeight + 1 || t.querySelector('a')!.scrollHeight > t.clientHeight + 1).map((t) => t.textContent));
      expect(cut).toEqual([]);
      await context.close();
    });
  }

  it('shuffles on each visit: two visits can give different orders, the same random sequence the same order', async () => {
    const orders: (string | null)[][] = [];
    for (const seed of [1, 2, 1]) {
      const { page, context } = await openBlog(seed);
      orders.push(await hrefs(page, '.blog-top .blog-card-title a'));
      await context.close();
    }
    // The featured card is the newest article not marked popular, on every visit; the sidebar shows
    // the first of the shuffled others.
    const candidates = newestFirst.filter((href) => !posts.find((p) => href.endsWith(p.slug))!.popular);
    const shuffled = candidates.slice(1, BLOG_LAYOUT.considered);
    for (const order of orders) {
      expect(order).toHaveLength(Math.min(candidates.length, 1 + BLOG_LAYOUT.sidebar));
      expect(order[0]).toBe(candidates[0]);
      for (const href of order.slice(1)) expect(shuffled).toContain(href);
    }
    expect(orders[0]).not.toEqual(orders[1]);
    expect(orders[2]).toEqual(orders[0]);
  });

  it('works without JavaScript: a stable newest-first order, and VIEW ALL reveals every article', async () => {
    const { page, context } = await openPage(env.browser, { javaScriptEnabled: false });
    await page.goto(`${env.site.url}/blog`);
    const top = newestFirst.filter((href) => !posts.find((p) => href.endsWith(p.slug))!.popular).slice(0, 1 + BLOG_LAYOUT.sidebar);
    expect(await hrefs(page, '.blog-top .blog-card-title a')).toEqual(top);
    const all = page.getByRole('region', { name: 'All Articles' });
    const visibleCards = () => all.locator('.blog-card-title a:visible').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    await expect(visibleCards()).resolves.toEqual(newestFirst.slice(0, BLOG_LAYOUT.initial));
    if (newestFirst.length > BLOG_LAYOUT.initial) {
      await all.getByRole('link', { name: 'View all articles' }).click();
      await expect(visibleCards()).resolves.toEqual(newestFirst);
    }
    await context.close();
  });

  it('loads card images lazily: an off-screen image is not requested until scrolled near, then fades in', async () => {
    const { page, context } = await openPage(env.browser, { consent: 'dismissed' });
    await seedRandom(context, 1);
    const requested: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/images/blog/')) requested.push(new URL(r.url()).pathname);
    });
    await page.goto(`${env.site.url}/blog`);
    await islandsReady(page);
    const popular = page.getByRole('region', { name: 'Most Popular Posts' });
    // The static page's featured picture (the newest article's) loads at once, whatever the shuffle does with it.
    const offScreen = (await hrefs(page, '[aria-labelledby="blog-popular-title"] h3 a'))
      .map((href) => `/images/blog/${href!.split('/').pop()}.svg`)
      .filter((image) => image !== posts[0]!.heroImage);
    expect(offScreen.length).toBeGreaterThan(0);
    await page.waitForTimeout(300);
    for (const image of offScreen) expect(requested, image).not.toContain(image);
    await expect(popular.locator('img').count()).resolves.toBe(0);

    await popular.scrollIntoViewIfNeeded();
    await page.waitForFunction(() => [...document.querySelectorAll('[aria-labelledby="blog-popular-title"] .lazy-image')].every((box) => box.classList.contains('is-loaded')));
    for (const image of offScreen) expect(requested).toContain(image);
    // Fades in: opacity runs from 0 to 1 once the image has loaded.
    await popular.locator('img.lazy-fade').first().evaluate((img) =>
      new Promise<void>((resolve) => {
        const check = () => (getComputedStyle(img).opacity === '1' ? resolve() : requestAnimationFrame(check));
        check();
      }),
    );
    await context.close();
  });

  it('does not shift layout while the list loads, shuffles and scrolls', async () => {
    const { page, context } = await openBlog(2, { width: 1280, height: 800 });
    const cls = await scrollAndMeasureShift(page);
    expect(cls).toBe(0);
    await context.close();
  });
});

/** Scrolls the page in steps and returns the layout-shift score seen since it started loading. */
export async function scrollAndMeasureShift(page: Page): Promise<number> {
  return page.evaluate(async () => {
    let score = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) score += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
    const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
    for (let y = 0; y < document.body.scrollHeight; y += 300) {
      window.scrollTo(0, y);
      await wait(120);
    }
    await wait(500);
    return score;
  });
}

/** The start of an HTML fragment's text, up to its first character reference: enough to find it on the page. */
const leadOf = (html: string) => html.replace(/<[^>]*>/g, '').split('&')[0]!.trim();

describe('/blog/{slug}', () => {
  // The newest post with text in **bold**, which the bold test looks for; each test reads the post from content.
  const bodyOf = (p: (typeof posts)[number]) => [...p.intro, ...p.content.map((s) => s.description), ...p.conclusion].join('\n');
  const post = posts.find((p) => bodyOf(p).includes('<strong>')) ?? posts[0]!;

  it('shows the back link, title, description, hero, intro, sections, conclusion and related articles', async () => {
    const { page, context } = await openPage(env.browser, { consent: 'dismissed' });
    const response = await page.goto(`${env.site.url}/blog/${post.slug}`);
    expect(response?.status()).toBe(200);
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Back to the blog' }).getAttribute('href')).resolves.toBe('/blog');
    await expect(main.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(post.title);
    await expect(main.getByText(post.description).count()).resolves.toBe(1);
    const hero = main.getByRole('img', { name: post.heroAlt });
    await expect(hero.getAttribute('loading')).resolves.toBeNull();
    await expect(hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).resolves.toBe(true);
    await expect(main.locator('.article-intro p').first().textContent()).resolves.toContain(leadOf(post.intro[0]!));
    const headings = await main.getByRole('heading', { level: 2 }).allTextContents();
    expect(headings).toEqual([...post.content.map((s) => s.title), 'Conclusion', 'Related Articles']);
    await expect(main.locator('#conclusion + div p').count()).resolves.toBe(post.conclusion.length);
    expect(await hrefs(page, '[aria-labelledby="related-title"] h3 a')).toEqual(post.relatedArticles.map((r) => `/blog/${r.slug}`));
    await context.close();
  });

  it('shows text between double asterisks in bold', async () => {
    const { page, context } = await openPage(env.browser, { consent: 'dismissed' });
    await page.goto(`${env.site.url}/blog/${post.slug}`);
    const strong = /<strong>(.*?)<\/strong>/.exec(bodyOf(post))?.[1];
    expect(strong, 'no blog post has text in **bold**').toBeDefined();
    const bold = page.getByRole('main').locator('.prose strong', { hasText: leadOf(strong!) }).first();
    await expect(bold.evaluate((el) => Number(getComputedStyle(el).fontWeight))).resolves.toBeGreaterThanOrEqual(700);
    await expect(page.getByRole('main').getByText('**').count()).resolves.toBe(0);
    await context.close();
  });

  it('The UNLOCK % OFF button opens the same iOS and Android choice as Book Now', async () => {
    const { page, context } = await openPage(env.browser, { consent: 'dismissed' });
    await page.goto(`${env.site.url}/blog/${post.slug}`);
    await islandsReady(page);
    await page.getByRole('button', { name: `UNLOCK ${content.pricing.offer.percentOff}% OFF` }).click();
    const dialog = page.getByRole('dialog', { name: 'Book in the Nestwell app' });
    await dialog.waitFor();
    await expect(dialog.getByRole('link', { name: /iPhone/ }).getAttribute('href')).resolves.toBe('/nestwell-ios');
    await expect(dialog.getByRole('link', { name: /Android/ }).getAttribute('href')).resolves.toBe('/nestwell-android');
    await context.close();
  });

  it('carries BlogPosting structured data', async () => {
    const html = await (await fetch(`${env.site.url}/blog/${post.slug}`)).text();
    const records = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
    const posting = records.find((r) => r['@type'] === 'BlogPosting');
    expect(posting).toMatchObject({
      headline: post.title,
      description: post.description,
      image: `${content.site.siteUrl}${post.heroImage}`,
      datePublished: post.date,
      author: { '@type': 'Organization', name: 'Nestwell' },
    });
  });

  it('answers the old numeric address with a 301 to the slug, on the server, in _redirects and as a stub', async () => {
    const response = await fetch(`${env.site.url}/blog/${post.id}`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(`/blog/${post.slug}`);
    expect(fs.readFileSync(path.join(env.site.dir, '_redirects'), 'utf8')).toContain(`/blog/${post.id} /blog/${post.slug} 301\n`);
    expect(fs.readFileSync(path.join(env.site.dir, `blog/${post.id}.html`), 'utf8')).toContain(`url=${content.site.siteUrl}/blog/${post.slug}`);
  });

  it('answers an unknown slug with "Blog not found", a Back link to /blog and HTTP 404', async () => {
    const { page, context } = await openPage(env.browser, { consent: 'dismissed' });
    const response = await page.goto(`${env.site.url}/blog/no-such-article`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Blog not found');
    await expect(page.getByRole('main').getByRole('link', { name: 'Back' }).getAttribute('href')).resolves.toBe('/blog');
    await context.close();
  });
});

describe('the Atom feed', () => {
  it('is served at /blog/feed.xml, named in every page head, robots.txt and the sitemap', async () => {
    const feed = await fetch(`${env.site.url}/blog/feed.xml`);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toMatch(/xml/);
    expect(await feed.text()).toContain('<feed xmlns="http://www.w3.org/2005/Atom"');
    for (const pagePath of ['/', '/blog', `/blog/${posts[0]!.slug}`, '/terms-of-service']) {
      const html = await (await fetch(`${env.site.url}${pagePath}`)).text();
      expect(html, pagePath).toContain('<link rel="alternate" type="application/atom+xml" title="Nestwell Blog" href="/blog/feed.xml"/>');
    }
    const feedUrl = `${content.site.siteUrl}/blog/feed.xml`;
    expect(await (await fetch(`${env.site.url}/robots.txt`)).text()).toContain(`Sitemap: ${feedUrl}`);
    expect(await (await fetch(`${env.site.url}/sitemap.xml`)).text()).toContain(`<loc>${feedUrl}</loc>`);
  });
});

describe('axe-core, WCAG 2.2 AA, on the blog', () => {
  for (const theme of ['light', 'dark'] as const) {
    it(`/blog in ${theme} mode has no violations`, async () => {
      const { page, context } = await openPage(env.browser, { theme, consent: 'dismissed' });
      await page.goto(`${env.site.url}/blog`);
      await islandsReady(page);
      await scrollAndMeasureShift(page);
      expect(await axeViolations(page)).toEqual([]);
      await context.close();
    });

    it(`an article in ${theme} mode has no violations, with the offer dialog open too`, async () => {
      const { page, context } = await openPage(env.browser, { theme, consent: 'dismissed' });
      await page.goto(`${env.site.url}/blog/${posts[0]!.slug}`);
      await islandsReady(page);
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: `UNLOCK ${content.pricing.offer.percentOff}% OFF` }).click();
      await page.getByRole('dialog').waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await context.close();
    });
  }
});
