import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '../../generator/content/csv.ts';
import { serveSite, type RunningSite } from '../../tests/e2e/harness.ts';
import { readSubmissions, type Submission } from './store.ts';

const root = path.resolve(import.meta.dirname, '../..');

/** The forms API over HTTP, on the real server and build: no browser needed. */
let site: RunningSite;
beforeAll(async () => {
  site = await serveSite({ rateLimit: { max: 1000, windowMs: 60_000 } });
});
afterAll(() => site.close());

const post = (url: string, body: string, type = 'application/json') =>
  fetch(url, { method: 'POST', headers: { 'Content-Type': type, Accept: 'application/json' }, body, redirect: 'manual' });

describe('POST /be/api/forms/{form}', () => {
  it('thanks a bot that fills the hidden field, and stores nothing', async () => {
    const before = readSubmissions(site.dataDir, 'creators').length;
    const response = await post(`${site.url}/be/api/forms/creators`, JSON.stringify({ name: 'Bot', email: 'bot@example.com', handles: '@bot', website: 'http://spam.example' }));
    expect(response.status).toBe(201);
    expect(readSubmissions(site.dataDir, 'creators').length).toBe(before);
  });

  it('stores 200 concurrent posts, each exactly once', async () => {
    const responses = await Promise.all(Array.from({ length: 200 }, (_, i) =>
      post(`${site.url}/be/api/forms/waitlist`, JSON.stringify({ name: `Client ${i}`, email: `client${i}@example.com`, zip: '08540' }))));
    expect(responses.map((r) => r.status)).toEqual(Array(200).fill(201));
    const ids = await Promise.all(responses.map(async (r) => ((await r.json()) as { id: string }).id));
    const stored = readSubmissions(site.dataDir, 'waitlist').filter((s) => s.fields.name!.startsWith('Client '));
    expect(stored.length).toBe(200);
    expect(new Set(stored.map((s) => s.fields.name)).size).toBe(200);
    expect(stored.map((s) => s.id).sort()).toEqual(ids.sort());
  });

  it('answers malformed bodies with a 4xx and keeps serving', async () => {
    const url = `${site.url}/be/api/forms/waitlist`;
    const cases = [
      await post(url, '{"name":'),
      await post(url, '[1,2,3]'),
      await post(url, 'null'),
      await post(url, 'x'.repeat(40_000)),
      await post(url, 'name=a', 'text/plain'),
      await post(`${site.url}/be/api/forms/no-such-form`, '{}'),
    ];
    expect(cases.map((r) => r.status)).toEqual([400, 400, 400, 413, 415, 404]);
    expect((await fetch(`${site.url}/waitlist`)).status).toBe(200);
    expect((await post(url, JSON.stringify({ name: 'Still up', email: 'up@example.com', zip: '08540' }))).status).toBe(201);
  });

  it('limits how many forms one client can send', async () => {
    const limited = await serveSite({ rateLimit: { max: 2, windowMs: 60_000 } });
    const send = () => post(`${limited.url}/be/api/forms/waitlist`, JSON.stringify({ name: 'A', email: 'a@example.com', zip: '08540' }));
    const statuses = [(await send()).status, (await send()).status];
    const third = await send();
    expect([...statuses, third.status]).toEqual([201, 201, 429]);
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(readSubmissions(limited.dataDir, 'waitlist').length).toBe(2);
    await limited.close();
  });

  it('exports what was collected, as JSON and CSV, and both read back the same', async () => {
    const tricky = [
      { name: 'Zoë "Z" O\'Neil', email: 'zoe@example.com', handles: 'TikTok @zoe, Instagram @zoe\nYouTube @zoe' },
      { name: 'Plain', email: 'plain@example.com', handles: '@plain' },
    ];
    for (const body of tricky) expect((await post(`${site.url}/be/api/forms/creators`, JSON.stringify(body))).status).toBe(201);
    const cli = (format: string) => spawnSync(process.execPath, [path.join(root, 'bin/site.js'), 'forms', 'export', '--form', 'creators', '--format', format, '--data-dir', site.dataDir], { encoding: 'utf8' });
    const json = JSON.parse(cli('json').stdout) as Submission[];
    expect(json.map((s) => s.fields)).toEqual(tricky);
    const rows = csvCells(cli('csv').stdout);
    expect(rows[0]).toEqual(['id', 'form', 'receivedAt', 'name', 'email', 'handles']);
    // A cell a spreadsheet would run as a formula ("@plain") is exported behind an apostrophe.
    const safe = (v: string | undefined) => (v && /^[=+\-@\t\r]/.test(v) ? `'${v}` : v);
    expect(rows.slice(1)).toEqual(json.map((s) => [s.id, s.form, s.receivedAt, s.fields.name, s.fields.email, safe(s.fields.handles)]));
    expect(rows.at(-1)?.at(-1)).toBe("'@plain");
  });
});

/** The export as a spreadsheet reads it, with the site's own CSV parser: the header, then each record's cells. */
function csvCells(text: string): string[][] {
  const { header, rows } = parseCsv(text);
  return [header, ...rows.map((row) => header.map((name) => row.values[name]!))];
}
