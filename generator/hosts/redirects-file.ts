import type { SiteManifest } from '../../kernel/manifest.ts';

/** Cloudflare Pages' documented limits on `_redirects`: static rules, and rules with `*` or `:placeholder`. */
export const CLOUDFLARE_REDIRECT_LIMITS = { static: 2000, dynamic: 100 };

export const isDynamic = (from: string) => from.includes('*') || /\/:/.test(from);

/**
 * `_redirects` for Cloudflare Pages. Its redirects run before its files, so the HTML stubs at
 * redirect paths never shadow them. It rejects the `404` status (and Netlify's `301!`): it serves
 * the nearest `404.html` up the path by itself, which is where each section's not-found page is.
 * A build past the documented limits fails, naming the counts.
 */
export function cloudflareRedirectsFile(manifest: SiteManifest): string {
  const lines = manifest.redirects.map((r) => `${r.from} ${r.to} ${r.status}`);
  const dynamic = manifest.redirects.filter((r) => isDynamic(r.from)).length;
  const counts = { static: lines.length - dynamic, dynamic };
  if (counts.static > CLOUDFLARE_REDIRECT_LIMITS.static || counts.dynamic > CLOUDFLARE_REDIRECT_LIMITS.dynamic) {
    throw new Error(
      `_redirects: ${counts.static} static and ${counts.dynamic} dynamic rules, past Cloudflare Pages' limits of ` +
        `${CLOUDFLARE_REDIRECT_LIMITS.static} and ${CLOUDFLARE_REDIRECT_LIMITS.dynamic}`,
    );
  }
  return lines.join('\n') + '\n';
}

/**
 * `_redirects` for Netlify. A file at a path wins over an unforced rule there, so each redirect
 * is forced (`301!`) to beat its HTML stub; the not-found rules stay unforced, so real files win.
 * With an API origin, `/be/api/*` is proxied to it first (status 200: Netlify fetches it).
 */
export function netlifyRedirectsFile(manifest: SiteManifest, apiOrigin?: string): string {
  const api = apiOrigin ? [`/be/api/* ${new URL(apiOrigin).origin}/be/api/:splat 200!`] : [];
  const lines = [...api, ...manifest.redirects.map((r) => `${r.from} ${r.to} ${r.status}!`)];
  for (const rule of manifest.notFound) lines.push(`${rule.prefix}* /${rule.file} 404`);
  return lines.join('\n') + '\n';
}
