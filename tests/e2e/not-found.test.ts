import { describe, expect, it } from 'vitest';
import { islandsReady, openPage, useSiteAndBrowser } from './harness.ts';

const env = useSiteAndBrowser();

describe('not-found page', () => {
  it('answers an unknown route with 404, the spec title and text, Support and Back to Home', async () => {
    const { page, context } = await openPage(env.browser, { consent: 'dismissed' });
    const response = await page.goto(`${env.site.url}/no-such-page`);
    expect(response?.status()).toBe(404);
    await expect(page.title()).resolves.toBe('404: This Page Got Swept Away');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Oops...This page got swept away!');
    await expect(page.getByRole('main').getByRole('link', { name: 'Back to Home' }).getAttribute('href')).resolves.toBe('/');
    await islandsReady(page);
    await page.getByRole('main').getByRole('button', { name: 'Support' }).click();
    await page.getByRole('dialog', { name: 'Who needs support?' }).waitFor();
    await context.close();
  });
});

describe('not-found pages offer a way on', () => {
  for (const path of ['/no-such-page', '/support/no-such-topic', '/blog/no-such-article', '/locations/texas']) {
    it(`${path}: a help-centre search that works without JavaScript, and the popular pages`, async () => {
      const { page, context } = await openPage(env.browser, { javaScriptEnabled: false });
      const response = await page.goto(`${env.site.url}${path}`);
      expect(response?.status()).toBe(404);
      const popular = page.getByRole('navigation', { name: 'Popular pages' });
      for (const href of ['/#pricing', '/locations/new-jersey', '/support']) {
        await expect(popular.locator(`a[href="${href}"]`).count(), href).resolves.toBe(1);
      }
      await page.getByRole('searchbox', { name: 'Search the help centre' }).fill('cancel');
      await page.getByRole('button', { name: 'Search' }).click();
      await page.waitForURL(/\/support\?q=cancel$/);
      await context.close();
    });
  }

  it('a search sent from a not-found page is run in the help centre', async () => {
    const { page, context } = await openPage(env.browser, { consent: 'dismissed' });
    await page.goto(`${env.site.url}/support?q=cancel`);
    await islandsReady(page);
    await expect(page.getByRole('searchbox').inputValue()).resolves.toBe('cancel');
    await page.locator('mark').first().waitFor();
    await context.close();
  });

  it('another state offers the waitlist instead of a dead end', async () => {
    const { page, context } = await openPage(env.browser, { javaScriptEnabled: false });
    await page.goto(`${env.site.url}/locations/ohio`);
    await expect(page.getByRole('main').getByRole('link', { name: 'Join the waitlist' }).getAttribute('href')).resolves.toBe('/waitlist');
    await context.close();
  });
});

describe('redirects', () => {
  it('sends the app routes and /clean to their targets with real redirects', async () => {
    const cases: [string, string][] = [
      ['/nestwell-ios', 'https://apps.apple.com/us/iphone/search?term=Nestwell'],
      ['/nestwell-android', 'https://play.google.com/store/search?q=Nestwell&c=apps'],
      ['/nestwell-crew-ios', 'https://apps.apple.com/us/iphone/search?term=Nestwell%20Crew'],
      ['/nestwell-crew-android', 'https://play.google.com/store/search?q=Nestwell%20Crew&c=apps'],
      ['/clean', 'https://crew.nestwell.com'],
    ];
    for (const [from, to] of cases) {
      const response = await fetch(`${env.site.url}${from}`, { redirect: 'manual' });
      expect(response.status, from).toBe(302);
      expect(response.headers.get('location'), from).toBe(to);
    }
  });

  it('a browser following /nestwell-ios arrives at the store', async () => {
    const { page, context } = await openPage(env.browser);
    // The store is out of reach here; the browser's request for it is the proof.
    const request = page.waitForRequest(/apps\.apple\.com/);
    await page.goto(`${env.site.url}/nestwell-ios`).catch(() => undefined);
    expect((await request).url()).toBe('https://apps.apple.com/us/iphone/search?term=Nestwell');
    await context.close();
  });
});
