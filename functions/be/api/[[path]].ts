/**
 * Cloudflare Pages Function: forwards `/be/api/*` (the chat and the forms) to the Node server
 * named by the `NESTWELL_API_ORIGIN` variable (Pages settings, or `--binding` in `wrangler pages
 * dev`). Pages cannot proxy to another origin from `_redirects`, so this is the one path to it.
 */
export interface ApiEnv {
  NESTWELL_API_ORIGIN?: string;
}

const json = (status: number, error: string) =>
  new Response(JSON.stringify({ error }), { status, headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' } });

export async function forwardToApi(request: Request, env: ApiEnv, fetcher: typeof fetch = fetch): Promise<Response> {
  if (!env.NESTWELL_API_ORIGIN) return json(503, 'The chat and the forms are not set up on this host yet.');
  const url = new URL(request.url);
  const headers = new Headers(request.headers);
  // The server refuses cross-site posts by comparing Origin with its own host, which behind this
  // proxy is the API origin's. The comparison that matters is with the site's host, made here.
  const origin = headers.get('Origin');
  if (origin && origin !== url.origin) return json(403, 'Requests to this API must come from this site.');
  headers.delete('Origin');
  // The server counts one proxy hop (NESTWELL_TRUST_PROXY=1) and rate-limits by the address in
  // X-Forwarded-For: the visitor's, as Cloudflare saw it, never what the visitor claimed.
  const client = headers.get('CF-Connecting-IP');
  headers.delete('X-Forwarded-For');
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
