import type { SiteManifest } from '../../kernel/manifest.ts';

/** path-to-regexp (serve-handler's redirect matcher) reads these as syntax; the site's paths mean them literally. */
const escapePattern = (path: string) => path.replace(/[()*?+:{}\\]/g, '\\$&');

/**
 * The configuration of the `serve` package (`npx serve dist --config ../dist-server/serve.json`):
 * clean URLs without a trailing slash, the real redirects, and the headers. serve-handler matches
 * header rules against the file it sends and lets later rules win, so each page's own policy is
 * named by its file and comes after the site-wide rule.
 */
export function serveJson(manifest: SiteManifest): string {
  const fileOf = (urlPath: string) => manifest.pages[urlPath]?.file ?? urlPath.slice(1);
  const source = (urlPath: string) => (urlPath === '/*' ? '**' : urlPath.endsWith('/*') ? `${urlPath.slice(1, -2)}/**` : fileOf(urlPath));
  return JSON.stringify(
    {
      cleanUrls: true,
      trailingSlash: false,
      directoryListing: false,
      // serve-handler passes the destination through encodeURI, which would turn %20 into %2520.
      redirects: manifest.redirects.map((r) => ({ source: escapePattern(r.from), destination: decodeURI(r.to), type: r.status })),
      headers: manifest.headers.map((rule) => ({
        source: source(rule.path),
        headers: Object.entries(rule.headers).map(([key, value]) => ({ key, value })),
      })),
    },
    null,
    2,
  ) + '\n';
}
