/**
 * How many of each add-on's appliance a message says are to be done: "2 ovens", "both fridges", "all three
 * dishwashers", "a second fridge", "the ovens and fridges in both kitchens". An add-on is the deeper clean of one item at
 * a flat price, so two ovens are two Oven inside add-ons. Only counts above one are kept.
 */
import { countOf } from './rooms.ts';

/** Each add-on's appliance, by the first word of its item in the price list, as messages name it (singular). */
const APPLIANCES: Record<string, string> = {
  refrigerator: String.raw`(?:fridge|frige|refrigerator|refridgerator)`,
  oven: String.raw`(?<!(?:toaster|pizza|dutch|countertop) )oven`,
  microwave: String.raw`microwave`,
  dishwasher: String.raw`dishwasher`,
  stovetop: String.raw`(?:stove ?top|stove|cooktop)`,
};

const NUMBER = String.raw`(\d|two|three|four|five|both|all (?:\d|two|three|four|five))`;
/** A word between a count and the appliance ("2 big ovens"), never one that starts the next item ("2 beds and oven"). */
const BETWEEN = String.raw`(?:(?!add|and|with|the|inside|of|plus)[a-z-]+\s+)?`;
/** The kitchens a message counts: "two kitchens", "both kitchens", "each of the 2 kitchens". */
const KITCHENS = new RegExp(String.raw`\b(?:in |for )?(?:each of )?(?:the |our |my )?${NUMBER}\s+${BETWEEN}kitchens\b`);

const EVERY_KITCHEN_OF_HOMES = /\b(?:in|at|for|across)\s+(?:all|each of|every one of)(?:\s+the)?\s+(?:\d+|two|three|four|five|six)\s+kitchens\b/;

function count(word: string): number {
  const n = countOf(word.replace(/^all /, '').replace(/^both$/, 'two'));
  return Number.isInteger(n) && n > 1 && n < 10 ? n : 1;
}

/** The count of each appliance said more than once, keyed by its add-on's first word ("oven" -> 2). */
export function appliancesCounted(text: string): Map<string, number> {
  const counted = new Map<string, number>();
  // "Oven inside in all 3 kitchens" is read as one kitchen at each of 3 homes (prices.ts), not 3 ovens at one.
  const kitchens = EVERY_KITCHEN_OF_HOMES.test(text) ? null : KITCHENS.exec(text);
  for (const [key, name] of Object.entries(APPLIANCES)) {
    const said = new RegExp(String.raw`\b${NUMBER}\s+${BETWEEN}${name}s\b`).exec(text);
    const second = new RegExp(String.raw`\b(?:second|2nd|another|extra)\s+${BETWEEN}${name}\b`).test(text);
    // "Both kitchens: the ovens and the fridges": one in each kitchen, where the appliance is said in the plural.
    const perKitchen = kitchens && new RegExp(String.raw`\b${name}s\b`).test(text);
    const n = said ? count(said[1]!) : perKitchen ? count(kitchens[1]!) : second ? 2 : 1;
    if (n > 1) counted.set(key, n);
  }
  return counted;
}
