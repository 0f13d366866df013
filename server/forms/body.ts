import type { IncomingMessage } from 'node:http';

/** Why a request body could not be read; carries the HTTP status to answer with. */
export class BodyError extends Error {
  constructor(readonly status: 400 | 413 | 415, message: string) {
    super(message);
  }
}

export type BodyKind = 'json' | 'form';

/**
 * Reads a posted form: JSON from our script, or url-encoded fields from a browser without
 * JavaScript. Anything else, anything larger than `limit` bytes, or anything that is not one flat
 * object is refused with a 4xx, never an exception that could take the server down.
 */
export async function readFormBody(req: IncomingMessage, limit: number): Promise<{ kind: BodyKind; body: Record<string, unknown> }> {
  const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  const kind: BodyKind | null = type === 'application/json' ? 'json' : type === 'application/x-www-form-urlencoded' ? 'form' : null;
  if (!kind) {
    req.resume();
    throw new BodyError(415, 'Send the form as application/json or application/x-www-form-urlencoded.');
  }
  if (Number(req.headers['content-length'] ?? 0) > limit) {
    req.resume();
    throw new BodyError(413, 'The form is too large.');
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw new BodyError(413, 'The form is too large.');
    chunks.push(chunk);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (kind === 'form') return { kind, body: Object.fromEntries(new URLSearchParams(text)) };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new BodyError(400, 'The form data is not valid JSON.');
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new BodyError(400, 'Send the form fields as one JSON object.');
  return { kind, body: parsed as Record<string, unknown> };
}
