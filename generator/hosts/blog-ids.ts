import { BLOG_ID_PATH, BLOG_IDS_FILE, type BlogIds } from '../../kernel/blog-ids.ts';
import type { SiteManifest } from '../../kernel/manifest.ts';
import { CLOUDFLARE_REDIRECT_LIMITS, isDynamic } from './redirects-file.ts';

/** Where Cloudflare Pages runs this project's Functions: the chat and form API, always. */
const API_ROUTE = '/be/api/*';

/** Every `/blog/{id}` path starts with a digit: the blog Function sees no article's own address. */
const BLOG_ID_ROUTES = [...'0123456789'].map((digit) => `/blog/${digit}*`);

/**
 * How Cloudflare Pages answers the numeric blog addresses. While every redirect fits in
 * `_redirects` (2,000 static rules), each is a static rule there and no Function runs for them.
 * Past that, they leave `_redirects`: the build publishes their map (kernel/blog-ids.ts) and
 * `_routes.json` sends `/blog/{digit}*` to functions/blog/[id].ts, which answers each with a 301.
 * `_routes.json` is always written, since without it Cloudflare would run every Function in
 * functions/ for every path it matches, before `_redirects`.
 */
export function cloudflareBlogIds(manifest: SiteManifest): { redirects: SiteManifest['redirects']; files: Map<string, string> } {
  const fits = manifest.redirects.filter((r) => !isDynamic(r.from)).length <= CLOUDFLARE_REDIRECT_LIMITS.static;
  const isBlogId = (r: SiteManifest['redirects'][number]) => BLOG_ID_PATH.test(r.from) && r.status === 301 && r.to.startsWith('/blog/');
  if (fits || !manifest.redirects.some(isBlogId)) {
    return { redirects: manifest.redirects, files: new Map([['_routes.json', routesJson([API_ROUTE])]]) };
  }
  const ids: BlogIds = {};
  for (const r of manifest.redirects.filter(isBlogId)) ids[BLOG_ID_PATH.exec(r.from)![1]!] = r.to.slice('/blog/'.length);
  return {
    redirects: manifest.redirects.filter((r) => !isBlogId(r)),
    files: new Map([
      ['_routes.json', routesJson([API_ROUTE, ...BLOG_ID_ROUTES])],
      [BLOG_IDS_FILE, JSON.stringify(ids)],
    ]),
  };
}

function routesJson(include: string[]): string {
  return JSON.stringify({ version: 1, include, exclude: [] }, null, 2) + '\n';
}
