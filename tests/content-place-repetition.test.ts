import fs from 'node:fs';
import path from 'node:path';
import { expect, inject, it } from 'vitest';
import { loadContent } from '../generator/content/load.ts';
import { repetition } from './place-page-repetition.ts';

const { content } = loadContent(path.resolve(import.meta.dirname, '..'));
const places = content.locations.counties.flatMap((county) => county.places.map((place) => ({ county, place })));
const built = (county: string, slug: string) => fs.readFileSync(path.join(inject('siteDir'), 'locations/new-jersey', county, `${slug}.html`), 'utf8');

it('no town page says the same thing twice: its hero lead and the paragraphs below share no sentence, and a data page\'s paragraphs repeat under half its words', () => {
  expect(places.length).toBeGreaterThan(0);
  const twice: string[] = [];
  for (const { county, place } of places) {
    const { share, sentences } = repetition(built(county.slug, place.municipality.slug), place.municipality.name);
    const where = `${county.slug}/${place.municipality.slug}`;
    if (sentences.length) twice.push(`${where}: "${sentences[0]}" is said again below`);
    // A written (Mercer) page's subheader is a tagline for the sections below, which each take up
    // a part of it; a data page's lead is a sentence about the place that no paragraph should restate.
    if (!place.written && share >= 0.5) twice.push(`${where}: one paragraph below repeats ${Math.round(share * 100)}% of the hero's words`);
  }
  expect(twice).toEqual([]);
});
