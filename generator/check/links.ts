import type { SiteManifest } from '../../kernel/manifest.ts';

/** Every href/src on a page, entities decoded. */
export function pageLinks(html: string): string[] {
  const out: string[] = [];
  for (const match of html.matchAll(/\s(?:href|src)="([^"]*)"/g)) out.push(decodeEntities(match[1]!));
  return out;
}

/** Links marked rel="nofollow": they may lead on purpose to a section's not-found page. */
export function noFollowLinks(html: string): Set<string> {
  const out = new Set<string>();
  for (const [tag] of html.matchAll(/<a\s[^>]*>/g)) {
    if (!/\srel="[^"]*\bnofollow\b/.test(tag)) continue;
    const href = /\shref="([^"]*)"/.exec(tag)?.[1];
    if (href) out.add(decodeEntities(href));
  }
  return out;
}

export function pageIds(html: string): Set<string> {
  return new Set([...html.matchAll(/\sid="([^"]*)"/g)].map((m) => decodeEntities(m[1]!)));
}

const NAMED: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>' };

/** Decodes the character references an attribute value may hold, as the browser does. */
function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] === '#') return String.fromCodePoint(ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : Number(ref.slice(1)));
    return NAMED[ref.toLowerCase()] ?? whole;
  });
}

export interface LinkTarget {
  /** The HTML of the page a path leads to, for checking #fragments; null for a non-page file. */
  html: string | null;
}

/**
 * The broken internal links of a page: a path the site neither serves nor redirects, or a
 * `#fragment` with no element of that id on the target page. A nofollow link may land on a
 * section's own not-found page (the states we do not serve yet), never on the site-wide one.
 */
export function brokenLinks(
  from: string,
  html: string,
  manifest: SiteManifest,
  lookup: (path: string) => LinkTarget | undefined,
): string[] {
  const problems: string[] = [];
  const redirects = new Set(manifest.redirects.map((r) => r.from));
  const noFollow = noFollowLinks(html);
  const sectionNotFound = (path: string) => manifest.notFound.some((rule) => rule.prefix !== '/' && path.startsWith(rule.prefix));
  for (const link of new Set(pageLinks(html))) {
    if (!link.startsWith('/') || link.startsWith('//')) continue;
    const [pathAndQuery, fragment] = link.split('#') as [string, string | undefined];
    const path = pathAndQuery.split('?')[0]! || '/';
    if (redirects.has(path)) continue;
    const target = lookup(path);
    if (!target) {
      if (noFollow.has(link) && sectionNotFound(path)) continue;
      problems.push(`${from}: broken link to ${link}`);
    } else if (fragment && target.html !== null && !pageIds(target.html).has(fragment)) {
      problems.push(`${from}: link to ${link} names no element with id "${fragment}"`);
    }
  }
  return problems;
}
