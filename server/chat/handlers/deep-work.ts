/**
 * "Which of your cleanings deals with grease?", "baseboards and light switches: normal cleaning or do I pay extra?":
 * the work Deep Cleaning adds, asked of by name. The tasks are the Deep Cleaning article's own list, read from the
 * content, so an editor who changes the list changes what is recognised.
 */
import type { ChatAnswer, Passage } from '../../../kernel/chat/model.ts';
import { termsOf } from '../../../kernel/chat/search.ts';
import { formatCents } from '../../../kernel/money.ts';
import { ITEM, meetsTerm, type Sections } from '../sections.ts';
import type { ScopeContext } from './scope.ts';

/** Which service does a task, or whether it costs more than the everyday visit. */
const WHICH_OR_EXTRA = /\b(which|what) (of (your|the) )?(cleanings?|services?|one|type|kind|option)\b|\b(normal|regular|standard|basic|usual|ordinary) (cleaning|clean|visit|service)\b[^.?!]{0,40}\b(or|extra|pay|cost|included|cover)\b|\b(pay|cost|charge)\w* extra\b|\bextra (for|to)\b/;
/** Words of the list (as termsOf reads them) that name no task of their own: said alone they name another thing ("4th floor"). */
const NOT_A_TASK = new Set(['other', 'spot', 'collect', 'dust', 'fingerprint', 'built', 'bathroom', 'around', 'shower', 'kitchen', 'surface', 'corner',
  'edge', 'floor', 'quick', 'pass', 'misse', 'door', 'light', 'cabinet', 'see', 'tub', 'like']);
/** Words that name a task only with the word before them: "light switches", "door frames", "cabinet fronts", "bathroom tiles". */
const NEEDS_THE_WORD_BEFORE = new Set(['switche', 'frame', 'front', 'tile', 'fixture']);
/** A question about an appliance, the background check or a post: the add-ons', the vetting's or the blog's. */
// "The hood above the stove" names where greasy surfaces are, not the stovetop add-on.
const ELSEWHERE = /\b(fridge|refrigerator|microwave|dishwasher|(?<!\b(?:above|over|behind|around|near|by) the )stove\w*|background|blog|post|article|waitlist|tenants?|turnover|move[- ]?(in|out))\b/;

/** Work the message names that is an add-on whatever the tier: "grease all over the stove and inside the oven". */
const ADD_ON_WORK: [RegExp, string][] = [
  [/\b(inside|in) (of )?(the |my |our )?ovens?\b|\bovens? (inside|interior)\b|\bdirty ovens?\b/, 'Oven inside'],
  [/\bstove ?tops?\b|\b(grease|greasy|grime|burnt|caked)\b[^.?!]{0,20}\bstoves?\b|\bstoves?\b[^.?!]{0,15}\b(grease|greasy|burnt|caked)\b/, 'Stovetop scrub'],
];

/** The Deep Cleaning article's list of what it adds, read once per index: its lines, its items, and the tasks they name. */
interface DeepList { section: Passage; intro: string | undefined; items: string[]; tasks: Set<string>; pairs: (readonly [string, string])[] }
const listOf = new WeakMap<Sections, DeepList | null>();
function deepList(sections: Sections): DeepList | null {
  if (listOf.has(sections)) return listOf.get(sections)!;
  const section = sections.serviceSection('Deep Cleaning', /covers/i);
  const lines = section?.text.split('\n').filter(Boolean) ?? [];
  const items = lines.filter((line) => ITEM.test(line));
  const words = items.map((item) => termsOf(item));
  const list = section && {
    section,
    intro: lines.find((line) => !ITEM.test(line) && line.endsWith(':')),
    items,
    tasks: new Set(words.flat().filter((t) => t.length >= 5 && !NOT_A_TASK.has(t) && !NEEDS_THE_WORD_BEFORE.has(t))),
    pairs: words.flatMap((w) => w.slice(1).map((t, i) => [w[i]!, t] as const)).filter(([, b]) => NEEDS_THE_WORD_BEFORE.has(b)),
  };
  listOf.set(sections, list);
  return list;
}

/** Pet hair asked about, which no page names. */
const PET_HAIR = /\b(pet|dog|cat|animal) (hair|fur)\b|\bshedding\b/;

/** The answer when a question names one of Deep Cleaning's tasks and asks which service does it, or whether it is extra. Null otherwise. */
export function deepWork(ctx: ScopeContext, text: string): ChatAnswer | null {
  if (!WHICH_OR_EXTRA.test(text) || ELSEWHERE.test(text)) return null;
  const list = deepList(ctx.sections);
  if (!list) return null;
  const asked = termsOf(text);
  const named = asked.some((w) => [...list.tasks].some((t) => meetsTerm(t, w))) || list.pairs.some(([a, b]) => asked.some((w, i) => w === a && meetsTerm(b, asked[i + 1] ?? '')));
  if (!named) return null;
  const rates = ctx.facts.rooms.map((r) => `${r.item} ${formatCents(r.standard)} / ${formatCents(r.deep)}`).join(', ');
  // "Pet hair everywhere - chairs, floors, baseboards. Normal clean or extra?": the hair itself, which the site names nowhere.
  const petHair = PET_HAIR.test(text);
  return {
    reply: [
      ...(petHair ? ["The site doesn't mention pet hair or any charge for it: every cleaning is priced by its rooms. Mention your pets in your notes when you describe your space in the app. Some of what you list is among what Deep Cleaning adds:"] : []),
      `${petHair ? '' : 'That is what Deep Cleaning adds to a Standard Cleaning. '}${list.intro ?? ''}`.trim(),
      ...list.items,
      `There is no extra fee for these on top: Deep Cleaning is priced per room, higher than Standard (standard / deep): ${rates}.`,
      ...addOnsNamed(ctx, text),
    ].join('\n'),
    sources: [{ title: list.section.title, url: list.section.url }],
  };
}

/** The add-ons among the work named, which Deep Cleaning's rates leave out: the answer must not read as if they were included. */
function addOnsNamed(ctx: ScopeContext, text: string): string[] {
  const named = ADD_ON_WORK.filter(([words]) => words.test(text))
    .map(([, item]) => ctx.facts.addOns.find((a) => a.item === item))
    .filter((a) => a !== undefined);
  if (!named.length) return [];
  const priced = named.map((a) => `${a.item} (${formatCents(a.price)})`).join(' and ');
  return [`${priced} ${named.length > 1 ? 'are add-ons' : 'is an add-on'}, with Deep Cleaning too: the free surface wipe is not that deeper clean, so choose ${named.length > 1 ? 'them' : 'it'} in the app when you describe your space.`];
}
