import type { IncomingMessage, ServerResponse } from 'node:http';
import { formApiPath, formBySlug, type FieldErrors, type FieldValues, type FormDefinition } from '../../islands/form/fields.ts';
import { sendJson } from '../json.ts';
import type { ApiHandler } from '../server.ts';
import { BodyError, readFormBody, type BodyKind } from './body.ts';
import { formPageWith } from './error-page.ts';
import { RateLimiter } from './rate-limit.ts';
import { FormStore } from './store.ts';
import { isSpam, validateForm } from './validate.ts';

export const FORMS_API_PREFIX = '/be/api/forms/';
const BODY_LIMIT = 32 * 1024;

export interface FormsApiOptions {
  /** The built site, whose form pages answer posts from browsers without JavaScript. */
  dir: string;
  dataDir: string;
  /** Accepted posts per client; by default 10 in 10 minutes. */
  rateLimit?: { max: number; windowMs: number };
}

/** Rate limit from `NESTWELL_FORMS_RATE` as "max/seconds", e.g. "10/600". */
export function rateLimitFromEnv(env = process.env): FormsApiOptions['rateLimit'] {
  const match = /^(\d+)\/(\d+)$/.exec(env.NESTWELL_FORMS_RATE ?? '');
  return match ? { max: Number(match[1]), windowMs: Number(match[2]) * 1000 } : undefined;
}

/**
 * `POST /be/api/forms/{form}`: validates, filters spam, limits each client's rate, stores durably,
 * then answers. Our script posts JSON and gets JSON; a browser without JavaScript posts the
 * native form and gets the thank-you page (303), or the form page again with the errors shown.
 */
export function formsApi(options: FormsApiOptions): { routes: Record<string, ApiHandler>; store: FormStore } {
  const store = new FormStore(options.dataDir);
  const limiter = new RateLimiter(options.rateLimit ?? { max: 10, windowMs: 10 * 60_000 });

  const handle: ApiHandler = async (req, res, pathname) => {
    const def = formBySlug(pathname.slice(FORMS_API_PREFIX.length));
    if (!def) return sendJson(res, 404, { error: 'No such form.' });
    if (req.method !== 'POST') return sendJson(res, 405, { error: `Post the form to ${formApiPath(def)}.` }, { Allow: 'POST' });
    let kind: BodyKind;
    let body: Record<string, unknown>;
    try {
      ({ kind, body } = await readFormBody(req, BODY_LIMIT));
    } catch (error) {
      if (!(error instanceof BodyError)) throw error;
      return sendJson(res, error.status, { error: error.message }, { Connection: 'close' });
    }
    const answer = answerer(req, res, kind, def, options.dir);
    // A bot that fills the hidden field is thanked and nothing is stored, so it learns nothing.
    if (isSpam(body)) return answer.accepted(null);
    const result = validateForm(def, body);
    if (!result.ok) return answer.invalid(result.errors, stringValues(body));
    const wait = limiter.take(req.socket.remoteAddress ?? 'unknown');
    if (wait) return answer.limited(wait, result.values);
    let id: string;
    try {
      id = (await store.append(def.slug, result.values)).id;
    } catch (error) {
      console.error(`Could not store a ${def.slug} submission:`, error);
      return answer.failed(result.values);
    }
    return answer.accepted(id);
  };
  return { routes: { [`${FORMS_API_PREFIX}*`]: handle }, store };
}

function stringValues(body: Record<string, unknown>): FieldValues {
  return Object.fromEntries(Object.entries(body).filter(([, v]) => typeof v === 'string')) as FieldValues;
}

/** The four possible answers, in the form each kind of client understands. */
function answerer(req: IncomingMessage, res: ServerResponse, kind: BodyKind, def: FormDefinition, dir: string) {
  const page = (status: number, state: { values?: FieldValues; errors?: FieldErrors; formError?: string }, headers: Record<string, string> = {}) => {
    const html = formPageWith(dir, def, state);
    if (html === null) return sendJson(res, status, { error: state.formError ?? 'Some fields need attention.', errors: state.errors ?? {} }, headers);
    res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', ...headers });
    res.end(req.method === 'HEAD' ? undefined : html);
  };
  const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));
  return {
    accepted(id: string | null) {
      if (kind === 'json') return sendJson(res, 201, { ok: true, id });
      res.writeHead(303, { Location: `/${def.slug}/thanks`, 'Cache-Control': 'no-store' });
      res.end();
    },
    invalid(errors: FieldErrors, values: FieldValues) {
      if (kind === 'json') return sendJson(res, 422, { error: 'Some fields need attention.', errors });
      page(422, { values, errors });
    },
    limited(seconds: number, values: FieldValues) {
      const message = `You have sent several forms in a short time. Please try again in ${minutes(seconds)} ${minutes(seconds) === 1 ? 'minute' : 'minutes'}.`;
      const headers = { 'Retry-After': String(seconds) };
      if (kind === 'json') return sendJson(res, 429, { error: message }, headers);
      page(429, { values, formError: message }, headers);
    },
    failed(values: FieldValues) {
      const message = 'We could not save your form just now. Please try again in a moment.';
      if (kind === 'json') return sendJson(res, 503, { error: message }, { 'Retry-After': '30' });
      page(503, { values, formError: message }, { 'Retry-After': '30' });
    },
  };
}
