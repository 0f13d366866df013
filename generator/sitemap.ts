import type { Site } from './content/site.ts';
import type { Route } from './routes.ts';

/** Indexable pages only (no redirects, not-found, error or noindex pages), then `extra` paths such as feeds. */
export function sitemapXml(site: Site, routes: Route[], extra: string[] = []): string {
  const urls = [
    ...routes.filter((r) => r.kind === 'page' && r.status === 200 && !r.meta.noindex).map((r) => r.path),
    ...extra,
  ].map((p) => `  <url><loc>${site.siteUrl}${p === '/' ? '/' : p.replace(/&/g, '&amp;')}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(site: Site, extra: string[] = []): string {
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${site.siteUrl}/sitemap.xml`, ...extra, ''].join('\n');
}
