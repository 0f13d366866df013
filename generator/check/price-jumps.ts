import fs from 'node:fs';
import path from 'node:path';
import { formatCents } from '../../kernel/money.ts';
import { PRICES_FILE } from '../../kernel/output-dirs.ts';
import { formatIssue, jsonFieldLine, jsonLines } from '../content/issues.ts';
import type { Pricing } from '../content/pricing.ts';

/** How far a price may move from one build to the next before the build asks whether it is a typo. */
const JUMP = 3;

/** Every price by where it sits in pricing.json, and what an editor calls it. */
function pricesOf(pricing: Pricing): { at: (string | number)[]; name: string; cents: number }[] {
  return [
    ...pricing.rooms.flatMap((room, i) => (['standard', 'deep'] as const).map((level) => ({ at: ['rooms', i, level], name: `${room.item}, ${level}`, cents: room[level] }))),
    ...pricing.addOns.map((addOn, i) => ({ at: ['addOns', i, 'price'], name: addOn.item, cents: addOn.price })),
  ];
}

/** What the server folder keeps of this build's prices, for the next build to compare with: cents by name. */
export function pricesFile(pricing: Pricing): string {
  return JSON.stringify(Object.fromEntries(pricesOf(pricing).map((p) => [p.name, p.cents])), null, 2) + '\n';
}

/**
 * A warning for each price more than three times, or less than a third of, what the last build
 * into `serverDir` had: a transposed `71.25` for `17.25` builds otherwise without a word. The
 * build goes on (a price may truly change that much); the warning names the line to look at.
 */
export function priceJumps(root: string, serverDir: string, pricing: Pricing): string[] {
  let last: Record<string, number>;
  try {
    last = JSON.parse(fs.readFileSync(path.join(serverDir, PRICES_FILE), 'utf8')) as Record<string, number>;
  } catch {
    return []; // The first build, or one into a new folder: nothing to compare with.
  }
  const jumps = pricesOf(pricing).filter(({ name, cents }) => last[name] && (cents > last[name]! * JUMP || cents * JUMP < last[name]!));
  if (!jumps.length) return [];
  const file = 'content/pricing.json';
  const lines = jsonLines(fs.readFileSync(path.join(root, file), 'utf8'));
  return jumps.map(({ at, name, cents }) => formatIssue({
    file,
    line: jsonFieldLine(lines, at),
    message: `${name} is ${formatCents(cents)}, and was ${formatCents(last[name]!)} in the last build (${(Math.max(cents, last[name]!) / Math.min(cents, last[name]!)).toFixed(1)} times ${cents > last[name]! ? 'more' : 'less'}): a typo? The build went on.`,
  }));
}
