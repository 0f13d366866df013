import type { IncomingMessage, ServerResponse } from 'node:http';
import { formApiPath, formBySlug, type FieldErrors, type FieldValues, type FormDefinition, type RenderForm } from '../../kernel/forms/fields.ts';
import { closeIfUnread, HttpError, type BodyLimits } from '../body.ts';
import { clientKey, clientPolicy, sameOrigin, type ClientPolicy } from '../client.ts';
import { sendJson } from '../json.ts';
import { RateLimiter } from '../rate-limit.ts';
import type { ApiHandler } from '../server.ts';
import { readFormBody, type BodyKind } from './body.ts';
import { formPageWith } from './error-page.ts';
import { FormStore } from './store.ts';
import { isSpam, validateForm } from '../../kernel/forms/validate.ts';

export const FORMS_API_PREFIX = '/be/api/forms/';
/** A form is a few fields: 32 KB, and 10 s for the body once the headers are in. */
const BODY_LIMITS: BodyLimits = { maxBytes: 32 * 1024, timeoutMs: 10_000 };

export interface FormsApiOptions {
  /** The built site, whose form pages answer posts from browsers without JavaScript. */
  dir: string;
  dataDir: string;
  /** Posts per client, valid or not; by default 10 in 10 minutes. */
  rateLimit?: { max: number; windowMs: number };
  /** The form island's markup, for those pages; the caller supplies it so the server loads no React to start. */
  renderForm: RenderForm;
  /** Overrides the body limits (tests use a short timeout). */
  bodyLimits?: Partial<BodyLimits>;
  /** Trusted proxy hops and the site URL; by default from the environment and the build. */
  client?: Partial<ClientPolicy>;
}

/** Rate limit from `NESTWELL_FORMS_RATE` as "max/seconds", e.g. "10/600". */
export function rateLimitFromEnv(env = process.env): FormsApiOptions['rateLimit'] {
  const match = /^(\d+)\/(\d+)$/.exec(env.NESTWELL_FORMS_RATE ?? '');
  return match ? { max: Number(match[1]), windowMs: Number(match[2]) * 1000 } : undefined;
}

/**
 * `POST /be/api/forms/{form}`: checks the Origin, limits each client's rate, validates, filters
 * spam, stores durably, then answers. Our script posts JSON and gets JSON; a browser without JavaScript posts the
 * native form and gets the thank-you page (303), or the form page again with the errors shown.
 */
export function formsApi(options: FormsApiOptions): { routes: Record<string, ApiHandler>; store: FormStore } {
  const store = new FormStore(options.dataDir);
  const limiter = new RateLimiter(options.rateLimit ?? { max: 10, windowMs: 10 * 60_000 });
  const client = clientPolicy(options.dir, options.client);
  const bodyLimits = { ...BODY_LIMITS, ...options.bodyLimits };

  const handle: ApiHandler = async (req, res, pathname) => {
    const def = formBySlug(pathname.slice(FORMS_API_PREFIX.length));
    if (!def) return sendJson(res, 404, { error: 'No such form.' });
    if (req.method !== 'POST') return sendJson(res, 405, { error: `Post the form to ${formApiPath(def)}.` }, { Allow: 'POST' });
    if (!sameOrigin(req, client)) {
      req.resume();
      return sendJson(res, 403, { error: 'Forms from other sites are not accepted.' }, closeIfUnread(req, 403));
    }
    // Every post counts, refused ones too: each error page costs a render.
    const wait = limiter.take(clientKey(req, client));
    let kind: BodyKind;
    let body: Record<string, unknown>;
    try {
      ({ kind, body } = await readFormBody(req, bodyLimits));
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      return sendJson(res, error.status, { error: error.message }, { ...error.headers, ...closeIfUnread(req, error.status) });
    }
    const answer = answerer(req, res, kind, def, options);
    if (wait) return answer.limited(wait, stringValues(body));
    // A bot that fills the hidden field is thanked and nothing is stored, so it learns nothing.
    if (isSpam(body)) return answer.accepted(null);
    const result = validateForm(def, body);
    if (!result.ok) return answer.invalid(result.errors, stringValues(body));
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
function answerer(req: IncomingMessage, res: ServerResponse, kind: BodyKind, def: FormDefinition, { dir, renderForm }: FormsApiOptions) {
  const page = async (status: number, state: { values?: FieldValues; errors?: FieldErrors; formError?: string }, headers: Record<string, string> = {}) => {
    const html = await formPageWith(dir, def, state, renderForm);
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
      return page(422, { values, errors });
    },
    limited(seconds: number, values: FieldValues) {
      const message = `You have sent several forms in a short time. Please try again in ${minutes(seconds)} ${minutes(seconds) === 1 ? 'minute' : 'minutes'}.`;
      const headers = { 'Retry-After': String(seconds) };
      if (kind === 'json') return sendJson(res, 429, { error: message }, headers);
      return page(429, { values, formError: message }, headers);
    },
    failed(values: FieldValues) {
      const message = 'We could not save your form just now. Please try again in a moment.';
      if (kind === 'json') return sendJson(res, 503, { error: message }, { 'Retry-After': '30' });
      return page(503, { values, formError: message }, { 'Retry-After': '30' });
    },
  };
}
