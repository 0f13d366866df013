import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { FormStore, readSubmissions } from './store.ts';

let dir: string;
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

it('appends one line per submission and reads them back in order', async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nestwell-store-'));
  const store = new FormStore(dir);
  const written = await Promise.all(Array.from({ length: 50 }, (_, i) => store.append('waitlist', { name: `n${i}` })));
  await store.close();
  const read = readSubmissions(dir, 'waitlist');
  expect(read.length).toBe(50);
  expect(new Set(read.map((r) => r.id))).toEqual(new Set(written.map((w) => w.id)));
});

it('skips a torn last line left by a crash, and cuts it before the next append', async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nestwell-store-'));
  const store = new FormStore(dir);
  await store.append('creators', { name: 'kept' });
  await store.close();
  const file = path.join(dir, 'forms', 'creators.jsonl');
  fs.appendFileSync(file, '{"id":"torn","form":"creat');
  expect(readSubmissions(dir).map((s) => s.fields.name)).toEqual(['kept']);
  const again = new FormStore(dir);
  await again.append('creators', { name: 'next' });
  await again.close();
  expect(readSubmissions(dir).map((s) => s.fields.name)).toEqual(['kept', 'next']);
  expect(fs.readFileSync(file, 'utf8')).not.toContain('torn');
});
