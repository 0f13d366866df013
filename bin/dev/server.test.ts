import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { renderFormMarkup } from '../../islands/form/form-markup.ts';
import { devServer } from './server.ts';

let dev: ReturnType<typeof devServer>;
let base: string;
let dataDir: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dev-forms-'));
  dev = devServer({ dir: inject('siteDir'), dataDir, renderForm: renderFormMarkup });
  await new Promise<void>((resolve) => dev.server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(dev.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await dev.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('site dev serves the same APIs as site serve', () => {
  it('stores a form post made by the page script', async () => {
    const response = await fetch(`${base}/be/api/forms/waitlist`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ name: 'Ada Lovelace', email: 'ada@example.com', zip: '08540' }),
    });
    expect(response.status).toBe(201);
    expect(fs.readFileSync(path.join(dataDir, 'forms/waitlist.jsonl'), 'utf8')).toContain('"Ada Lovelace"');
  });

  it('answers a form post made without JavaScript with the form page and its errors', async () => {
    const response = await fetch(`${base}/be/api/forms/waitlist`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'name=&email=ada%40example.com&zip=08540',
    });
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(html).toContain('Enter your name.');
    expect(html).toContain('value="ada@example.com"');
  });

  it('still answers the chat', async () => {
    const response = await fetch(`${base}/be/api/chat-folder`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: base },
      body: JSON.stringify({ question: 'How much is a bedroom?' }),
    });
    expect(response.status).toBe(200);
  });
});
