import { z } from 'zod';
import { validRows } from './csv.ts';
import { type ContentDir, memoRead } from './file-cache.ts';
import type { IssueList } from './issues.ts';

export const MUNICIPALITIES_FILE = 'content/locations/nj-municipalities.csv';

export const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'expected a lower-case hyphenated slug');
const zip = z.string().regex(/^0[78]\d{3}$/, 'expected a 5-digit New Jersey ZIP (07... or 08...)');

/** One row of the municipalities file (its README describes the columns). */
export const MunicipalityRowSchema = z.object({
  county_slug: slug.refine((s) => s.endsWith('-county'), 'expected a slug ending in -county'),
  county_name: z.string().regex(/ County$/, 'expected a name ending in " County"'),
  municipality_name: z.string().min(1),
  municipality_type: z.enum(['township', 'borough', 'city', 'town', 'village']),
  slug,
  zip,
  listed_in_source: z.enum(['yes', 'no']),
  confidence: z.enum(['high', 'low']),
  notes: z.string(),
}).transform((row) => ({
  countySlug: row.county_slug,
  countyName: row.county_name,
  name: row.municipality_name,
  type: row.municipality_type,
  slug: row.slug,
  zip: row.zip,
  /** The principal ZIP first, then the other ZIPs the notes say the place uses, for ZIP search. */
  zips: [...new Set([row.zip, ...zipsNamed(row.notes)])],
  /** The names the notes say it had before ("Renamed from Dover Township to Toms River Township"): people still use them. */
  formerNames: [...row.notes.matchAll(/\brenamed from (.+?) to /gi)].map((m) => m[1]!),
}));

export type Municipality = z.output<typeof MunicipalityRowSchema>;

/** The ZIPs a note names, a range ("multi-ZIP city (08102-08105)") as every ZIP in it. */
export function zipsNamed(notes: string): string[] {
  return [...notes.matchAll(/\b(0[78]\d{3})(?:\s*[-–]\s*(0[78]\d{3}))?\b/g)].flatMap(([, from, to]) => {
    const [first, last] = [Number(from), Number(to ?? from)];
    // A range is a handful of neighbouring ZIPs; anything wider is not one.
    if (last < first || last - first > 20) return [from!];
    return Array.from({ length: last - first + 1 }, (_, i) => String(first + i).padStart(5, '0'));
  });
}

/** Every New Jersey municipality; a bad row is reported with its line and column. */
export function loadMunicipalities(dir: ContentDir, issues: IssueList): Municipality[] {
  return memoRead(dir, MUNICIPALITIES_FILE, 'municipalities', issues, parseMunicipalities) ?? [];
}

function parseMunicipalities(text: string, issues: IssueList): Municipality[] {
  const out: Municipality[] = [];
  const seen = new Map<string, number>();
  for (const { line, data } of validRows(text, MunicipalityRowSchema, MUNICIPALITIES_FILE, issues)) {
    const key = `${data.countySlug}/${data.slug}`;
    const first = seen.get(key);
    if (first) issues.add({ file: MUNICIPALITIES_FILE, line, field: 'slug', message: `${key} repeats line ${first}` });
    seen.set(key, line);
    out.push(data);
  }
  return out;
}
