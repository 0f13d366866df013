import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveSite, type RunningSite } from '../tests/e2e/harness.ts';

let site: RunningSite;
beforeAll(async () => {
  site = await serveSite();
});
afterAll(() => site?.close());

const get = (p: string, init?: RequestInit) => fetch(`${site.url}${p}`, { redirect: 'manual', ...init });

/** Sends raw bytes, for requests fetch() refuses to make. */
function raw(request: string): Promise<string> {
  const { hostname, port } = new URL(site.url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => socket.write(request));
    let data = '';
    socket.on('data', (chunk) => (data += chunk));
    socket.on('end', () => resolve(data));
    socket.on('error', reject);
  });
}

/** A GET with the path exactly as given: fetch() would normalise `/./` and friends away. */
function exact(p: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  const { hostname, port } = new URL(site.url);
  return new Promise((resolve, reject) => {
    http.get({ host: hostname, port, path: p, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
    }).on('error', reject);
  });
}

describe('redirects never leave the site', () => {
  it.each([
    '/%2Fevil.example/',
    '/%2F%2Fevil.example/',
    '/%2Fevil%E3%80%82example/',
    '/%2Fevil.example%3F/',
    '/%2Fevil.example%23/',
    '/%2Fevil.example/?next=/login',
    '/%2fevil.example/',
    '/%2Fevil.example%2F/',
    '/%2F/',
    '/%5Cevil.example/',
    '/\\evil.example/',
    '//evil.example/',
  ])('%s answers 404 or a Location on this site', async (p) => {
    const response = await exact(p);
    if (response.status === 404) {
      expect(response.body).toContain('Oops...This page got swept away!');
      return;
    }
    expect(response.status).toBe(301);
    const location = response.headers.location!;
    expect(location).toMatch(/^\/(?![\/\\])/);
    expect(new URL(location, 'https://www.nestwell.test').host).toBe('www.nestwell.test');
  });

  it('drops a trailing slash with a cacheable 301 on the site, keeping the query and the headers', async () => {
    const response = await exact('/cookies/?utm_source=mail&a=%2F%2Fx');
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe('/cookies?utm_source=mail&a=%2F%2Fx');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('keeps the query string on configured redirects', async () => {
    const response = await exact('/nestwell-ios?utm_source=flyer');
    expect(response.status).toBe(302);
    expect(response.headers.location).toMatch(/^https:\/\/apps\.apple\.com\/.*[?&]utm_source=flyer$/);
    expect(response.headers.location).toContain('term=Nestwell');
  });

  it('sends index and .html addresses to the clean URL in one hop, with the security headers', async () => {
    const cases: [string, string][] = [['/index.html', '/'], ['/index', '/'], ['/support/index.html', '/support'], ['/cookies.html?x=1', '/cookies?x=1']];
    for (const [p, location] of cases) {
      const response = await exact(p);
      expect(response.status, p).toBe(301);
      expect(response.headers.location, p).toBe(location);
      expect(response.headers['content-security-policy'], p).toContain("default-src 'self'");
      expect(response.headers['x-content-type-options'], p).toBe('nosniff');
    }
  });

  it('answers dot segments and empty segments with the not-found page and its headers', async () => {
    for (const p of ['/./index.html', '//x', '/support/../cookies']) {
      const response = await exact(p);
      expect(response.status, p).toBe(404);
      expect(response.headers['content-security-policy'], p).toContain("default-src 'self'");
    }
  });
});

describe('site server', () => {
  it('serves pages at clean URLs with security headers', async () => {
    const response = await get('/cookies');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self' 'sha256-");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('strict-transport-security')).toContain('max-age=');
    expect(await response.text()).toContain('<h1>Cookie Policy</h1>');
  });

  it('answers each section with its own not-found page and a 404 status', async () => {
    const cases: [string, string][] = [
      ['/nowhere', 'Oops...This page got swept away!'],
      ['/locations/texas', 'We serve New Jersey today.'],
      ['/locations/new-jersey/atlantis-county', 'Page not found'],
      ['/support/no-such-category', 'Page not found'],
      ['/blog/no-such-post', 'Blog not found'],
      ['/404', 'Oops...This page got swept away!'],
    ];
    for (const [p, text] of cases) {
      const response = await get(p);
      expect(response.status, p).toBe(404);
      expect(await response.text(), p).toContain(text);
    }
  });

  it('does not serve build bookkeeping', async () => {
    for (const p of ['/_site.json', '/_headers', '/_redirects']) expect((await get(p)).status, p).toBe(404);
  });

  it('gives pages a short revalidating cache with an ETag, and answers 304 to a revalidation', async () => {
    const first = await exact('/cookies', { 'Accept-Encoding': 'br' });
    expect(first.headers['cache-control']).toBe('public, max-age=60, must-revalidate');
    const etag = first.headers.etag!;
    expect(etag).toMatch(/^"[\w-]+-br"$/);
    const again = await exact('/cookies', { 'Accept-Encoding': 'br', 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    const since = await exact('/cookies', { 'If-Modified-Since': first.headers['last-modified']! });
    expect(since.status).toBe(304);
    expect((await exact('/cookies', { 'If-None-Match': '"other"' })).status).toBe(200);
  });

  it('honours If-Range: the range only while the ETag still matches', async () => {
    const whole = await exact('/robots.txt');
    const etag = whole.headers.etag!;
    const ranged = await exact('/robots.txt', { Range: 'bytes=0-9', 'If-Range': etag, 'Accept-Encoding': 'br' });
    expect(ranged.status).toBe(206);
    expect(ranged.headers['content-encoding']).toBeUndefined();
    expect(ranged.body).toBe(whole.body.slice(0, 10));
    const stale = await exact('/robots.txt', { Range: 'bytes=0-9', 'If-Range': '"an-older-build"' });
    expect(stale.status).toBe(200);
    expect(stale.body).toBe(whole.body);
  });

  it('honours Accept-Encoding q-values: br;q=0 gets no brotli', async () => {
    expect((await exact('/', { 'Accept-Encoding': 'br;q=0, gzip' })).headers['content-encoding']).toBe('gzip');
    expect((await exact('/', { 'Accept-Encoding': 'gzip;q=0.5, br;q=0.8' })).headers['content-encoding']).toBe('br');
    expect((await exact('/', { 'Accept-Encoding': 'br;q=0, gzip;q=0' })).headers['content-encoding']).toBeUndefined();
  });

  it('sends brotli or gzip when accepted, and hashed assets immutable for a year', async () => {
    const html = await get('/', { headers: { 'Accept-Encoding': 'br' } });
    expect(html.headers.get('content-encoding')).toBe('br');
    // fetch() decodes it; the header and a whole page are the proof.
    expect(await html.text()).toContain('<!DOCTYPE html>');
    const page = await (await get('/')).text();
    const boot = /src="(\/assets\/boot\.[A-Z0-9]+\.js)"/.exec(page)![1]!;
    const asset = await get(boot, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(asset.headers.get('content-encoding')).toBe('gzip');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-type')).toContain('javascript');
  });

  it('refuses other methods with 405 and Allow, and keeps serving', async () => {
    const response = await get('/', { method: 'POST', body: 'x' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
    expect(await response.json()).toEqual({ error: 'Only GET and HEAD are allowed here.' });
    expect((await get('/')).status).toBe(200);
  });

  it('answers malformed requests with a 4xx and keeps serving', async () => {
    for (const p of ['/%E0%A4%A', '/a%00b']) {
      const response = await exact(p);
      expect(response.status, p).toBe(400);
      expect(response.headers['content-security-policy'], p).toContain("default-src 'self'");
      expect(response.headers['strict-transport-security'], p).toContain('max-age=');
    }
    expect(await raw('GARBAGE\r\n\r\n')).toMatch(/^HTTP\/1\.1 400/);
    expect(await raw('GET / HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n')).toMatch(/^HTTP\/1\.1 400/);
    expect((await get('/')).status).toBe(200);
  });

  it('answers HEAD without a body', async () => {
    const response = await get('/cookies', { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('');
  });
});

describe('site serve', () => {
  const serve = async (...args: string[]) => {
    const bin = path.resolve(import.meta.dirname, '../bin/site.js');
    const child = spawn(process.execPath, [bin, 'serve', '--dir', site.dir, '--port', '0', '--host', '127.0.0.1', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    const address = await new Promise<string>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        const match = /at (http:\/\/\S+)/.exec(chunk.toString());
        if (match) resolve(match[1]!);
      });
      child.once('exit', (code) => reject(new Error(`exited early with ${code}`)));
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    return { child, address, stop: () => (child.kill('SIGTERM'), exited) };
  };
  const ask = (address: string, question: string) =>
    fetch(`${address}/be/api/chat-folder`, { method: 'POST', headers: { 'content-type': 'application/json', origin: address }, body: JSON.stringify({ question }) });
  /** Threads of a process, by Linux's own count. */
  const threadsOf = (pid: number) => fs.readdirSync(`/proc/${pid}/task`).length;

  it('shuts down cleanly on SIGTERM', async () => {
    const { address, stop } = await serve();
    expect((await fetch(address)).status).toBe(200);
    await expect(stop()).resolves.toBe(0);
  });

  it('answers the chat on worker threads of its own and still shuts down cleanly', async () => {
    const onItsThread = await serve('--chat-threads', '0');
    const onTwo = await serve('--chat-threads', '2');
    try {
      for (const { address } of [onItsThread, onTwo]) {
        const res = await ask(address, 'how much is a deep clean for 2 bedrooms and 1 bathroom?');
        expect(res.status).toBe(200);
        expect(((await res.json()) as { reply: string }).reply).toMatch(/Total: \$\d+\.\d\d/);
      }
      expect(threadsOf(onTwo.child.pid!) - threadsOf(onItsThread.child.pid!)).toBeGreaterThanOrEqual(2);
    } finally {
      await expect(onItsThread.stop()).resolves.toBe(0);
      await expect(onTwo.stop()).resolves.toBe(0);
    }
  }, 60_000);
});
