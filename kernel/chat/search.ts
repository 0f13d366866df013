import MiniSearch, { type Options, type SearchResult } from 'minisearch';
import type { Passage } from './model.ts';

/**
 * Words people use for the same thing, folded onto one term at index and query time, so "maid"
 * finds articles about cleaners and "reschedule" finds the one about changing a date.
 */
export const SYNONYMS: Record<string, string> = {
  maid: 'cleaner', housekeeper: 'cleaner', cleaninglady: 'cleaner', pro: 'cleaner', worker: 'cleaner', crew: 'cleaner',
  cost: 'price', pricing: 'price', rate: 'price', quote: 'price', expensive: 'price', cheap: 'price', charge: 'price',
  reschedule: 'change', postpone: 'change', modify: 'change',
  cancel: 'cancellation', cancelling: 'cancellation', canceling: 'cancellation', canceled: 'cancellation', cancelled: 'cancellation',
  refund: 'promise', guarantee: 'promise', unhappy: 'promise', satisfaction: 'promise', satisfied: 'promise',
  vetted: 'background', screened: 'background', screening: 'background', safe: 'trust', safety: 'trust',
  recurring: 'recurring', weekly: 'recurring', biweekly: 'recurring', monthly: 'recurring', repeat: 'recurring',
  airbnb: 'rental', vrbo: 'rental', host: 'rental', guest: 'rental', turnover: 'rental',
  photo: 'photo', picture: 'photo', pic: 'photo', image: 'photo', vid: 'video', clip: 'video', reel: 'video',
  involve: 'include', contain: 'include', sold: 'sell', selling: 'sell', cheaper: 'price', cheapest: 'price', pricier: 'price',
  advertiser: 'advertising', marketer: 'advertising',
  cookies: 'cookie', fridge: 'refrigerator', stove: 'stovetop', cooktop: 'stovetop',
  data: 'information', info: 'information', privacy: 'information', personal: 'information',
  download: 'app', iphone: 'app', android: 'app', ios: 'app',
  office: 'business', commercial: 'business', company: 'business', workplace: 'business',
  moving: 'move-out', movein: 'move-out', moveout: 'move-out',
  history: 'track', past: 'track', previous: 'track',
  preference: 'preference', instruction: 'preference', note: 'preference', request: 'preference',
};

/** Words that carry no meaning for ranking. */
const STOP_WORDS = new Set(
  ('a an and are as at be but by can could do does did for from get got has have how i if in into is it its ' +
    'me my of on use using own come bring get make go like just also any some all much many more about really take long way thing lot or our please should so that the their them then there these they this to us was we what ' +
    'when where which who why will with would you your yours nestwell im id ive dont cant tell know want need too')
    .split(' '),
);

/** A light stemmer: enough to meet "matching" with "match" and "bedrooms" with "bedroom". */
function stem(t: string): string {
  if (t.length > 4 && t.endsWith('ies')) return `${t.slice(0, -3)}y`;
  if (t.length > 5 && t.endsWith('ing')) return t.slice(0, -3);
  if (t.length > 5 && t.endsWith('ed') && !t.endsWith('eed')) return t.slice(0, -2);
  if (t.length > 3 && t.endsWith('s') && !t.endsWith('ss') && !t.endsWith('us')) return t.slice(0, -1);
  return t;
}

/** Lower-cases, drops stop words, maps synonyms, folds simple suffixes, maps synonyms of the stem. */
export function processTerm(term: string): string | null {
  const t = term.toLowerCase().replace(/[’']/g, '');
  if (t.length < 2 || STOP_WORDS.has(t)) return null;
  if (SYNONYMS[t]) return SYNONYMS[t]!;
  const stemmed = stem(t);
  return SYNONYMS[stemmed] ?? stemmed;
}

export const SEARCH_OPTIONS: Options<Passage> = {
  idField: 'id',
  fields: ['title', 'topic', 'section', 'text'],
  storeFields: [],
  processTerm,
  searchOptions: {
    boost: { title: 3, topic: 1.5, section: 2 },
    prefix: (term) => term.length >= 4,
    fuzzy: (term) => (term.length >= 6 ? 0.2 : false),
    maxFuzzy: 1,
    combineWith: 'OR',
  },
};

const tokenize = MiniSearch.getDefault('tokenize') as (text: string) => string[];

/** The words of a text, as the index splits them, before any is folded into a term. */
export const wordsOf = (text: string): string[] => tokenize(text);

/** The distinct terms of a text, as the index sees them. */
export function termsOf(text: string): string[] {
  return [...new Set(tokenize(text).map(processTerm).filter((t): t is string => !!t))];
}

/**
 * The search index over the passages, the terms found in so many of them (more than
 * `COMMON_SHARE`) that matching them says little ("clean"), and every term the index holds;
 * made when the server loads the chat index. processTerm's answers are remembered while indexing,
 * since passages share most of their words, and forgotten after: the words visitors type are never kept.
 */
export function indexPassages(passages: Passage[]): { search: MiniSearch<Passage>; common: Set<string>; indexed: Set<string> } {
  let seen: Map<string, string | null> | undefined = new Map();
  // The passage being indexed and its distinct terms outside `topic`: the terms counted are
  // those the index makes anyway, so they cost no second reading of the text.
  let current: Passage | undefined;
  let terms = new Set<string>();
  const df = new Map<string, number>();
  const count = () => {
    for (const t of terms) df.set(t, (df.get(t) ?? 0) + 1);
    terms = new Set();
  };
  const search = new MiniSearch<Passage>({
    ...SEARCH_OPTIONS,
    extractField: (passage, field) => {
      if (passage !== current) {
        count();
        current = passage;
      }
      return passage[field as keyof Passage];
    },
    processTerm: (term, field) => {
      let processed = seen?.get(term);
      if (processed === undefined) {
        processed = processTerm(term);
        seen?.set(term, processed);
      }
      if (seen && processed && field !== 'topic') terms.add(processed);
      return processed;
    },
  });
  search.addAll(passages);
  count();
  // Every word of every field was processed once, so the answers remembered are the terms indexed.
  const indexed = new Set([...seen.values()].filter((t): t is string => !!t));
  seen = undefined;
  return { search, common: new Set([...df].filter(([, n]) => n / passages.length > COMMON_SHARE).map(([t]) => t)), indexed };
}

/**
 * Whether a search of one processed term alone finds a passage, known without searching: a term the
 * index holds, which the tokenizer keeps whole, finds every passage that holds it (each scores above
 * nothing). False when only the search can tell: a term the index lacks may still meet one as a prefix
 * or a near spelling, and one the tokenizer splits ("move-out") is searched as its parts.
 */
export function foundUnsearched(term: string, indexed: ReadonlySet<string>): boolean {
  if (!indexed.has(term)) return false;
  const words = wordsOf(term);
  return words.length === 1 && words[0] === term;
}

const COMMON_SHARE = 0.15;

export type { SearchResult };
