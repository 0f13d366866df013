import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from './build.ts';
import { loadContent } from './content/load.ts';
import { PageKeys } from './page-keys.ts';
import { buildRoutes, type PageRoute } from './routes.ts';
import { writeFixtureContent } from '../tests/fixture-site.ts';

let root: string;
let pages: PageRoute[];

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'nestwell-keys-'));
  writeFixtureContent(root);
  pages = buildRoutes(loadContent(root).content).filter((r): r is PageRoute => r.kind === 'page');
});

afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

type Holder = Record<string | number, unknown>;

/** Every value under `value` that is not an object or array, as its holder and key; each object visited once. */
function leaves(value: unknown, seen = new Set<object>()): [Holder, string | number][] {
  if (value === null || typeof value !== 'object' || value instanceof Date || seen.has(value)) return [];
  seen.add(value);
  return Object.entries(value).flatMap(([key, item]) => {
    const at: string | number = Array.isArray(value) ? Number(key) : key;
    return item === null || typeof item !== 'object' || item instanceof Date ? [[value as Holder, at]] : leaves(item, seen);
  });
}

/** Another value of the same kind, so a template could show it. */
function changed(value: unknown): unknown {
  if (typeof value === 'string') return `${value}x`;
  if (typeof value === 'number') return value + 1;
  if (typeof value === 'boolean') return !value;
  if (value instanceof Date) return new Date(value.getTime() + 86_400_000);
  return 'x';
}

describe('PageKeys', () => {
  it('changes a page\'s key when any value its route holds changes, in a later build', () => {
    const before = new PageKeys('frame', pages);
    let checked = 0;
    for (const route of pages) {
      const key = before.of(route);
      for (const [holder, at] of leaves(route)) {
        const old = holder[at];
        holder[at] = changed(old);
        // A new build: the digests of the last one are not reused.
        expect(new PageKeys('frame', pages).of(route), `${route.path}: ${String(at)}`).not.toBe(key);
        holder[at] = old;
        checked++;
      }
      // Put back, the same key: a warm build finds its pages.
      expect(new PageKeys('frame', pages).of(route)).toBe(key);
    }
    expect(checked).toBeGreaterThan(pages.length * 10);
  });

  it('changes the key of every page that reads a shared content object when that object changes', () => {
    const offerPages = pages.filter((r) => 'offer' in r.props);
    expect(offerPages.length).toBeGreaterThan(1);
    const offer = (offerPages[0]!.props as { offer: { code: string } }).offer;
    // One object, read by many pages: digested once, and still part of each key.
    expect(offerPages.every((r) => (r.props as { offer: unknown }).offer === offer)).toBe(true);
    const keys = new PageKeys('frame', pages);
    const before = offerPages.map((r) => keys.of(r));
    const code = offer.code;
    offer.code = `${code}2`;
    try {
      const after = new PageKeys('frame', pages);
      offerPages.forEach((r, i) => expect(after.of(r), r.path).not.toBe(before[i]));
    } finally {
      offer.code = code;
    }
  });

  it('changes every key with the frame', () => {
    const [a, b] = [new PageKeys('frame', pages), new PageKeys('frame2', pages)];
    for (const route of pages) expect(b.of(route)).not.toBe(a.of(route));
  });

  it('gives a page another key for each value a template can tell apart', () => {
    const route = pages.find((r) => r.template === 'document')!;
    // Values whose parts run together the same, and strings that differ only in a lone
    // surrogate (each one the same U+FFFD once written as UTF-8).
    const values = ['ab', ['ab'], ['a', 'b'], ['a', 'b', ''], { a: 'b' }, { ab: '' }, { a: 'b', c: 'd' }, { a: 'bc', '': 'd' },
      '', [], {}, [[]], [{}], 1, '1', 1.5, -1, true, 'true', null, 'null', new Date(0), new Date(0).toISOString(), '\ud800', '\udbff', '\ufffd', 'a\ud800b'];
    const keys = values.map((extra) => new PageKeys('frame', pages).of({ ...route, props: { ...route.props, extra } } as PageRoute));
    expect(new Set(keys).size).toBe(values.length);
  });

  it('refuses a value JSON would not write in full, naming the page and the field', () => {
    const route = pages.find((r) => r.template === 'document')!;
    for (const value of [new Map([['a', 1]]), () => 1, [1, undefined], Number.NaN, new Date(Number.NaN)]) {
      expect(() => new PageKeys('frame', pages).of({ ...route, props: { ...route.props, extra: { inner: value } } } as PageRoute)).toThrow(`${route.path}: props.extra.inner`);
    }
    // The items of an array prop, which are keyed one by one.
    for (const extra of [[{}, undefined], [{}, new Map()], [{}, { inner: () => 1 }]]) {
      expect(() => new PageKeys('frame', pages).of({ ...route, props: { ...route.props, extra } } as PageRoute)).toThrow(`${route.path}: props.extra[1]`);
    }
  });
});

describe('the build cache, over a shared content object', () => {
  it('after the offer code changes, a warm build writes what a build without the cache writes', async () => {
    const outDir = path.join(root, 'dist');
    const cache = path.join(root, 'cache');
    await build({ root, outDir, cache });
    const pricingFile = path.join(root, 'content/pricing.json');
    const pricing = JSON.parse(fs.readFileSync(pricingFile, 'utf8')) as { offer: { code: string } };
    pricing.offer.code = 'KEYCHECK';
    fs.writeFileSync(pricingFile, JSON.stringify(pricing, null, 2));
    const warm = await build({ root, outDir, cache });
    await build({ root, outDir: path.join(root, 'fresh'), cache: false });
    expect(warm.rendered).toBeGreaterThan(1);
    expect(warm.rendered).toBeLessThan(warm.pages);
    const pagesOf = (dir: string) => new Map(fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html')).map((f) => [f, fs.readFileSync(path.join(dir, f), 'utf8')]));
    const [built, fresh] = [pagesOf(outDir), pagesOf(path.join(root, 'fresh'))];
    expect([...built.keys()].sort()).toEqual([...fresh.keys()].sort());
    for (const [file, html] of fresh) expect(built.get(file) === html, file).toBe(true);
    expect([...built.values()].filter((html) => html.includes('KEYCHECK')).length).toBeGreaterThan(1);
  });

  it("after a post's text changes, a warm build writes its page anew: the post's digest, made for the content's hash, is this build's", async () => {
    const outDir = path.join(root, 'dist-post');
    const cache = path.join(root, 'cache-post');
    await build({ root, outDir, cache });
    const blogDir = path.join(root, 'content/blog');
    const file = path.join(blogDir, fs.readdirSync(blogDir).filter((f) => f.endsWith('.md')).sort()[0]!);
    // One word of the body for another: the word count, the summary and the records stay as they were.
    const [frontmatter, body] = fs.readFileSync(file, 'utf8').split(/(?<=^---\n[\s\S]*?\n---\n)/);
    expect(body).toContain(' the ');
    fs.writeFileSync(file, frontmatter! + body!.replace(' the ', ' POSTCHECK '));
    const warm = await build({ root, outDir, cache });
    expect(warm.rendered).toBeGreaterThan(0);
    expect(warm.rendered).toBeLessThan(warm.pages);
    const pageFile = path.join(outDir, 'blog', `${path.basename(file, '.md')}.html`);
    expect(fs.readFileSync(pageFile, 'utf8')).toContain('POSTCHECK');
  });
});
