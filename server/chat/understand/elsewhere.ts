/** How a request for a recommendation is put: "know any good", "what's the best", "can you recommend". */
const RECOMMENDING = /\b(recommend\w*|suggest\w*|know (a |an |any |of )?(good|best|decent|nice)|where (can|do|should) i find|(a|an|any|some|the) (really |very )?(good|best|decent|nice)|(what'?s|which is|who'?s|what is) (the |a )?(best|good))\b|^(best|good|any good)\b/;
/** Words of such a request, and small words of four letters or more, which name no subject of their own. */
const ASKING_WORDS = new Set(['recommend', 'recommendation', 'recommendations', 'suggest', 'suggestion', 'good', 'best', 'decent', 'nice', 'know', 'where', 'find', 'what', 'which', 'near', 'around', 'there', 'please', 'thanks', 'better', 'really', 'some', 'any', 'your', 'with', 'from', 'about', 'have', 'that', 'this', 'they', 'them', 'would', 'could', 'should']);

/**
 * "Whats a good pediatrician in jc", "do you know a good Korean church": a recommendation of
 * something the site never speaks of (every word of four letters or more that names a subject is
 * one no page of ours uses, the places it names aside). Things the site's own words would let
 * through ("a good moving company", "a vacuum") are named in slots.ts (RECOMMEND_ELSEWHERE).
 *
 * @example recommendsElsewhere('whats a good pediatrician in jc', siteWords, () => ['Jersey City']) // true
 */
export function recommendsElsewhere(text: string, vocabulary: ReadonlySet<string>, places: () => string[]): boolean {
  if (!RECOMMENDING.test(text)) return false;
  const placeWords = new Set(places().flatMap((p) => p.toLowerCase().match(/[a-z]+/g) ?? []));
  const words = (text.match(/[a-z]+/g) ?? []).filter((w) => w.length >= 4 && !ASKING_WORDS.has(w));
  const subject = words.filter((w) => !placeWords.has(w));
  return subject.length > 0 && subject.every((w) => !vocabulary.has(w));
}
