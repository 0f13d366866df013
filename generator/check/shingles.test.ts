import { describe, expect, it } from 'vitest';
import { highestOverlap, mainWords, shingles } from './shingles.ts';

const page = (text: string) => `<header>Site name</header><main><h1>${text}</h1></main><footer>same footer</footer>`;

describe('shingle overlap', () => {
  it('reads only the main text, in lower case, without tags', () => {
    expect(mainWords(page('Clean <strong>Homes</strong> &amp; offices, $17.25!'))).toEqual(['clean', 'homes', 'offices', '$17.25']);
  });

  it('leaves out the paragraphs every place page shares on purpose (data-boilerplate)', () => {
    expect(mainWords('<main><p>Own words here.</p><p data-boilerplate="">50% off with NEWCOMER.</p></main>')).toEqual(['own', 'words', 'here']);
  });

  it('counts distinct five-word runs', () => {
    expect(shingles('a b c d e f a b c d e'.split(' ')).size).toBe(6);
  });

  it('finds the pair sharing the most, as a share of the smaller page', () => {
    const pages = new Map([
      ['/one', page('one two three four five six seven eight nine ten')],
      ['/two', page('one two three four five six seven alpha beta gamma')],
      ['/three', page('entirely different words make up this whole page here')],
    ]);
    const top = highestOverlap(pages)!;
    expect([top.a, top.b]).toEqual(['/one', '/two']);
    expect(top.share).toBeCloseTo(3 / 6);
  });
});
