import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SiteSchema } from '../content/site.ts';
import { headerRules, headersFor, type HeaderRule } from '../../kernel/headers.ts';
import type { SiteManifest } from '../../kernel/manifest.ts';
import { cloudflareHeadersFile, cspUnion, netlifyHeadersFile } from './headers-file.ts';
import { cloudflareRedirectsFile, netlifyRedirectsFile } from './redirects-file.ts';
import { serveJson } from './serve-json.ts';

const site = SiteSchema.parse(JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../content/site.json'), 'utf8')));
const rules = headerRules(site, {
  pages: [{ path: '/creator-overview', csp: { frame: ["'self'"] } }, { path: '/waitlist', csp: { frame: ['https://forms.example.org'] } }],
  embeddable: ['/creator-overview.pdf'],
});

/** Reads a `_headers` file as a host does: every rule that matches applies, values of one header joined. */
function parseHeaders(file: string, { detach }: { detach: boolean }): (pathname: string) => Record<string, string[]> {
  const parsed = file.trim().split(/\n\n/).map((block) => {
    const [pattern, ...lines] = block.split('\n');
    return { pattern: pattern!, lines: lines.map((l) => l.trim()) };
  });
  return (pathname) => {
    const out: Record<string, string[]> = {};
    const matching = parsed.filter(({ pattern }) => (pattern.endsWith('/*') ? pathname.startsWith(pattern.slice(0, -1)) : pathname === pattern));
    for (const { lines } of matching) {
      for (const line of lines) if (!line.startsWith('!')) (out[line.slice(0, line.indexOf(':'))] ??= []).push(line.slice(line.indexOf(':') + 2));
    }
    // Cloudflare: a detached header of a matching rule drops the values the other rules gave it.
    for (const { pattern, lines } of matching) {
      for (const line of lines.filter((l) => l.startsWith('! '))) {
        if (!detach) throw new Error(`Netlify has no "!" lines (${pattern})`);
        const name = line.slice(2);
        const own = parsed.find((r) => r.pattern === pattern)!.lines.filter((l) => l.startsWith(`${name}:`)).map((l) => l.slice(name.length + 2));
        out[name] = own;
      }
    }
    return out;
  };
}

/**
 * What a browser enforces when sent several policies: every one of them, so a source is allowed
 * only where each policy allows it. (All the site's policies name the same directives.)
 */
function enforced(policies: string[]): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const policy of policies.flatMap((value) => value.split(/,\s*/))) {
    for (const directive of policy.split(';')) {
      const [name, ...sources] = directive.trim().split(/\s+/);
      const allowed = new Set(sources.filter((s) => s !== "'none'"));
      const before = out.get(name!);
      out.set(name!, before ? new Set([...before].filter((s) => allowed.has(s))) : allowed);
    }
  }
  return out;
}

const PATHS = ['/', '/blog', '/blog/some-post', '/creator-overview', '/creator-overview.pdf', '/waitlist', '/assets/site.ABC.css', '/nowhere', '/support/404'];

describe('_headers', () => {
  it('gives every path on Cloudflare one value per header, the one site serve sends', () => {
    const headersOf = parseHeaders(cloudflareHeadersFile(rules), { detach: true });
    for (const p of PATHS) {
      const sent = headersOf(p);
      for (const [name, values] of Object.entries(sent)) expect(values, `${p} ${name}`).toHaveLength(1);
      expect(Object.fromEntries(Object.entries(sent).map(([k, v]) => [k, v[0]]))).toEqual(headersFor(rules, p));
    }
  });

  it('writes no detach lines for Netlify, and the policies each path gets enforce exactly its own', () => {
    const file = netlifyHeadersFile(rules, { files: ['/', '/blog', '/creator-overview', '/creator-overview.pdf', '/waitlist'], folders: ['assets', 'blog', 'support'] });
    const headersOf = parseHeaders(file, { detach: false });
    for (const p of PATHS.filter((p) => p !== '/nowhere')) {
      const sent = headersOf(p);
      expect(enforced(sent['Content-Security-Policy']!), p).toEqual(enforced([headersFor(rules, p)['Content-Security-Policy']!]));
      expect(sent['X-Frame-Options'], p).toEqual([headersFor(rules, p)['X-Frame-Options']]);
    }
    // An unknown top-level address still gets a policy: scripts only from the site, no plugins.
    const unknown = enforced(headersOf('/nowhere')['Content-Security-Policy'] ?? []);
    expect(unknown.get('script-src')).toEqual(enforced([headersFor(rules, '/')['Content-Security-Policy']!]).get('script-src'));
    expect(unknown.get('object-src')).toEqual(new Set());
    expect(unknown.get('frame-ancestors')).toEqual(new Set(["'self'"]));
  });

  it('joins policies into one that allows what any of them allows, and nothing more', () => {
    expect(cspUnion(["default-src 'self'; frame-src 'none'", "default-src 'self'; frame-src https://a.example"])).toBe("default-src 'self'; frame-src https://a.example");
    expect(cspUnion(["object-src 'none'", "object-src 'none'"])).toBe("object-src 'none'");
  });

  it('refuses a page policy Netlify cannot express without overlapping rules', () => {
    const deep: HeaderRule[] = headerRules(site, { pages: [{ path: '/support/form', csp: { frame: ['https://x.example'] } }] });
    expect(() => netlifyHeadersFile(deep, { files: ['/'], folders: ['support'] })).toThrow('/support/form has its own policy');
  });
});

const manifest = (redirects: SiteManifest['redirects']): SiteManifest => ({
  redirects,
  notFound: [{ prefix: '/support/', file: 'support/404.html' }, { prefix: '/', file: '404.html' }],
  errorPage: '500.html',
  headers: rules,
  pages: { '/creator-overview': { file: 'creator-overview.html', status: 200, scripts: [], lazyScripts: [] } },
});

describe('_redirects', () => {
  const site = manifest([{ from: '/blog/12', to: '/blog/a-post', status: 301 }]);

  it('keeps to the statuses Cloudflare accepts, which serves the nearest 404.html by itself', () => {
    expect(cloudflareRedirectsFile(site)).toBe('/blog/12 /blog/a-post 301\n');
  });

  it('forces redirects on Netlify, where the stub file at the path would win, and keeps the 404 rules', () => {
    expect(netlifyRedirectsFile(site)).toBe('/blog/12 /blog/a-post 301!\n/support/* /support/404.html 404\n/* /404.html 404\n');
  });

  it('proxies the APIs to the server first on Netlify, when given its origin', () => {
    expect(netlifyRedirectsFile(site, 'https://api.example.org/').split('\n')[0]).toBe('/be/api/* https://api.example.org/be/api/:splat 200!');
  });

  it("fails past Cloudflare's 2,000 static rules, naming the count", () => {
    const many = manifest(Array.from({ length: 2001 }, (_, i) => ({ from: `/old/${i}`, to: '/', status: 301 })));
    expect(() => cloudflareRedirectsFile(many)).toThrow('2001 static and 0 dynamic rules');
  });
});

describe('serve.json', () => {
  it('names page policies by file, after the site-wide rule, and redirects literally', () => {
    const config = JSON.parse(serveJson(manifest([{ from: '/help/(old)', to: '/search?q=a%20b', status: 302 }])));
    const sources = config.headers.map((h: { source: string }) => h.source);
    expect(sources[0]).toBe('**');
    expect(sources).toContain('creator-overview.html');
    expect(sources).toContain('creator-overview.pdf');
    expect(config.redirects).toEqual([{ source: '/help/\\(old\\)', destination: '/search?q=a b', type: 302 }]);
    expect(config).toMatchObject({ cleanUrls: true, trailingSlash: false, directoryListing: false });
  });
});
