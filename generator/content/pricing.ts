import { z } from 'zod';
import { readJson } from './files.ts';
import type { IssueList } from './issues.ts';
import type { ContentDir } from './file-cache.ts';

/** Dollar amounts are written as "17.25" and held as integer cents, so sums never drift. */
const Cents = z
  .string()
  .regex(/^\d+\.\d{2}$/, 'expected dollars with two decimals, like "17.25"')
  .transform((s) => Number(s.replace('.', '')));

export const PricingSchema = z.strictObject({
  rooms: z.array(z.strictObject({ item: z.string().min(1), standard: Cents, deep: Cents })).min(1),
  addOns: z.array(z.strictObject({ item: z.string().min(1), price: Cents })).min(1),
  addOnNote: z.string().min(1),
  includedNote: z.string().min(1),
  offer: z.strictObject({ code: z.string().regex(/^[A-Z0-9]+$/), percentOff: z.number().int().min(1).max(100) }),
  priceRange: z.strictObject({ default: z.string(), mercer: z.string(), home: z.string() }),
});

export type Pricing = z.output<typeof PricingSchema>;

export function loadPricing(dir: ContentDir, issues: IssueList): Pricing | undefined {
  return readJson(dir, 'content/pricing.json', PricingSchema, issues);
}
