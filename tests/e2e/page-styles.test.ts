import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { headersFor } from '../../kernel/headers.ts';
import { readManifest } from '../../kernel/manifest.ts';

/**
 * Each page inlines only the stylesheets its template needs (templates/styles/sheets.ts). These
 * checks, over every page of the real build, make sure that split never leaves something unstyled
 * or blocked: a class a page uses that any stylesheet styles is styled in the page's own CSS, and
 * the page's Content-Security-Policy allows that CSS.
 */
const dir = inject('siteDir');
const manifest = readManifest(dir);
const STYLES_DIR = path.resolve(import.meta.dirname, '../../templates/styles');

/** The class names a piece of CSS gives rules to (`.5rem` is a number, not a class). */
function classesIn(css: string): Set<string> {
  const bare = css.replace(/\/\*[\s\S]*?\*\//g, '').replace(/"[^"]*"|'[^']*'/g, '');
  return new Set([...bare.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]!));
}

const styled = new Set(
  fs.readdirSync(STYLES_DIR).filter((f) => f.endsWith('.css')).flatMap((f) => [...classesIn(fs.readFileSync(path.join(STYLES_DIR, f), 'utf8'))]),
);

const pages = Object.entries(manifest.pages).map(([urlPath, page]) => {
  const html = fs.readFileSync(path.join(dir, page.file), 'utf8');
  const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]!);
  const markup = html.replace(/<script[\s\S]*?<\/script>/g, '').replace(/<style>[\s\S]*?<\/style>/g, '');
  const used = new Set([...markup.matchAll(/\sclass="([^"]*)"/g)].flatMap((m) => m[1]!.split(/\s+/).filter(Boolean)));
  return { urlPath, styles, used };
});

describe('the styles each page carries', () => {
  it('is one inline stylesheet, and no stylesheet link that would hold the first paint', () => {
    expect(pages.length).toBeGreaterThan(10);
    for (const page of pages) expect(page.styles, page.urlPath).toHaveLength(1);
    const linked = pages.filter((p) => /<link rel="stylesheet"/.test(fs.readFileSync(path.join(dir, manifest.pages[p.urlPath]!.file), 'utf8')));
    expect(linked.map((p) => p.urlPath)).toEqual([]);
  });

  it('styles every class the page uses that any stylesheet styles', () => {
    const unstyled: string[] = [];
    for (const page of pages) {
      const own = classesIn(page.styles.join('\n'));
      const missing = [...page.used].filter((c) => styled.has(c) && !own.has(c));
      if (missing.length) unstyled.push(`${page.urlPath}: ${missing.sort().join(' ')}`);
    }
    expect(unstyled).toEqual([]);
  });

  it('is allowed by the page\'s Content-Security-Policy, by its hash', () => {
    const blocked: string[] = [];
    for (const page of pages) {
      const policy = headersFor(manifest.headers, page.urlPath)['Content-Security-Policy'] ?? '';
      const styleSrc = /(?:^|;\s*)style-src ([^;]*)/.exec(policy)?.[1]?.split(' ') ?? [];
      for (const css of page.styles) {
        const source = `'sha256-${createHash('sha256').update(css).digest('base64')}'`;
        if (!styleSrc.includes(source)) blocked.push(page.urlPath);
      }
    }
    expect(blocked).toEqual([]);
  });
});

describe('the first frame of each page', () => {
  it('waits until the header is parsed whole: a render-blocking expect link to the main element, which follows the header', () => {
    // On a slow phone the parser yields mid-header, and a header painted half-parsed moved when the rest arrived.
    const early: string[] = [];
    for (const [urlPath, page] of Object.entries(manifest.pages)) {
      const html = fs.readFileSync(path.join(dir, page.file), 'utf8');
      const expectLink = /<link rel="expect" href="#([\w-]+)" blocking="render"\/?>/.exec(html);
      const target = expectLink ? html.indexOf(`id="${expectLink[1]}"`) : -1;
      if (!expectLink || target < html.indexOf('</header>')) early.push(urlPath);
    }
    expect(early).toEqual([]);
  });
});
