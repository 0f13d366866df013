/**
 * Questions written in a language the engine does not read, turned into the English it does:
 * each language is data (the words that mark a message as written in it, and its words and
 * phrases in English), and one reader picks the language a message is in and maps it. The reply
 * is in English, and the engine says so. Each language is a file of its own in languages/; adding
 * one is that file and one more entry in LANGUAGES.
 */

import { stateOfCode } from '../places.ts';
import { writesACreole } from './english-creoles.ts';
import { unreadCounts } from './counted-rooms.ts';
import { type Language, readPhrases } from './languages/language.ts';
import { SPANISH } from './languages/spanish.ts';
import { PORTUGUESE } from './languages/portuguese.ts';
import { HAITIAN_CREOLE } from './languages/haitian-creole.ts';
import { HINDI } from './languages/hindi.ts';
import { POLISH } from './languages/polish.ts';
import { GUJARATI, GUJARATI_IN_LATIN } from './languages/gujarati.ts';
import { BENGALI_IN_LATIN } from './languages/bengali.ts';
import { BENGALI } from './languages/bengali-script.ts';
import { KOREAN } from './languages/korean.ts';
import { CHINESE } from './languages/chinese.ts';
import { FRENCH } from './languages/french.ts';
import { TAGALOG } from './languages/tagalog.ts';
import { RUSSIAN } from './languages/russian.ts';
import { UKRAINIAN } from './languages/ukrainian.ts';
import { VIETNAMESE } from './languages/vietnamese.ts';
import { ARABIC } from './languages/arabic.ts';
import { ITALIAN } from './languages/italian.ts';
import { TURKISH } from './languages/turkish.ts';
import { JAPANESE } from './languages/japanese.ts';

/** Scripts of languages no entry above reads, by the name a reply gives them. */
const OTHER_SCRIPTS: [RegExp, string][] = [
  [/\p{Script=Arabic}/u, 'Arabic script (Arabic, Urdu, Persian...)'], [/\p{Script=Hebrew}/u, 'Hebrew script (Hebrew, Yiddish...)'], [/\p{Script=Cyrillic}/u, 'Cyrillic script (Russian, Ukrainian...)'],
  [/\p{Script=Greek}/u, 'Greek'], [/\p{Script=Devanagari}/u, 'Devanagari script (Hindi, Marathi, Nepali...)'], [/\p{Script=Bengali}/u, 'Bengali'],
  [/\p{Script=Gurmukhi}/u, 'Punjabi (Gurmukhi)'], [/\p{Script=Tamil}/u, 'Tamil'], [/\p{Script=Telugu}/u, 'Telugu'], [/\p{Script=Kannada}/u, 'Kannada'],
  [/\p{Script=Malayalam}/u, 'Malayalam'], [/\p{Script=Thai}/u, 'Thai'], [/\p{Script=Hiragana}|\p{Script=Katakana}/u, 'Japanese'], [/\p{Script=Armenian}/u, 'Armenian'],
  [/\p{Script=Georgian}/u, 'Georgian'], [/\p{Script=Ethiopic}/u, 'Ethiopic script (Amharic, Tigrinya...)'],
];

/**
 * The script a message no language here reads (toEnglish gave null for it) is mostly written in, so the reply can say it
 * could not read the message rather than that the site doesn't answer it; null when most of its letters are Latin.
 *
 * @example unreadScript('Καθαρίζετε στο Νιούαρκ;') // 'Greek'
 */
export function unreadScript(message: string): string | null {
  const letters = message.match(/\p{L}/gu) ?? [];
  if (!letters.length) return null;
  for (const [script, name] of OTHER_SCRIPTS) {
    if (letters.filter((l) => script.test(l)).length * 2 >= letters.length) return name;
  }
  return null;
}

/** The languages read, in the order ties are settled. */
export const LANGUAGES: Language[] = [SPANISH, PORTUGUESE, HAITIAN_CREOLE, FRENCH, HINDI, POLISH, KOREAN, CHINESE, GUJARATI, GUJARATI_IN_LATIN, BENGALI, BENGALI_IN_LATIN, TAGALOG, RUSSIAN, UKRAINIAN, VIETNAMESE, ARABIC, ITALIAN, TURKISH, JAPANESE];

/** The languages a message may be written in besides English, by name: what this chat tells a visitor it reads. */
export const LANGUAGES_READ = [...new Set(LANGUAGES.map((l) => l.name))];

/** Words every English sentence is made of, and no language read here writes. */
const englishWords = (message: string) => message.match(/\b(?:the|and|is|are|was|you|your|my|for|how|what|can|have|has|with|this|that|it|of|we|they|would|could|will|please|want|need|much)\b/gi)?.length ?? 0;

/** How strongly a message reads as written in each language: its marker words, and a sign. Read once per message. */
const markedIn = (message: string) => new Map(LANGUAGES.map((l) => [l, (message.match(l.markers)?.length ?? 0) + (l.signs.test(message) ? 1.5 : 0)]));

/**
 * The language a message reads as written in, by its markers (`marked`) or, `common`, of the languages with common words,
 * by their markers and common words; null when none reads strongly enough.
 */
function writtenIn(message: string, conversation: string | null, marked: Map<Language, number>, common: boolean): Language | null {
  let best: Language | null = null;
  let bestScore = 0;
  // Read by common words as well, a message with no English word in it needs less: "trabajan en Perth Amboy?".
  const needed = common && !englishWords(message) ? 1.5 : 2;
  // Read by common words, a language must lead every other language's markers by a word: Portuguese's "como" and
  // Italian's "la" are Spanish's too ("E la seconda volta quanto pago?" is no Spanish).
  const others = (language: Language) => Math.max(...LANGUAGES.filter((l) => l !== language).map((l) => marked.get(l)!));
  for (const language of common ? LANGUAGES.filter((l) => l.common) : LANGUAGES) {
    const s = marked.get(language)! + (common && language.common ? (message.match(language.common)?.length ?? 0) / 2 : 0);
    const held = language.name === conversation;
    // A tie goes to the language listed first, but between kin (one reads the other's words, `shares`) to the one the
    // conversation is held in: a Ukrainian follow-up in words Russian writes too ("А з кодом NEWCOMER?") stays Ukrainian.
    const kinHeld = held && s === bestScore && !!best && (language.shares?.language === best.name || best.shares?.language === language.name);
    if ((s > bestScore || kinHeld) && s >= (held ? 1 : needed) && (!common || held || s - others(language) >= 1)) [best, bestScore] = [language, s];
  }
  return best;
}

/** Rooms the reading put in English: a message that lists them. */
const ROOMS_READ = /\b(bedrooms?|bathrooms?|living rooms?|kitchens?|dining rooms?|family rooms?|other rooms?|basements?|offices?|stud(y|ies)|playrooms?|nurser(y|ies)|laundry rooms?)\b/;

/**
 * The language (of LANGUAGES) a message is written in and an English reading of it, or null when
 * it is English or no language read here. In a conversation already held in a language
 * (`conversation`), one of its marker words is enough: a follow-up is short.
 *
 * `unread` lists what a message counts and its reading did not take ("냉장고 2개"), where the
 * language counts rooms its own way.
 *
 * @example toEnglish('Quanto custa a limpeza profunda?') // { language: 'Portuguese', text: 'how much is deep cleaning?', unread: [] }
 */
/** The name Nestwell written in another script, which the glossaries would otherwise read in pieces ("ને" is "to" in Gujarati). */
const BRAND_WRITTEN = /नेस्टवेल|નેસ્ટવેલ|네스트웰|ネストウェル|内斯特韦尔|نستويل|نيستويل|Нествелл|Нествел|เนสต์เวลล์/g;

/** A town's state written as its postal code, which may be a word of a language read ("Newark DE": "de" is "of"): spelled out. */
const STATE_CODE_AFTER_A_TOWN = /\b([A-Z][a-z]+),?\s+([A-Z]{2})\b/g;

export function toEnglish(message: string, conversation: string | null = null): { language: string; text: string; unread: string[] } | null {
  // Patois and Nigerian Pidgin are English, read as such (see toQuestion), whatever other language their "mi" or "una" is a word of.
  if (writesACreole(message)) return null;
  const marked = markedIn(message);
  const best = writtenIn(message, conversation, marked, false) ?? writtenIn(message, conversation, marked, true);
  if (!best || (best.asideInEnglish && englishWords(message) > 2 * (message.match(best.markers)?.length ?? 0))) return null;
  const said = message.replace(STATE_CODE_AFTER_A_TOWN, (whole, town: string, code: string) => { const state = stateOfCode(code); return state ? `${town}, ${state}` : whole; });
  const own = readPhrases((best.rooms?.(said) ?? said).replace(BRAND_WRITTEN, 'Nestwell').replace(/[¿¡]/g, ''), best.words, (_, english) => english);
  const { shares, signs } = best;
  const read = shares ? readPhrases(own, shares, (match, english) => (signs.test(match) ? english : match)) : own;
  // A word left unread between rooms would end their list ("1 half bathroom 있고 living room and kitchen 있어요"); elsewhere
  // it stays, so that a question read in part is not answered by its few English words.
  const text = best.unread && ROOMS_READ.test(read) ? read.replace(best.unread, ' ') : read;
  // A greeting read as nothing ("안녕하세요.") leaves its stop, which would open the message ("bedroom 3" is a count only first).
  return { language: best.name, text: text.replace(/\s+/g, ' ').replace(/\s+([?,.!])/g, '$1').replace(/([?.!])[,.;]+/g, '$1').replace(/^[\s.,;:!?]+/, '').replace(/,(\s*,)+/g, ',').trim(), unread: best.rooms ? unreadCounts(read) : [] };
}
