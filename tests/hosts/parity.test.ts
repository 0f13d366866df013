import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { SiteManifest } from '../../kernel/manifest.ts';
import { readManifest } from '../../kernel/manifest.ts';
import { request, servePackage, siteServe, wranglerPagesDev, type HostServer } from './servers.ts';

/**
 * Host parity: one build, published three ways (`site serve`; Cloudflare's runtime through
 * `wrangler pages dev` with the Pages Function; the `serve` package with serve.json), and the
 * same request answered the same by each, except where a host cannot (see `except`).
 */
const HOSTS = ['site', 'cloudflare', 'serve'] as const;
type HostName = (typeof HOSTS)[number];

interface Expect {
  status: number | number[];
  location?: string;
  type?: string;
  text?: string;
  /** Hosts that answer differently, and how: README "Deploying" says why. */
  except?: Partial<Record<HostName, Partial<Omit<Expect, 'except'>>>>;
}

const dir = inject('siteDir');
const manifest: SiteManifest = readManifest(dir);
const pages = Object.keys(manifest.pages);
const helpArticle = pages.find((p) => p.startsWith('/support/') && p.includes('&') && p.split('/').length === 4)!;
const category = helpArticle.split('/').slice(0, 3).join('/');
const blogArticle = pages.find((p) => /^\/blog\/[a-z]/.test(p) && !p.endsWith('/404'))!;
const numeric = manifest.redirects.find((r) => /^\/blog\/\d+$/.test(r.from))!;
const app = manifest.redirects.find((r) => r.from.endsWith('-ios'))!;
const clean = manifest.redirects.find((r) => r.from === '/clean')!;
const html = 'text/html';
// The `serve` package knows one not-found page, the site-wide one.
const siteWide404 = { text: 'Oops...This page got swept away!' };

const CASES: Record<string, [path: string, Expect]> = {
  home: ['/', { status: 200, type: html, text: '<!DOCTYPE html>' }],
  'help article (&)': [helpArticle, { status: 200, type: html }],
  'help category': [category, { status: 200, type: html }],
  'place page': ['/locations/new-jersey/mercer-county/princeton', { status: 200, type: html, text: 'Princeton' }],
  'county page': ['/locations/new-jersey/mercer-county', { status: 200, type: html, text: 'Mercer' }],
  'blog list': ['/blog', { status: 200, type: html }],
  'blog article': [blogArticle, { status: 200, type: html }],
  'numeric blog address': [numeric.from, { status: 301, location: numeric.to }],
  'app redirect': [app.from, { status: 302, location: new URL(app.to).href }],
  '/clean': ['/clean', { status: 302, location: new URL(clean.to).href }],
  'trailing slash': ['/blog/', { status: [301, 308], location: '/blog' }],
  '.html address': ['/blog.html', { status: [301, 308], location: '/blog' }],
  'creator overview page': ['/creator-overview', { status: 200, type: html }],
  'creator overview PDF': ['/creator-overview.pdf', { status: 200, type: 'application/pdf' }],
  'not found: site': ['/nowhere', { status: 404, type: html, ...siteWide404 }],
  'not found: locations': ['/locations/texas', { status: 404, type: html, text: 'We serve New Jersey today.', except: { serve: siteWide404 } }],
  'not found: New Jersey': ['/locations/new-jersey/atlantis-county', { status: 404, type: html, text: 'Page not found', except: { serve: siteWide404 } }],
  'not found: support': ['/support/no-such-category', { status: 404, type: html, text: 'Page not found', except: { serve: siteWide404 } }],
  'not found: blog': ['/blog/no-such-post', { status: 404, type: html, text: 'Blog not found', except: { serve: siteWide404 } }],
  feed: ['/blog/feed.xml', { status: 200, type: 'xml', text: '<feed' }],
  sitemap: ['/sitemap.xml', { status: 200, type: 'xml', text: '<urlset' }],
  robots: ['/robots.txt', { status: 200, type: 'text/plain', text: 'Sitemap: ' }],
  'private: manifest': ['/_site.json', { status: 404 }],
  'private: chat index': ['/_chat/index.json', { status: 404 }],
  'private: serve.json': ['/serve.json', { status: 404 }],
};

const servers = {} as Record<HostName, HostServer>;

beforeAll(async () => {
  servers.site = await siteServe(dir);
  [servers.cloudflare, servers.serve] = await Promise.all([wranglerPagesDev(dir, servers.site.url), servePackage(dir)]);
}, 180_000);

afterAll(async () => {
  await Promise.all(Object.values(servers).map((s) => s?.close()));
});

/**
 * Location as a path when it points at the same host (wrangler and serve write absolute URLs),
 * and other URLs normalised (Cloudflare writes `https://host` as `https://host/`, the same URL).
 */
const localLocation = (location: string | undefined, base: string) => {
  const local = location?.replace(base, '');
  return local && /^https?:/.test(local) ? new URL(local).href : local;
};

describe.each(HOSTS)('%s', (host) => {
  it.each(Object.entries(CASES))('%s', async (_kind, [path, expected]) => {
    const want = { ...expected, ...expected.except?.[host] };
    const res = await request(servers[host].url + encodeURI(path));
    expect([want.status].flat(), `${path} status`).toContain(res.status);
    if (want.location) expect(localLocation(res.one('location'), servers[host].url), `${path} Location`).toBe(want.location);
    if (want.type) expect(res.one('content-type'), `${path} type`).toContain(want.type);
    if (want.text) expect(res.body, `${path} body`).toContain(want.text);
    if (res.status === 200 || res.status === 404) {
      // Two policies would both be enforced: the stricter one breaks the page (the PDF frame).
      expect(res.all('content-security-policy'), `${path} CSP`).toHaveLength(1);
      expect(res.all('x-frame-options').length, `${path} X-Frame-Options`).toBeLessThanOrEqual(1);
    }
  });

  it('lets only the creator overview page frame the PDF', async () => {
    const pageCsp = (await request(`${servers[host].url}/creator-overview`)).one('content-security-policy')!;
    const pdf = await request(`${servers[host].url}/creator-overview.pdf`);
    expect(pageCsp).toContain("frame-src 'self'");
    expect(pdf.one('x-frame-options')).toBe('SAMEORIGIN');
    expect(pdf.one('content-security-policy')).toContain("frame-ancestors 'self'");
    expect((await request(`${servers[host].url}/`)).one('x-frame-options')).toBe('DENY');
  });

  it('caches hashed assets for a year', async () => {
    const boot = /src="(\/assets\/boot\.[A-Z0-9]+\.js)"/.exec((await request(`${servers[host].url}/`)).body)![1]!;
    const res = await request(servers[host].url + boot);
    expect(res.status).toBe(200);
    expect(res.one('content-type')).toContain('javascript');
    expect(res.one('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it("publishes the town search's places, cached for good under a name that changes with them", async () => {
    const page = (await request(`${servers[host].url}/locations/new-jersey`)).body;
    const data = /&quot;dataHref&quot;:&quot;(\/assets\/nj-places\.[0-9a-f]+\.json)&quot;/.exec(page)![1]!;
    const res = await request(servers[host].url + data);
    expect(res.status).toBe(200);
    expect(res.one('content-type')).toContain('json');
    expect(res.one('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.body).toContain('woodbridge-township');
  });

  it(host === 'serve' ? 'has no API (a static host alone)' : 'answers a chat question through its API', async () => {
    const res = await request(`${servers[host].url}/be/api/chat-folder`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: servers[host].url },
      body: JSON.stringify({ question: 'Do you clean in Princeton?' }),
    });
    if (host === 'serve') return expect(res.status).not.toBe(200);
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body).reply).toContain('Princeton');
  });
});

describe('the Pages Function', () => {
  it('refuses a post from another site before it reaches the server', async () => {
    const res = await request(`${servers.cloudflare.url}/be/api/chat-folder`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'https://evil.example' },
      body: JSON.stringify({ question: 'Hi' }),
    });
    expect(res.status).toBe(403);
    expect(JSON.parse(res.body).error).toMatch(/this site/);
  });
});
