/**
 * Cloudflare Pages Function: `/blog/{id}`, an article's older numeric address, answers a 301 to
 * `/blog/{slug}` from the map the build publishes (kernel/blog-ids.ts). It runs only where the
 * build's `_routes.json` sends it requests, which it does only when the blog has more ids than
 * `_redirects` may hold as static rules; otherwise those rules answer and this never runs.
 */
import { BLOG_ID_PATH, BLOG_IDS_FILE, type BlogIds } from '../../kernel/blog-ids.ts';

interface Context {
  request: Request;
  env: { ASSETS: { fetch: (input: URL) => Promise<Response> } };
  next: () => Promise<Response>;
}

export async function redirectBlogId({ request, env, next }: Context): Promise<Response> {
  const url = new URL(request.url);
  const id = BLOG_ID_PATH.exec(url.pathname)?.[1];
  // A slug that starts with a digit reaches this too: it is a page, served as it is.
  if (!id) return next();
  const map = await env.ASSETS.fetch(new URL(`/${BLOG_IDS_FILE}`, url));
  const slug = map.ok ? ((await map.json()) as BlogIds)[id] : undefined;
  if (!slug) return next(); // An unknown id gets the blog's not-found page, as any other path.
  // `_headers` does not reach a Function's response: it takes the site's policy headers from the
  // map's own response, which Cloudflare served with them, and leaves the map's entity headers.
  const headers = new Headers([...map.headers].filter(([name]) => !ENTITY_HEADER.test(name)));
  headers.set('Location', `/blog/${slug}`);
  return new Response(null, { status: 301, headers });
}

/** What describes the map file itself (`content-security-policy` is not one). */
const ENTITY_HEADER = /^(content-(type|length|encoding|range)|etag|last-modified|cache-control|date)$/i;

export const onRequest = redirectBlogId;
