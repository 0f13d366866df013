import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadContent } from '../content/load.ts';
import { MUNICIPALITIES_FILE } from '../content/municipalities.ts';
import { buildRoutes, type PageRoute } from '../routes.ts';
import { localBusinessSchema, MERCER_PATH } from './business.ts';

const root = path.resolve(import.meta.dirname, '../..');
const { content } = loadContent(root);
const pages = buildRoutes(content).filter((r): r is PageRoute => r.kind === 'page' && r.status === 200 && r.path.startsWith('/locations/new-jersey/'));
const recordOf = (route: PageRoute) => route.jsonLd.find((r) => (r as { '@type'?: string })['@type'] === 'LocalBusiness') as Record<string, any>;

describe('LocalBusiness records of county and place pages', () => {
  it('exist for every county and every municipality in the data file', () => {
    const csv = fs.readFileSync(path.join(root, MUNICIPALITIES_FILE), 'utf8').trim().split('\n').slice(1).map((row) => row.split(','));
    const paths = new Set(pages.map((r) => r.path));
    for (const [county, , , , slug] of csv) expect(paths.has(`/locations/new-jersey/${county}/${slug}`), `${county}/${slug}`).toBe(true);
    for (const county of new Set(csv.map(([county]) => county))) expect(paths.has(`/locations/new-jersey/${county}`), county).toBe(true);
    expect(pages).toHaveLength(csv.length + content.locations.counties.length);
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

  it('are priced as pricing.json says: its Mercer range under mercer-county, its default everywhere else', () => {
    const { priceRange } = content.pricing;
    for (const route of pages) {
      const mercer = route.path === MERCER_PATH || route.path.startsWith(`${MERCER_PATH}/`);
      expect(recordOf(route).priceRange, route.path).toBe(mercer ? priceRange.mercer : priceRange.default);
    }
  });

  it("point each county's own record at the county-level address, its seat", () => {
    for (const county of content.locations.counties) {
      const record = recordOf(pages.find((r) => r.path === `/locations/new-jersey/${county.slug}`)!);
      expect(record['@id']).toBe(`${content.site.siteUrl}/locations/new-jersey/${county.slug}`);
      expect(record.areaServed.name).toBe(`${county.name}, NJ`);
      expect(record.address.postalCode, county.slug).toBe(county.seat.zip);
    }
  });

  it('give every place its own postal code and a description no other page has', () => {
    for (const county of content.locations.counties) {
      for (const place of county.places) {
        const record = recordOf(pages.find((r) => r.path === `/locations/new-jersey/${county.slug}/${place.municipality.slug}`)!);
        expect(record.address.postalCode, place.municipality.slug).toBe(place.municipality.zip);
      }
    }
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
