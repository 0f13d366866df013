/**
 * The words of a question that say what it asks: its terms (kernel/chat/search.ts), without the fillers people type
 * around them ("guys", "lol", "actually") and without bare numbers.
 */
import { termsOf, wordsOf } from '../../../kernel/chat/search.ts';

/**
 * Fillers are words as typed, met before a word is folded into its term: "evening" folds onto "even", which is a filler,
 * and "thanks" is met as itself.
 */
const FILLER = new Set([
  'guys', 'yall', 'lol', 'hi', 'hello', 'hey', 'ok', 'okay', 'thanks', 'thank', 'please', 'pls', 'actually', 'exactly', 'really', 'basically',
  'theyre', 'youre', 'somebody', 'someone', 'anyone', 'anybody', 'something', 'anything', 'everything', 'stuff', 'maybe', 'kind', 'sort',
  'gonna', 'wanna', 'gotta', 'didnt', 'dont', 'doesnt', 'isnt', 'wasnt', 'wont', 'havent', 'hasnt', 'arent', 'once', 'done', 'still', 'even',
  'ever', 'possible', 'able', 'exist', 'exists', 'there', 'say', 'says', 'saying', 'said', 'site', 'website', 'page', 'question', 'questions', 'wondering',
  'wonder', 'wondered', 'curious', 'hear', 'heard', 'hearing', 'mean', 'means', 'meant', 'think', 'thinking', 'tho', 'though', 'anyway', 'dear', 'while',
  'she', 'he', 'her', 'him', 'shes', 'hes', 'its', 'im', 'ive', 'whats', 'hows', 'abt', 'bc', 'cuz', 'btw', 'asap',
  // An answer hoped for is no subject asked about: "pls say yes lol".
  'yes', 'yeah', 'yep', 'no', 'nope']);

/** The words of a question that say what it asks. */
export function askedTerms(text: string): string[] {
  const words = wordsOf(text).filter((w) => !FILLER.has(w.toLowerCase().replace(/[’']/g, '')));
  return termsOf(words.join(' ')).filter((t) => !/^\d+$/.test(t));
}
