import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { IssueList } from './issues.ts';
import { formatCents } from '../../kernel/money.ts';
import { PricingSchema } from './pricing.ts';
import { loadSite, SiteSchema } from './site.ts';

const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));

describe('site.json', () => {
  it('holds every setting the design names, and they validate', () => {
    const site = SiteSchema.parse(read('content/site.json'));
    expect(site.brand).toEqual({ name: 'Nestwell', slug: 'nestwell' });
    expect(site.crewBrand).toEqual({ name: 'Nestwell Crew', slug: 'nestwell-crew' });
    expect(Object.keys(site.social)).toHaveLength(6);
    expect(site.analytics.supportMeasurementId).not.toBe(site.analytics.siteMeasurementId);
    expect(Number.isInteger(site.copyrightYear)).toBe(true);
  });

  it('names the line and field of a bad value', () => {
    const dir = fs.mkdtempSync(path.join(import.meta.dirname, '.tmp-'));
    try {
      fs.mkdirSync(path.join(dir, 'content'));
      const text = fs.readFileSync(path.join(root, 'content/site.json'), 'utf8').replace('"+1-609-555-0142"', '"call us"');
      fs.writeFileSync(path.join(dir, 'content/site.json'), text);
      const issues = new IssueList();
      expect(loadSite({ root: dir }, issues)).toBeUndefined();
      const line = text.split('\n').findIndex((l) => l.includes('"phone"')) + 1;
      expect(issues.items).toEqual([{ file: 'content/site.json', line, field: 'phone', message: 'expected +1-NNN-NNN-NNNN' }]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('pricing.json', () => {
  const pricing = PricingSchema.parse(read('content/pricing.json'));
  const fixture = PricingSchema.parse(read('tests/fixtures/pricing.json'));

  it('reads "17.25" as 1725 cents, in the order written', () => {
    expect(fixture.rooms.map((r) => [r.item, formatCents(r.standard), formatCents(r.deep)])).toEqual([
      ['Bedroom', '$17.25', '$23.50'],
      ['Bathroom', '$21.00', '$38.50'],
      ['Half Bathroom', '$10.50', '$17.00'],
      ['Other Room', '$26.00', '$38.50'],
    ]);
    expect(fixture.addOns.map((a) => [a.item, formatCents(a.price)]).slice(0, 2)).toEqual([['Refrigerator inside', '$17.00'], ['Microwave inside', '$4.25']]);
    expect(fixture.offer).toEqual({ code: 'NEWCOMER', percentOff: 50 });
  });

  it('holds whole cents, each room and add-on named once', () => {
    const cents = [...pricing.rooms.flatMap((r) => [r.standard, r.deep]), ...pricing.addOns.map((a) => a.price)];
    for (const c of cents) expect(Number.isInteger(c) && c > 0, String(c)).toBe(true);
    const names = [...pricing.rooms, ...pricing.addOns].map((p) => p.item);
    expect(new Set(names).size).toBe(names.length);
  });

  it('refuses a price without two decimals, so no float ever enters', () => {
    const bad = read('content/pricing.json');
    bad.rooms[0].standard = '17.2';
    expect(PricingSchema.safeParse(bad).success).toBe(false);
  });

  it('formats cents', () => {
    expect(formatCents(5)).toBe('$0.05');
    expect(formatCents(1725)).toBe('$17.25');
    expect(formatCents(10000)).toBe('$100.00');
  });
});
