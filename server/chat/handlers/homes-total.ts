import { formatCents } from '../../../kernel/money.ts';
import type { ChatAnswer, Facts } from '../../../kernel/chat/model.ts';
import type { Home } from '../understand/dialogue.ts';
import { countOf } from '../understand/rooms.ts';
import { HOME_PRICING, type HandlerContext } from './context.ts';
import { COMPARES_TIERS, namesTheCode, quoteOrder, tierName } from './prices.ts';

/** Several homes asked together: "the total for both?", "all three together", "what do they come to combined?". */
const TOGETHER = /\b(both|all (two|three|four|five|six|\d+)|all of (them|those|these|it)|(for|of) (all|everything)|together|combined|altogether|all in|in total|grand total|add (them|it|those|these|everything) (all )?up)\b/;
/** A figure asked: how much, a total, a sum. */
// "Both of those same weekend, plus dishes at each one?": more added to each home asks their figure.
const FIGURE = /\b(how much|total|cost|costs|price|come to|comes to|sum|pay|adds? up|add (them|it|those|these|everything) (all )?up|(with|w) (the )?(code|newcomer)|plus\b[^.?!]*\b(at|for|in|to) (each|every|both)( one| of them)?)\b|=/;
/** "Both?", "and all three?", "for both together?": a fragment that asks the figure just asked of one home. */
const FRAGMENT = /^(and |so |ok |what about |how about |for |then )*(both|all (two|three|four|five|six|\d+)|all of (them|those)|(both|them|all) together|together|combined|altogether)( (of them|places|homes|units|houses|together|combined))?\s*\??$/;
/** Visits that recur: a figure for both "every week" is a schedule's, which one visit's total would misstate. */
const RECURRING = /\b(every|each) (week|month|other week|two weeks|2 weeks|fortnight)\b|\b(weekly|monthly|bi-?weekly|fortnightly|recurring)\b|\b(per|a|each) (week|month)\b|\b\d+ (weeks|months)\b/;
/** How many homes "both" or "all three" means. */
const HOW_MANY = /\b(both)\b|\ball (two|three|four|five|six|\d+)\b/;
/** Words that name a home: "the beach house", "my condo", "the long branch house". */
const HOME_NAME = /\b(?:the|my|our|her|his|their)\s+(?:([a-z]{3,}(?:\s+[a-z]{3,})?)\s+)?(house|home|condo|apartment|apt|unit|studio|cottage|cabin|duplex|townhouse|bungalow|rental|flat|loft|suite)\b/;
/** A home's kind said anywhere: "a 2 bed 1 bath condo". */
const HOME_KIND = /\b(?:([a-z]{3,})\s+)?(house|condo|apartment|apt|unit|studio|cottage|cabin|duplex|townhouse|bungalow|flat|loft|suite)(?:e?s)?\b/;
/** A home told apart by a letter or number: "unit B", "apt 2", "cabin #3". */
const MARKED = /\b(unit|apt|suite|cabin|cottage|house|condo)\s+(#?\d+[a-z]?|[a-d])\b(?!')/;
/** Words before a home's name that are not part of it: "my 2 bedroom 1 bath condo" is the condo. */
const NOT_A_NAME = /^(the|my|our|and|for|with|his|her|their|bed|beds|bedroom|bedrooms|bath|baths|bathroom|bathrooms|room|rooms|one|two|three|four|five|this|that|other|another|standard|deep|clean|cleaning)$/;

/**
 * The homes a conversation priced one by one, added up when a later turn asks for them together: each home's total
 * at the tier its own reply priced it, their sum, and the code on one cleaning only. Null when fewer than two homes
 * were described, when the turn does not ask them together, or when it asks more homes than were described.
 *
 * `before`: the homes the turn before asked together, for "and with the code?" after it; `addOns`: add-ons this turn
 * names without rooms of its own, put on each home; `listedNow`: the homes this turn describes, which alone it does not total here.
 *
 * @example homesTogether("what's the total for both?", [condo, beachHouse], ctx) // "Together, the 2 homes you described come to $187.50 ..."
 */
export function homesTogether(text: string, homes: readonly Home[], ctx: HandlerContext, options: { before?: number; addOns?: readonly string[]; listedNow?: number } = {}): ChatAnswer | null {
  const asked = homesAsked(text, homes) ?? options.before;
  // Homes one message lists and totals ("Ventnor 3bd/2ba, Margate 4bd/3ba: total for both?") are its estimate's, home by home.
  if (!asked || asked <= (options.listedNow ?? 0)) return null;
  // "What if both were deep?": every home at that tier. "Add dishes wash + inside fridge to both": those add-ons on each home.
  const atTier = ALL_AT_A_TIER.exec(text)?.groups;
  const tier = atTier?.tier ?? atTier?.tier2;
  const these = homes.slice(-asked).map((h) => ({
    ...h,
    order: {
      ...h.order,
      ...(tier ? { tier: tier === 'deep' ? 'deep' as const : 'standard' as const } : {}),
      addOns: [...new Set([...h.order.addOns, ...(options.addOns ?? [])])],
    },
  }));
  const { facts } = ctx;
  const sources = [HOME_PRICING, ctx.page('how-much-does-a-cleaning-cost', HOME_PRICING)];
  const unpriced = these.find((h) => h.service && !/^(Standard|Deep)/.test(h.service));
  if (unpriced) {
    return {
      reply: `${unpriced.service} has no published price: the ${facts.brand} app prices each home when you describe it and shows the price, with any booking fee, before you confirm, so I can't add these homes up from the site. Only Standard and Deep Cleaning have per-room rates.`,
      sources,
    };
  }
  const totals = these.map((h) => ({ home: h, quote: quoteOrder(h.order, facts), times: h.order.homes }));
  const sum = totals.reduce((n, t) => n + t.quote.total * t.times, 0);
  const dearest = totals.reduce((a, b) => (b.quote.total > a.quote.total ? b : a));
  const saving = dearest.quote.total - dearest.quote.firstClean;
  return {
    reply: [
      `Together, the ${totals.reduce((n, t) => n + t.times, 0)} homes you described come to ${formatCents(sum)} at our flat rates:`,
      ...totals.map(({ home, quote, times }) => `- ${describe(home, facts)}: ${formatCents(quote.total)}${times > 1 ? ` × ${times} = ${formatCents(quote.total * times)}` : ''}`),
      `Total: ${formatCents(sum)}`,
      // "Total for both, and how much more would deep be for both?": the same homes at each tier.
      ...(COMPARES_TIERS.test(text) && !tier ? [atEachTier(these, facts)] : []),
      `${facts.offer.code} takes ${facts.offer.percentOff}% off your first cleaning only, and the site doesn't say more about several homes: ${namesTheCode(text) ? 'if' : 'if you use it and'} your first cleaning is the ${formatCents(dearest.quote.total)} one, it comes to ${formatCents(dearest.quote.firstClean)} and the total to ${formatCents(sum - saving)}.`,
      `The final price of each, with any booking fee, is confirmed in the ${facts.brand} app before you book.`,
    ].join('\n'),
    sources,
  };
}

/**
 * How many of the homes a turn asks together ("both": two, "all three": three, "altogether": all of them); null when it
 * asks no figure together, names two tiers ("both standard and deep?"), or asks more homes than were described.
 */
export function homesAsked(text: string, homes: readonly Home[]): number | null {
  if (homes.length < 2 || !asksTogether(text) || RECURRING.test(text)) return null;
  if (BOTH_TIERS.test(text)) return null;
  const said = HOW_MANY.exec(text);
  if (!said) return homes.length;
  // "All four" of a studio, a house and two condos alike: homes counted as described, the last ones that make up the count.
  const wanted = said[1] ? 2 : countOf(said[2]!);
  // "All three places" of a townhouse, a duplex of two units and a cabin: places as described, a duplex one of them.
  if (PLACES_COUNTED.test(text.slice(said.index))) return wanted <= homes.length ? wanted : null;
  let counted = 0;
  for (let i = homes.length - 1; i >= 0; i--) {
    counted += homes[i]!.order.homes;
    if (counted === wanted) return homes.length - i;
    if (counted > wanted) return null;
  }
  return null;
}

/** The count said of places, not units: "all three places", "both properties". */
const PLACES_COUNTED = /^(both|all (two|three|four|five|six|\d+)) (places|properties|locations|addresses|buildings|rentals|spots)\b/;

/** "Both standard and deep?": "both" of the tiers, not of the homes. */
const BOTH_TIERS = /\bboth (the )?(standard|regular|basic|normal|deep)( cleaning)? (and|or|&|vs\.?|versus)\b/;

/** Whether a turn asks a figure for several things together; cheap, so the homes are read only when it does. */
export const asksTogether = (text: string) => TOGETHER.test(text) && (FIGURE.test(text) || FRAGMENT.test(text) || ALL_AT_A_TIER.test(text));

/** "What if both were deep?", "all three standard", "deep for both of them": every home at the tier said. */
const ALL_AT_A_TIER = /\b(both|all( (two|three|four|five|six|\d+|of them))?)\b[^.?!]{0,15}\b(?<tier>deep|standard|regular)\b|^(?:(?:and|so|ok|okay|now|then)\W+)*(?<tier2>deep|standard|regular) (?:for|on) (?:both|all)\b/;

/** The homes at Standard and at Deep Cleaning, add-ons alike, and what separates them. */
function atEachTier(homes: readonly Home[], facts: Facts): string {
  const at = (tier: 'standard' | 'deep') => homes.reduce((n, h) => n + quoteOrder({ ...h.order, tier }, facts).total * h.order.homes, 0);
  const standard = at('standard');
  const deep = at('deep');
  return `The same homes at ${tierName('standard')} come to ${formatCents(standard)} and at ${tierName('deep')} to ${formatCents(deep)}: Deep costs ${formatCents(deep - standard)} more.`;
}

/** "The beach house (4 bedrooms, 3 bathrooms), Standard Cleaning". */
function describe(home: Home, facts: Facts): string {
  const named = HOME_NAME.exec(home.text);
  const marked = MARKED.exec(home.text);
  const name = marked ? `${marked[1]} ${marked[2]!.toUpperCase()}`
    : nameOf(named ?? HOME_KIND.exec(home.text));
  const rooms = facts.rooms.flatMap((r) => {
    const n = home.order.rooms.get(r.item) ?? 0;
    return n ? [`${n} ${n === 1 ? r.item.toLowerCase() : `${r.item.toLowerCase()}s`}`] : [];
  });
  const addOns = home.order.addOns.length ? ` + ${home.order.addOns.join(', ')}` : '';
  const what = `${rooms.join(', ')}${addOns}`;
  return `${name ? `The ${name} (${what})` : what[0]!.toUpperCase() + what.slice(1)}, ${tierName(home.order.tier)}`;
}

/** "Beach house", "condo": a home's kind, with the word before it when that word names it rather than counts its rooms. */
const nameOf = (found: RegExpExecArray | null) => found && (found[1] && !NOT_A_NAME.test(found[1]) ? `${found[1]} ${found[2]}` : found[2]);
