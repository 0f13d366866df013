/**
 * Cloudflare Pages Function: forwards `/be/api/*` (the chat and the forms) to the Node server
 * named by the `NESTWELL_API_ORIGIN` variable (Pages settings, or `--binding` in `wrangler pages
 * dev`). Pages cannot proxy to another origin from `_redirects`, so this is the one path to it.
 * Every request it passes on carries `NESTWELL_ORIGIN_SECRET` (a Pages secret), by which the
 * server, started with the same secret, tells it from anyone who reaches it directly.
 */
export interface ApiEnv {
  NESTWELL_API_ORIGIN?: string;
  NESTWELL_ORIGIN_SECRET?: string;
}

/**
 * What the chat and the forms read from a visitor's request; nothing else is passed on. Cookies
 * and credentials are not the server's business; a visitor's own `Forwarded`, `X-Real-IP` or
 * `X-Forwarded-For` would name any address they like; `Expect: 100-continue` makes the server
 * answer before the body, which the Worker then reports as a failure although the form was
 * stored. The Function sets the forwarding headers and the secret itself.
 */
const PASSED_ON = ['accept', 'accept-language', 'content-type', 'user-agent'];

/** The site's security headers, for the Function's own answers (the server's carry their own). */
const OWN_ANSWER_HEADERS = {
  'Content-Type': 'application/json; charset=utf-8',
  'Cache-Control': 'no-store',
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

const json = (status: number, error: string) => new Response(JSON.stringify({ error }), { status, headers: OWN_ANSWER_HEADERS });

export async function forwardToApi(request: Request, env: ApiEnv, fetcher: typeof fetch = fetch): Promise<Response> {
  if (!env.NESTWELL_API_ORIGIN || !env.NESTWELL_ORIGIN_SECRET) return json(503, 'The chat and the forms are not set up on this host yet.');
  const url = new URL(request.url);
  // The server refuses cross-site posts by comparing Origin with its own host, which behind this
  // proxy is the API origin's. The comparison that matters is with the site's host, made here.
  const origin = request.headers.get('Origin');
  if (origin && origin !== url.origin) return json(403, 'Requests to this API must come from this site.');
  const headers = new Headers();
  for (const name of PASSED_ON) {
    const value = request.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  // The server trusts one proxy hop (NESTWELL_TRUST_PROXY=1) when the secret comes with it, and
  // rate-limits by X-Forwarded-For: the visitor's address as Cloudflare saw it, nothing they claimed.
  headers.set('X-Nestwell-Origin-Secret', env.NESTWELL_ORIGIN_SECRET);
  const client = request.headers.get('CF-Connecting-IP');
  if (client) headers.set('X-Forwarded-For', client);
  headers.set('X-Forwarded-Host', url.host);
  headers.set('X-Forwarded-Proto', url.protocol.slice(0, -1));
  const target = new URL(url.pathname + url.search, env.NESTWELL_API_ORIGIN);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  try {
    return await fetcher(target, { method: request.method, headers, body: hasBody ? request.body : undefined, redirect: 'manual' });
  } catch {
    return json(502, 'The chat and the forms cannot be reached right now. Please try again in a minute.');
  }
}

export const onRequest = ({ request, env }: { request: Request; env: ApiEnv }) => forwardToApi(request, env);
