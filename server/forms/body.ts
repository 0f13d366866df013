import type { IncomingMessage } from 'node:http';
import { HttpError, readBody, type BodyLimits } from '../body.ts';

export type BodyKind = 'json' | 'form';

/**
 * Reads a posted form with the shared body reader: JSON from our script, or url-encoded fields
 * from a browser without JavaScript. Anything else, anything over the limits, or anything that is
 * not one flat object is refused with an HttpError (4xx).
 */
export async function readFormBody(req: IncomingMessage, limits: BodyLimits): Promise<{ kind: BodyKind; body: Record<string, unknown> }> {
  const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  const kind: BodyKind | null = type === 'application/json' ? 'json' : type === 'application/x-www-form-urlencoded' ? 'form' : null;
  if (!kind) {
    req.resume();
    throw new HttpError(415, 'Send the form as application/json or application/x-www-form-urlencoded.');
  }
  const text = await readBody(req, limits);
  if (kind === 'form') return { kind, body: Object.fromEntries(new URLSearchParams(text)) };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'The form data is not valid JSON.');
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new HttpError(400, 'Send the form fields as one JSON object.');
  return { kind, body: parsed as Record<string, unknown> };
}
