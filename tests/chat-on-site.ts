import path from 'node:path';
import { buildChatIndex } from '../generator/chat/index.ts';
import { loadContent } from '../generator/content/load.ts';
import { firstCleanCents, formatCents } from '../kernel/money.ts';
import { createChatEngine } from '../server/chat/engine.ts';
import { inTurns } from './chat-turns.ts';

/**
 * The chat over the site's real content, for tests that ask it in visitors' words and expect figures from the price
 * list as it stands (never a price copied from it).
 *
 * @example expect(say('std 2br 1ba', 'and deep?')).toContain(total(2 * bed.deep + bath.deep))
 */
export const index = buildChatIndex(loadContent(path.resolve(import.meta.dirname, '..')).content);
export const engine = createChatEngine(index);
/** The reply to the last of several turns, the earlier ones sent as history. */
export const say = (...turns: string[]) => inTurns(engine, ...turns).reply;

const room = (item: string) => {
  const found = index.facts.rooms.find((r) => r.item === item);
  if (!found) throw new Error(`no "${item}" in the price list`);
  return found;
};
export const [bed, bath, half, other] = ['Bedroom', 'Bathroom', 'Half Bathroom', 'Other Room'].map(room) as [ReturnType<typeof room>, ReturnType<typeof room>, ReturnType<typeof room>, ReturnType<typeof room>];
/** An add-on's flat price, in cents. */
export const addOn = (item: string) => {
  const found = index.facts.addOns.find((a) => a.item === item);
  if (!found) throw new Error(`no "${item}" add-on in the price list`);
  return found.price;
};
/** An estimate's line for a room, as the chat writes it: "2 × Bedroom at $23.50". */
export const roomLine = (count: number, r: typeof bed, tier: 'standard' | 'deep') => `${count} × ${r.item} at ${formatCents(r[tier])}`;
/** The price of a first cleaning with the code, in cents. */
export const withCode = (cents: number) => firstCleanCents(cents, index.facts.offer.percentOff);
/** An estimate's total line, as the chat writes it. */
export const total = (cents: number) => `Total: ${formatCents(cents)}`;
