import type { Facts } from '../../../kernel/chat/model.ts';
import { slotsOf, type Ask, type Slots } from './slots.ts';

/**
 * What the conversation has settled so far, built from the earlier questions the widget sends
 * (the server keeps no state): each slot holds the latest turn that filled it.
 */
export interface DialogueState {
  /** The last earlier question, as read. */
  lastText: string | null;
  service: string | null;
  /** The latest earlier question that counted rooms: the home a follow-up re-prices. */
  orderText: string | null;
  /** Add-ons the last turn named: "add it" means them. */
  lastAddOns: string[];
  /** What the last turn asked, for a fragment that asks nothing itself ("and half bath?"). */
  lastAsks: Ask[];
  frequency: string | null;
  promo: boolean;
  /** Who the conversation is with, once a turn said so: a cleaner's "how much does it pay" is about pay. */
  audience: Slots['audience'];
}

export const EMPTY_STATE: DialogueState = { lastText: null, service: null, orderText: null, lastAddOns: [], lastAsks: [], frequency: null, promo: false, audience: null };

/** The state after one more turn (lower-cased text, as toQuestion makes it). */
export function advance(state: DialogueState, text: string, facts: Facts): DialogueState {
  const slots = slotsOf(text, facts);
  const orderText = slots.order.rooms.size ? text : state.orderText;
  return {
    lastText: text,
    service: slots.service ?? state.service,
    // A later turn's tier, add-ons and room changes belong to the home it re-prices.
    orderText: orderText && orderText !== text && (slots.order.tierSaid || slots.order.addOns.length) && /\b(add|plus|with|make it|instead|and)\b/.test(text)
      ? `${orderText} ${text}` : orderText,
    lastAddOns: slots.order.addOns,
    lastAsks: slots.asks,
    frequency: slots.frequency ?? state.frequency,
    promo: slots.promo || state.promo,
    audience: slots.audience ?? state.audience,
  };
}

/** A question of a few words, or one that points back, leaves to the conversation what it does not say. */
function isFollowUp(text: string, slots: Slots): boolean {
  return slots.refersBack || text.split(/\s+/).length <= 5;
}

/**
 * The question as the engine reads it, with what it inherits from the conversation after it:
 * "does that include the oven?" after a question about Deep Cleaning reads "does that include the
 * oven? (deep cleaning)"; "ok add it" after the oven reads "ok add oven". A slot the question
 * fills itself is never overridden.
 */
export function resolve(text: string, state: DialogueState, facts: Facts): { text: string; slots: Slots } {
  let slots = slotsOf(text, facts);
  if (!isFollowUp(text, slots)) return { text, slots };
  let resolved = text;
  if (state.lastAddOns.length && /\b(add|include|with|want|get|take)\b.*\b(it|that|them|those|one)\b/.test(text) && !slots.order.addOns.length) {
    resolved = resolved.replace(/\b(it|that|them|those|one)\b/, state.lastAddOns.map((a) => a.toLowerCase()).join(' and '));
  }
  const carried: string[] = [];
  const ownSubject = slots.service || slots.order.rooms.size || slots.order.roomsNamed.length;
  // The service carries to a question that points back or asks about it ("how much?"), not to a new subject ("do you do carpets").
  if (state.service && !slots.service && !slots.audience && (slots.refersBack || slots.asks.length)) carried.push(state.service.toLowerCase());
  if (state.frequency && !slots.frequency && slots.promo) carried.push(state.frequency);
  if (state.audience === 'crew' && !slots.audience) carried.push('as a cleaner');
  // "and half bath?" after a price asks a price too.
  if (!slots.asks.length && !state.orderText && state.lastAsks.includes('price') && (ownSubject || slots.order.addOns.length)) carried.push('how much');
  // After the question, so a fragment still starts as one ("and deep?") for the price follow-up.
  if (carried.length) resolved = `${resolved} (${carried.join(', ')})`;
  if (resolved !== text) slots = slotsOf(resolved, facts);
  return { text: resolved, slots };
}
