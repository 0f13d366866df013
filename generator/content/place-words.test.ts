import fs from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const files = fg.sync('content/locations/new-jersey/places/*.json', { cwd: root }).sort();

/** Words that place a sentence about the people who live somewhere now... */
const RESIDENTS = /\b(community|communities|families|residents|population|households|immigrants?|life|identity|roots|ties|heritage)\b/i;
/** ...and words that describe them by origin, ethnicity or religion. */
const ORIGIN = /\b(Latin American|Latino|Hispanic|Korean|Filipino|Indian American|Black(?!'s| Horse| Run| River| Eddy)|African American|Caribbean|Haitian|Cuban|Polish|Italian|Irish|Scottish|Portuguese|Brazilian|Jewish|Orthodox|Arab|Turkish|Mexican|Dominican|Eastern European|diverse|immigrant)\b/i;
/** A sentence about how a place began (founded, settled, a year) is history, not a description of residents. */
const HISTORY = /\b(1[6-9]\d\d|founded|settled|dates to|Civil War|historic|oldest)\b/i;

describe('town page words', () => {
  it('never describe the residents of a place by ethnicity, origin or religion', () => {
    const found: string[] = [];
    for (const file of files) {
      const county = JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')) as { about: string; places: Record<string, { about: string; description: string }> };
      const texts = [['(county)', county.about], ...Object.entries(county.places).flatMap(([slug, p]) => [[slug, p.about], [slug, p.description]])];
      for (const [slug, text] of texts) {
        for (const sentence of text!.split(/(?<=[.!?])\s+/)) {
          if (RESIDENTS.test(sentence) && ORIGIN.test(sentence) && !HISTORY.test(sentence)) found.push(`${file} ${slug}: ${sentence}`);
        }
      }
    }
    expect(found).toEqual([]);
  });
});
