import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { CHAT_INDEX_FILE } from '../../generator/chat/index.ts';
import { sendJson } from '../json.ts';
import type { ApiHandler } from '../server.ts';
import { createChatEngine, readChatIndex, type ChatEngine } from './engine.ts';
import { RateLimiter } from './rate-limit.ts';

export const CHAT_PATH = '/be/api/chat-folder';

export const CHAT_LIMITS = {
  /** Request body, in bytes. */
  maxBody: 4 * 1024,
  /** Question length after trimming, in characters. */
  maxQuestion: 500,
  /** Time allowed to receive the body once the headers are in. */
  bodyTimeoutMs: 5_000,
  /** Questions per client per minute. */
  perMinute: 20,
};

export interface ChatApiOptions {
  /** Overrides the limits (tests use short timeouts; the benchmark a high rate). */
  limits?: Partial<typeof CHAT_LIMITS>;
  /** The engine to answer with; by default the one built from `dir`'s chat index. */
  engine?: ChatEngine;
}

class HttpError extends Error {
  constructor(readonly status: number, message: string, readonly headers: Record<string, string> = {}) {
    super(message);
  }
}

/**
 * The chat assistant's endpoint, POST /be/api/chat-folder: `{ question }` in, `{ reply, sources }`
 * out. It loads the index the build wrote once, at start. Every refusal is a small JSON error with
 * the right status, and none of them disturbs the server. Questions are never logged.
 */
export function chatApi(dir: string, options: ChatApiOptions = {}): Record<string, ApiHandler> {
  const limits = { ...CHAT_LIMITS, ...options.limits };
  const engine = options.engine ?? loadEngine(dir);
  const limiter = new RateLimiter(limits.perMinute, 60_000);

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    if (req.method !== 'POST') throw new HttpError(405, 'Only POST is allowed here.', { Allow: 'POST' });
    if (!sameOrigin(req)) throw new HttpError(403, 'Requests from other sites are not allowed.');
    const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
    if (type !== 'application/json') throw new HttpError(415, 'Send the question as application/json.');
    const limited = limiter.take(req.socket.remoteAddress ?? 'unknown');
    if (!limited.ok) throw new HttpError(429, 'Too many questions at once. Please wait a moment.', { 'Retry-After': String(limited.retryAfter) });
    const question = parseQuestion(await readBody(req, limits), limits.maxQuestion);
    if (!engine) throw new HttpError(503, 'The chat assistant is not available right now.', { 'Retry-After': '60' });
    sendJson(res, 200, engine.answer(question));
  };

  return {
    [CHAT_PATH]: async (req, res) => {
      try {
        await handle(req, res);
      } catch (error) {
        if (res.headersSent) return void res.destroy();
        if (error instanceof HttpError) {
          // A body left unread would be taken for the next request on a kept-alive connection.
          const close: Record<string, string> = error.status === 413 || error.status === 408 || !req.complete ? { Connection: 'close' } : {};
          return sendJson(res, error.status, { error: error.message }, { ...error.headers, ...close });
        }
        // Logged without the request body: questions stay private.
        console.error(`Chat API error: ${(error as Error).stack ?? error}`);
        sendJson(res, 500, { error: 'Something went wrong on our side.' });
      }
    },
  };
}

function loadEngine(dir: string): ChatEngine | null {
  const file = path.join(dir, CHAT_INDEX_FILE);
  if (!fs.existsSync(file)) {
    console.warn(`Chat assistant off: ${file} is missing (run "site build")`);
    return null;
  }
  return createChatEngine(readChatIndex(file));
}

/**
 * Browsers send Origin on cross-site POSTs. Only this site's own pages may ask; other origins get
 * no CORS headers and a refusal. Requests without Origin (curl, server to server) are allowed.
 */
function sameOrigin(req: IncomingMessage): boolean {
  const origin = req.headers.origin;
  if (!origin) return true;
  try {
    return new URL(origin).host === req.headers.host;
  } catch {
    return false;
  }
}

/** Reads the body up to the size limit and within the body timeout. */
function readBody(req: IncomingMessage, limits: typeof CHAT_LIMITS): Promise<string> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > limits.maxBody) return Promise.reject(new HttpError(413, `The request body is over ${limits.maxBody} bytes.`));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const done = (error?: HttpError) => {
      clearTimeout(timer);
      req.removeListener('data', onData);
      req.removeListener('end', onEnd);
      req.removeListener('error', onError);
      if (error) {
        req.resume();
        reject(error);
      } else resolve(Buffer.concat(chunks).toString('utf8'));
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limits.maxBody) done(new HttpError(413, `The request body is over ${limits.maxBody} bytes.`));
      else chunks.push(chunk);
    };
    const onEnd = () => done();
    const onError = () => done(new HttpError(400, 'The request body could not be read.'));
    const timer = setTimeout(() => done(new HttpError(408, 'The request body took too long to arrive.')), limits.bodyTimeoutMs);
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
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
