import type { SiteManifest } from '../kernel/manifest.ts';
import { notFoundFile } from '../kernel/paths.ts';
import type { Route } from './routes.ts';

export function notFoundRules(routes: Route[]): SiteManifest['notFound'] {
  return routes
    .flatMap((r) => (r.kind === 'page' && r.notFoundFor ? [{ prefix: r.notFoundFor, file: notFoundFile(r.notFoundFor) }] : []))
    .sort((a, b) => b.prefix.length - a.prefix.length || (a.prefix < b.prefix ? -1 : 1));
}
