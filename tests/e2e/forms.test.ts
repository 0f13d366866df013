import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../generator/build.ts';
import { FORMS } from '../../kernel/forms/fields.ts';
import { readSubmissions } from '../../server/forms/store.ts';
import { axeViolations } from './axe.ts';
import { islandsReady, openPage, type RunningSite, serveSite, useSiteAndBrowser } from './harness.ts';

const root = path.resolve(import.meta.dirname, '../..');

const env = useSiteAndBrowser({ rateLimit: { max: 1000, windowMs: 60_000 } });

const post = (url: string, body: string, type = 'application/json') =>
  fetch(url, { method: 'POST', headers: { 'Content-Type': type, Accept: 'application/json' }, body, redirect: 'manual' });

describe('our own forms (no provider configured)', () => {
  it('every form page has its heading and a form with labelled fields that posts to the API', async () => {
    for (const def of Object.values(FORMS)) {
      const html = await (await fetch(`${env.site.url}/${def.slug}`)).text();
      expect(html).toContain(`action="/be/api/forms/${def.slug}"`);
      for (const field of def.fields) expect(html).toContain(`>${field.label}</`);
    }
    const titles = await Promise.all(['/creator-submissions', '/app-feedback'].map(async (p) => /<h1>([^<]*)<\/h1>/.exec(await (await fetch(env.site.url + p)).text())?.[1]));
    expect(titles).toEqual(['Upload Your Videos for Payment', 'App Feedback Form']);
  });

  it('shows the server\'s errors next to the fields, then sends, stores and confirms with a toast', async () => {
    const { page, context } = await openPage(env.browser, { consent: 'dismissed' });
    await page.goto(`${env.site.url}/business-waitlist`);
    await islandsReady(page);
    await page.getByLabel('Your name').fill('Grace Hopper');
    await page.getByLabel('Email address').fill('grace@example');
    await page.getByLabel('ZIP code').fill('123');
    await page.getByRole('button', { name: 'Join the business waitlist' }).click();
    const zipError = page.locator('#business-waitlist-zip-error');
    await zipError.waitFor();
    expect(await zipError.textContent()).toBe('Enter a 5-digit ZIP code.');
    expect(await page.getByLabel('ZIP code').getAttribute('aria-describedby')).toContain('business-waitlist-zip-error');
    expect(await page.locator('#business-waitlist-company-error').textContent()).toBe('Enter company name.');
    // Focus goes to the first field that needs attention.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('email');

    await page.getByLabel('Email address').fill('grace@example.com');
    await page.getByLabel('Company name').fill('Hopper & Co, "Compilers"');
    await page.getByLabel('Company size').selectOption('11 to 50 people');
    await page.getByLabel('ZIP code').fill('08540');
    await page.getByRole('button', { name: 'Join the business waitlist' }).click();
    await page.getByRole('status').filter({ hasText: 'You are on the business waitlist' }).first().waitFor();
    await page.locator('.toast-success').waitFor();
    expect(await page.getByRole('heading', { name: 'Thank you' }).count()).toBe(1);
    const stored = readSubmissions(env.site.dataDir, 'business-waitlist');
    expect(stored.map((s) => s.fields)).toEqual([{ name: 'Grace Hopper', email: 'grace@example.com', company: 'Hopper & Co, "Compilers"', size: '11 to 50 people', zip: '08540' }]);
    await context.close();
  });

  it('marks invalid fields with a border of their own and brings the first one into view with its label', async () => {
    const { page, context } = await openPage(env.browser, { consent: 'dismissed', viewport: { width: 390, height: 500 } });
    await page.goto(`${env.site.url}/business-waitlist`);
    await islandsReady(page);
    const border = (label: string) => page.getByLabel(label).evaluate((el) => getComputedStyle(el).borderTopColor);
    const neutral = await border('Your name');
    await page.getByLabel('Your name').fill('Grace Hopper');
    await page.getByRole('button', { name: 'Join the business waitlist' }).click();
    await page.locator('#business-waitlist-email-error').waitFor();
    expect(await border('Email address')).not.toBe(neutral);
    expect(await border('Your name')).toBe(neutral);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('email');
    const label = await page.locator('label[for="business-waitlist-email"]').evaluate((l) => {
      const r = l.getBoundingClientRect();
      return { top: r.top, bottom: r.bottom, height: innerHeight };
    });
    expect(label.top).toBeGreaterThanOrEqual(0);
    expect(label.bottom).toBeLessThanOrEqual(label.height);
    await context.close();
  });

  it('works without JavaScript: errors on the returned page, then the thank-you page', async () => {
    const { page, context } = await openPage(env.browser, { javaScriptEnabled: false });
    await page.goto(`${env.site.url}/app-feedback`);
    await page.getByLabel('4').check();
    await page.getByLabel('Your feedback').fill('   ');
    await page.getByRole('button', { name: 'Send feedback' }).click();
    await page.locator('#app-feedback-message-error').waitFor();
    expect(await page.title()).toMatch(/^Error: 1 field needs attention/);
    expect(await page.locator('#app-feedback-message-error').textContent()).toBe('Enter your feedback.');
    expect(await page.getByLabel('4').isChecked()).toBe(true);

    await page.getByLabel('Your feedback').fill('Booking took under a minute.\nLove the photos.');
    await page.getByRole('button', { name: 'Send feedback' }).click();
    await page.waitForURL(`${env.site.url}/app-feedback/thanks`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Thank you');
    expect(readSubmissions(env.site.dataDir, 'app-feedback').map((s) => s.fields)).toEqual([
      { rating: '4', message: 'Booking took under a minute.\r\nLove the photos.' },
    ]);
    await context.close();
  });

  for (const theme of ['light', 'dark'] as const) {
    it(`has no axe violations in ${theme} mode, with errors shown`, async () => {
      const { page, context } = await openPage(env.browser, { theme, consent: 'dismissed' });
      await page.goto(`${env.site.url}/waitlist`);
      await islandsReady(page);
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Join the waitlist' }).click();
      await page.locator('#waitlist-name-error').waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await context.close();
    });
  }
});

describe('forms from a provider (configured in site.json)', () => {
  let providerSite: RunningSite;
  let out: string;
  const PROVIDER = 'https://forms.provider.test';

  beforeAll(async () => {
    out = fs.mkdtempSync(path.join(os.tmpdir(), 'nestwell-provider-'));
    const { content } = await import('../../generator/content/load.ts').then((m) => m.loadContent(root));
    await build({
      root, outDir: path.join(out, 'dist'),
      settings: { forms: { ...content.site.forms, waitlist: { embedUrl: `${PROVIDER}/f/early-access`, scriptUrl: `${PROVIDER}/embed.js` } } },
    });
    providerSite = await serveSite({ dir: path.join(out, 'dist') });
  });
  afterAll(async () => {
    await providerSite?.close();
    fs.rmSync(out, { recursive: true, force: true });
  });

  it('embeds the provider with a title and a direct link, loads its script there only, and allows its host there only', async () => {
    const { page, context } = await openPage(env.browser, { consent: 'dismissed' });
    const providerRequests: string[] = [];
    await context.route(`${PROVIDER}/**`, (route) => {
      providerRequests.push(route.request().url());
      const js = route.request().url().endsWith('.js');
      return route.fulfill({ status: 200, contentType: js ? 'text/javascript' : 'text/html', body: js ? 'window.providerLoaded = true;' : '<!DOCTYPE html><title>Form</title><p>Provider form</p>' });
    });
    const response = await page.goto(`${providerSite.url}/waitlist`);
    const frame = page.frameLocator('iframe[title="Get early access to Nestwell: form"]');
    await frame.getByText('Provider form').waitFor();
    expect(await page.getByRole('link', { name: 'Open the form on its own page' }).getAttribute('href')).toBe(`${PROVIDER}/f/early-access`);
    await page.waitForFunction(() => (window as unknown as { providerLoaded?: boolean }).providerLoaded === true);
    expect(await page.locator('form.native-form').count()).toBe(0);
    const csp = response!.headers()['content-security-policy']!;
    expect(csp).toMatch(new RegExp(`frame-src ${PROVIDER}`));
    expect(csp).toMatch(new RegExp(`script-src [^;]*${PROVIDER}`));

    providerRequests.length = 0;
    const other = await page.goto(`${providerSite.url}/creators`);
    await islandsReady(page);
    expect(other!.headers()['content-security-policy']).not.toContain(PROVIDER);
    expect(providerRequests).toEqual([]);
    expect(await page.locator('form.native-form').count()).toBe(1);
    await context.close();
  });
});
