/** How a request for a recommendation is put: "know any good", "what's the best", "can you recommend". */
const RECOMMENDING = /\b(recommend\w*|suggest\w*|know (a |an |any |of )?(good|best|decent|nice)|where (can|do|should) i find|(a|an|any|some|the) (really |very )?(good|best|decent|nice)|(what'?s|which is|who'?s|what is) (the |a )?(best|good))\b|^(best|good|any good)\b/;
/** Words of such a request, and small words of four letters or more, which name no subject of their own. */
const ASKING_WORDS = new Set(['recommend', 'recommendation', 'recommendations', 'suggest', 'suggestion', 'good', 'best', 'decent', 'nice', 'know', 'where', 'find', 'what', 'which', 'near', 'around', 'there', 'please', 'thanks', 'better', 'really', 'some', 'any', 'your', 'with', 'from', 'about', 'have', 'that', 'this', 'they', 'them', 'would', 'could', 'should']);
/** An outright request, not "the good china" in passing. */
const REQUEST = /\b((can|could|would|will|do) you|please|pls)\s+(recommend|suggest)\b|\b(recommend|suggest)\s+(a|an|any|me|us|some)\b|\bany (recommendations|suggestions)\b|\bknow (a |an |any |of )?(good|best|decent|nice)\b|\bwhere (can|do|should) i find\b|\b(what'?s|whats|which is|who'?s|what is) (the |a )?(best|good)\b|^(best|good|any good)\b/;
/** The thing asked for, right after the request: "a good cheap ramen place", "the best air purifier", "recommend desk-booking software". */
const ASKED_FOR = /\b(?:recommend\w*|suggest\w*|good|best|decent|nice)\s+((?:an?\s+|the\s+)?[a-z'-]+(?:\s+[a-z'-]+){0,3}?)(?=\s+(?:for|in|near|at|to|around|that|which|who|on|with|by|place|spot)\b|\s*[?.!,;]|$)/;
/** Words that keep an aside on our subject: the cleaners, cleaning, booking, prices. */
const OUR_SUBJECT = /\b(cleaners?|cleaning|clean|book\w*|prices?|nestwell|vetted|background[- ]checked|crew)\b/;
/** A message that says its question is not about us: "ok unrelated but", "random but", "while I have you". */
const ASIDE = /\b(?:unrelated|off[- ]topic|random (?:but|question|q)|side question|while i have you|not (?:about|related to) (?:nestwell|cleaning|you))\b[,:]?\s*(.*)$/s;

/**
 * "Whats a good pediatrician in jc", "do you know a good Korean church", "ok unrelated but any summer
 * jobs around here?": a recommendation, or a question set apart as unrelated, about something the
 * site never speaks of: a word of the thing asked for (or of the aside) that no page of ours uses,
 * the places it names aside. Things the site's own words would let through ("a good moving company",
 * "a vacuum") are named in slots.ts (RECOMMEND_ELSEWHERE).
 *
 * @example asksElsewhere('whats a good pediatrician in jc', siteWords, () => ['Jersey City']) // true
 */
export function asksElsewhere(text: string, vocabulary: ReadonlySet<string>, places: () => string[]): boolean {
  const aside = ASIDE.exec(text)?.[1];
  if (!RECOMMENDING.test(text) && !aside) return false;
  const placeWords = new Set(places().flatMap((p) => p.toLowerCase().match(/[a-z]+/g) ?? []));
  const unknown = (words: string[]) => words.filter((w) => !ASKING_WORDS.has(w) && !placeWords.has(w) && !vocabulary.has(w));
  const subject = (text.match(/[a-z]+/g) ?? []).filter((w) => w.length >= 4 && !ASKING_WORDS.has(w) && !placeWords.has(w));
  if (subject.length > 0 && subject.every((w) => !vocabulary.has(w))) return true;
  const askedFor = ASKED_FOR.exec(text)?.[1]?.match(/[a-z]+/g)?.filter((w) => w.length >= 3) ?? [];
  if (REQUEST.test(text) && unknown(askedFor).length > 0) return true;
  // "Random q but are the cleaners background checked?": an aside about our cleaners is ours, whatever else it says.
  return !!aside && !OUR_SUBJECT.test(aside) && unknown((aside.match(/[a-z]+/g) ?? []).filter((w) => w.length >= 4)).length > 0;
}
