import type { Source } from '../../kernel/chat/model.ts';

/**
 * The small pieces replies are made of, one copy each for every handler: a list in words, a
 * plural, a markdown link to a source, a reply's sources once each, and a quote without bold marks.
 */

/** "a", "a and b", "a, b and c" (or "a, b or c"). */
export function list(items: readonly string[], conjunction: 'and' | 'or' = 'and'): string {
  return items.length > 1 ? `${items.slice(0, -1).join(', ')} ${conjunction} ${items.at(-1)}` : items[0] ?? '';
}

/** A noun's plural, as English writes the common ones: "closets", "porches", "balconies"; a plural stays as it is. */
export function plural(noun: string): string {
  return /s$/.test(noun) ? noun : /(ch|sh|x)$/.test(noun) ? `${noun}es` : /[^aeiou]y$/.test(noun) ? `${noun.slice(0, -1)}ies` : `${noun}s`;
}

/** A plural's singular, the reverse of plural(): "churches" a church, "bakeries" a bakery, "tattoo shops" a tattoo shop. */
export function singular(noun: string): string {
  return noun.replace(/ies$/, 'y').replace(/(?<=(ch|sh|ss|x))es$|(?<!s)s$/, '');
}

/** `[title](url)`: the widget renders markdown links as anchors. */
export function linkTo(source: Source): string {
  return `[${source.title}](${source.url})`;
}

/** The sources with each address once, the first of each kept, in order. */
export function dedupe(sources: readonly Source[]): Source[] {
  return sources.filter((s, i) => sources.findIndex((o) => o.url === s.url) === i);
}

/** A sentence of the site as a reply quotes it: without the bold marks of its markdown. */
export function plain(text: string): string {
  return text.replace(/\*\*/g, '');
}
