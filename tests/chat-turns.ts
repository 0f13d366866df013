import type { ChatAnswer } from '../kernel/chat/model.ts';
import type { ChatEngine } from '../server/chat/engine.ts';

/**
 * The answer to the last of several turns, each earlier one sent as history the way the widget
 * sends it (the question; the engine keeps no state of its own).
 *
 * @example inTurns(engine, '3 bed 2 bath standard', 'and deep?').reply
 */
export function inTurns(engine: ChatEngine, ...questions: string[]): ChatAnswer {
  return engine.answer(questions.at(-1)!, questions.slice(0, -1).map((question) => ({ question })));
}
