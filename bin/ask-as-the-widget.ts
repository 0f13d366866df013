/**
 * The site's chat engine, asked as the widget asks it and the API reads it: each message goes through the API's own body
 * checks, with the history the widget sends. Shared by the scripts that measure or replay the chat
 * (bin/eval-chat-sets.ts, bin/replay-chat.ts), which must import bin/native-regexps.js first.
 */
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildChatIndex } from '../generator/chat/index.ts';
import { loadContent } from '../generator/content/load.ts';
import { historyOf } from '../islands/chat/ask.ts';
import type { ChatMessage } from '../islands/chat/messages.ts';
import { CHAT_LIMITS, parseHistory, parseQuestion } from '../server/chat/api.ts';
import { createChatEngine } from '../server/chat/engine.ts';

/** What the widget shows when a request is refused. */
export const FAILURE_TEXT = 'Sorry, something went wrong. Please try again.';

/**
 * An asker over the engine built from this checkout's content (its index through JSON, as the server loads it): the
 * reply to one message after the `earlier` ones, the widget's failure text for a refused request. `timed` gets the
 * milliseconds each answer took.
 */
export function widgetAsker(timed: (ms: number) => void = () => {}): (text: string, earlier: ChatMessage[]) => ChatMessage {
  const root = path.resolve(import.meta.dirname, '..');
  const engine = createChatEngine(JSON.parse(JSON.stringify(buildChatIndex(loadContent(root).content))) as ReturnType<typeof buildChatIndex>);
  return (text, earlier) => {
    const history = historyOf(earlier);
    const body = JSON.stringify(history.length ? { question: text, history } : { question: text });
    try {
      if (Buffer.byteLength(body) > CHAT_LIMITS.maxBody) throw new Error('body too large');
      const question = parseQuestion(body, CHAT_LIMITS.maxQuestion);
      const turns = parseHistory(body, CHAT_LIMITS);
      const start = performance.now();
      const answer = engine.answer(question, turns);
      timed(performance.now() - start);
      return { sender: 'bot', text: answer.reply, ...(answer.sources.length ? { sources: answer.sources } : {}) };
    } catch {
      return { sender: 'bot', text: FAILURE_TEXT };
    }
  };
}
