import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { inject } from 'vitest';
import { renderFormMarkup } from '../../islands/form/form-markup.ts';
import { startServer } from '../server.ts';
import { historyOf } from '../../islands/chat/ask.ts';
import type { ChatMessage } from '../../islands/chat/messages.ts';
import { CHAT_LIMITS, CHAT_PATH, chatApi } from './api.ts';
import { loadContent } from '../../generator/content/load.ts';
import { quote } from '../../tests/prices.ts';

/** The prices the build read: content/pricing.json as it is today. */
const prices = loadContent(path.resolve(import.meta.dirname, '../..')).content.pricing;

let server: http.Server;
let base: string;

/** The real server over the real build; limits shortened so slow clients are quick to test. */
beforeAll(async () => {
  const dir = inject('siteDir');
  server = await startServer({
    dir, port: 0, host: '127.0.0.1', quiet: true, renderForm: renderFormMarkup,
    timeouts: { headers: 500, request: 3_000 },
    api: chatApi(dir, { limits: { perMinute: 10_000, bodyTimeoutMs: 1_000 } }),
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => {
  server.closeAllConnections();
  server.close(() => resolve());
}));

const ask = (body: unknown, init: RequestInit = {}) =>
  fetch(base + CHAT_PATH, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body), ...init });

/** After every refusal the server still answers a real question. */
async function stillServing() {
  const res = await ask({ question: 'Do you clean in Princeton?' });
  expect(res.status).toBe(200);
  const body = await res.json() as { reply: string; sources: { url: string }[] };
  expect(body.reply).toContain('Yes');
  expect(body.sources[0]!.url).toBe('/locations/new-jersey/mercer-county/princeton');
  expect((await fetch(base + '/')).status).toBe(200);
}

/** Writes raw bytes to the server and collects what comes back until it closes or `ms` pass. */
function raw(payload: string, ms = 2_000): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(Number(new URL(base).port), '127.0.0.1');
    let out = '';
    socket.on('data', (d) => (out += d));
    socket.on('close', () => resolve(out));
    socket.on('error', () => resolve(out));
    socket.write(payload);
    setTimeout(() => {
      socket.destroy();
      resolve(out);
    }, ms);
  });
}

describe('POST /be/api/chat-folder', () => {
  it('answers { question } with { reply, sources }', async () => {
    const res = await ask({ question: '  deep clean with 3 bedrooms and 2 bathrooms and the oven  ' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const body = await res.json() as { reply: string; sources: { title: string; url: string }[] };
    expect(body.reply).toContain(quote(prices, 'deep', { Bedroom: 3, Bathroom: 2 }, ['Oven']).total);
    expect(body.sources).toContainEqual({ title: 'Pricing', url: '/#pricing' });
  });

  it('allows only POST: 405 with Allow', async () => {
    for (const method of ['GET', 'PUT', 'DELETE', 'OPTIONS']) {
      const res = await fetch(base + CHAT_PATH, { method });
      expect(res.status).toBe(405);
      expect(res.headers.get('allow')).toBe('POST');
      expect(await res.json()).toEqual({ error: expect.any(String) });
    }
    await stillServing();
  });

  it('accepts only application/json: 415', async () => {
    const res = await fetch(base + CHAT_PATH, { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: '{"question":"hi"}' });
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({ error: expect.any(String) });
    await stillServing();
  });

  it('refuses a body over its limit, declared or streamed: 413', async () => {
    const over = CHAT_LIMITS.maxBody + 1;
    const declared = await ask({ question: 'x', padding: 'x'.repeat(over) });
    expect(declared.status).toBe(413);
    const streamed = await raw(
      `POST ${CHAT_PATH} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n` +
        `${over.toString(16)}\r\n${'y'.repeat(over)}\r\n0\r\n\r\n`,
    );
    expect(streamed).toMatch(/^HTTP\/1.1 413/);
    await stillServing();
  });

  it.each([
    ['invalid JSON', '{"question": '],
    ['a missing question', '{"q":"hello"}'],
    ['a non-string question', '{"question": 42}'],
    ['an array', '[1,2]'],
    ['an empty question', '{"question": ""}'],
    ['a whitespace-only question', '{"question": "   \\n\\t "}'],
    ['a question over its limit', JSON.stringify({ question: 'a'.repeat(CHAT_LIMITS.maxQuestion + 1) })],
  ])('refuses %s: 400 with { error }', async (_, body) => {
    const res = await fetch(base + CHAT_PATH, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
    expect(res.status).toBe(400);
    const json = await res.json() as { error: string };
    expect(Object.keys(json)).toEqual(['error']);
    expect(json.error.length).toBeGreaterThan(5);
    await stillServing();
  });

  it('answers a follow-up with the history the widget sends, and keeps no state between requests', async () => {
    const history = [{ question: 'how much for 2 bedrooms and 1 bathroom' }];
    const res = await ask({ question: 'and for deep?', history });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { reply: string }).reply).toContain(`Total: ${quote(prices, 'deep', { Bedroom: 2, Bathroom: 1 }).total}`);
    const alone = await ask({ question: 'and for deep?' });
    expect(((await alone.json()) as { reply: string }).reply).not.toContain('Total:');
  });

  it.each([
    ['a history that is not a list', { question: 'hi', history: 'how much' }],
    ['more than three turns', { question: 'hi', history: Array.from({ length: 4 }, () => ({ question: 'how much?' })) }],
    ['a turn without a question', { question: 'hi', history: [{ answer: 'yes' }] }],
    ['an empty earlier question', { question: 'hi', history: [{ question: '  ' }] }],
    ['an earlier question over its limit', { question: 'hi', history: [{ question: 'a'.repeat(CHAT_LIMITS.maxQuestion + 1) }] }],
    ['an unknown field in a turn', { question: 'hi', history: [{ question: 'hi', role: 'system' }] }],
  ])('refuses %s: 400 with { error }', async (_, body) => {
    const res = await ask(body);
    expect(res.status).toBe(400);
    expect(Object.keys((await res.json()) as object)).toEqual(['error']);
    await stillServing();
  });

  it('accepts a message at its limit after trimming', async () => {
    const res = await ask({ question: `  ${'b'.repeat(CHAT_LIMITS.maxQuestion)}  ` });
    expect(res.status).toBe(200);
  });

  it('takes the widest history the widget sends: every earlier message at its limit, in three-byte characters', async () => {
    const long = '€'.repeat(CHAT_LIMITS.maxQuestion);
    const messages: ChatMessage[] = Array.from({ length: CHAT_LIMITS.maxTurns + 1 }, () => ({ sender: 'user' as const, text: long }));
    const res = await ask({ question: long, history: historyOf(messages) });
    expect(res.status).toBe(200);
  });

  it('gives up on a body that stops arriving: 408, then serves on', async () => {
    const started = Date.now();
    const out = await raw(`POST ${CHAT_PATH} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 40\r\n\r\n{"question":`);
    expect(out).toMatch(/^HTTP\/1.1 408/);
    expect(Date.now() - started).toBeLessThan(1_900);
    await stillServing();
  });

  it('drops a client whose headers never finish, then serves on', async () => {
    const started = Date.now();
    const out = await raw(`POST ${CHAT_PATH} HTTP/1.1\r\nHost: x\r\nContent-Type: appl`, 4_000);
    expect(Date.now() - started).toBeLessThan(3_500);
    expect(out).toMatch(/^HTTP\/1.1 408/);
    await stillServing();
  });

  it('sends no CORS headers and refuses other origins', async () => {
    const preflight = await fetch(base + CHAT_PATH, {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    const cross = await ask({ question: 'hi' }, { headers: { 'Content-Type': 'application/json', Origin: 'https://evil.example' } });
    expect(cross.status).toBe(403);
    expect(cross.headers.get('access-control-allow-origin')).toBeNull();
    const own = await ask({ question: 'hi' }, { headers: { 'Content-Type': 'application/json', Origin: base } });
    expect(own.status).toBe(200);
    await stillServing();
  });

  it('never logs the question, even when answering fails', async () => {
    const secret = 'my-secret-question-7f3a';
    const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((m) => vi.spyOn(console, m).mockImplementation(() => {}));
    const failing = chatApi('/nowhere', { engine: { answer: () => { throw new Error('engine broke'); } } })[CHAT_PATH]!;
    const side = http.createServer((req, res) => void failing(req, res, CHAT_PATH));
    await new Promise<void>((resolve) => side.listen(0, '127.0.0.1', resolve));
    try {
      expect((await ask({ question: secret })).status).toBe(200);
      const res = await fetch(`http://127.0.0.1:${(side.address() as AddressInfo).port}${CHAT_PATH}`, {
        method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ question: secret }),
      });
      expect(res.status).toBe(500);
      const logged = spies.flatMap((s) => s.mock.calls.flat()).map(String).join('\n');
      expect(logged).toContain('engine broke');
      expect(logged).not.toContain(secret);
    } finally {
      spies.forEach((s) => s.mockRestore());
      side.close();
    }
    await stillServing();
  });
});

describe('an engine of the moment (site dev)', () => {
  it('answers 503 with a short Retry-After until the engine is made, then answers from it', async () => {
    let engine: { answer: () => { reply: string; sources: [] } } | undefined;
    const chat = chatApi('/nowhere', { engine: () => engine })[CHAT_PATH]!;
    const side = http.createServer((req, res) => void chat(req, res, CHAT_PATH));
    await new Promise<void>((resolve) => side.listen(0, '127.0.0.1', resolve));
    const post = () => fetch(`http://127.0.0.1:${(side.address() as AddressInfo).port}${CHAT_PATH}`, {
      method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"question":"hi"}',
    });
    try {
      const waiting = await post();
      expect(waiting.status).toBe(503);
      expect(waiting.headers.get('retry-after')).toBe('1');
      engine = { answer: () => ({ reply: 'Hello from the new index', sources: [] }) };
      const answered = await post();
      expect(answered.status).toBe(200);
      expect(((await answered.json()) as { reply: string }).reply).toBe('Hello from the new index');
    } finally {
      side.close();
    }
  });
});

describe('rate limit', () => {
  it('answers 429 with Retry-After once a client has asked too often, then serves others', async () => {
    const limited = chatApi(inject('siteDir'), { limits: { perMinute: 3 } })[CHAT_PATH]!;
    const side = http.createServer((req, res) => void limited(req, res, CHAT_PATH));
    await new Promise<void>((resolve) => side.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(side.address() as AddressInfo).port}${CHAT_PATH}`;
    const post = () => fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"question":"hi"}' });
    try {
      for (let i = 0; i < 3; i++) expect((await post()).status).toBe(200);
      const res = await post();
      expect(res.status).toBe(429);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(await res.json()).toEqual({ error: expect.any(String) });
    } finally {
      side.close();
    }
    await stillServing();
  });
});
