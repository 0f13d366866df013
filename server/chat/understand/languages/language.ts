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
  shares?: { language: string; pattern: RegExp; english: string[] };
  /** A few of its words in a message mostly in English ("Dzień dobry! How much for 3 bedroom...") leave the message English. */
  asideInEnglish?: boolean;
  /** Its words and phrases to English, longest first, matched as whole words in one pass (an English word put in is never read again). */
  words: { pattern: RegExp; english: string[] };
}

/** A phrase as one group of its language's pattern: its own brackets made non-capturing, so the n-th group is the n-th phrase. */
const group = (from: string) => `(${from.replace(/\((?!\?)/g, '(?:')})`;

/** One pattern for all of a language's phrases: the n-th group is the n-th phrase, so the first listed wins where several start. */
export function wholeWords(pairs: readonly (readonly [string, string])[]): Language['words'] {
  return { pattern: new RegExp(`(?<![\\p{L}])(?:${pairs.map(([from]) => group(from)).join('|')})(?![\\p{L}])`, 'giu'), english: pairs.map(([, to]) => to) };
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
export function anywhere(entries: readonly (readonly [string, string] | Guarded)[]): Language['words'] {
  const runs = entries.map((entry) => ('guard' in entry ? entry : { guard: '', pairs: [entry] }));
  const pattern = runs.map(({ guard, pairs }) => (guard ? `(?:${guard}(?:${pairs.map(([from]) => group(from)).join('|')}))` : group(pairs[0]![0]))).join('|');
  return { pattern: new RegExp(pattern, 'gu'), english: runs.flatMap(({ pairs }) => pairs.map(([, to]) => ` ${to} `)) };
}
