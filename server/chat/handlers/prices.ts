import { firstCleanCents, formatCents } from '../../../generator/content/money.ts';
import type { ChatAnswer, Facts } from '../model.ts';
import { HOME_PRICING, type Handler, type HandlerContext, type Question } from './context.ts';

export type Tier = 'standard' | 'deep';

export interface Order {
  tier: Tier;
  /** Count per room item of the pricing table ("Bedroom", "Half Bathroom", ...). */
  rooms: Map<string, number>;
  /** Add-on items of the pricing table, once each. */
  addOns: string[];
  /** Room items named without a count ("how much is a bathroom?"). */
  roomsNamed: string[];
}

export interface Quote {
  lines: { label: string; cents: number }[];
  total: number;
  /** The first cleaning's price with the offer applied. */
  firstClean: number;
}

const NUMBER_WORDS: Record<string, number> = {
  a: 1, an: 1, one: 1, single: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
};
const COUNT = String.raw`(\d+(?:\.5)?|a|an|one|single|two|three|four|five|six|seven|eight|nine|ten)\s*-?\s*`;

/** Room words by the pricing table's item; the half bathroom goes first so "half bath" is not a bathroom. */
const ROOM_WORDS: [string, string][] = [
  ['Half Bathroom', String.raw`(?:half[\s-]?bath(?:room)?s?|powder rooms?|hb)`],
  ['Bedroom', String.raw`(?:bed(?:room)?s?|br|bds?|bdrms?)`],
  ['Bathroom', String.raw`(?:(?:full\s+)?bath(?:room)?s?|ba)`],
  ['Other Room', String.raw`(?:other rooms?|living rooms?|dining rooms?|family rooms?|kitchens?|dens?|home offices?|stud(?:y|ies)|playrooms?|basements?|hallways?|laundry rooms?)`],
];

/** Add-on words, keyed by the first word of the pricing table's item. */
const ADD_ON_WORDS: Record<string, RegExp> = {
  refrigerator: /\b(fridge|refrigerator)s?\b/,
  microwave: /\bmicrowaves?\b/,
  oven: /\bovens?\b/,
  stovetop: /\b(stove\s?tops?|stoves?|cooktops?|burners)\b/,
  dishwasher: /\bdishwashers?\b/,
  dishes: /\b(dishes|dish washing|washing up)\b/,
};

const PRICE_WORDS = /\b(how much|price[sd]?|pricing|costs?|costing|quote|estimate|rates?|charge|expensive|cheap|total|per room|per bedroom|per bathroom)\b|\$/;

function countOf(word: string): number {
  return NUMBER_WORDS[word] ?? Number(word);
}

/** Reads the rooms, add-ons and tier a visitor describes in words. */
export function parseOrder(question: string, facts: Facts): Order {
  let text = ` ${question.toLowerCase().replace(/(\d)\s*(?:\/|,)\s*(\d)/g, '$1 $2')} `;
  const rooms = new Map<string, number>();
  const roomsNamed: string[] = [];
  for (const [item, words] of ROOM_WORDS) {
    if (!facts.rooms.some((r) => r.item === item)) continue;
    const counted = new RegExp(String.raw`(?<![\w.])${COUNT}${words}(?![\w])`, 'g');
    text = text.replace(counted, (_, n: string) => {
      const count = countOf(n);
      rooms.set(item, (rooms.get(item) ?? 0) + Math.floor(count));
      // "2.5 baths" is two bathrooms and a half bathroom.
      if (item === 'Bathroom' && count % 1) rooms.set('Half Bathroom', (rooms.get('Half Bathroom') ?? 0) + 1);
      return ' ';
    });
    if (new RegExp(String.raw`\b${words}\b`).test(text)) roomsNamed.push(item);
  }
  // In a described home, "3 bedrooms, 2 baths and the kitchen" means one kitchen.
  const otherWords = ROOM_WORDS.find(([item]) => item === 'Other Room')![1];
  const uncounted = text.match(new RegExp(String.raw`\b${otherWords}\b`, 'g'))?.length ?? 0;
  if (rooms.size && uncounted) rooms.set('Other Room', (rooms.get('Other Room') ?? 0) + uncounted);
  const addOns = facts.addOns
    .filter((a) => ADD_ON_WORDS[a.item.split(' ')[0]!.toLowerCase()]?.test(question.toLowerCase()))
    .map((a) => a.item);
  return { tier: /\bdeep\b/i.test(question) ? 'deep' : 'standard', rooms, addOns, roomsNamed };
}

/** Itemises an order in integer cents, with the first-cleaning offer taken off the total. */
export function quoteOrder(order: Order, facts: Facts): Quote {
  const lines: Quote['lines'] = [];
  for (const room of facts.rooms) {
    const count = order.rooms.get(room.item);
    if (!count) continue;
    const unit = room[order.tier];
    lines.push({ label: `${count} × ${room.item} at ${formatCents(unit)}`, cents: count * unit });
  }
  for (const addOn of facts.addOns) {
    if (order.addOns.includes(addOn.item)) lines.push({ label: `${addOn.item} (add-on)`, cents: addOn.price });
  }
  const total = lines.reduce((sum, l) => sum + l.cents, 0);
  return { lines, total, firstClean: firstCleanCents(total, facts.offer.percentOff) };
}

const tierName = (tier: Tier) => (tier === 'deep' ? 'Deep Cleaning' : 'Standard Cleaning');

function confirmLine(facts: Facts): string {
  return `The final price, with any booking fee, is confirmed in the ${facts.brand} app before you book.`;
}

/** The table has Standard and Deep rates; the other services are priced in the app. */
const OTHER_SERVICES = /\bmove[\s-]?(in|out)|turnover|rental|airbnb|office|business/;

function itemised(order: Order, facts: Facts, text: string): string {
  const quote = quoteOrder(order, facts);
  return [
    `Here is the estimate for ${tierName(order.tier)} from our flat rates:`,
    ...quote.lines.map((l) => `- ${l.label}: ${formatCents(l.cents)}`),
    `Total: ${formatCents(quote.total)}`,
    `With the code ${facts.offer.code}, your first cleaning is ${facts.offer.percentOff}% off: ${formatCents(quote.firstClean)}.`,
    ...(OTHER_SERVICES.test(text) ? ['For Move In/Out, Rental Turnover, and Office and Business Cleaning, the app shows the price for your space.'] : []),
    confirmLine(facts),
  ].join('\n');
}

function rateLines(order: Order, facts: Facts): string {
  const rooms = facts.rooms.filter((r) => order.roomsNamed.includes(r.item))
    .map((r) => `- ${r.item}: ${formatCents(r.standard)} standard, ${formatCents(r.deep)} deep`);
  const addOns = facts.addOns.filter((a) => order.addOns.includes(a.item)).map((a) => `- ${a.item} (add-on): ${formatCents(a.price)}`);
  return [
    'Our flat rates:',
    ...rooms,
    ...addOns,
    ...(addOns.length ? ['Every cleaning includes a free surface wipe of these items; the add-on is the deeper clean.'] : []),
    confirmLine(facts),
  ].join('\n');
}

function fullTable(facts: Facts): string {
  return [
    'Cleanings are priced per room, with flat rates (standard / deep):',
    ...facts.rooms.map((r) => `- ${r.item}: ${formatCents(r.standard)} / ${formatCents(r.deep)}`),
    `Add-ons: ${facts.addOns.map((a) => `${a.item} ${formatCents(a.price)}`).join(', ')}.`,
    `Your first cleaning is ${facts.offer.percentOff}% off with the code ${facts.offer.code}.`,
    'Tell me your rooms (for example "3 bedrooms and 2 bathrooms, deep") and I will add it up.',
    confirmLine(facts),
  ].join('\n');
}

/**
 * Prices from the pricing table: an itemised total when rooms are counted, the rates of the items
 * named, or the whole table.
 */
export const answerPrice: Handler = (question: Question, ctx: HandlerContext): ChatAnswer | null => {
  const { facts } = ctx;
  const order = parseOrder(question.text, facts);
  const counted = order.rooms.size > 0;
  if (!counted && !PRICE_WORDS.test(question.text)) return null;
  // "Is there a booking fee?" and the like are for the help articles, not the table.
  if (!counted && !order.addOns.length && !order.roomsNamed.length && /\bfees?\b|\btip/.test(question.text)) return null;
  const reply = counted ? itemised(order, facts, question.text) : order.addOns.length || order.roomsNamed.length ? rateLines(order, facts) : fullTable(facts);
  return {
    reply,
    sources: [HOME_PRICING, ctx.page('how-much-does-a-cleaning-cost', HOME_PRICING)].filter((s, i, all) => all.findIndex((o) => o.url === s.url) === i),
  };
};
