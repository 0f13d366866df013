/**
 * The words of a question that say what it asks: its terms (kernel/chat/search.ts), without the fillers people type
 * around them ("guys", "lol", "actually") and without bare numbers.
 */
import { termsOf } from '../../../kernel/chat/search.ts';

const FILLER = new Set(termsOf([
  'guys', 'yall', 'lol', 'hi', 'hello', 'hey', 'ok', 'okay', 'thanks', 'thank', 'please', 'pls', 'actually', 'exactly', 'really', 'basically',
  'theyre', 'youre', 'somebody', 'someone', 'anyone', 'anybody', 'something', 'anything', 'everything', 'stuff', 'maybe', 'kind', 'sort',
  'gonna', 'wanna', 'gotta', 'didnt', 'dont', 'doesnt', 'isnt', 'wasnt', 'wont', 'havent', 'hasnt', 'arent', 'once', 'done', 'still', 'even',
  'ever', 'possible', 'able', 'exist', 'there', 'say', 'said', 'site', 'website', 'page', 'question', 'wondering', 'wonder', 'curious', 'hear',
  'heard', 'mean', 'think', 'tho', 'though', 'anyway', 'dear', 'while', 'she', 'he', 'her', 'him', 'shes', 'hes', 'its', 'im', 'ive', 'whats',
  'hows', 'abt', 'bc', 'cuz', 'btw', 'asap',
  // An answer hoped for is no subject asked about: "pls say yes lol".
  'yes', 'yeah', 'yep', 'no', 'nope']
  .join(' ')));

/** The words of a question that say what it asks. */
export function askedTerms(text: string): string[] {
  return termsOf(text).filter((t) => !FILLER.has(t) && !/^\d+$/.test(t));
}
