import { z } from 'zod';
import { validRows } from './csv.ts';
import { type ContentDir, memoRead } from './file-cache.ts';
import type { IssueList } from './issues.ts';
import { slug, type Municipality } from './municipalities.ts';

export const PLACE_ALIASES_FILE = 'content/locations/nj-place-aliases.csv';

/** One row of the aliases file (shared/data/README-aliases.md describes the columns and sources). */
export const PlaceAliasRowSchema = z.object({
  alias: z.string().min(1),
  kind: z.enum(['cdp', 'postal', 'community', 'nickname']),
  county_slug: slug.refine((s) => s.endsWith('-county'), 'expected a slug ending in -county'),
  municipality_slugs: z.string().transform((s) => s.split(';')).pipe(z.array(slug).min(1)),
  zip: z.union([z.literal(''), z.string().regex(/^0[78]\d{3}$/, 'expected empty or a 5-digit New Jersey ZIP')]),
  source: z.string().min(1),
  note: z.string(),
}).transform((row) => ({
  /** The name as people write it: "Marlton", "Princeton Junction", "LBI". */
  name: row.alias,
  kind: row.kind,
  countySlug: row.county_slug,
  /** The municipalities the name lies in; for a post-office name the largest share comes first. */
  slugs: row.municipality_slugs,
  zip: row.zip || undefined,
}));

export type PlaceAlias = z.output<typeof PlaceAliasRowSchema>;

/**
 * Every other name people use for a New Jersey place (census-designated places, post-office names,
 * communities, nicknames), each checked to name municipalities of its county.
 */
export function loadPlaceAliases(dir: ContentDir, municipalities: Municipality[], issues: IssueList): PlaceAlias[] {
  // The rows are parsed and validated by the file's bytes alone (the per-file memo); the check
  // against the municipalities, which come from another file, runs on every read.
  const rows = memoRead(dir, PLACE_ALIASES_FILE, 'csv:place-aliases', issues, (text, found) => validRows(text, PlaceAliasRowSchema, PLACE_ALIASES_FILE, found));
  if (!rows) return [];
  const known = new Set(municipalities.map((m) => `${m.countySlug}/${m.slug}`));
  const out: PlaceAlias[] = [];
  for (const { line, data } of rows) {
    const unknown = data.slugs.filter((s) => !known.has(`${data.countySlug}/${s}`));
    if (unknown.length) {
      issues.add({ file: PLACE_ALIASES_FILE, line, field: 'municipality_slugs', message: `not a municipality of ${data.countySlug}: ${unknown.join(', ')}` });
      continue;
    }
    out.push(data);
  }
  return out;
}
