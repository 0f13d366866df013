/** What a language read by toEnglish (../languages.ts) is: the words that mark it, and its words in English. */
export interface Language {
  name: string;
  /** Words only (or mostly) this language uses: two of them mark a message as written in it. */
  markers: RegExp;
  /**
   * The language's most frequent small words that English never writes ("en", "por", "tengo"): half a marker each. Any
   * sentence has some, so a short message nobody listed the words of ("trabajan en Perth Amboy?") is still read as written
   * in the language, while one such word in an English message ("an en suite bath") marks nothing.
   */
  common?: RegExp;
  /** Characters English never writes and this language does (¿, ã): they count as one and a half markers, so one marker word more decides. */
  signs: RegExp;
  /**
   * The message made ready before its words are read: rooms counted in the language's own order, written in English
   * (counted-rooms.ts), or what the language attaches to a name or a number ("Clifton'da", "3+1").
   */
  rooms?: (message: string) => string;
  /** What is left of the language once its words are read ("있고", "这样"): dropped, so it never ends a list of the English put in. */
  unread?: RegExp;
  /**
   * A kin language (by name) and words read after its own: where the two share a script and many words, Ukrainian leaves
   * to Russian's table what they write alike. Only matches still in the script (`signs`) are read, so an English word put
   * in is never read again; a tie between kin goes to the language the conversation is held in.
   */
  shares?: Phrases & { language: string };
  /** A few of its words in a message mostly in English ("Dzień dobry! How much for 3 bedroom...") leave the message English. */
  asideInEnglish?: boolean;
  /** Its words and phrases to English, longest first, matched as whole words in one pass (an English word put in is never read again). */
  words: Phrases;
}

/**
 * The source length past which V8 compiles a regular expression without its optimisations (`kRegExpTooLargeToOptimize` in
 * V8's regexp code): one just past it read the messages of the evaluation sets some 20 times slower than one just under.
 */
export const OPTIMISED_SOURCE = 20 * 1024;

/**
 * Phrases and their English, in as many patterns as keep each under OPTIMISED_SOURCE, read as one pattern of them all would
 * be (readPhrases): in each pattern the n-th group matched is its n-th phrase.
 */
export interface Phrases {
  parts: { pattern: RegExp; english: string[] }[];
}

/**
 * A text with each phrase found put as `to` says (given the match and the phrase's English), read left to right in one pass as
 * String.replace reads one pattern: of the phrases that start first, the one listed first, and never a match inside what an
 * earlier one took.
 */
export function readPhrases(text: string, { parts }: Phrases, to: (match: string, english: string) => string): string {
  // Each part's next match at or after `from`; undefined until looked for, null once the part has none left.
  const next: (RegExpExecArray | null | undefined)[] = parts.map(() => undefined);
  let read = '';
  let at = 0;
  let from = 0;
  for (;;) {
    let first = -1;
    parts.forEach(({ pattern }, k) => {
      let found = next[k];
      if (found === null) return;
      if (found === undefined || found.index < from) {
        pattern.lastIndex = from;
        found = next[k] = pattern.exec(text);
      }
      if (found && (first < 0 || found.index < next[first]!.index)) first = k;
    });
    if (first < 0) return read + text.slice(at);
    const found = next[first]!;
    const { english } = parts[first]!;
    read += text.slice(at, found.index) + to(found[0], english[phraseMatched(found, english.length)]!);
    at = found.index + found[0].length;
    // After an empty match the next is looked for a character on, as String.replace does.
    from = found[0] ? at : at + (String.fromCodePoint(text.codePointAt(at) ?? 0).length);
  }
}

/**
 * Which of a part's phrases a match is (the n-th group matched is the n-th phrase): -1 when none is. A loop, not a slice:
 * a part has hundreds of groups, and a message read in it as many matches as words.
 */
function phraseMatched(groups: RegExpExecArray, phrases: number): number {
  for (let i = 1; i <= phrases; i++) if (groups[i] !== undefined) return i - 1;
  return -1;
}

/**
 * Items as the alternatives of patterns, as few patterns as keep each one's source (its alternatives, `|` between them, inside
 * `around` more characters) within `limit`. `source` is an item's alternative after the item before it in its pattern, if any.
 */
function inParts<T>(items: readonly T[], source: (item: T, previous: T | undefined) => string, around: number, limit: number): T[][] {
  const parts: T[][] = [];
  let length = 0;
  for (const item of items) {
    const last = parts.at(-1);
    const more = last ? source(item, last.at(-1)).length + 1 : Infinity;
    if (length + more <= limit) {
      last!.push(item);
      length += more;
    } else {
      parts.push([item]);
      length = around + source(item, undefined).length;
    }
  }
  return parts;
}

/** A phrase as one group of its language's pattern: its own brackets made non-capturing, so the n-th group is the n-th phrase. */
const group = (from: string) => `(${from.replace(/\((?!\?)/g, '(?:')})`;

/**
 * A language's phrases matched as whole words (no character of `letters` touching them), in listed order: the first listed
 * wins where several start.
 */
export function wholeWords(pairs: readonly (readonly [string, string])[], { letters = '\\p{L}', limit = OPTIMISED_SOURCE } = {}): Phrases {
  const [open, close] = [`(?<![${letters}])(?:`, `)(?![${letters}])`];
  return {
    parts: inParts(pairs, ([from]) => group(from), open.length + close.length, limit).map((part) => ({
      pattern: new RegExp(`${open}${part.map(([from]) => group(from)).join('|')}${close}`, 'giu'),
      english: part.map(([, to]) => to),
    })),
  };
}
/** Words that mark a message as written in a language, matched as whole words. */
export const markers = (words: string) => new RegExp(`(?<![\\p{L}])(?:${words})(?![\\p{L}])`, 'giu');

/**
 * Phrases that open with the same zero-width test (`guard`: where a word of theirs can start), written once for all of them:
 * `guard(?:(a)|(b))` matches as `(guard a)|(guard b)` does, in the same order, and the test is read once at a place rather
 * than once for each phrase.
 */
export interface Guarded {
  guard: string;
  pairs: readonly (readonly [string, string])[];
}

/**
 * A script written without spaces between words (Korean particles, Chinese): its phrases matched anywhere, an English word
 * spaced off. An entry is a phrase and its English, or a run of phrases under one guard.
 */
export function anywhere(entries: readonly (readonly [string, string] | Guarded)[], limit = OPTIMISED_SOURCE): Phrases {
  const phrases = entries.flatMap((entry) => ('guard' in entry ? entry.pairs.map((pair) => ({ guard: entry.guard, pair })) : [{ guard: '', pair: entry }]));
  // A phrase under the guard of the one before it adds only itself; one that opens a guard, the guard too.
  const source = ({ guard, pair: [from] }: (typeof phrases)[number], previous?: (typeof phrases)[number]) =>
    (guard && guard === previous?.guard ? group(from) : guard ? `(?:${guard}(?:${group(from)}))` : group(from));
  return {
    parts: inParts(phrases, source, 0, limit).map((part) => {
      const runs: { guard: string; froms: string[] }[] = [];
      for (const { guard, pair: [from] } of part) {
        if (guard && runs.at(-1)?.guard === guard) runs.at(-1)!.froms.push(from);
        else runs.push({ guard, froms: [from] });
      }
      const pattern = runs.map(({ guard, froms }) => (guard ? `(?:${guard}(?:${froms.map(group).join('|')}))` : group(froms[0]!))).join('|');
      return { pattern: new RegExp(pattern, 'gu'), english: part.map(({ pair: [, to] }) => ` ${to} `) };
    }),
  };
}
