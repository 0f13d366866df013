import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevProcess, type DevProcess } from '../dev-process.ts';
import { writeFixtureContent, writeProjectCode } from '../fixture-site.ts';
import { blogPosts, firstBlogPost, firstHelpArticle, lineMatching, type BlogPostFile } from '../first-content.ts';
import { axeViolations } from './axe.ts';
import { launchBrowser } from './harness.ts';

// `site dev` in a copy of the project (its code too, so templates can be edited) beside a small site.
let root: string;
let dev: DevProcess;
let browser: Browser;
/** The post the tests edit (the site's first). */
let post: BlogPostFile;

const FOOTER = 'templates/layout/Footer.tsx';

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'nestwell-dev-'));
  writeFixtureContent(root);
  writeProjectCode(root);
  post = firstBlogPost(root);
  [dev, browser] = await Promise.all([startDevProcess(root), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await dev?.stop();
  fs.rmSync(root, { recursive: true, force: true });
});

const file = (name: string) => path.join(root, name);
const edit = (name: string, from: string | RegExp, to: string) => {
  const text = fs.readFileSync(file(name), 'utf8');
  expect(text).toMatch(from);
  fs.writeFileSync(file(name), text.replace(from, to));
};
const get = (pathname: string) => fetch(`${dev.url}${pathname}`, { redirect: 'manual' });
const text = async (pathname: string) => (await get(pathname)).text();
/** Waits (no time limit of its own: the test's) until `check` holds. */
const until = (check: () => Promise<boolean> | boolean) => expect.poll(check, { timeout: 120_000, interval: 50 }).toBe(true);

/**
 * A post other than the one the tests edit that no other content file links to, by address or
 * by id: removing it (and its id from the related lists) leaves the site building.
 */
function unlinkedPost(): BlogPostFile {
  const texts = fs.readdirSync(file('content'), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.(md|json)$/.test(name))
    .map((name) => ({ name: path.posix.join('content', name), body: fs.readFileSync(file(path.join('content', name)), 'utf8') }));
  const found = blogPosts(root).find((candidate) => {
    if (candidate.slug === post.slug) return false;
    // An address of its own, not the end of a longer one (its hero image's).
    const linked = new RegExp(`(?<![\\w-])(${candidate.url}|/blog/${candidate.id})(?![\\w-])`);
    return texts.every(({ name, body }) => name === candidate.file || !linked.test(body));
  });
  if (!found) throw new Error('every blog post but the edited one is linked from other content: none to remove');
  return found;
}

async function open(pathname: string): Promise<Page> {
  const page = await browser.newPage();
  await page.goto(`${dev.url}${pathname}`);
  // The page hears of rebuilds once its event stream is open.
  await until(async () => (await dev.status()).pages.includes(pathname));
  return page;
}

describe('site dev', () => {
  it('writes a saved content file to its page, served at once, and nothing to dist/', async () => {
    edit(post.file, '\n## ', '\n\nA paragraph (saved in dev) before the first section.\n\n## ');
    const written = path.join(root, '.dist-dev/site', `${post.url}.html`);
    await until(() => fs.readFileSync(written, 'utf8').includes('(saved in dev)'));
    expect(await text(post.url)).toContain('(saved in dev)');
    expect(fs.existsSync(file('dist'))).toBe(false);
  });

  it('points numeric blog addresses, canonical links and stubs at the dev server', async () => {
    const stub = fs.readFileSync(file(`.dist-dev/site/blog/${post.id}.html`), 'utf8');
    expect(stub).toContain(`url=${dev.url}${post.url}`);
    expect(await text(post.url)).toContain(`<link rel="canonical" href="${dev.url}${post.url}"`);
  });

  it('applies a template edit to the open page without restarting', async () => {
    const { pid } = await dev.status();
    const page = await open('/blog');
    edit(FOOTER, 'All rights reserved.', 'All rights reserved, edited live.');
    await page.waitForFunction(() => document.body.innerText.includes('edited live'));
    expect((await dev.status()).pid).toBe(pid);
    await page.close();
  });

  it('applies a stylesheet edit to the open page, styled: the reloaded page is allowed its new inline style', async () => {
    const page = await open('/blog');
    const styled = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const before = await styled();
    const sheet = 'templates/styles/theme.css';
    fs.appendFileSync(file(sheet), '\n:root { --dev-mark: "saved-live"; }\n');
    await page.waitForFunction(() => getComputedStyle(document.documentElement).getPropertyValue('--dev-mark').includes('saved-live'), undefined, { timeout: 60_000 });
    // The whole stylesheet applies, not only the rule added: the page is not left unstyled by its own security policy.
    expect(await styled()).toBe(before);
    await page.close();
  });

  it('shows a syntax error over the open page, naming file and line, and clears it when fixed', async () => {
    const page = await open('/blog');
    const before = fs.readFileSync(file(FOOTER), 'utf8');
    fs.writeFileSync(file(FOOTER), before.replace('All rights reserved', 'All rights {reserved'));
    const overlay = page.getByRole('alertdialog', { name: 'The site did not build' });
    await overlay.waitFor();
    expect(await overlay.innerText()).toMatch(/templates\/layout\/Footer\.tsx:\d+: /);
    await expect.poll(() => overlay.evaluate((box) => getComputedStyle(box).position)).toBe('fixed');
    expect(await axeViolations(page)).toEqual([]);
    await page.evaluate(() => (document.documentElement.dataset.theme = 'dark'));
    expect(await axeViolations(page)).toEqual([]);
    // The last good build is still served, and the server still answers.
    expect((await get('/blog')).status).toBe(200);

    fs.writeFileSync(file(FOOTER), before.replace('All rights reserved', 'All rights reserved, fixed'));
    await page.waitForFunction(() => document.body.innerText.includes('fixed'));
    expect(await overlay.count()).toBe(0);
    await page.close();
  });

  it('shows an error thrown while rendering where it was thrown, and keeps serving', async () => {
    const page = await open('/blog');
    const before = fs.readFileSync(file(FOOTER), 'utf8');
    edit(FOOTER, '<p className="copyright">', '<p className="copyright">{(() => { throw new Error(\'the footer broke\'); })()}');
    const line = fs.readFileSync(file(FOOTER), 'utf8').split('\n').findIndex((l) => l.includes('the footer broke')) + 1;
    const overlay = page.getByRole('alertdialog');
    await overlay.waitFor();
    expect(await overlay.innerText()).toContain(`templates/layout/Footer.tsx:${line}: `);
    expect(await overlay.innerText()).toContain('the footer broke');
    expect((await get('/blog')).status).toBe(200);
    const reloaded = page.waitForEvent('load');
    fs.writeFileSync(file(FOOTER), before);
    await reloaded;
    await page.close();
  });

  it('shows a content error as file:line field: message, and dismisses it with Escape', async () => {
    const page = await open(post.url);
    const before = fs.readFileSync(file(post.file), 'utf8');
    edit(post.file, /^id: \d+$/m, 'id: four');
    const overlay = page.getByRole('alertdialog');
    await overlay.waitFor();
    expect(await overlay.innerText()).toContain(`${post.file}:${lineMatching(before, /^id:/)} id: `);
    await page.keyboard.press('Escape');
    expect(await overlay.count()).toBe(0);

    // The fix reloads the page, though it changes nothing in it.
    const reloaded = page.waitForEvent('load');
    fs.writeFileSync(file(post.file), before);
    await reloaded;
    expect(await overlay.count()).toBe(0);
    expect((await dev.status()).problems).toEqual([]);
    await page.close();
  });

  it('404s a deleted post and 301s a redirect as soon as it is added', async () => {
    const removed = unlinkedPost();
    const { id } = removed;
    // The post is removed from the articles that name it, or the build would refuse the dangling link.
    const related = fs.readdirSync(file('content/blog')).filter((name) => new RegExp(`^related:.*\\b${id}\\b`, 'm').test(fs.readFileSync(file(`content/blog/${name}`), 'utf8')));
    for (const name of related) {
      const text = fs.readFileSync(file(`content/blog/${name}`), 'utf8');
      fs.writeFileSync(file(`content/blog/${name}`), text.replace(/^related: \[(.*)\]$/m, (_, ids: string) => `related: [${ids.split(/,\s*/).filter((i) => i !== String(id)).join(', ')}]`));
    }
    fs.rmSync(file(removed.file));
    await until(async () => (await get(removed.url)).status === 404);
    expect((await get(`/blog/${id}`)).status).toBe(404);

    const redirects = JSON.parse(fs.readFileSync(file('content/redirects.json'), 'utf8')) as object[];
    fs.writeFileSync(file('content/redirects.json'), JSON.stringify([...redirects, { from: '/spring-offer', to: '/blog', status: 301 }], null, 2));
    await until(async () => (await get('/spring-offer')).status === 301);
    expect((await get('/spring-offer')).headers.get('location')).toBe('/blog');
  });

  it('answers the chat from a help article added while running', async () => {
    const help = firstHelpArticle(root);
    fs.writeFileSync(file(`${help.folder}/99-can-you-polish-my-aquarium-by-moonlight.md`), [
      '---',
      'title: "Can you polish my aquarium by moonlight?"',
      'description: "Moonlight aquarium polishing, for night owls and their fish."',
      '---',
      'Yes. Moonlight aquarium polishing is an add-on: a cleaner polishes the glass after dark, so the fish sleep through it.',
      '',
    ].join('\n'));
    const ask = async () => {
      const response = await fetch(`${dev.url}/be/api/chat-folder`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: dev.url },
        body: JSON.stringify({ question: 'Can you polish my aquarium by moonlight?' }),
      });
      return JSON.stringify(await response.json());
    };
    await until(async () => (await ask()).includes(`${help.categoryUrl}/can-you-polish-my-aquarium-by-moonlight`));
  });

  it('stores a form post, as site serve does', async () => {
    const response = await fetch(`${dev.url}/be/api/forms/waitlist`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', Origin: dev.url },
      body: JSON.stringify({ name: 'Ada Lovelace', email: 'ada@example.com', zip: '08540' }),
    });
    expect(response.status).toBe(201);
    expect(fs.readFileSync(file('data/forms/waitlist.jsonl'), 'utf8')).toContain('"Ada Lovelace"');
  });

  it('answers a form post made without JavaScript with the form page and its errors', async () => {
    const response = await fetch(`${dev.url}/be/api/forms/waitlist`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: dev.url },
      body: 'name=&email=ada%40example.com&zip=08540',
    });
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(html).toContain('Enter your name.');
    expect(html).toContain('value="ada@example.com"');
  });
});
