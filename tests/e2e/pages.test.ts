import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { islandsReady, openPage, useSiteAndBrowser } from './harness.ts';
import { loadContent } from '../../generator/content/load.ts';
import { formatCents } from '../../kernel/money.ts';
import { quote } from '../prices.ts';

const prices = loadContent(path.resolve(import.meta.dirname, '../..')).content.pricing;

const env = useSiteAndBrowser();

describe('price estimate beside the pricing table', () => {
  it('itemises one full estimate in cents, with the first-clean offer price, announced politely', async () => {
    const { page, context } = await openPage(env.browser, { consent: 'dismissed' });
    await page.goto(`${env.site.url}/#pricing`);
    await islandsReady(page);
    const estimator = page.getByRole('region', { name: 'Estimate your price' });
    await estimator.waitFor();
    await estimator.getByLabel('Deep', { exact: true }).check();
    await estimator.getByLabel('Bedrooms', { exact: true }).fill('2');
    await estimator.getByLabel('Bathrooms', { exact: true }).fill('1');
    await estimator.getByLabel('Other Rooms', { exact: true }).fill('1');
    await estimator.getByLabel(/Refrigerator inside/).check();
    await estimator.getByLabel(/Microwave inside/).check();
    const lines = await estimator.locator('.estimate-lines li').allTextContents();
    // What content/pricing.json makes of the order, whatever its prices are today.
    const expected = quote(prices, 'deep', { Bedroom: 2, Bathroom: 1, Other: 1 }, ['Refrigerator', 'Microwave']);
    expect(lines).toEqual(expected.result.lines.map((l) => `${l.quantity} × ${l.label} at ${formatCents(l.unit)} ${formatCents(l.total)}`));
    const totals = estimator.locator('[aria-live="polite"]');
    const { code, percentOff } = prices.offer;
    expect(await totals.textContent()).toBe(`Estimate: ${expected.total}Your first cleaning with ${code} (${percentOff}% off): ${expected.firstClean}`);
    await expect(estimator.getByText('The app confirms your final price before you book.').count()).resolves.toBe(1);
    await estimator.getByRole('button', { name: 'Book Now' }).click();
    await page.getByRole('dialog', { name: 'Book in the Nestwell app' }).waitFor();
    // The static tables stay.
    expect(await page.getByRole('table', { name: 'Price per room' }).count()).toBe(1);
    await context.close();
  });

  it('shows the count it prices: 99 bedrooms becomes 20 in the field, and says why', async () => {
    const { page, context } = await openPage(env.browser, { consent: 'dismissed' });
    await page.goto(`${env.site.url}/#pricing`);
    await islandsReady(page);
    const estimator = page.getByRole('region', { name: 'Estimate your price' });
    const bedrooms = estimator.getByLabel('Bedrooms', { exact: true });
    await bedrooms.fill('99');
    await expect(bedrooms.inputValue()).resolves.toBe('20');
    await estimator.getByText('At most 20 bedrooms', { exact: false }).waitFor();
    expect(await estimator.locator('.estimate-lines li').first().textContent()).toMatch(/^20 × Bedroom/);
    await bedrooms.fill('3');
    await expect(estimator.locator('.estimate-clamp').textContent()).resolves.toBe('');
    await context.close();
  });

  it('stays out of sight without JavaScript, leaving the tables', async () => {
    const { page, context } = await openPage(env.browser, { javaScriptEnabled: false });
    await page.goto(env.site.url);
    expect(await page.getByRole('table', { name: 'Price per room' }).isVisible()).toBe(true);
    expect(await page.locator('.estimate').isVisible()).toBe(false);
    await context.close();
  });
});

describe('single pages', () => {
  it('the creator overview embeds the PDF with a download link and the same text as HTML', async () => {
    const response = await fetch(`${env.site.url}/creator-overview`);
    const csp = response.headers.get('content-security-policy')!;
    expect(csp).toContain("frame-src 'self'");
    expect(csp).toContain("object-src 'self'");
    expect((await fetch(`${env.site.url}/careers`)).headers.get('content-security-policy')).toContain("frame-src 'none'");
    const pdf = await fetch(`${env.site.url}/creator-overview.pdf`);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.toString('latin1')).toContain('/MarkInfo');

    const { page, context } = await openPage(env.browser, { consent: 'dismissed' });
    await page.goto(`${env.site.url}/creator-overview`);
    expect(await page.getByRole('link', { name: 'Download the overview (PDF)' }).getAttribute('href')).toBe('/creator-overview.pdf');
    expect(await page.locator('iframe[title="Nestwell creator program overview (PDF)"]').count()).toBe(1);
    await page.getByRole('heading', { name: 'How the program works' }).waitFor();
    await context.close();
  });

  it('the review page explains how to review on Google while no review link is set', async () => {
    const html = await (await fetch(`${env.site.url}/google-review`)).text();
    expect(html).toContain('How to leave a review');
    expect(html).not.toContain('Write a review on Google</a>');
  });

  it('lists all six social profiles, and the footer links to them', async () => {
    const html = await (await fetch(`${env.site.url}/socials`)).text();
    for (const name of ['X', 'LinkedIn', 'YouTube', 'TikTok', 'Instagram', 'Facebook']) expect(html).toContain(`>${name}</h2>`);
    expect(await (await fetch(env.site.url)).text()).toContain('href="/socials"');
  });
});
