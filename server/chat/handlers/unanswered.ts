import type { ChatAnswer } from '../../../kernel/chat/model.ts';
import { HELP_CENTRE, supportLink, type HandlerContext } from './context.ts';
import { notesStep, timesAvailable } from './intents.ts';
import { asksSomething } from '../understand/message.ts';

/**
 * What a question nothing else answered is still told, by what it is about rather than by its words: a visit's day or hour
 * ("is there a cleaner free the Wednesday before Diwali?", "Christmas Day at 3 a.m.?") gets the times the app shows; a
 * wish about what the cleaner does ("can I stay in bed while the cleaner works?", "what if they ring the bell and wake me?")
 * gets the notes, with the site's silence said. Null for anything else: "I'm not sure" stays the answer.
 */
export function answerUnanswered(text: string, ctx: HandlerContext): ChatAnswer | null {
  if (ANOTHER_TOPIC.test(text)) return null;
  if (text.length <= 60 && ONLY_A_DAY.test(text) && A_DAY_OR_HOUR.test(text)) return timesAvailable(ctx);
  // A story that asks nothing ("before the grandchildren come for Thanksgiving I want the whole house done") is no question of a day.
  if (!asksSomething(text)) return null;
  // The day and the visit in one sentence: "Garbage day is Tuesday. Can the cleaner take the cans out?" asks no day.
  const sentences = text.replace(GREETING, ' ').split(/(?<=[.!?])\s+/);
  if (!NOT_WHEN.test(text) && sentences.some((s) => A_DAY_OR_HOUR.test(s) && A_VISIT.test(s))) return timesAvailable(ctx);
  if (OF_THE_CLEANER.test(text) && A_HOUSE_RULE.test(text) && !A_TASK_OR_AN_INCIDENT.test(text)) return wishForTheCleaner(ctx);
  return null;
}

const GREETING = /\bgood (morning|afternoon|evening|night)\b/g;

/**
 * Money, support, the job, the program, something gone wrong, health, the blog: each its own topic's answer, whatever day
 * or wish it names.
 */
const ANOTHER_TOPIC = new RegExp(String.raw`\b(charg\w*|pay\w*|paid|refund\w*|price|cost|fees?|cancel\w*|annul\w*|reschedul\w*|support|phone|call|email|reply|respond|hear back|waitlist|launch\w*|creators?|videos?|posts?|blog|summar\w*|apply\w*|application|privacy|data|delet\w*|cookies?|`
  + String.raw`wages?|salary|earn\w*|insur\w*|bond\w*|background|vett\w*|check(ed)? out|employees?|contractors?|hire[ds]?|hiring|train\w*|tips?|tipping|benefits?|licen[cs]\w*|citizens?|legal(ly)?|papers|english|languages?|speak\w*|rated|ratings?|reviews?|feedback|`
  + String.raw`came|arrived|found|hadn'?t|was|were|still|last night|yesterday|this morning|booked it|complain\w*|broke|broken|damag\w*|stole|stolen|missing|steal\w*|theft|rude|late|no[- ]show|didn'?t (show|come)|vaccin\w*|tdap|covid|tb|street cleaning)\b`);

/** A day, a date or an hour: "at 3 a.m.", "on the 14th", "the Wednesday before", "Christmas Day", "after 7 in the evening". */
const A_DAY_OR_HOUR = new RegExp([
  String.raw`\b\d{1,2}(:\d\d)?\s*(a\.?\s?m\b\.?|p\.?\s?m\b\.?|o'?clock\b)`,
  // "Can they come like 10 to 2 while i sleep": a span of hours without am or pm.
  String.raw`\b(like |around |from |between )\d{1,2}(:\d\d)? ?(to|-|–|till|until|and) ?\d{1,2}(:\d\d)?\b(?! ?(bed|bath|br|ba|rooms?|units?|homes?|houses?|people|cleaners?|hours?|hrs?|days?|weeks?|months?|minutes?|mins?|times?|visits?|x)\b)`,
  String.raw`\b(noon|midnight|mornings?|afternoons?|evenings?|nights?|overnight|weekdays?|weekends?|(mon|tues|wednes|thurs|fri|satur|sun)days?)\b`,
  String.raw`\b(today|tonight|tomorrow|next week|this week)\b`,
  String.raw`\bthe \d{1,2}(st|nd|rd|th)\b`,
  String.raw`\b(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.? \d{1,2}(st|nd|rd|th)?\b(?!\s*(bed|bath|room|br|ba)\w*)`,
  String.raw`\b\d{1,2}(st|nd|rd|th)? (of )?(january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)\b`,
  String.raw`\b(christmas|thanksgiving|easter|diwali|eid|ramadan|hanukkah|passover|new year'?s?|tet|lunar new year|rosh hashanah|yom kippur|holidays?)\b`,
].join('|'));

/** A visit asked for: someone coming, a cleaning, a slot; not "work", which an applicant asks of the job ("Nestwell have work on the weekend?"). */
const A_VISIT = /\b(come|comes|coming|available|availab\w*|free|open|slots?|book\w*|someone|somebody|anyone|cleaners?|clean|cleaning|crew|appointments?|schedul\w*)\b/;

/** A follow-up that is only a day or an hour: "even sunday at 11pm?", "Christmas Day at 3 a.m.?". */
const ONLY_A_DAY = new RegExp(String.raw`^(?:${A_DAY_OR_HOUR.source}|\b(?:and|or|even|what about|how about|also|on|at|in|the|a|day|eve)\b|[\s,?.!])+$`);

/** A visit moved, a length of time, or no visit at all: other answers' topics. */
const NOT_WHEN = /\b(move|moved|moving|chang\w*|switch\w*|swap\w*|shift\w*|instead|extend\w*|postpon\w*|put (it |this |that )?off|push\w*|penalt\w*|enough time|how long|together|team|how many cleaners|sanitiz\w*|disinfect\w*|scrub\w*|threw up|vomit\w*|weather|food|eat|homework|due)\b/;

/** How the visit goes in the home: who is there, a room or a thing left alone, the door, the dog, the noise. */
const A_HOUSE_RULE = /\b(skip|touch\w*|stay(s|ing)? (out|away|in|with|lying|home)|keep (the cleaner |them |her |him )?out|go into|enter\w*|mess\w* (w|with)|careful|take care|shoes?|doorbell|bell|knock\w*|let (me|us) know|(has|have) arrived|asleep|sleep\w*|nap\w*|napping|present|be (home|there|here)|alright|all right|a problem|mind if|while (they|she|he|the cleaner)|quiet\w*|noise|interview|meet|approve|in advance|ahead of time|dogs?|cats?|pets?|barks?|gets? out|slips? out)\b/;

/** A task asked of the cleaner, or something that went wrong: the scope, the add-ons and the concern steps answer those. */
const A_TASK_OR_AN_INCIDENT = /\b(clean(?!ers?\b)\w*|scrub\w*|wash\w*|dust\w*|wip\w*|vacuum\w*|vacum\w*|mop\w*|polish\w*|tidy\w*|pick (up|it up)|haul\w*|move|moving|shift|sweep\w*|carry|pack\w*|sort\w*|shampoo\w*|laundry|fold\w*|walk\w*|feed\w*|bath\w*|cook\w*|includ\w*|part of|left|leave|didn'?t|did not|missing|lost|found|comments?|said|happened|fell|fallen|bring|supplies|products?|equipment|utilities|water|electric\w*|power|based|drive|from|age|old|work|job|hours?)\b/;

/** The cleaner, or the visit's people, asked about: "the cleaner", "your maids", "will she", "what if they". */
const OF_THE_CLEANER = /\b(the|your|a|my|our) (cleaners?|maids?|housekeepers?|crew|cleaning (lady|ladies|person|people|team))\b|\b(will|would|can|could|do|does|may|should|what if|is|are) (she|he|they|the cleaner|the cleaners)\b/;

/** A wish about the visit the site has no rule for: the notes are where it goes, and support says whether it can be done. */
function wishForTheCleaner(ctx: HandlerContext): ChatAnswer {
  const { facts, page } = ctx;
  return {
    reply: [
      `The site doesn't say, so I won't promise it.`,
      `What it does say: ${notesStep(facts.brand)}, such as pets, rooms to skip, access if you won't be home and the tasks you care about most. Your preferences are part of how we match you with a cleaner.`,
      `To ask before you book whether it can be done, contact ${supportLink(facts)}, 24/7.`,
    ].join('\n'),
    sources: [page('how-do-i-tell-my-cleaner-about-my-preferences', HELP_CENTRE), page('how-does-nestwell-match-me-with-a-cleaner', HELP_CENTRE)],
  };
}
