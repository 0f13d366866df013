import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadContent } from './content/load.ts';
import { buildRoutes, outputFile } from './routes.ts';

const root = path.resolve(import.meta.dirname, '..');
const { content } = loadContent(root);

describe('route table', () => {
  const routes = buildRoutes(content);

  it('is sorted by path, one route per path', () => {
    const paths = routes.map((r) => r.path);
    expect(paths).toEqual([...paths].sort());
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('gives every page a title, a description and an absolute canonical link', () => {
    for (const route of routes) {
      if (route.kind !== 'page') continue;
      expect(route.meta.title, route.path).toBeTruthy();
      expect(route.meta.description.length, route.path).toBeGreaterThan(40);
      expect(route.meta.canonical, route.path).toBe(`https://www.nestwell.com${route.path}`.replace(/\.com\/$/, '.com/'));
    }
  });

  it('serves the app and crew redirects', () => {
    const redirects = Object.fromEntries(routes.flatMap((r) => (r.kind === 'redirect' ? [[r.path, r.to]] : [])));
    expect(redirects['/nestwell-ios']).toBe(content.site.appStores.clientIos);
    expect(redirects['/nestwell-crew-android']).toBe(content.site.appStores.crewAndroid);
    expect(redirects['/clean']).toBe(content.site.crewSiteUrl);
  });

  it('carries the home LocalBusiness record on pages without their own', () => {
    const home = routes.find((r) => r.path === '/');
    expect(home?.kind === 'page' && home.jsonLd[0]).toMatchObject({
      '@type': 'LocalBusiness',
      priceRange: '$50+',
      address: { '@type': 'PostalAddress', addressRegion: 'DE', addressCountry: 'US' },
      areaServed: [{ name: 'New Jersey' }, { name: 'Delaware' }, { name: 'United States' }],
      openingHoursSpecification: { opens: '00:00', closes: '23:59' },
    });
  });

  it('names both sources when two routes claim one path', () => {
    const twice = { ...content, legal: [...content.legal, { ...content.legal[0]!, file: 'content/legal/copy.md' }] };
    expect(() => buildRoutes(twice)).toThrow(/declared twice: by content\/legal\/cookies\.md and by content\/legal\/copy\.md/);
  });

  it('refuses a redirect chain and a redirect to nowhere', () => {
    const chained = { ...content, redirects: [...content.redirects, { from: '/old', to: '/clean', status: 301 as const, source: 'test[0]' }] };
    expect(() => buildRoutes(chained)).toThrow(/redirects to another redirect, \/clean/);
    const nowhere = { ...content, redirects: [...content.redirects, { from: '/old', to: '/gone', status: 301 as const, source: 'test[0]' }] };
    expect(() => buildRoutes(nowhere)).toThrow(/which the site does not have/);
  });
});

describe('outputFile', () => {
  it('writes clean URLs as folders, and error pages as files', () => {
    expect(outputFile('/')).toBe('index.html');
    expect(outputFile('/cookies')).toBe('cookies/index.html');
    expect(outputFile('/404')).toBe('404.html');
    expect(outputFile('/support/404')).toBe('support/404.html');
  });
});
