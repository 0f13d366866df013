/**
 * The chat API's contract, shared by the widget (what it sends) and the server (what it takes):
 * one address and one set of message limits. A module of its own, so the browser bundle that
 * imports it carries nothing else (no zod).
 */
export const CHAT_PATH = '/be/api/chat-folder';

export const MESSAGE_LIMITS = {
  /**
   * A message, in characters after trimming. Longer than the engine reads (`ANSWERED_CHARS` in
   * server/chat/long-message.ts): a long story is answered from the part that asks, never refused.
   */
  maxQuestion: 2000,
  /** Earlier turns a request may carry for follow-ups, and the length of an earlier answer. */
  maxTurns: 3,
  maxAnswer: 1000,
};

/**
 * The largest body the widget can send: a message and `maxTurns` earlier turns at their limits,
 * every character at its widest in UTF-8 (3 bytes; a character outside the BMP is 4 bytes for two
 * UTF-16 units), plus the JSON around them.
 */
export function largestBody(limits: typeof MESSAGE_LIMITS): number {
  const chars = limits.maxQuestion + limits.maxTurns * (limits.maxQuestion + limits.maxAnswer);
  return 3 * chars + 1024;
}
