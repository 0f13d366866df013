import { expect, inject, it } from 'vitest';
import { serveFootprint } from '../bin/serve-footprint.ts';

/** What only the build needs; the production server must start without any of it. */
const BUILD_PACKAGES = ['react', 'react-dom', 'preact', 'remark', 'markdown-it', 'gray-matter', 'fast-glob', 'pdfkit', 'html-validate'];

it('site serve starts without loading the generator, the templates, the islands or build-time packages', async () => {
  const footprint = await serveFootprint({ dir: inject('siteDir') });
  expect(footprint.projectModules.filter((file) => /^(generator|templates|islands)\//.test(file))).toEqual([]);
  expect(footprint.packages.filter((name) => BUILD_PACKAGES.includes(name))).toEqual([]);
  // The recorder saw the server itself, so the empty lists above mean something.
  expect(footprint.projectModules).toContain('server/server.ts');
});
