import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadContent } from '../content/load.ts';
import { buildRoutes, type PageRoute } from '../routes.ts';
import { localBusinessSchema, MERCER_PATH } from './business.ts';

const { content } = loadContent(path.resolve(import.meta.dirname, '../..'));
const pages = buildRoutes(content).filter((r): r is PageRoute => r.kind === 'page' && r.status === 200 && r.path.startsWith('/locations/new-jersey/'));
const recordOf = (route: PageRoute) => route.jsonLd.find((r) => (r as { '@type'?: string })['@type'] === 'LocalBusiness') as Record<string, any>;

describe('LocalBusiness records of county and place pages', () => {
  it('exist for every county and every municipality in the data file', () => {
    const municipalities = content.locations.counties.reduce((n, c) => n + c.places.length, 0);
    expect(municipalities).toBe(564);
    expect(pages).toHaveLength(564 + 21);
  });

  it('each keeps the spec rules, with @id and url the page canonical address', () => {
    const schema = localBusinessSchema(content);
    for (const route of pages) {
      const record = recordOf(route);
      const result = schema.safeParse(record);
      expect(result.success ? [] : result.error.issues.map((i) => `${route.path} ${i.path.join('.')}: ${i.message}`)).toEqual([]);
      expect(record.url, route.path).toBe(route.meta.canonical);
    }
  });

  it('are priced "$50+" under mercer-county and "$49.99+" everywhere else', () => {
    for (const route of pages) {
      const mercer = route.path === MERCER_PATH || route.path.startsWith(`${MERCER_PATH}/`);
      expect(recordOf(route).priceRange, route.path).toBe(mercer ? '$50+' : '$49.99+');
    }
    expect(pages.filter((r) => r.path.startsWith(MERCER_PATH))).toHaveLength(13);
  });

  it("point Mercer County's own record at the county-level address, Trenton, its seat", () => {
    const mercer = recordOf(pages.find((r) => r.path === MERCER_PATH)!);
    expect(mercer['@id']).toBe('https://www.nestwell.com/locations/new-jersey/mercer-county');
    expect(mercer.areaServed.name).toBe('Mercer County, NJ');
    expect(mercer.address).toMatchObject({ addressLocality: 'Trenton', postalCode: '08608' });
  });

  it('give every place its own postal code and a description no other page has', () => {
    const trenton = recordOf(pages.find((r) => r.path === `${MERCER_PATH}/trenton`)!);
    expect(trenton.address.postalCode).toBe('08608');
    const descriptions = pages.map((r) => recordOf(r).description);
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });

  it('come with a BreadcrumbList ending at the page', () => {
    for (const route of pages) {
      const trail = route.jsonLd.find((r) => (r as { '@type'?: string })['@type'] === 'BreadcrumbList') as { itemListElement: { item: string }[] };
      expect(trail.itemListElement.at(-1)!.item, route.path).toBe(route.meta.canonical);
    }
  });
});
