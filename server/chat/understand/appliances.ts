/**
 * How many of each add-on's appliance a message says are to be done: "2 ovens", "both fridges", "all three
 * dishwashers", "a second fridge", "a regular fridge and a kimchi refrigerator", "the ovens and fridges in both
 * kitchens". An add-on is the deeper clean of one item at a flat price, so two ovens are two Oven inside add-ons.
 * Only counts above one are kept.
 */
import { countOf } from './rooms.ts';

const NUMBER = String.raw`(\d|two|three|four|five|both|all (?:\d|two|three|four|five))`;
/** A word between a count and the appliance ("2 big ovens"), never one that starts the next item ("2 beds and oven"). */
const BETWEEN = String.raw`(?:(?!add|and|with|the|inside|of|plus|is\b|are\b|for\b|to\b)[a-z-]+\s+)?`;
/** The kitchens a message counts: "two kitchens", "both kitchens", "each of the 2 kitchens". */
const KITCHENS = new RegExp(String.raw`\b(?:in |for )?(?:each of )?(?:the |our |my )?${NUMBER}\s+${BETWEEN}kitchens\b`);
/** "Oven inside in all 3 kitchens" is read as one kitchen at each of 3 homes (prices.ts), not 3 ovens at one. */
const EVERY_KITCHEN_OF_HOMES = /\b(?:in|at|for|across)\s+(?:all|each of|every one of)(?:\s+the)?\s+(?:\d+|two|three|four|five|six)\s+kitchens\b/;

/** The ways a count of one appliance is said, built once for each add-on's appliance (keyed by the add-on's first word). */
const COUNTS = Object.entries({
  refrigerator: String.raw`(?:fridge|frige|refrigerator|refridgerator)`,
  oven: String.raw`(?<!(?:toaster|pizza|dutch|countertop) )oven`,
  microwave: String.raw`microwave`,
  dishwasher: String.raw`dishwasher`,
  stovetop: String.raw`(?:stove ?top|stove|cooktop)`,
}).map(([key, name]) => ({
  key,
  said: new RegExp(String.raw`\b${NUMBER}\s+${BETWEEN}${name}s\b`),
  // "A second fridge in the garage", "the fridge and a kimchi refrigerator".
  // "How much extra is the microwave inside?" asks a price, not for a second microwave.
  second: new RegExp(String.raw`\b(?:second|2nd|another|(?<!\bmuch )extra)\s+${BETWEEN}${name}\b|\b${name}\b[^.?!]{0,30}\b(?:and|\+|&|plus) (?:a|an|another|one|the|my|our) (?:[^\s.?!]+\s+){0,3}?${name}\b`),
  plural: new RegExp(String.raw`\b${name}s\b`),
}));

function count(word: string): number {
  const n = countOf(word.replace(/^all /, '').replace(/^both$/, 'two'));
  return Number.isInteger(n) && n > 1 && n < 10 ? n : 1;
}

/** The count of each appliance said more than once, keyed by its add-on's first word ("oven" -> 2). */
export function appliancesCounted(text: string): Map<string, number> {
  const counted = new Map<string, number>();
  const kitchens = EVERY_KITCHEN_OF_HOMES.test(text) ? null : KITCHENS.exec(text);
  for (const { key, said, second, plural } of COUNTS) {
    const number = said.exec(text);
    // "Both kitchens: the ovens and the fridges": one in each kitchen, where the appliance is said in the plural.
    const n = number ? count(number[1]!) : kitchens && plural.test(text) ? count(kitchens[1]!) : second.test(text) ? 2 : 1;
    if (n > 1) counted.set(key, n);
  }
  return counted;
}
