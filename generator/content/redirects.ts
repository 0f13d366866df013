import { z } from 'zod';
import { type ContentDir, readText } from './file-cache.ts';
import { readJson } from './files.ts';
import { jsonFieldLine, jsonLines, type IssueList } from './issues.ts';
import type { Site } from './site.ts';

export const RedirectEntrySchema = z.strictObject({
  /** A path; `{brand}` and `{crewBrand}` stand for the brands' slugs. */
  from: z.string().regex(/^\/([a-z0-9/-]|\{brand\}|\{crewBrand\})*$/, 'expected a lower-case path starting with /'),
  /** A path on this site, an absolute URL, or the dotted name of a setting in site.json. */
  to: z.string().min(1),
  status: z.union([z.literal(301), z.literal(302), z.literal(307), z.literal(308)]),
});

export interface Redirect {
  from: string;
  to: string;
  status: 301 | 302 | 307 | 308;
  /** Where the redirect was declared, for error messages. */
  source: string;
}

const FILE = 'content/redirects.json';

export function loadRedirects(dir: ContentDir, site: Site, issues: IssueList): Redirect[] {
  const entries = readJson(dir, FILE, z.array(RedirectEntrySchema), issues) ?? [];
  const redirects: Redirect[] = [];
  // The line of each entry, so the route table's errors can point at it.
  const lines = entries.length ? jsonLines(readText(dir, FILE, issues)!) : new Map<string, number>();
  entries.forEach((entry, i) => {
    const line = jsonFieldLine(lines, [i]);
    const from = entry.from.replace('{brand}', site.brand.slug).replace('{crewBrand}', site.crewBrand.slug);
    const to = resolveTarget(entry.to, site);
    const fault = to ? redirectTargetFault(to) : undefined;
    if (to === undefined) {
      issues.add({ file: FILE, line: jsonFieldLine(lines, [i, 'to']), field: `[${i}].to`, message: `"${entry.to}" is neither a path, a URL nor a setting in site.json` });
    } else if (fault) {
      issues.add({ file: FILE, line: jsonFieldLine(lines, [i, 'to']), field: `[${i}].to`, message: `${JSON.stringify(to)} ${fault}` });
    } else if (to === null) {
      issues.warn(`${FILE}: ${from} left out: site.json has no value for ${entry.to}`);
    } else {
      redirects.push({ from, to, status: entry.status, source: `${FILE}:${line}` });
    }
  });
  return redirects;
}

/**
 * Why a redirect target cannot go into `_redirects`, where one line is one rule: whitespace or a
 * control character would end the rule and start another. Undefined when it is a path on this
 * site or an http(s) URL.
 *
 * @example redirectTargetFault('https://ok.example/x\n/waitlist https://phish.example 302') // 'holds whitespace or a control character'
 */
export function redirectTargetFault(to: string): string | undefined {
  if (/[\s\u0000-\u001F\u007F-\u009F\u2028\u2029]/.test(to)) return 'holds whitespace or a control character';
  if (to.startsWith('/')) return to.startsWith('//') ? 'is another host (//): write it as https://' : undefined;
  if (!/^https?:\/\/[^/]/i.test(to) || !URL.canParse(to)) return 'is not an http(s) URL';
  return undefined;
}

/** A path or URL as given; a setting name looked up in site.json (null when the setting is empty). */
function resolveTarget(to: string, site: Site): string | null | undefined {
  if (to.startsWith('/') || /^https?:\/\//.test(to)) return to;
  let value: unknown = site;
  for (const key of to.split('.')) {
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  if (value === null) return null;
  return typeof value === 'string' ? value : undefined;
}
