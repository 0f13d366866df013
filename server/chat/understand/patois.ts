/**
 * Jamaican Patois, the English-based creole many Caribbean-born visitors write: "Mi haffi bring mi own supplies, or Nestwell
 * provide dem?". It is read as the English it is made of, not as another language: its "mi" is Spanish's too, so without
 * this a message in it was answered "I read your message as Spanish" and read in pieces.
 */

// Each list matches whole words by letters, not by \b, which ends a word at an accent: "demás" holds no "dem".
/** Words only Patois writes among the languages read here. */
const OWN_WORDS = /(?<!\p{L})(?:unu|yuh|cyaan|caan|cyah|haffi|waan|nuh|gwine|likkle|inna|wid|pon|seh|deh|dem|nuff)(?!\p{L})/gu;
/** Patois words another language read here writes too: Haitian Creole's "fi" (girl), "di" (say); Italian's "di"; Dutch's "dat". */
const SHARED_WORDS = /(?<!\p{L})(?:mi|di|dat|fi|tek|mek|ting|wah|wha|weh|mus)(?!\p{L})/gu;
/**
 * English words that Spanish, Portuguese and Italian never write: the rest of a message with "mi" in it is English, and so is
 * a message with Nigerian Pidgin's words among them (nigerian-pidgin.ts).
 */
export const ENGLISH_ONLY = /(?<!\p{L})(?:the|and|if|it|all|do|or|on|at|be|so|but|not|from|one|any|you|your|my|for|is|are|have|has|can|what|how|where|who|when|with|this|that|keep|give|get|work|want|need|only|still|own)(?!\p{L})/gu;
/** Spanish's own small words: a message of English with them is Spanglish, read as Spanish ("solo la recámara... mi hermana"). */
const SPANISH_WORDS = /(?<!\p{L})(?:la|el|los|las|de|del|que|y|su|sus|es|por|para|con|una?|lo|se|mas|más|tambi[eé]n|ustedes|usted|casa|hermana|pero|como|c[oó]mo)(?!\p{L})/gu;

/** How many different words of a list a message writes. */
export const wordsCounted = (text: string, words: RegExp) => new Set(text.toLowerCase().match(words) ?? []).size;

/**
 * Whether a message is written in Patois: two of its own words, or one beside a word it shares; or "mi" in a sentence
 * otherwise English, with none of Spanish's small words.
 */
export function writesPatois(message: string): boolean {
  const own = wordsCounted(message, OWN_WORDS);
  const shared = wordsCounted(message, SHARED_WORDS);
  const spanish = wordsCounted(message, SPANISH_WORDS);
  return own >= 2 || (own >= 1 && shared >= 1) || (/\bmi\b/i.test(message) && !spanish && wordsCounted(message, ENGLISH_ONLY) >= 3);
}

/** Verbs and helpers after which "mi" is the one who does it ("mi work", "mi haffi"): "I", where elsewhere it is "my" or "me". */
const SUBJECT_BEFORE = String.raw`haffi|have|has|had|could|can|cyaan|caan|nuh|waan|want|work|worked|still|see|saw|prefer|download|downloaded|put|hear|heard|soon|go|keep|lose|wear|need|know|think|do|did|use|live|clean|turn|get|feel|am|was|mek|tek|try|start|like|never|don'?t|just|also|will|would|should|must|mus|only|always|used|add|book|pay|apply|call|talk|type|find|come|drive|travel|hear|buy|mean|cook|ask|tell|bring|a|ago|gone|reach`;

/** A Patois message (lower-cased) in the English the engine reads. */
export function fromPatois(text: string): string {
  return text
    .replace(/\bmiself\b/g, 'myself')
    .replace(/\b(give|giving|stop|tell|pay|let|protect|call|ask|help|with|wid|to|fi|for|hire|take|tek|accept|send|show|behave bad wid) mi\b/g, '$1 me')
    .replace(new RegExp(String.raw`\bmi (?=(?:${SUBJECT_BEFORE})\b)`, 'g'), 'i ')
    .replace(/\bmi\b/g, 'my')
    .replace(/\b(?:unu|yuh)\b/g, 'you')
    // "Dem pay we": us, after a verb; "a who pay fi it?": "a" marks what is asked.
    .replace(/\b(pay|pays|paid|give|gives|tell|call) we\b/g, '$1 us').replace(/(^|[,.?!]\s*)a (who|what|wah|weh|how|where)\b/g, '$1$2')
    .replace(/\bdi\b/g, 'the')
    .replace(/\bdat\b/g, 'that')
    // "Dem have a vicious dog", "dem pay fi dat?": they; "mi knee dem", "job dem": the plural; else them.
    .replace(/(^|[.?!,]\s*|\b(?:if|an|and|or|but|so|because|when)\s+)dem\b/g, '$1they')
    .replace(/\b(\w+) dem\b(?=\s*(?:[.?!,]|$|\s+(?:nuh|don'?t|good|bad|again)\b))/g, (whole, word: string) => (/^(provide|pay|clean|see|tell|give|take|call|ask|bring|protect|want|like|keep|with|fi|for|to)$/.test(word) ? `${word} them` : `${word}s`))
    .replace(/\bdem\b/g, 'them')
    // "Fi apply": to, before a verb; "clean fi Nestwell", "pay fi dat": for.
    .replace(/\bfi (?=(?:apply|do|go|come|clean|work|start|get|book|call|see|try|travel|take|tek|make|mek|bring|know|talk|type|find|keep|wear|use|put|ask|tell|be|have|haffi|stop|help|buy|live|pay)\b)/g, 'to ').replace(/\bfi\b/g, 'for')
    .replace(/\bwid\b/g, 'with').replace(/\bpon\b/g, 'on').replace(/\binna\b/g, 'in')
    .replace(/\b(?:cyaan|caan|cyah)\b/g, "can't").replace(/\bnuh\b/g, "don't").replace(/\bhaffi\b/g, 'have to').replace(/\bmus\b/g, 'must')
    .replace(/\bwaan\b/g, 'want').replace(/\bseh\b/g, 'say').replace(/\btek\b/g, 'take').replace(/\bmek\b/g, 'make')
    .replace(/\bdeh\b/g, 'there').replace(/\bgwine\b/g, 'going to').replace(/\b(?:wah|wha)\b/g, 'what').replace(/\bweh\b/g, 'where')
    .replace(/\blikkle\b/g, 'little').replace(/\bting\b/g, 'thing').replace(/\bnuff\b/g, 'a lot of')
    // "An if mi add di oven": Patois's "an" is "and" ("an oven", "an hour" are English's article).
    .replace(/\ban\b(?! (?!(?:if|i|it|is|in|on|of|up|upper|after|all|any|and|are|at|as|every|even|each)\b)(?:[aeiou]|hour))/g, 'and')
    // "Quick quick": said twice for more.
    .replace(/\b(\w+) \1\b(?=\s*[.?!]|$)/g, '$1');
}
