import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { writeFixtureContent } from '../tests/fixture-site.ts';
import { loadContent } from './content/load.ts';
import { loadIslandComponents, renderPage, type RenderContext } from './render.tsx';
import { buildRoutes } from './routes.ts';
import { SHEETS, type SheetName } from '../templates/styles/sheets.ts';
import { pageStyles } from './page-styles.ts';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'nestwell-render-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

it('pastes shared markup (header, footer) so that every page reads as if rendered whole', async () => {
  writeFixtureContent(root);
  const { content } = loadContent(root);
  const ctx: RenderContext = {
    site: content.site,
    islands: await loadIslandComponents(),
    assets: { css: pageStyles(Object.fromEntries(SHEETS.map((sheet) => [sheet, `.${sheet}{}`])) as Record<SheetName, string>), boot: '/assets/boot.js' },
    has: () => true,
  };
  const withShared = { ...ctx, shared: new Map() };
  const pages = buildRoutes(content).filter((r) => r.kind === 'page');
  // Pages of every header section and of none, so an id that misses what the header shows fails here.
  expect(new Set(pages.map((p) => p.path.split('/')[1])).size).toBeGreaterThan(4);
  for (const page of pages) {
    const whole = renderPage(page, ctx);
    expect(renderPage(page, withShared), page.path).toEqual(whole);
  }
  expect([...withShared.shared.keys()].sort()).toEqual(['footer {}', ...['', '/blog', '/locations', '/support'].map((s) => `header {"section":"${s}"}`)]);
});
