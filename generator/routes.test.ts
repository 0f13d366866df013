import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type ContentError, formatIssue } from './content/issues.ts';
import { loadContent } from './content/load.ts';
import { HELP_CENTRE } from '../kernel/page-urls.ts';
import { outputFile } from '../kernel/paths.ts';
import { fixtureSites } from '../tests/fixture-sites.ts';
import { buildRoutes, notFoundFiles, routeFile, type RouteMemo } from './routes.ts';

const root = path.resolve(import.meta.dirname, '..');
const { content } = loadContent(root);

/** The route table's errors as printed, or none. */
function errors(c: typeof content): string[] {
  try {
    buildRoutes(c);
    return [];
  } catch (error) {
    return (error as ContentError).issues.map(formatIssue);
  }
}

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

  it('gives the pages without a LocalBusiness record of their own one home record, made from the content built', () => {
    const homeRecords = (table: typeof routes) => table.flatMap((r) => (r.kind === 'page' ? r.jsonLd.filter((j) => (j as { '@id'?: string })['@id'] === `${content.site.siteUrl}/`) : []));
    const records = homeRecords(routes);
    expect(records.length).toBeGreaterThan(1);
    // One object: the pages' keys digest it once per build (PageKeys), not once per page.
    expect(new Set(records).size).toBe(1);
    const phone = `${content.site.phone}0`;
    const others = homeRecords(buildRoutes({ ...content, site: { ...content.site, phone } }));
    expect(new Set(others).size).toBe(1);
    expect(others[0]).toMatchObject({ telephone: phone });
  });

  it("redirects any article id to its article, 404 and 500 too, and keeps the blog's not-found page", () => {
    for (const id of [404, 500]) {
      const blog = content.blog.map((post, i) => (i === 0 ? { ...post, id } : post));
      const table = buildRoutes({ ...content, blog });
      expect(table.find((r) => r.path === `/blog/${id}`), `id ${id}`).toMatchObject({ kind: 'redirect', to: `/blog/${blog[0]!.slug}` });
      const notFound = table.find((r) => r.kind === 'page' && r.notFoundFor === '/blog/');
      expect(notFound?.kind === 'page' && notFound.meta.title).toBe('Blog not found | Nestwell');
      const taken = notFoundFiles(table);
      const files = table.flatMap((r) => routeFile(r, taken) ?? []);
      expect(new Set(files).size, 'one output file per route').toBe(files.length);
      // Static hosts serve {section}/404.html for unknown addresses; the redirect keeps no stub there.
      expect(routeFile(notFound!, taken)).toBe('blog/404.html');
      expect(routeFile(table.find((r) => r.path === `/blog/${id}`)!, taken)).toBe(id === 404 ? undefined : `blog/${id}.html`);
    }
  });

  it('names both sources when two routes claim one path', () => {
    const twice = { ...content, legal: [...content.legal, { ...content.legal[0]!, file: 'content/legal/copy.md' }] };
    expect(() => buildRoutes(twice)).toThrow(/declared twice: by content\/legal\/cookies\.md and by content\/legal\/copy\.md/);
  });

  const withRedirects = (...extra: [string, string][]) => ({
    ...content,
    redirects: [...content.redirects, ...extra.map(([from, to], i) => ({ from, to, status: 301 as const, source: `content/redirects.json:${20 + i}` }))],
  });

  it('refuses a redirect chain, naming the line to change and the page to point at', () => {
    expect(errors(withRedirects(['/old', '/older'], ['/older', '/blog']))).toEqual([
      'content/redirects.json:20 to: /old redirects to another redirect (/older -> /blog (content/redirects.json:21)): point /old straight at /blog, in content/redirects.json:20',
    ]);
  });

  it('names every hop of a redirect loop once, with the lines to change', () => {
    expect(errors(withRedirects(['/a', '/b'], ['/b', '/c'], ['/c', '/a']))).toEqual([
      'content/redirects.json:20 to: redirect loop: /a -> /b -> /c -> /a. Change the target of one of them to a page: ' +
        '/a -> /b (content/redirects.json:20); /b -> /c (content/redirects.json:21); /c -> /a (content/redirects.json:22)',
    ]);
  });

  it('refuses a redirect to nowhere or to itself', () => {
    expect(errors(withRedirects(['/old', '/gone'], ['/self', '/self']))).toEqual([
      'content/redirects.json:20 to: /old redirects to /gone, which the site does not have',
      'content/redirects.json:21 to: /self redirects to itself: point it at the page it stands for, or remove it',
    ]);
  });
});

describe('route table errors in content', () => {
  let fixture: string;
  afterEach(() => fs.rmSync(fixture, { recursive: true, force: true }));

  it('carry the file and line of the redirect that made them', () => {
    fixture = fs.mkdtempSync(path.join(os.tmpdir(), 'nestwell-routes-'));
    fs.cpSync(path.join(root, 'content'), path.join(fixture, 'content'), { recursive: true });
    const file = path.join(fixture, 'content/redirects.json');
    const entries = JSON.parse(fs.readFileSync(file, 'utf8')) as unknown[];
    entries.push({ from: '/careers', to: '/apply', status: 301 });
    fs.writeFileSync(file, '[\n' + entries.map((e) => `  ${JSON.stringify(e)}`).join(',\n') + '\n]\n');
    expect(errors(loadContent(fixture).content)).toEqual([
      `content/redirects.json:${entries.length + 1}: /careers is declared twice: by content/pages/careers.md and by content/redirects.json:${entries.length + 1}`,
    ]);
  });
});

describe('outputFile', () => {
  it('writes every page as {path}.html, the home page as index.html', () => {
    expect(outputFile('/')).toBe('index.html');
    expect(outputFile('/cookies')).toBe('cookies.html');
    expect(outputFile('/blog')).toBe('blog.html');
    expect(outputFile('/support/pricing-&-payments')).toBe('support/pricing-&-payments.html');
    expect(outputFile('/404')).toBe('404.html');
    expect(outputFile('/support/404')).toBe('support/404.html');
  });
});

describe('route memo', () => {
  it('keeps the routes of groups whose content is the same objects, and builds again those whose content changed', () => {
    const memo: RouteMemo = new Map();
    const first = buildRoutes(content, memo);
    const place = first.find((r) => r.path.startsWith('/locations/new-jersey/mercer-county/'))!;
    const post = first.find((r) => r.path.startsWith('/blog/') && r.kind === 'page')!;

    const blog = content.blog.map((p) => ({ ...p, title: `${p.title} (edited)` }));
    const second = buildRoutes({ ...content, blog }, memo);
    expect(second.find((r) => r.path === place.path)).toBe(place);
    const edited = second.find((r) => r.path === post.path)!;
    expect(edited).not.toBe(post);
    expect(edited.kind === 'page' && edited.meta.title).toContain('(edited)');

    // The location pages read the settings: new settings build them again.
    const third = buildRoutes({ ...content, blog, site: { ...content.site } }, memo);
    expect(third.find((r) => r.path === place.path)).not.toBe(place);
    expect(third).toEqual(buildRoutes({ ...content, blog }));
  });
});

describe('help addresses with "&"', () => {
  const site = fixtureSites('help-and');

  it('redirect each "-and-" spelling of a category or article to the "&" address', () => {
    const fixture = site();
    const folder = path.join(fixture, 'content/help/99-pets-plants');
    fs.mkdirSync(folder);
    fs.writeFileSync(path.join(folder, '_category.md'), '---\ntitle: "Pets and Plants"\n---\n');
    fs.writeFileSync(path.join(folder, '01-cats-dogs.md'), '---\ntitle: "Cats and Dogs at Home"\ndescription: "How a cleaning goes when cats and dogs are at home during the visit."\n---\nKeep pets in one room while the cleaner works.\n');
    const redirects = new Map(buildRoutes(loadContent(fixture).content).flatMap((r) => (r.kind === 'redirect' ? [[r.path, r]] : [])));
    const category = `${HELP_CENTRE}/pets-&-plants`;
    const article = `${category}/cats-&-dogs-at-home`;
    for (const [spelled, target] of [
      [`${HELP_CENTRE}/pets-and-plants`, category],
      [`${HELP_CENTRE}/pets-and-plants/cats-&-dogs-at-home`, article],
      [`${HELP_CENTRE}/pets-&-plants/cats-and-dogs-at-home`, article],
      [`${HELP_CENTRE}/pets-and-plants/cats-and-dogs-at-home`, article],
    ]) {
      expect(redirects.get(spelled!), spelled).toMatchObject({ to: target, status: 301 });
    }
  });
});
