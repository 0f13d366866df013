import { PREPAINT_HASH } from './prepaint.ts';

/** What the policy needs from content/site.json. */
export interface HeaderSite {
  /** Where images live: a path on this site or another host, which img-src then allows. */
  assetBaseUrl: string;
}

export interface HeaderRule {
  /** `/*` for every path, `/assets/*` for a prefix, or one exact path. */
  path: string;
  headers: Record<string, string>;
}

const ANALYTICS = {
  script: ['https://www.googletagmanager.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://www.googletagmanager.com'],
  img: ['https://*.google-analytics.com', 'https://www.googletagmanager.com'],
};

/** The origin of an absolute URL; null for a path on this site or no URL. */
export function origin(url: string | null): string | null {
  if (!url || url.startsWith('/')) return null;
  return new URL(url).origin;
}

/** Sources one page may use beyond the site-wide policy, e.g. its form provider's host. */
export interface CspSources {
  script?: string[];
  frame?: string[];
  object?: string[];
  connect?: string[];
  form?: string[];
  /** Inline styles allowed, as 'sha256-…' sources: the styles the pages carry in their heads. */
  style?: string[];
}

/**
 * The Content-Security-Policy: scripts only from this site, the hashed pre-paint script and the
 * analytics host; images also from the asset host; no frames or plugins. A page that needs more
 * (a form provider's embed, the PDF viewer) names it in `allow`, and only that page gets it.
 */
export function contentSecurityPolicy(site: HeaderSite, allow: CspSources = {}, frameAncestors = "'none'"): string {
  const assetHost = origin(site.assetBaseUrl);
  const list = (...parts: (string | null | undefined)[]) => [...new Set(parts.filter(Boolean))].join(' ');
  const orNone = (sources: string[] = []) => (sources.length ? list(...sources) : "'none'");
  return [
    `default-src 'self'`,
    `script-src ${list("'self'", PREPAINT_HASH, ...ANALYTICS.script, ...(allow.script ?? []))}`,
    `style-src ${list("'self'", ...(allow.style ?? []))}`,
    `img-src ${list("'self'", 'data:', assetHost, ...ANALYTICS.img)}`,
    `connect-src ${list("'self'", ...ANALYTICS.connect, ...(allow.connect ?? []))}`,
    `font-src 'self'`,
    `frame-src ${orNone(allow.frame)}`,
    `object-src ${orNone(allow.object)}`,
    `base-uri 'self'`,
    `form-action ${list("'self'", ...(allow.form ?? []))}`,
    `frame-ancestors ${frameAncestors}`,
  ].join('; ');
}

export interface HeaderPolicies {
  /** Pages whose policy allows more than the site-wide one, by exact path. */
  pages?: { path: string; csp: CspSources }[];
  /** Files this site's own pages may show in a frame or object (the creator overview PDF). */
  embeddable?: string[];
  /** The hashes of the inline styles pages carry ('sha256-…'), allowed on every policy. */
  styles?: string[];
}

/** Every response's headers, the per-page policies, and the long cache of content-hashed assets. */
export function headerRules(site: HeaderSite, policies: HeaderPolicies = {}): HeaderRule[] {
  const style = policies.styles ?? [];
  const rules: HeaderRule[] = [
    {
      path: '/*',
      headers: {
        'Content-Security-Policy': contentSecurityPolicy(site, { style }),
        'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'strict-origin-when-cross-origin',
        'X-Frame-Options': 'DENY',
        'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
        'Cross-Origin-Opener-Policy': 'same-origin',
      },
    },
    { path: '/assets/*', headers: { 'Cache-Control': 'public, max-age=31536000, immutable' } },
    ...(policies.pages ?? []).map((p) => ({ path: p.path, headers: { 'Content-Security-Policy': contentSecurityPolicy(site, { ...p.csp, style }) } })),
    ...(policies.embeddable ?? []).map((path) => ({
      path,
      headers: { 'Content-Security-Policy': contentSecurityPolicy(site, { style }, "'self'"), 'X-Frame-Options': 'SAMEORIGIN' },
    })),
  ];
  return rules.sort((a, b) => specificity(a.path) - specificity(b.path));
}

/** Rules apply in order and later ones win, so broad prefixes go first and exact paths last. */
function specificity(path: string): number {
  return path === '/*' ? 0 : path.endsWith('/*') ? 1 : 2;
}

/** Headers for one request path: every matching rule, later rules winning. */
export function headersFor(rules: HeaderRule[], pathname: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const rule of rules) {
    const matches = rule.path.endsWith('/*') ? pathname.startsWith(rule.path.slice(0, -1)) || pathname === rule.path.slice(0, -2) : pathname === rule.path;
    if (matches) Object.assign(out, rule.headers);
  }
  return out;
}
