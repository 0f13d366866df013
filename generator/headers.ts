import { PREPAINT_HASH } from '../templates/prepaint.ts';
import type { Site } from './content/site.ts';

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

function origin(url: string | null): string | null {
  if (!url || url.startsWith('/')) return null;
  return new URL(url).origin;
}

/**
 * The Content-Security-Policy: scripts only from this site, the hashed pre-paint script and the
 * analytics host; images also from the asset host; frames only from configured form providers.
 */
export function contentSecurityPolicy(site: Site): string {
  const formHosts = [...new Set(Object.values(site.forms).flatMap((f) => [origin(f.embedUrl), origin(f.scriptUrl)]).filter(Boolean))].sort();
  const assetHost = origin(site.assetBaseUrl);
  const list = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' ');
  return [
    `default-src 'self'`,
    `script-src ${list("'self'", PREPAINT_HASH, ...ANALYTICS.script, ...formHosts)}`,
    `style-src 'self'`,
    `img-src ${list("'self'", 'data:', assetHost, ...ANALYTICS.img)}`,
    `connect-src ${list("'self'", ...ANALYTICS.connect)}`,
    `font-src 'self'`,
    `frame-src ${formHosts.length ? formHosts.join(' ') : "'none'"}`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action ${list("'self'", ...formHosts)}`,
    `frame-ancestors 'none'`,
  ].join('; ');
}

/** Every response's headers, and the long cache of content-hashed assets. */
export function headerRules(site: Site): HeaderRule[] {
  return [
    {
      path: '/*',
      headers: {
        'Content-Security-Policy': contentSecurityPolicy(site),
        'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'strict-origin-when-cross-origin',
        'X-Frame-Options': 'DENY',
        'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
        'Cross-Origin-Opener-Policy': 'same-origin',
      },
    },
    { path: '/assets/*', headers: { 'Cache-Control': 'public, max-age=31536000, immutable' } },
  ];
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

/** The same rules in the `_headers` format that static hosts (Netlify, Cloudflare Pages) read. */
export function headersFile(rules: HeaderRule[]): string {
  return rules.map((r) => `${r.path}\n${Object.entries(r.headers).map(([k, v]) => `  ${k}: ${v}`).join('\n')}\n`).join('\n');
}
