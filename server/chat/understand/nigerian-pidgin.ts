/**
 * Nigerian Pidgin, the English-based creole many Nigerian-born visitors write: "How much una dey charge for 3 bedroom?",
 * "Abeg, wetin be the promo code?". Like Jamaican Patois (patois.ts), it is read as the English it is made of, not as
 * another language: its "una" and "no" are Spanish's too, so without this a message in it was answered "I read your
 * message as Spanish" and read in pieces.
 */

import { ENGLISH_ONLY, wordsCounted } from './patois.ts';

// Each list matches whole words by letters, not by \b, which ends a word at an accent or an apostrophe ("don't" holds no "don").
/** Words only Pidgin writes among the languages read here. */
const OWN_WORDS = /(?<![\p{L}'])(?:dey|wetin|abeg|wey|sef|abi|wahala|comot|pikin|shey|nawa|ehen|ehn|naija|oya|e go|una go|make i)(?![\p{L}'])/gu;
/** Pidgin words another language read here, or English, writes too: Spanish's "una", Portuguese's "na" and "e", English's "fit". */
const SHARED_WORDS = /(?<![\p{L}'])(?:una|na|fit|don|wan|dash|e)(?![\p{L}'-])/gu;


/**
 * Whether a message is written in Nigerian Pidgin: two of its own words, or one beside a word it shares; or, among
 * English words, one of its own or two it shares ("how many hours e go take? i wan know").
 */
export function writesPidgin(message: string): boolean {
  const own = wordsCounted(message, OWN_WORDS);
  const shared = wordsCounted(message, SHARED_WORDS);
  return own >= 2 || (own >= 1 && shared >= 1) || ((own >= 1 || shared >= 2) && wordsCounted(message, ENGLISH_ONLY) >= 3);
}

/** Verbs after which Pidgin's "go" is "will" ("I go pay"), not a going ("una dey go that area"). */
const AFTER_WILL = String.raw`be|pay|book|do|see|know|come|clean|check|charge|take|need|get|find|use|send|call|wait|start|help|fit|reach|give|download|delete|collect|refund|carry|stay|cover|dey|still|finally|ready|work|happen|store|keep|cost`;
/** Verbs after which Pidgin's "dey" marks what is being done ("una dey charge"): dropped, the verb says it. */
const AFTER_DEY = String.raw`go|come|leave|hire|clean|work|do|check|use|charge|collect|take|bring|carry|sell|pay|book|serve|cover|help|stay|store|send|type|accept|reach|give|always|miss|look|wait|try`;
/** Verbs after which "am" is "it" ("book am", "store am"). */
const TAKES_AM = String.raw`book|do|clean|see|use|pay|call|fix|check|carry|take|bring|send|get|find|collect|store|give|claim|delete|cover|keep|share|sell|wait for`;

/** A Pidgin message (lower-cased) in the English the engine reads. */
export function fromPidgin(text: string): string {
  return text
    .replace(/\bdash\b/g, 'give').replace(/\bcomot\b/g, 'leave').replace(/\bpikin\b/g, 'child').replace(/\bwahala\b/g, 'trouble').replace(/\bnaija\b/g, 'nigeria')
    // "The person no go carry something": won't; "the cleaner go dey alone": will be; "una go fit give me": can.
    .replace(/\bno go dey\b/g, "won't be at").replace(/\bno go\b/g, "won't").replace(/\bgo dey\b/g, 'will be').replace(/\bgo fit\b/g, 'can').replace(/\bno fit\b/g, "can't")
    .replace(/\bno vex\b/g, 'sorry').replace(/\babeg\b/g, 'please').replace(/\bwetin be\b/g, 'what is').replace(/\bwetin\b/g, 'what')
    // "I see say", "my colleague talk say": that; "suppose say": suppose.
    .replace(/\b(see|hear|heard|talk|think|notice|know|tell|told|said|mean|means) say\b/g, '$1 that').replace(/\bsuppose say\b/g, 'suppose')
    // "E no be house": it is not; "how much e go be?": will it be; "e possible?": is it possible; "e don happen": it has.
    .replace(/\be no be\b/g, 'it is not').replace(/\bno be\b/g, 'is not').replace(/\be go\b/g, 'will it').replace(/\be possible\b/g, 'is it possible')
    .replace(/\be don\b(?!')/g, 'it has').replace(/\be get\b/g, 'there is').replace(/(?<![\p{L}'])e(?![\p{L}'])/gu, 'it')
    .replace(new RegExp(String.raw`\b(i|we|you|una|they|dem|she|he|him|it|what|who|person|cleaner|accountant) go (?=(?:${AFTER_WILL})\b)`, 'g'), '$1 will ')
    .replace(/\b(i|we|you|una|she|he|they|dem|it|cleaner|person) fit\b/g, '$1 can').replace(/\bfit (?=[a-z])/g, 'can ')
    // "I no sure", "I no get": not, don't; "when I no dey house": when I am not home.
    .replace(/\bno sure\b/g, 'am not sure').replace(/\bno dey (?=house|home|office|there)/g, 'am not at ')
    .replace(new RegExp(String.raw`\bno dey (?=(?:${AFTER_DEY})\b)`, 'g'), "don't ")
    .replace(/\b(i|we|you|una|it|she|he|they|dem) no (?=(?:get|know|want|wan|see|like|go|need|understand|have|too)\b)/g, "$1 don't ")
    .replace(/\bno dey\b/g, 'am not').replace(/\bdey for\b/g, 'am in').replace(/\b(stay|stays|live|lives) for\b/g, '$1 in')
    .replace(new RegExp(String.raw`\bdey (?=(?:${AFTER_DEY})\b)`, 'g'), '').replace(/\bi dey\b/g, 'i am').replace(/\bdey\b/g, 'is')
    .replace(/\bwan\b/g, 'want to').replace(/\bmake i\b/g, 'let me').replace(/\bmake (una|dem|we)\b/g, 'for $1 to')
    .replace(new RegExp(String.raw`\b(${TAKES_AM}) am\b`, 'g'), '$1 it')
    .replace(/\buna own\b/g, 'your').replace(/\buna\b/g, 'you').replace(/\bwey\b/g, 'that').replace(/\bna\b/g, 'is').replace(/\bdon\b(?!')/g, 'have')
    .replace(/\bi be\b/g, 'i am').replace(/\bhim (wife|husband|job|house|place|children|son|daughter)\b/g, 'his $1')
    .replace(/\babi\b/g, 'right')
    .replace(/\b(?:sef|oya|ehen|ehn|nawa|shey|jare)\b/g, ' ')
    // The "o" said for weight at a sentence's end: "Good afternoon o!".
    .replace(/\bo\b(?=\s*(?:[!.?,]|$))/g, ' ')
    .replace(/ {2,}/g, ' ').replace(/ (?=[,.?!])/g, '').replace(/^[\s.,!?]+/, '');
}
