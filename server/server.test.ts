import { spawn } from 'node:child_process';
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

  it('drops a trailing slash with a 301, keeping the query', async () => {
    const response = await get('/cookies/?a=1');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/cookies?a=1');
  });

  it('does not serve build bookkeeping', async () => {
    for (const p of ['/_site.json', '/_headers', '/_redirects']) expect((await get(p)).status, p).toBe(404);
  });

  it('sends brotli or gzip twins when accepted, and hashed assets immutable for a year', async () => {
    const html = await get('/', { headers: { 'Accept-Encoding': 'br' } });
    expect(html.headers.get('content-encoding')).toBe('br');
    // fetch() decodes it; the header and a whole page are the proof.
    expect(await html.text()).toContain('<!DOCTYPE html>');
    const page = await (await get('/')).text();
    const css = /href="(\/assets\/site\.[A-Z0-9]+\.css)"/.exec(page)![1]!;
    const asset = await get(css, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(asset.headers.get('content-encoding')).toBe('gzip');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-type')).toContain('text/css');
  });

  it('refuses other methods with 405 and Allow, and keeps serving', async () => {
    const response = await get('/', { method: 'POST', body: 'x' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
    expect(await response.json()).toEqual({ error: 'Only GET and HEAD are allowed here.' });
    expect((await get('/')).status).toBe(200);
  });

  it('answers malformed requests with a 4xx and keeps serving', async () => {
    expect((await get('/%E0%A4%A')).status).toBe(400);
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
  it('shuts down cleanly on SIGTERM', async () => {
    const bin = path.resolve(import.meta.dirname, '../bin/site.js');
    const child = spawn(process.execPath, [bin, 'serve', '--dir', site.dir, '--port', '0', '--host', '127.0.0.1'], { stdio: ['ignore', 'pipe', 'pipe'] });
    const address = await new Promise<string>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        const match = /at (http:\/\/\S+)/.exec(chunk.toString());
        if (match) resolve(match[1]!);
      });
      child.once('exit', (code) => reject(new Error(`exited early with ${code}`)));
    });
    expect((await fetch(address)).status).toBe(200);
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await expect(exited).resolves.toBe(0);
  });
});
