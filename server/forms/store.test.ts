import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { FormStore, readSubmissions, type StoreFs, type StoreHandle } from './store.ts';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nestwell-store-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const fault = (code: string) => Object.assign(new Error(`${code}: injected`), { code });
const storeFile = (form: string) => path.join(dir, 'forms', `${form}.jsonl`);

/**
 * The real file system with faults on demand: `diskLeft` bytes may still be written (a write that
 * crosses it writes what fits, then the next fails with ENOSPC, as a full disk does), `syncFails`
 * makes fdatasync fail with EIO, `opensToFail` fails that many opens with EMFILE.
 */
function faultyFs() {
  const state = { diskLeft: Infinity, syncFails: false, opensToFail: 0 };
  const files: StoreFs = {
    mkdir: (d, options) => fs.promises.mkdir(d, options),
    async open(file, flags, mode) {
      if (state.opensToFail > 0) {
        state.opensToFail--;
        throw fault('EMFILE');
      }
      const real = await fs.promises.open(file, flags, mode);
      const handle: StoreHandle = {
        async write(buffer, offset, length) {
          if (state.diskLeft <= 0) throw fault('ENOSPC');
          const fits = Math.min(length, state.diskLeft);
          state.diskLeft -= fits;
          return real.write(buffer, offset, fits);
        },
        read: (buffer, offset, length, position) => real.read(buffer, offset, length, position),
        async datasync() {
          if (state.syncFails) throw fault('EIO');
          return real.datasync();
        },
        sync: () => real.sync(),
        truncate: (length) => real.truncate(length),
        stat: () => real.stat(),
        chmod: (m) => real.chmod(m),
        close: () => real.close(),
      };
      return handle;
    },
  };
  return { files, state };
}

it('appends one line per submission and reads them back in order', async () => {
  const store = new FormStore(dir);
  const written = await Promise.all(Array.from({ length: 50 }, (_, i) => store.append('waitlist', { name: `n${i}` })));
  await store.close();
  const read = readSubmissions(dir, 'waitlist');
  expect(read.length).toBe(50);
  expect(new Set(read.map((r) => r.id))).toEqual(new Set(written.map((w) => w.id)));
});

it('skips a torn last line left by a crash, and cuts it before the next append', async () => {
  const store = new FormStore(dir);
  await store.append('creators', { name: 'kept' });
  await store.close();
  const file = storeFile('creators');
  fs.appendFileSync(file, '{"id":"torn","form":"creat');
  expect(readSubmissions(dir).map((s) => s.fields.name)).toEqual(['kept']);
  const again = new FormStore(dir);
  await again.append('creators', { name: 'next' });
  await again.close();
  expect(readSubmissions(dir).map((s) => s.fields.name)).toEqual(['kept', 'next']);
  expect(fs.readFileSync(file, 'utf8')).not.toContain('torn');
});

it('refuses a post the full disk cut short, leaves no torn line, and stores the next one whole', async () => {
  const { files, state } = faultyFs();
  const store = new FormStore(dir, files);
  await store.append('waitlist', { name: 'first' });
  const before = fs.readFileSync(storeFile('waitlist'), 'utf8');
  state.diskLeft = 20; // the next record is some 130 bytes: 20 land, then ENOSPC
  await expect(store.append('waitlist', { name: 'torn' })).rejects.toThrow('ENOSPC');
  expect(fs.readFileSync(storeFile('waitlist'), 'utf8')).toBe(before);
  state.diskLeft = Infinity; // the operator frees some space
  await store.append('waitlist', { name: 'after' });
  await store.close();
  const text = fs.readFileSync(storeFile('waitlist'), 'utf8');
  expect(text.split('\n').filter(Boolean).map((l) => (JSON.parse(l) as { fields: { name: string } }).fields.name)).toEqual(['first', 'after']);
});

it('rejects every post of a batch that did not fit, keeping the records before it', async () => {
  const { files, state } = faultyFs();
  const store = new FormStore(dir, files);
  await store.append('waitlist', { name: 'first' });
  state.diskLeft = 300; // room for about two records of the ten sent together
  const results = await Promise.allSettled(Array.from({ length: 10 }, (_, i) => store.append('waitlist', { name: `batch ${i}` })));
  await store.close();
  const acknowledged = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value.id] : []));
  const stored = readSubmissions(dir, 'waitlist');
  expect(fs.readFileSync(storeFile('waitlist'), 'utf8').endsWith('\n')).toBe(true);
  // Every acknowledged record is stored, and nothing is stored that was refused.
  expect(stored.map((s) => s.id)).toEqual([stored[0]!.id, ...acknowledged]);
  expect(results.some((r) => r.status === 'rejected')).toBe(true);
});

it('refuses a post whose fdatasync fails, and cuts its line off', async () => {
  const { files, state } = faultyFs();
  const store = new FormStore(dir, files);
  await store.append('app-feedback', { message: 'kept' });
  state.syncFails = true;
  await expect(store.append('app-feedback', { message: 'not durable' })).rejects.toThrow('EIO');
  state.syncFails = false;
  await store.close();
  expect(readSubmissions(dir, 'app-feedback').map((s) => s.fields.message)).toEqual(['kept']);
});

it('tries to open the file again on the next post after a failed open', async () => {
  const { files, state } = faultyFs();
  const store = new FormStore(dir, files);
  state.opensToFail = 1;
  await expect(store.append('creators', { name: 'a' })).rejects.toThrow('EMFILE');
  await store.append('creators', { name: 'b' });
  await store.close();
  expect(readSubmissions(dir, 'creators').map((s) => s.fields.name)).toEqual(['b']);
});

it('keeps submissions readable by the server\'s user only', async () => {
  const store = new FormStore(path.join(dir, 'data'));
  await store.append('waitlist', { name: 'private' });
  await store.close();
  expect(fs.statSync(path.join(dir, 'data')).mode & 0o777).toBe(0o700);
  expect(fs.statSync(path.join(dir, 'data', 'forms')).mode & 0o777).toBe(0o700);
  expect(fs.statSync(path.join(dir, 'data', 'forms', 'waitlist.jsonl')).mode & 0o777).toBe(0o600);
});

it('tightens a data file written with looser permissions before', async () => {
  fs.mkdirSync(path.join(dir, 'forms'));
  fs.writeFileSync(storeFile('waitlist'), '', { mode: 0o644 });
  fs.chmodSync(storeFile('waitlist'), 0o644);
  const store = new FormStore(dir);
  await store.append('waitlist', { name: 'x' });
  await store.close();
  expect(fs.statSync(storeFile('waitlist')).mode & 0o777).toBe(0o600);
});

it('skips a damaged line with a file:line warning instead of failing', () => {
  fs.mkdirSync(path.join(dir, 'forms'));
  const good = (name: string) => JSON.stringify({ id: name, form: 'waitlist', receivedAt: '2026-01-01T00:00:00.000Z', fields: { name } });
  fs.writeFileSync(storeFile('waitlist'), `${good('a')}\n{"id":"glued","form":"wai${good('b')}\n${good('c')}\n`);
  const warn = vi.fn();
  expect(readSubmissions(dir, undefined, warn).map((s) => s.id)).toEqual(['a', 'c']);
  expect(warn).toHaveBeenCalledWith(`${storeFile('waitlist')}:2: skipped a line that is not a whole submission`);
});
