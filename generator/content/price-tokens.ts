import { estimate, type Level } from '../../kernel/estimate.ts';
import { formatCents } from '../../kernel/money.ts';
import type { IssueList } from './issues.ts';
import type { Pricing } from './pricing.ts';

/**
 * Prices in prose, named by token so that one edit of content/pricing.json changes every page,
 * the chat and the PDF:
 *
 * - `{{price:bedroom.standard}}`, `{{price:half-bathroom.deep}}`: a room's price at a level;
 *   `{{price:oven-inside}}`: an add-on's. Names are the items of pricing.json, lower-cased, with
 *   hyphens for spaces.
 * - `{{estimate:standard bedrooms=2 bathrooms=1}}`: the total of a worked example, as the
 *   estimator computes it; `+oven-inside` adds an add-on. `{{first-clean:…}}` is the same
 *   example's first cleaning with the offer's code.
 * - `{{literal:$25}}`: a dollar amount that is not one of our prices (a reader's hourly rate),
 *   written as it is.
 *
 * Any other dollar amount written in content prose stops the build (see refuseWrittenPrices).
 */

/** The `price:` tokens: every room at both levels, and every add-on, formatted as "$17.25". */
export function priceTokens(pricing: Pricing | undefined): Record<string, string> {
  if (!pricing) return {};
  const tokens: Record<string, string> = {};
  for (const room of pricing.rooms) {
    tokens[`price:${itemName(room.item)}.standard`] = formatCents(room.standard);
    tokens[`price:${itemName(room.item)}.deep`] = formatCents(room.deep);
  }
  for (const addOn of pricing.addOns) tokens[`price:${itemName(addOn.item)}`] = formatCents(addOn.price);
  // What estimate tokens compute from, kept in the same record so that every memo keyed by the
  // tokens is keyed by the prices too.
  tokens[PRICE_LIST] = JSON.stringify(pricing);
  return tokens;
}

/** The hidden token holding the price list; not a name an editor can write (it has a space). */
const PRICE_LIST = 'price list';

/** "Half Bathroom" -> "half-bathroom". */
function itemName(item: string): string {
  return item.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

/** The price list the tokens were made from (priceTokens), undefined without a valid pricing.json. */
export function tokenPrices(tokens: Record<string, string>): Pricing | undefined {
  const list = tokens[PRICE_LIST];
  return list === undefined ? undefined : (JSON.parse(list) as Pricing);
}

/**
 * The text of a computed token (`estimate:`, `first-clean:`, `literal:`), computed from `pricing`
 * (tokenPrices), or a message saying what is wrong with it; undefined when `key` is none of them.
 *
 * @example computedToken('estimate:standard bedrooms=2 bathrooms=1', pricing) // { text: '$55.50' }
 */
export function computedToken(key: string, pricing: Pricing | undefined): { text: string } | { error: string } | undefined {
  const [kind, rest = ''] = splitOnce(key, ':');
  if (kind === 'literal') {
    return /^\$\d/.test(rest) ? { text: rest } : { error: 'a literal is a dollar amount as it should read, like {{literal:$25}}' };
  }
  // Without a valid pricing.json (it reports its own errors), no price token is an error too.
  if (!pricing && ['price', 'estimate', 'first-clean'].includes(kind)) return { text: '' };
  if (!pricing || (kind !== 'estimate' && kind !== 'first-clean')) return undefined;
  const [level, ...terms] = rest.trim().split(/\s+/);
  if (level !== 'standard' && level !== 'deep') return { error: `starts with the level, standard or deep, like {{${kind}:standard bedrooms=2 bathrooms=1}}` };
  const counts = pricing.rooms.map(() => 0);
  const addOns: number[] = [];
  for (const term of terms) {
    const addOn = /^\+(.+)$/.exec(term);
    const room = /^([a-z0-9-]+)=(\d+)$/.exec(term);
    if (addOn) {
      const i = pricing.addOns.findIndex((a) => itemName(a.item) === addOn[1]);
      if (i < 0) return { error: `no add-on "${addOn[1]}"; add-ons: ${pricing.addOns.map((a) => `+${itemName(a.item)}`).join(', ')}` };
      addOns.push(i);
    } else if (room) {
      const i = pricing.rooms.findIndex((r) => [itemName(r.item), `${itemName(r.item)}s`].includes(room[1]!));
      if (i < 0) return { error: `no room "${room[1]}"; rooms: ${pricing.rooms.map((r) => `${itemName(r.item)}s=N`).join(', ')}` };
      counts[i]! += Number(room[2]);
    } else {
      return { error: `"${term}" is neither a room count (bedrooms=2) nor an add-on (+oven-inside)` };
    }
  }
  const result = estimate(pricing, { level: level as Level, counts, addOns });
  return { text: formatCents(kind === 'estimate' ? result.total : result.firstClean) };
}

function splitOnce(text: string, separator: string): [string, string?] {
  const at = text.indexOf(separator);
  return at < 0 ? [text] : [text.slice(0, at), text.slice(at + 1)];
}

/** What refuseWrittenPrices reports; suggestPriceTokens finds it by this message. */
const WRITTEN_PRICE = 'a dollar amount written out: prices come from content/pricing.json';

/** A dollar amount, as prose writes one: $17.25, $250, $1,200. */
const DOLLARS = /\$\s?\d[\d,]*(?:\.\d+)?/g;

/**
 * Reports every dollar amount in a content file's text that is not inside a `{{token}}`, by line,
 * with the amount as the field (suggestPriceTokens adds the token to write, once prices are known).
 * content/pricing.json is where prices are written, so it is not prose.
 */
export function refuseWrittenPrices(text: string, file: string, issues: IssueList): void {
  if (file === 'content/pricing.json' || !text.includes('$')) return;
  // Tokens are blanked out, same length, so offsets still give lines.
  const prose = text.replace(/\{\{[^{}]*\}\}/g, (token) => ' '.repeat(token.length));
  let line = 1;
  let counted = 0;
  for (const match of prose.matchAll(DOLLARS)) {
    for (; counted < match.index; counted++) if (prose.charCodeAt(counted) === 10) line++;
    issues.add({ file, line, field: match[0].replace(/\s/g, ''), message: WRITTEN_PRICE });
  }
}

/**
 * Completes each written-price issue with the token to use instead: the price token whose value
 * it is, else the smallest worked example that comes to it, else the syntax.
 */
export function suggestPriceTokens(issues: IssueList, pricing: Pricing | undefined): void {
  if (!pricing) return;
  const named = Object.entries(priceTokens(pricing)).filter(([key]) => key.startsWith('price:'));
  issues.items.forEach((issue, i) => {
    if (issue.message !== WRITTEN_PRICE || !issue.field) return;
    const cents = Math.round(Number(issue.field.replace(/[$,]/g, '')) * 100);
    const same = named.filter(([, text]) => text === formatCents(cents)).map(([key]) => `{{${key}}}`);
    // An amount without cents is rarely one of our prices: no example is searched for it.
    const example = issue.field.includes('.') ? workedExample(pricing, cents) : undefined;
    const use = same.length ? same.join(' or ') : (example ?? 'a {{price:…}} or {{estimate:…}} token');
    issues.items[i] = { ...issue, message: `${WRITTEN_PRICE}; write ${use} instead, or {{literal:${issue.field}}} if it is not a price of ours` };
  });
}

/**
 * The example with the fewest rooms (up to 4 bedrooms, 3 bathrooms, 3 other rooms) whose total or
 * first cleaning is `cents`, standard cleaning first: the level most examples quote.
 */
function workedExample(pricing: Pricing, cents: number): string | undefined {
  const names = pricing.rooms.map((r) => `${itemName(r.item)}s`);
  for (const level of ['standard', 'deep']) {
    let best: { rooms: number; token: string } | undefined;
    const visit = (i: number, counts: number[]) => {
      if (i === names.length) {
        const rooms = counts.reduce((a, b) => a + b, 0);
        if (!rooms || (best && best.rooms <= rooms)) return;
        const terms = [level, ...counts.flatMap((n, r) => (n ? [`${names[r]}=${n}`] : []))].join(' ');
        for (const kind of ['first-clean', 'estimate']) {
          const got = computedToken(`${kind}:${terms}`, pricing);
          if (got && 'text' in got && got.text === formatCents(cents)) best = { rooms, token: `{{${kind}:${terms}}}` };
        }
        return;
      }
      for (let n = 0; n <= (i === 0 ? 4 : 3); n++) visit(i + 1, [...counts, n]);
    };
    visit(0, []);
    if (best) return best.token;
  }
  return undefined;
}
