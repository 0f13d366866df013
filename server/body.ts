import type { IncomingMessage } from 'node:http';

/** A refusal with its HTTP status, answered as `{ "error": message }`. */
export class HttpError extends Error {
  constructor(readonly status: number, message: string, readonly headers: Record<string, string> = {}) {
    super(message);
  }
}

export interface BodyLimits {
  /** Largest body accepted, in bytes: 413 beyond. */
  maxBytes: number;
  /** Time allowed for the body once the headers are in: 408 beyond. */
  timeoutMs: number;
}

/**
 * The one request-body reader, for the chat and the forms: the body as text, refused with an
 * HttpError (413 too large, declared or streamed; 408 too slow; 400 broken off), never an
 * exception that could take the server down. What is left unread is drained.
 */
export function readBody(req: IncomingMessage, limits: BodyLimits): Promise<string> {
  const tooLarge = () => new HttpError(413, `The request body is over ${limits.maxBytes} bytes.`);
  if (Number(req.headers['content-length'] ?? 0) > limits.maxBytes) {
    req.resume();
    return Promise.reject(tooLarge());
  }
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
      if (size > limits.maxBytes) done(tooLarge());
      else chunks.push(chunk);
    };
    const onEnd = () => done();
    const onError = () => done(new HttpError(400, 'The request body could not be read.'));
    const timer = setTimeout(() => done(new HttpError(408, 'The request body took too long to arrive.')), limits.timeoutMs);
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
  });
}

/** Connection: close when the body was refused part-way: what is left would be read as the next request. */
export function closeIfUnread(req: IncomingMessage, status: number): Record<string, string> {
  return status === 413 || status === 408 || !req.complete ? { Connection: 'close' } : {};
}
