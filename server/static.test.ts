import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSiteHandler } from './server.ts';
import { writeFixtureSite } from './test-site.ts';

let dir: string;
let outside: string;
let port: number;
let server: http.Server;

beforeAll(async () => {
  dir = writeFixtureSite();
  outside = fs.mkdtempSync(path.join(os.tmpdir(), 'nestwell-outside-'));
  fs.writeFileSync(path.join(outside, 'secret.txt'), 'not part of the site');
  const handle = createSiteHandler({ dir });
  server = http.createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(path.dirname(dir), { recursive: true, force: true });
  fs.rmSync(outside, { recursive: true, force: true });
});
afterEach(() => vi.restoreAllMocks());

interface Answer { status: number; headers: http.IncomingHttpHeaders; body: string; complete: boolean }

/** One request on its own connection; `complete` is false when the body ended short of its length. */
function get(p: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http.get({ host: '127.0.0.1', port, path: p, headers: { Connection: 'close', ...headers }, agent: false }, (res) => {
      let body = '';
      res.setEncoding('latin1');
      res.on('data', (chunk: string) => (body += chunk));
      const done = () => resolve({ status: res.statusCode!, headers: res.headers, body, complete: res.complete });
      res.on('end', done);
      res.on('aborted', done);
      res.on('error', done);
    }).on('error', reject);
  });
}

describe('a build swapping the folder while a page is sent', () => {
  it('sends one version of the page whole, its bytes matching its Content-Length', async () => {
    const page = path.join(dir, 'swapped.html');
    fs.writeFileSync(page, 'a'.repeat(300_000));
    // The moment the server first touches the file, a build renames the folder away and puts a
    // new one in its place, with the page at another size; the old folder is then deleted.
    let swapped = false;
    const swapAfter = <T>(real: (...args: never[]) => Promise<T>) => async (...args: never[]) => {
      const result = await real(...args);
      if (!swapped && String(args[0]) === page) {
        swapped = true;
        const old = `${dir}-old`;
        fs.renameSync(dir, old);
        fs.cpSync(old, dir, { recursive: true });
        fs.writeFileSync(page, 'b'.repeat(100_000));
        fs.rmSync(old, { recursive: true });
      }
      return result;
    };
    for (const name of ['open', 'stat', 'readFile'] as const) {
      const real = fs.promises[name].bind(fs.promises) as (...args: never[]) => Promise<unknown>;
      vi.spyOn(fs.promises, name).mockImplementation(swapAfter(real) as never);
    }
    const answer = await get('/swapped');
    expect(swapped).toBe(true);
    expect(answer.status).toBe(200);
    expect(answer.complete).toBe(true);
    expect(answer.body.length).toBe(Number(answer.headers['content-length']));
    expect(answer.body).toMatch(/^(a+|b+)$/);
  });
});

describe('links inside the site folder', () => {
  it('are not followed out of it: a file or a folder linked outside is not found', async () => {
    fs.symlinkSync(path.join(outside, 'secret.txt'), path.join(dir, 'linked.txt'));
    fs.symlinkSync(outside, path.join(dir, 'linked-folder'));
    for (const p of ['/linked.txt', '/linked-folder/secret.txt']) {
      const answer = await get(p);
      expect(answer.status).toBe(404);
      expect(answer.body).not.toContain('not part of the site');
    }
  });

  it('are followed when they stay inside it', async () => {
    fs.symlinkSync(path.join(dir, 'robots.txt'), path.join(dir, 'robots-link.txt'));
    expect((await get('/robots-link.txt')).body).toBe('User-agent: *\n');
  });
});

describe('If-Modified-Since', () => {
  it('counts only an HTTP date', async () => {
    const first = await get('/robots.txt');
    expect((await get('/robots.txt', { 'If-Modified-Since': first.headers['last-modified']! })).status).toBe(304);
    for (const value of ['99999', '2999', 'tomorrow', '3000-01-01']) expect((await get('/robots.txt', { 'If-Modified-Since': value })).status).toBe(200);
  });
});

describe('out of file handles', () => {
  it('answers 503 to retry and logs one line per request, no stack', async () => {
    const emfile = Object.assign(new Error('EMFILE: too many open files'), { code: 'EMFILE' });
    vi.spyOn(fs.promises, 'open').mockRejectedValue(emfile);
    vi.spyOn(fs.promises, 'readFile').mockRejectedValue(emfile);
    const logged: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void logged.push(args.map((a) => (a instanceof Error ? a.stack : String(a))).join(' ')));
    const answer = await get('/about');
    expect(answer.status).toBe(503);
    expect(answer.headers['retry-after']).toBe('5');
    expect(logged).toHaveLength(1);
    expect(logged[0]).not.toMatch(/\n\s+at /);
  });
});
