import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { parseCsv } from './csv.ts';
import { fieldPath, type IssueList } from './issues.ts';
import type { Municipality } from './municipalities.ts';

export const PLACE_ALIASES_FILE = 'content/locations/nj-place-aliases.csv';

const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'expected a lower-case hyphenated slug');

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
export function loadPlaceAliases(root: string, municipalities: Municipality[], issues: IssueList): PlaceAlias[] {
  let text: string;
  try {
    text = fs.readFileSync(path.join(root, PLACE_ALIASES_FILE), 'utf8');
  } catch {
    issues.add({ file: PLACE_ALIASES_FILE, message: 'file is missing or unreadable' });
    return [];
  }
  const known = new Set(municipalities.map((m) => `${m.countySlug}/${m.slug}`));
  const out: PlaceAlias[] = [];
  for (const row of parseCsv(text).rows) {
    const parsed = PlaceAliasRowSchema.safeParse(row.values);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        issues.add({ file: PLACE_ALIASES_FILE, line: row.line, field: fieldPath(issue.path), message: issue.message });
      }
      continue;
    }
    const unknown = parsed.data.slugs.filter((s) => !known.has(`${parsed.data.countySlug}/${s}`));
    if (unknown.length) {
      issues.add({ file: PLACE_ALIASES_FILE, line: row.line, field: 'municipality_slugs', message: `not a municipality of ${parsed.data.countySlug}: ${unknown.join(', ')}` });
      continue;
    }
    out.push(parsed.data);
  }
  return out;
}
