import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadContent } from '../content/load.ts';
import { buildRoutes } from '../routes.ts';
import { priceAnchor } from './price-anchor.ts';

const { content } = loadContent(path.resolve(import.meta.dirname, '../..'));

describe('town page price anchor', () => {
  it('is one bedroom plus one bathroom at the standard prices of pricing.json', () => {
    const price = (item: string) => content.pricing.rooms.find((r) => r.item === item)!.standard;
    const cents = price('Bedroom') + price('Bathroom');
    expect(priceAnchor(content.pricing)).toContain(`from $${(cents / 100).toFixed(2)}`);
  });

  it('is on every county and place page', () => {
    const towns = buildRoutes(content).filter((r) => r.kind === 'page' && ['dataPlace', 'writtenPlace', 'countyPage'].includes(r.template));
    expect(towns.length).toBeGreaterThan(0);
    for (const route of towns) expect((route as { props: { fromPrice: string } }).props.fromPrice, route.path).toBe(priceAnchor(content.pricing));
  });
});
