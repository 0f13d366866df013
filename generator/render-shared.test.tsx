import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it, vi } from 'vitest';
import { writeFixtureContent } from '../tests/fixture-site.ts';
import { loadContent } from './content/load.ts';
import { loadIslandComponents, renderPage } from './render.tsx';
import { buildRoutes } from './routes.ts';
import { SHEETS, type SheetName } from '../templates/styles/sheets.ts';
import { pageStyles } from './page-styles.ts';

// A header that shows the page's own path: markup that may not be shared between pages.
vi.mock('../templates/layout/Header.tsx', async (original) => {
  const { usePage } = await import('../templates/PageContext.ts');
  return { ...(await original<object>()), Header: () => <header>{usePage().path}</header> };
});

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'nestwell-render-shared-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

it('refuses to share markup that reads the page path, naming it, rather than paste one page\'s header into another', async () => {
  writeFixtureContent(root);
  const { content } = loadContent(root);
  const ctx = { site: content.site, islands: await loadIslandComponents(), assets: { css: pageStyles(Object.fromEntries(SHEETS.map((sheet) => [sheet, `.${sheet}{}`])) as Record<SheetName, string>), boot: '/boot.js' }, has: () => true };
  const page = buildRoutes(content).find((r) => r.kind === 'page' && r.path === '/cookies')!;
  if (page.kind !== 'page') throw new Error('no /cookies page');
  // Rendered whole, the header shows its page; shared, the build stops and says why.
  expect(renderPage(page, ctx).html).toContain('<header>/cookies</header>');
  expect(() => renderPage(page, { ...ctx, shared: new Map() })).toThrow(/shared markup "header .*" reads the page's path/);
});
