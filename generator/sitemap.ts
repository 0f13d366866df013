import type { Site } from './content/site.ts';
import type { Route } from './routes.ts';

/** Indexable pages only: no redirects, no not-found or error pages, no noindex pages (thank-you pages). */
export function sitemapXml(site: Site, routes: Route[]): string {
  const urls = routes
    .filter((r) => r.kind === 'page' && r.status === 200 && !r.meta.noindex)
    .map((r) => `  <url><loc>${site.siteUrl}${r.path === '/' ? '/' : r.path.replace(/&/g, '&amp;')}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(site: Site, extra: string[] = []): string {
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${site.siteUrl}/sitemap.xml`, ...extra, ''].join('\n');
}
