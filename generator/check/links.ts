import type { SiteManifest } from '../manifest.ts';

/** Every href/src on a page, entities decoded. */
export function pageLinks(html: string): string[] {
  const out: string[] = [];
  for (const match of html.matchAll(/\s(?:href|src)="([^"]*)"/g)) out.push(decodeEntities(match[1]!));
  return out;
}

export function pageIds(html: string): Set<string> {
  return new Set([...html.matchAll(/\sid="([^"]*)"/g)].map((m) => decodeEntities(m[1]!)));
}

function decodeEntities(s: string): string {
  return s.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>');
}

export interface LinkTarget {
  /** The HTML of the page a path leads to, for checking #fragments; null for a non-page file. */
  html: string | null;
}

/**
 * The broken internal links of a page: a path the site neither serves nor redirects, or a
 * `#fragment` with no element of that id on the target page.
 */
export function brokenLinks(
  from: string,
  html: string,
  manifest: SiteManifest,
  lookup: (path: string) => LinkTarget | undefined,
): string[] {
  const problems: string[] = [];
  const redirects = new Set(manifest.redirects.map((r) => r.from));
  for (const link of new Set(pageLinks(html))) {
    if (!link.startsWith('/') || link.startsWith('//')) continue;
    const [pathAndQuery, fragment] = link.split('#') as [string, string | undefined];
    const path = pathAndQuery.split('?')[0]! || '/';
    if (redirects.has(path)) continue;
    const target = lookup(path);
    if (!target) {
      problems.push(`${from}: broken link to ${link}`);
    } else if (fragment && target.html !== null && !pageIds(target.html).has(fragment)) {
      problems.push(`${from}: link to ${link} names no element with id "${fragment}"`);
    }
  }
  return problems;
}
