/** Pages whose main text may share at most this share of word 5-shingles with another's. */
export const SHINGLE_LIMIT = 0.5;
const SIZE = 5;

/**
 * The words of a page's <main>, lower-cased, tags and entities dropped. A paragraph marked
 * `data-boilerplate` (the offer and the price anchor every place page shares on purpose) is left
 * out, as the sentence check leaves it out: shared on purpose is not alike.
 */
export function mainWords(html: string): string[] {
  const main = /<main\b[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? '';
  return main
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<p\b[^>]*\bdata-boilerplate\b[^>]*>[\s\S]*?<\/p>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ')
    .toLowerCase()
    .split(/[^\p{L}\p{N}$.%'-]+/u)
    .map((w) => w.replace(/^[.'-]+|[.'-]+$/g, ''))
    .filter(Boolean);
}

/** The distinct runs of five consecutive words. */
export function shingles(words: string[]): Set<string> {
  const out = new Set<string>();
  for (let i = 0; i + SIZE <= words.length; i++) out.add(words.slice(i, i + SIZE).join(' '));
  return out;
}

export interface Overlap {
  a: string;
  b: string;
  /** Shared shingles over the smaller page's shingles: 1 means one page's text is inside the other's. */
  share: number;
}

/**
 * The pair of pages whose main texts overlap most. Counts shared shingles through an inverted
 * index, so the cost follows the shared shingles rather than the 150,000-odd pairs.
 *
 * @example highestOverlap(new Map([['/a', htmlA], ['/b', htmlB]])) // { a: '/a', b: '/b', share: 0.12 }
 */
export function highestOverlap(pages: Map<string, string>): Overlap | undefined {
  const paths = [...pages.keys()].sort();
  const n = paths.length;
  if (n < 2) return undefined;
  const sizes = new Int32Array(n);
  const index = new Map<string, number[]>();
  paths.forEach((path, i) => {
    const set = shingles(mainWords(pages.get(path)!));
    sizes[i] = set.size;
    for (const s of set) {
      const list = index.get(s);
      if (list) list.push(i);
      else index.set(s, [i]);
    }
  });
  const shared = new Int32Array(n * n);
  for (const list of index.values()) {
    for (let x = 0; x < list.length; x++) for (let y = x + 1; y < list.length; y++) shared[list[x]! * n + list[y]!]! += 1;
  }
  let best: Overlap = { a: paths[0]!, b: paths[1]!, share: 0 };
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const smaller = Math.min(sizes[i]!, sizes[j]!);
      const share = smaller ? shared[i * n + j]! / smaller : 0;
      if (share > best.share) best = { a: paths[i]!, b: paths[j]!, share };
    }
  }
  return best;
}
