import type { Page } from 'playwright-core';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadContent } from '../../generator/content/load.ts';
import { quote } from '../prices.ts';
import { axeViolations } from './axe.ts';
import { islandsReady, openPage, type PageOptions, useSiteAndBrowser } from './harness.ts';

const env = useSiteAndBrowser();
/** The prices the build read: content/pricing.json as it is today. */
const prices = loadContent(path.resolve(import.meta.dirname, '../..')).content.pricing;

const CHAT_API = '**/be/api/chat-folder';

/** A page with the chat button ready; records the chat API calls and the chat code requests. */
async function chatPage(path = '/', options: PageOptions = {}) {
  const opened = await openPage(env.browser, { consent: 'dismissed', ...options });
  const { page } = opened;
  const apiCalls: string[] = [];
  const chatCode: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/be/api/chat-folder')) apiCalls.push(r.postData() ?? '');
    if (/\/chunks\/Chat\.[\w]+\.js$/.test(r.url())) chatCode.push(r.url());
  });
  await page.goto(env.site.url + path);
  await islandsReady(page);
  return { ...opened, apiCalls, chatCode, launcher: page.getByRole('button', { name: 'Chat with Nestwell' }), window: page.getByRole('dialog', { name: 'Ask Nestwell' }) };
}

const log = (page: Page) => page.getByRole('log', { name: 'Conversation' });
const input = (page: Page) => page.getByRole('textbox', { name: 'Your question' });

async function ask(page: Page, question: string) {
  await input(page).fill(question);
  await input(page).press('Enter');
}

describe('chat widget', () => {
  it('loads its code only on first open; opens a 300 by 360 window and closes again', async () => {
    const { context, launcher, window, chatCode } = await chatPage();
    expect(chatCode).toEqual([]);
    await launcher.click();
    await window.waitFor();
    expect(chatCode).toHaveLength(1);
    const box = (await window.boundingBox())!;
    expect([Math.round(box.width), Math.round(box.height)]).toEqual([300, 360]);
    const button = (await launcher.boundingBox())!;
    expect(button.x + button.width).toBeGreaterThan(1280 - 40);
    expect(button.y + button.height).toBeGreaterThan(800 - 40);
    await expect(launcher.getAttribute('aria-expanded')).resolves.toBe('true');
    await window.getByRole('button', { name: 'Close chat' }).click();
    await window.waitFor({ state: 'hidden' });
    await launcher.click();
    await window.waitFor();
    await launcher.click();
    await window.waitFor({ state: 'hidden' });
    await context.close();
  });

  it('does not send an empty or whitespace-only question', async () => {
    const { context, page, launcher, apiCalls } = await chatPage();
    await launcher.click();
    await input(page).press('Enter');
    await ask(page, '    ');
    await page.getByRole('button', { name: 'Send' }).click();
    await page.waitForTimeout(300);
    expect(apiCalls).toEqual([]);
    await expect(log(page).locator('.chat-user').count()).resolves.toBe(0);
    await context.close();
  });

  it('shows the visitor\'s text at once, then a typing indicator, then the reply with its sources', async () => {
    const { context, page, launcher, apiCalls } = await chatPage();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(CHAT_API, async (route) => {
      await held;
      await route.continue();
    });
    await launcher.click();
    await ask(page, '  Do you clean in Princeton?  ');
    await log(page).locator('.chat-user', { hasText: 'Do you clean in Princeton?' }).waitFor();
    await log(page).getByText('Nestwell is typing').waitFor({ state: 'attached' });
    await expect(input(page).inputValue()).resolves.toBe('');
    release();
    const reply = log(page).locator('.chat-bot', { hasText: 'Yes, we clean in' });
    await reply.waitFor();
    await log(page).getByText('Nestwell is typing').waitFor({ state: 'detached' });
    expect(JSON.parse(apiCalls[0]!)).toEqual({ question: 'Do you clean in Princeton?' });
    await expect(log(page).getAttribute('aria-live')).resolves.toBe('polite');
    const source = reply.getByRole('list', { name: 'Sources' }).getByRole('link', { name: 'Princeton' });
    await expect(source.getAttribute('href')).resolves.toBe('/locations/new-jersey/mercer-county/princeton');
    await expect(reply.locator('a').first().getAttribute('href')).resolves.toBe('/locations/new-jersey/mercer-county/princeton');
    await context.close();
  });

  it('shows the error text when the endpoint fails, and logs the error', async () => {
    const { context, page, launcher } = await chatPage();
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.route(CHAT_API, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"boom"}' }));
    await launcher.click();
    await ask(page, 'What are your prices?');
    await log(page).getByText('Sorry, something went wrong. Please try again.').waitFor();
    expect(errors.some((e) => e.includes('500'))).toBe(true);
    // A network error reads the same.
    await page.unroute(CHAT_API);
    await page.route(CHAT_API, (route) => route.abort('failed'));
    await ask(page, 'Again?');
    await log(page).getByText('Sorry, something went wrong. Please try again.').nth(1).waitFor();
    await context.close();
  });

  it('reads reply, else answer, else "No response"; and renders HTML in a reply as text', async () => {
    const { context, page, launcher } = await chatPage();
    let dialogs = 0;
    page.on('dialog', (d) => {
      dialogs++;
      void d.dismiss();
    });
    const bodies = [{ reply: '<img src=x onerror=alert(1)> see [help](javascript:alert(1))' }, { answer: 'From answer' }, {}];
    await page.route(CHAT_API, (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(bodies.shift()) }));
    await launcher.click();
    await ask(page, 'one');
    await log(page).getByText('<img src=x onerror=alert(1)>', { exact: false }).waitFor();
    await expect(log(page).locator('img').count()).resolves.toBe(0);
    await expect(log(page).locator('a[href^="javascript"]').count()).resolves.toBe(0);
    await ask(page, 'two');
    await log(page).getByText('From answer').waitFor();
    await ask(page, 'three');
    await log(page).getByText('No response').waitFor();
    expect(dialogs).toBe(0);
    await context.close();
  });

  it('keeps the conversation across pages in the tab, until Clear', async () => {
    const { context, page, launcher, window } = await chatPage();
    await launcher.click();
    await ask(page, 'Do you have a promo code?');
    await log(page).locator('.chat-bot', { hasText: `promo code ${prices.offer.code}` }).waitFor();
    await page.goto(`${env.site.url}/privacy-policy`);
    await islandsReady(page);
    await launcher.click();
    await log(page).locator('.chat-user', { hasText: 'Do you have a promo code?' }).waitFor();
    await expect(log(page).locator('.chat-bot', { hasText: `promo code ${prices.offer.code}` }).count()).resolves.toBe(1);
    await window.getByRole('button', { name: 'Clear' }).click();
    await expect(log(page).locator('.chat-user').count()).resolves.toBe(0);
    await page.reload();
    await islandsReady(page);
    await launcher.click();
    await window.waitFor();
    await expect(log(page).locator('.chat-user').count()).resolves.toBe(0);
    await context.close();
  });

  it('works by keyboard alone: Enter opens with the input focused, Enter sends, Esc closes and focus returns', async () => {
    const { context, page, launcher, window } = await chatPage();
    await page.keyboard.press('Tab'); // the skip link, first in the page
    for (let i = 0; i < 60 && !(await launcher.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
    await expect(launcher.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    // Whether the question box has focus the moment it is in the page, before anything else runs: a
    // visitor who types at once must not lose the first keys to the launcher (a busy phone shows the gap).
    await page.evaluate(() => {
      const seen = new MutationObserver(() => {
        const box = document.querySelector<HTMLInputElement>('#chat-input');
        if (!box) return;
        document.documentElement.dataset.focusedOnArrival = String(box === document.activeElement);
        seen.disconnect();
      });
      seen.observe(document.body, { childList: true, subtree: true });
    });
    await page.keyboard.press('Enter');
    await window.waitFor();
    await expect(page.evaluate(() => document.documentElement.dataset.focusedOnArrival)).resolves.toBe('true');
    await expect(input(page).evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await page.keyboard.type('How do I book a cleaning?');
    await page.keyboard.press('Enter');
    await log(page).getByText('60 seconds', { exact: false }).waitFor();
    await page.keyboard.press('Escape');
    await window.waitFor({ state: 'hidden' });
    await expect(launcher.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await context.close();
  });

  it('never covers the cookie banner\'s buttons on a phone, and the button stays visible', async () => {
    const { context, page, launcher, window } = await chatPage('/', { consent: undefined, viewport: { width: 360, height: 740 } });
    const banner = page.getByRole('region', { name: 'Cookies, only with your OK' });
    await banner.waitFor();
    await launcher.click();
    await window.waitFor();
    const topmost = (name: string) => banner.getByRole('button', { name }).evaluate((el) => {
      const r = el.getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return !!hit && el.contains(hit);
    });
    for (const name of ['Accept', 'Decline', 'Close cookie banner']) await expect(topmost(name)).resolves.toBe(true);
    const [w, b] = [(await window.boundingBox())!, (await banner.boundingBox())!];
    expect(w.y + w.height).toBeLessThanOrEqual(b.y);
    const hidden = await launcher.evaluate((el) => {
      const r = el.getBoundingClientRect();
      return !el.contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2));
    });
    expect(hidden).toBe(false);
    await context.close();
  });

  it('answers a follow-up with the earlier question as context', async () => {
    const { context, page, launcher, apiCalls } = await chatPage();
    await launcher.click();
    await ask(page, 'how much for 2 bedrooms and 1 bathroom');
    await log(page).getByText(`Total: ${quote(prices, 'standard', { Bedroom: 2, Bathroom: 1 }).total}`, { exact: false }).waitFor();
    await ask(page, 'and for deep?');
    await log(page).getByText(`Total: ${quote(prices, 'deep', { Bedroom: 2, Bathroom: 1 }).total}`, { exact: false }).waitFor();
    expect(JSON.parse(apiCalls[1]!)).toEqual({ question: 'and for deep?', history: [{ question: 'how much for 2 bedrooms and 1 bathroom' }] });
    await context.close();
  });

  it('shows a new answer from its start, not the bottom of the log', async () => {
    const { context, page, launcher } = await chatPage();
    await launcher.click();
    await ask(page, 'Do you clean in Princeton?');
    await log(page).getByRole('list', { name: 'Sources' }).waitFor();
    // Where the answer is when it is first drawn (a mutation observer runs before the browser paints): a scroll made
    // after the paint would show the visitor the log's old position first, and jump.
    await page.evaluate(() => {
      const box = document.querySelector('.chat-log')!;
      new MutationObserver((_, observer) => {
        const answer = [...box.querySelectorAll<HTMLElement>('.chat-bot')].at(-1);
        if (!answer?.textContent?.includes('Total:')) return;
        (window as unknown as { firstDrawn: number }).firstDrawn = answer.getBoundingClientRect().top - box.getBoundingClientRect().top;
        observer.disconnect();
      }).observe(box, { childList: true, subtree: true });
    });
    await ask(page, 'deep clean 3 bedrooms 2 bathrooms oven and fridge in hoboken, and do you have a promo code?');
    const answer = log(page).locator('.chat-bot').last();
    await answer.getByText('Total:', { exact: false }).waitFor();
    const [logBox, answerBox] = [(await log(page).boundingBox())!, (await answer.boundingBox())!];
    // The answer is taller than the log, so the old scroll-to-bottom would hide its first lines.
    expect(answerBox.height).toBeGreaterThan(logBox.height);
    expect(answerBox.y).toBeGreaterThanOrEqual(logBox.y - 1);
    expect(answerBox.y).toBeLessThan(logBox.y + 20);
    const firstDrawn = await page.evaluate(() => (window as unknown as { firstDrawn?: number }).firstDrawn);
    expect(firstDrawn).toBeGreaterThanOrEqual(-1);
    expect(firstDrawn).toBeLessThan(20);
    await context.close();
  });

  it('takes the full height and width above its button on a 375 px phone', async () => {
    const { context, launcher, window } = await chatPage('/', { viewport: { width: 375, height: 667 } });
    await launcher.click();
    await window.waitFor();
    const [w, b] = [(await window.boundingBox())!, (await launcher.boundingBox())!];
    expect(w.y).toBeLessThanOrEqual(8);
    expect(w.width).toBeGreaterThanOrEqual(375 - 16);
    expect(w.y + w.height).toBeLessThanOrEqual(b.y);
    expect(w.height).toBeGreaterThan(667 - 100);
    await context.close();
  });

  it('shows "- " lines as a list, source links as 24 px targets, and adds no second banner landmark', async () => {
    const { context, page, launcher, window } = await chatPage();
    const reply = { reply: 'Add-ons:\n- Oven: $X\n- Fridge: $Y\nChoose them in the app.', sources: [{ title: 'Pricing', url: '/#pricing' }] };
    await page.route(CHAT_API, (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(reply) }));
    await launcher.click();
    await ask(page, 'add-ons?');
    const answer = log(page).locator('.chat-bot', { hasText: 'Choose them in the app.' });
    await answer.waitFor();
    await expect(answer.locator('.chat-list > li').allTextContents()).resolves.toEqual(['Oven: $X', 'Fridge: $Y']);
    expect(await answer.textContent()).not.toContain('- Oven');
    const link = answer.getByRole('list', { name: 'Sources' }).getByRole('link', { name: 'Pricing' });
    expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(24);
    await expect(page.getByRole('banner').count()).resolves.toBe(1);
    await expect(window.getByRole('banner').count()).resolves.toBe(0);
    await context.close();
  });

  for (const theme of ['light', 'dark'] as const) {
    it(`has no axe-core violations with the window open, in ${theme} mode`, async () => {
      const { context, page, launcher } = await chatPage('/', { theme });
      await launcher.click();
      await ask(page, 'Do you clean in Princeton?');
      await log(page).getByRole('list', { name: 'Sources' }).waitFor();
      await ask(page, 'Can I talk to a real person?');
      await log(page).getByText('24/7', { exact: false }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await context.close();
    });
  }
});
