import fs from 'node:fs';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { siteApis } from './apis.ts';
import { CHAT_PATH, chatApi } from './chat/api.ts';
import { formsApi } from './forms/api.ts';
import type { FormStore } from './forms/store.ts';
import { HEALTH_PATH, healthApi } from './health.ts';
import { createSiteHandler, type ApiHandler } from './server.ts';
import { renderFormMarkup } from '../islands/form/form-markup.ts';
import { readManifest } from '../kernel/manifest.ts';

const SITE_URL = 'https://www.nestwell.test';
const SECRET = 'the-proxy-and-the-origin-share-this';
/** What the trusted proxy adds to every request it passes on. */
const FROM_PROXY = { 'X-Nestwell-Origin-Secret': SECRET };
const servers: http.Server[] = [];
const stores: FormStore[] = [];
let dataDir: string;

/** The real build behind a handler with the given APIs, on a free port. */
async function serve(api: Record<string, ApiHandler>): Promise<string> {
  const handle = createSiteHandler({ dir: inject('siteDir'), api });
  const server = http.createServer((req, res) => void handle(req, res));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nestwell-proxy-'));
});
afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    server.close();
  }
  // A store keeps its file open between posts: closed here, not left to the garbage collector.
  await Promise.all(stores.splice(0).map((store) => store.close()));
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The forms API, its store closed after the file's tests. */
function forms(options: Parameters<typeof formsApi>[0]) {
  const api = formsApi(options);
  stores.push(api.store);
  return api;
}

const json = (headers: Record<string, string> = {}) => ({ 'Content-Type': 'application/json', ...headers });
const waitlist = { name: 'Ada', email: 'ada@example.com', zip: '08540' };

describe('behind one trusted proxy', () => {
  let base: string;
  beforeAll(async () => {
    const client = { trustProxy: 1, originSecret: SECRET, siteUrl: SITE_URL };
    const { routes } = forms({ dir: inject('siteDir'), dataDir, rateLimit: { max: 2, windowMs: 600_000 }, client, renderForm: renderFormMarkup });
    base = await serve({ ...chatApi(inject('siteDir'), { limits: { perMinute: 2 }, client }), ...routes });
  });

  const ask = (from: string, headers: Record<string, string> = {}) =>
    fetch(base + CHAT_PATH, { method: 'POST', headers: json({ ...FROM_PROXY, 'X-Forwarded-For': from, ...headers }), body: '{"question":"Do you clean in Princeton?"}' });

  it('limits each visitor by their forwarded address, not the proxy\'s', async () => {
    expect((await ask('203.0.113.1')).status).toBe(200);
    expect((await ask('203.0.113.1')).status).toBe(200);
    expect((await ask('203.0.113.1')).status).toBe(429);
    // A spoofed first entry changes nothing: the proxy appended the real address.
    expect((await ask('198.51.100.77, 203.0.113.1')).status).toBe(429);
    expect((await ask('203.0.113.2')).status).toBe(200);
  });

  it('keys IPv6 visitors by /64', async () => {
    expect((await ask('2001:db8:1:2::a')).status).toBe(200);
    expect((await ask('2001:db8:1:2::b')).status).toBe(200);
    expect((await ask('2001:db8:1:2:ffff::c')).status).toBe(429);
    expect((await ask('2001:db8:1:3::a')).status).toBe(200);
  });

  it('accepts chat and forms from the configured site URL when the proxy rewrote Host, and refuses other origins', async () => {
    expect((await ask('203.0.113.3', { Origin: SITE_URL })).status).toBe(200);
    expect((await ask('203.0.113.4', { Origin: 'https://evil.example' })).status).toBe(403);
    const post = (origin: string, from: string) =>
      fetch(`${base}/be/api/forms/waitlist`, { method: 'POST', headers: json({ ...FROM_PROXY, Origin: origin, 'X-Forwarded-For': from }), body: JSON.stringify(waitlist) });
    expect((await post(SITE_URL, '203.0.113.5')).status).toBe(201);
    const cross = await post('https://evil.example', '203.0.113.6');
    expect(cross.status).toBe(403);
    expect(await cross.json()).toEqual({ error: expect.any(String) });
  });

  it('counts invalid form posts against the limit', async () => {
    const post = (body: unknown) =>
      fetch(`${base}/be/api/forms/waitlist`, { method: 'POST', headers: json({ ...FROM_PROXY, 'X-Forwarded-For': '203.0.113.7' }), body: JSON.stringify(body) });
    expect((await post({ name: '' })).status).toBe(422);
    expect((await post({ name: '' })).status).toBe(422);
    const limited = await post(waitlist);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('reached around the trusted proxy', () => {
  it('keys a request without the proxy\'s secret by its own address, whatever it forwards', async () => {
    const base = await serve(chatApi(inject('siteDir'), { limits: { perMinute: 1 }, client: { trustProxy: 1, originSecret: SECRET } }));
    const ask = (headers: Record<string, string>) => fetch(base + CHAT_PATH, { method: 'POST', headers: json(headers), body: '{"question":"hi"}' });
    expect((await ask({ 'X-Forwarded-For': '203.0.113.1' })).status).toBe(200);
    expect((await ask({ 'X-Forwarded-For': '203.0.113.2', Forwarded: 'for=203.0.113.3' })).status).toBe(429);
  });

  it('refuses chat and form posts that lack the secret, and still answers the health check', async () => {
    const apis = siteApis({ dir: inject('siteDir'), dataDir, renderForm: renderFormMarkup, client: { trustProxy: 1, originSecret: SECRET } });
    const base = await serve(apis.routes);
    const chat = await fetch(base + CHAT_PATH, { method: 'POST', headers: json({ 'X-Forwarded-For': '203.0.113.1' }), body: '{"question":"hi"}' });
    expect(chat.status).toBe(403);
    const form = await fetch(`${base}/be/api/forms/waitlist`, { method: 'POST', headers: json(), body: JSON.stringify(waitlist) });
    expect(form.status).toBe(403);
    expect((await fetch(base + CHAT_PATH, { method: 'POST', headers: json(FROM_PROXY), body: '{"question":"hi"}' })).status).toBe(200);
    expect((await fetch(base + HEALTH_PATH)).status).toBe(200);
    await apis.store.close();
  });
});

describe('without a trusted proxy', () => {
  it('ignores X-Forwarded-For: every visitor through one address shares the limit', async () => {
    const base = await serve(chatApi(inject('siteDir'), { limits: { perMinute: 1 }, client: { trustProxy: 0 } }));
    const ask = (from: string) => fetch(base + CHAT_PATH, { method: 'POST', headers: json({ 'X-Forwarded-For': from }), body: '{"question":"hi"}' });
    expect((await ask('203.0.113.1')).status).toBe(200);
    expect((await ask('203.0.113.2')).status).toBe(429);
  });
});

describe('the site URL the build recorded', () => {
  it('is accepted as an Origin by default', async () => {
    const { siteUrl } = readManifest(inject('siteDir')) as { siteUrl: string };
    expect(siteUrl).toMatch(/^https:\/\//);
    const base = await serve(chatApi(inject('siteDir')));
    const ask = (origin: string) => fetch(base + CHAT_PATH, { method: 'POST', headers: json({ Origin: origin }), body: '{"question":"hi"}' });
    expect((await ask(siteUrl)).status).toBe(200);
    expect((await ask('https://evil.example')).status).toBe(403);
  });
});

describe('a form post whose body stops arriving', () => {
  it('gets 408 after the form body timeout, and the server serves on', async () => {
    const base = await serve(forms({ dir: inject('siteDir'), dataDir, renderForm: renderFormMarkup, bodyLimits: { timeoutMs: 200 } }).routes);
    const out = await new Promise<string>((resolve) => {
      const socket = net.connect(Number(new URL(base).port), '127.0.0.1', () =>
        socket.write('POST /be/api/forms/waitlist HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 60\r\n\r\n{"name":'));
      let data = '';
      socket.on('data', (d) => (data += d));
      socket.on('close', () => resolve(data));
    });
    expect(out).toMatch(/^HTTP\/1\.1 408/);
    expect(out).toContain('"error"');
    expect((await fetch(`${base}/be/api/forms/waitlist`, { method: 'POST', headers: json(), body: JSON.stringify(waitlist) })).status).toBe(201);
  });
});

describe('GET /be/api/health', () => {
  it('is 200 when the site and data folder are usable, 503 when the data folder is not', async () => {
    const healthy = await serve(healthApi({ dir: inject('siteDir'), dataDir }));
    const ok = await fetch(healthy + HEALTH_PATH);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ ok: true });
    const blocked = path.join(dataDir, 'a-file');
    fs.writeFileSync(blocked, '');
    const sick = await serve(healthApi({ dir: inject('siteDir'), dataDir: blocked }));
    const down = await fetch(sick + HEALTH_PATH);
    expect(down.status).toBe(503);
    expect(await down.json()).toEqual({ ok: false, error: 'The data folder is not writable.' });
    const missing = await serve(healthApi({ dir: path.join(dataDir, 'no-site'), dataDir }));
    expect((await fetch(missing + HEALTH_PATH)).status).toBe(503);
  });

  it('creates nothing: polled before the first post, it leaves the data folder to the store', async () => {
    const fresh = path.join(dataDir, 'fresh', 'data');
    const base = await serve(healthApi({ dir: inject('siteDir'), dataDir: fresh }));
    expect((await fetch(base + HEALTH_PATH)).status).toBe(200);
    expect(fs.existsSync(path.join(dataDir, 'fresh'))).toBe(false);
  });

  it('is 503 when the data folder\'s disk is full, as every post would be', async () => {
    const base = await serve(healthApi({ dir: inject('siteDir'), dataDir }));
    const real = fs.statfsSync(dataDir);
    vi.spyOn(fs, 'statfsSync').mockReturnValue({ ...real, bavail: 0, bfree: 0 });
    try {
      const down = await fetch(base + HEALTH_PATH);
      expect(down.status).toBe(503);
      expect(await down.json()).toEqual({ ok: false, error: 'The data folder\'s disk is full.' });
    } finally {
      vi.restoreAllMocks();
    }
  });
});
