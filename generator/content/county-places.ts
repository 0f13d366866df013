import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { readJson } from './files.ts';
import { jsonFieldLine, jsonLines, type IssueList } from './issues.ts';
import type { ContentDir } from './file-cache.ts';

const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'expected a municipality slug');

/** What the site says about one municipality that has no written page. */
export const PlaceDataSchema = z.strictObject({
  /** A paragraph on the place: history, landmarks, neighbourhoods, housing; no guesses at what people there book. */
  about: z.string().min(200),
  /** One sentence naming landmarks and a main road; also the LocalBusiness description. */
  description: z.string().min(60).max(320),
  /** Slugs of nearby municipalities in the same county (most, not all, share a border: shown as "Nearby"). */
  neighbors: z.array(slug).min(1),
});

/** `content/locations/new-jersey/places/{county}.json`. */
export const CountyPlacesSchema = z.strictObject({
  about: z.string().min(200),
  places: z.record(slug, PlaceDataSchema),
});

export type PlaceData = z.output<typeof PlaceDataSchema>;
export type CountyPlaces = z.output<typeof CountyPlacesSchema>;

export const countyPlacesFile = (county: string) => `content/locations/new-jersey/places/${county}.json`;

export function loadCountyPlaces(dir: ContentDir, county: string, issues: IssueList): CountyPlaces | undefined {
  return readJson(dir, countyPlacesFile(county), CountyPlacesSchema, issues);
}

/**
 * Finds the line of a field in a county's places file, for errors found after its schema passed.
 * The file is read and mapped only when an error needs a line, not on every load.
 */
export function countyPlacesLocator(dir: ContentDir, county: string): (fieldPath: PropertyKey[]) => number | undefined {
  let lines: Map<string, number> | undefined;
  return (fieldPath) => {
    lines ??= jsonLines(fs.readFileSync(path.join(dir.root, countyPlacesFile(county)), 'utf8'));
    return jsonFieldLine(lines, fieldPath);
  };
}
