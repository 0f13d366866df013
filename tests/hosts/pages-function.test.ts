import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { forwardToApi } from '../../functions/be/api/[[path]].ts';
import { request, siteServe, TEST_ORIGIN_SECRET, wranglerPagesDev, type HostServer } from './servers.ts';

const ENV = { NESTWELL_API_ORIGIN: 'https://api.example.test', NESTWELL_ORIGIN_SECRET: TEST_ORIGIN_SECRET };

/** The request the Function passes on, and the answer it gives the visitor. */
async function forwarded(init: RequestInit, env = ENV): Promise<{ sent?: Request; answer: Response }> {
  let sent: Request | undefined;
  const fetcher = (async (target: URL, options: RequestInit) => {
    // Node wants `duplex` for a streamed body; Cloudflare's runtime does not.
    sent = new Request(target, { ...options, duplex: 'half' } as RequestInit);
    return new Response('{}', { status: 200 });
  }) as unknown as typeof fetch;
  const answer = await forwardToApi(new Request('https://www.nestwell.test/be/api/chat-folder', init), env, fetcher);
  return { sent, answer };
}

describe('the Pages Function, on its own', () => {
  it('passes on only what the APIs read, with its secret and the address Cloudflare saw', async () => {
    const { sent } = await forwarded({
      method: 'POST',
      body: '{"question":"hi"}',
      headers: {
        'Content-Type': 'application/json', Accept: 'application/json', 'Accept-Language': 'en-US', 'User-Agent': 'test',
        Origin: 'https://www.nestwell.test', 'CF-Connecting-IP': '203.0.113.9',
        Cookie: 'session=1', Authorization: 'Bearer x', Forwarded: 'for=10.1.0.1', 'X-Forwarded-For': '10.1.0.2',
        'X-Real-IP': '10.1.0.3', 'True-Client-IP': '10.1.0.4', Expect: '100-continue', 'X-Nestwell-Origin-Secret': 'guess',
      },
    });
    expect(Object.fromEntries(sent!.headers)).toEqual({
      'content-type': 'application/json', accept: 'application/json', 'accept-language': 'en-US', 'user-agent': 'test',
      'x-forwarded-for': '203.0.113.9', 'x-forwarded-host': 'www.nestwell.test', 'x-forwarded-proto': 'https',
      'x-nestwell-origin-secret': TEST_ORIGIN_SECRET,
    });
    expect(await sent!.text()).toBe('{"question":"hi"}');
  });

  it('answers with the security headers when it refuses, and is off without its secret', async () => {
    const cross = (await forwarded({ method: 'POST', headers: { Origin: 'https://evil.example' } })).answer;
    const unset = await forwarded({ method: 'POST' }, { ...ENV, NESTWELL_ORIGIN_SECRET: '' });
    expect(unset.sent).toBeUndefined();
    for (const [status, answer] of [[403, cross], [503, unset.answer]] as const) {
      expect(answer.status).toBe(status);
      expect(answer.headers.get('content-security-policy')).toContain("default-src 'none'");
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('x-frame-options')).toBe('DENY');
    }
  });
});

describe('wrangler pages dev in front of site serve --trust-proxy 1', () => {
  const servers: HostServer[] = [];
  let site: HostServer;
  let cloudflare: HostServer;
  beforeAll(async () => {
    site = await siteServe(inject('siteDir'), { trustProxy: 1, originSecret: TEST_ORIGIN_SECRET });
    servers.push(site);
    cloudflare = await wranglerPagesDev(inject('siteDir'), site.url);
    servers.push(cloudflare);
  }, 180_000);
  afterAll(() => Promise.all(servers.map((s) => s.close())));

  const post = (path: string, body: unknown, headers: Record<string, string>) =>
    request(cloudflare.url + path, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: cloudflare.url, ...headers }, body: JSON.stringify(body) });
  const statuses = (list: { status: number }[]) => list.map((r) => r.status);

  it('keeps the chat limit however each question names its own address', async () => {
    const answers = [];
    for (let i = 1; i <= 25; i++) {
      const claims: Record<string, string> = [{ Forwarded: `for=10.1.0.${i}` }, { 'X-Forwarded-For': `10.2.0.${i}` }, { 'X-Real-IP': `10.3.0.${i}`, 'True-Client-IP': `10.4.0.${i}` }][i % 3]!;
      answers.push(await post('/be/api/chat-folder', { question: 'Do you clean in Princeton?' }, claims));
    }
    expect(statuses(answers)).toEqual([...Array<number>(20).fill(200), ...Array<number>(5).fill(429)]);
  });

  it('keeps the form limit however each post names its own address', async () => {
    const answers = [];
    for (let i = 1; i <= 15; i++) answers.push(await post('/be/api/forms/waitlist', { name: 'Ada', email: 'ada@example.com', zip: '08540' }, { Forwarded: `for=10.5.0.${i}` }));
    expect(statuses(answers)).toEqual([...Array<number>(10).fill(201), ...Array<number>(5).fill(429)]);
  });

  it('refuses the APIs to whoever reaches site serve around the Function', async () => {
    const res = await request(`${site.url}/be/api/forms/waitlist`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '198.51.100.1' }, body: '{}' });
    expect(res.status).toBe(403);
  });
});
