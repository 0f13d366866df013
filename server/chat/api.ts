import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { CHAT_PATH, largestBody, MESSAGE_LIMITS } from '../../kernel/chat/endpoint.ts';
import { CHAT_INDEX_FILE } from '../../kernel/chat/model.ts';
import { closeIfUnread, HttpError, readBody } from '../body.ts';
import { clientKey, clientPolicy, sameOrigin, type ClientPolicy } from '../client.ts';
import { serverDirOf } from '../../kernel/output-dirs.ts';
import { sendJson } from '../json.ts';
import { RateLimiter } from '../rate-limit.ts';
import type { ApiHandler } from '../server.ts';
import type { ChatAnswer } from '../../kernel/chat/model.ts';
import { createEnginePool } from './engine-pool.ts';
import { createChatEngine, readChatIndex, type Turn } from './engine.ts';

export { CHAT_PATH } from '../../kernel/chat/endpoint.ts';

export const CHAT_LIMITS = {
  ...MESSAGE_LIMITS,
  /** Request body, in bytes: what the widget's largest message and history need, and no more. */
  maxBody: largestBody(MESSAGE_LIMITS),
  /** Time allowed to receive the body once the headers are in. */
  bodyTimeoutMs: 5_000,
  /** Questions per client per minute. */
  perMinute: 20,
};

/** What answers a question: the engine itself, or a pool of threads that run it (engine-pool.ts). */
export interface Answerer {
  answer(question: string, history?: Turn[]): ChatAnswer | Promise<ChatAnswer>;
}

export interface ChatApiOptions {
  /** Overrides the limits (tests use short timeouts; the benchmark a high rate). */
  limits?: Partial<typeof CHAT_LIMITS>;
  /**
   * The engine to answer with; by default the one built from `dir`'s chat index. A function gives
   * the engine of the moment (`site dev` makes it again with the content), undefined while it is made;
   * null, none (the caller found no index, and said so).
   */
  engine?: Answerer | null | (() => Answerer | undefined);
  /** Trusted proxy hops and the site URL; by default from the environment and the build. */
  client?: Partial<ClientPolicy>;
  /** Where the chat index is; by default the server folder beside the published `dir`. */
  serverDir?: string;
}

/**
 * The chat assistant's endpoint, POST /be/api/chat-folder: `{ question, history? }` in,
 * `{ reply, sources }` out; `history` holds the last few turns, so follow-ups need no server state. It loads the index the build wrote once, at start. Every refusal is a small JSON error with
 * the right status, and none of them disturbs the server. Questions are never logged.
 */
export function chatApi(dir: string, options: ChatApiOptions = {}): Record<string, ApiHandler> {
  const limits = { ...CHAT_LIMITS, ...options.limits };
  const given = options.engine;
  const fixed = typeof given === 'function' ? undefined : given === undefined ? loadEngine(options.serverDir ?? serverDirOf(dir)) : (given ?? undefined);
  const engine = typeof given === 'function' ? given : () => fixed;
  const limiter = new RateLimiter({ max: limits.perMinute, windowMs: 60_000 });
  const client = clientPolicy(dir, options.client);

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    if (req.method !== 'POST') throw new HttpError(405, 'Only POST is allowed here.', { Allow: 'POST' });
    if (!sameOrigin(req, client)) throw new HttpError(403, 'Requests from other sites are not allowed.');
    const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
    if (type !== 'application/json') throw new HttpError(415, 'Send the question as application/json.');
    const wait = limiter.take(clientKey(req, client));
    if (wait) throw new HttpError(429, 'Too many questions at once. Please wait a moment.', { 'Retry-After': String(wait) });
    const body = await readBody(req, { maxBytes: limits.maxBody, timeoutMs: limits.bodyTimeoutMs });
    const question = parseQuestion(body, limits.maxQuestion);
    const history = parseHistory(body, limits);
    const answering = engine();
    if (!answering) throw new HttpError(503, 'The chat assistant is not available right now.', { 'Retry-After': typeof given === 'function' ? '1' : '60' });
    sendJson(res, 200, await answering.answer(question, history));
  };

  return {
    [CHAT_PATH]: async (req, res) => {
      try {
        await handle(req, res);
      } catch (error) {
        if (res.headersSent) return void res.destroy();
        if (error instanceof HttpError) {
          return sendJson(res, error.status, { error: error.message }, { ...error.headers, ...closeIfUnread(req, error.status) });
        }
        // Logged without the request body: questions stay private.
        console.error(`Chat API error: ${(error as Error).stack ?? error}`);
        sendJson(res, 500, { error: 'Something went wrong on our side.' });
      }
    },
  };
}

/**
 * The engine made from the chat index the build wrote in `serverDir`, on this thread, or with `threads` on as many
 * worker threads (then `close` ends them); undefined, and said so, when there is no index.
 */
export function loadEngine(serverDir: string, threads = 0): (Answerer & { close?: () => Promise<void> }) | undefined {
  const file = path.join(serverDir, CHAT_INDEX_FILE);
  if (!fs.existsSync(file)) {
    console.warn(`Chat assistant off: ${file} is missing (run "site build")`);
    return undefined;
  }
  const index = readChatIndex(file);
  return threads > 0 ? createEnginePool(index, threads) : createChatEngine(index);
}

/**
 * The optional `history`: up to maxTurns earlier turns, oldest first, each `{ question, answer? }`
 * validated like the question (a string, trimmed, not empty, within the limit); anything else is a 400.
 */
export function parseHistory(body: string, limits: Pick<typeof CHAT_LIMITS, 'maxQuestion' | 'maxTurns' | 'maxAnswer'>): Turn[] {
  const { history } = JSON.parse(body) as { history?: unknown };
  if (history === undefined) return [];
  if (!Array.isArray(history)) throw new HttpError(400, 'The history must be a list of earlier turns.');
  if (history.length > limits.maxTurns) throw new HttpError(400, `The history may hold at most ${limits.maxTurns} turns.`);
  return history.map((turn: unknown, i) => {
    if (!turn || typeof turn !== 'object' || Array.isArray(turn)) throw new HttpError(400, `history[${i}] must be { question, answer? }.`);
    const { question, answer, ...rest } = turn as Record<string, unknown>;
    if (Object.keys(rest).length) throw new HttpError(400, `history[${i}] has unknown fields: ${Object.keys(rest).join(', ')}.`);
    const text = (value: unknown, field: string, max: number) => {
      if (typeof value !== 'string' || !value.trim()) throw new HttpError(400, `history[${i}].${field} must be a non-empty string.`);
      if (value.trim().length > max) throw new HttpError(400, `history[${i}].${field} is longer than ${max} characters.`);
      return value.trim();
    };
    return { question: text(question, 'question', limits.maxQuestion), ...(answer === undefined ? {} : { answer: text(answer, 'answer', limits.maxAnswer) }) };
  });
}

/** `{ "question": "..." }`, trimmed, 1 to maxQuestion characters; anything else is a 400. */
export function parseQuestion(body: string, maxQuestion: number): string {
  let data: unknown;
  try {
    data = JSON.parse(body);
  } catch {
    throw new HttpError(400, 'The body is not valid JSON.');
  }
  if (!data || typeof data !== 'object' || Array.isArray(data) || !('question' in data)) {
    throw new HttpError(400, 'The body needs a "question".');
  }
  const { question } = data as { question: unknown };
  if (typeof question !== 'string') throw new HttpError(400, 'The question must be a string.');
  const trimmed = question.trim();
  if (!trimmed) throw new HttpError(400, 'The question is empty.');
  if (trimmed.length > maxQuestion) throw new HttpError(400, `The question is longer than ${maxQuestion} characters.`);
  return trimmed;
}
