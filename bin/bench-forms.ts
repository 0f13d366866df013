/**
 * Form-store benchmark, runnable alone: `npx tsx bin/bench-forms.ts` (or `npm run bench:forms`).
 *
 * 1. Throughput: a real `site serve` process takes JSON posts from 32 concurrent clients for 10 s;
 *    prints submissions stored per second and checks that the records stored are exactly the ones
 *    acknowledged, field for field.
 * 2. Crash: the same load, and the server is killed with SIGKILL mid-load; prints how many posts
 *    were acknowledged, how many records are on disk, and checks that every acknowledged one is
 *    there, whole and as sent (records written but not yet acknowledged when the process died may
 *    be there too).
 * 3. Durability: a kill -9 leaves the page cache, so it cannot show a missing fdatasync. The server
 *    runs with bench-forms-probe.ts, which sees each write, each fdatasync and each 201 answer, and
 *    the benchmark checks that every acknowledged record was synced before its answer went out.
 *
 * Exits with 1 when any check fails.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { build } from '../generator/build.ts';
import type { FieldValues } from '../kernel/forms/fields.ts';
import { readSubmissions, type Submission } from '../server/forms/store.ts';

const root = path.resolve(import.meta.dirname, '..');
const CONCURRENCY = 32;

const PROBE = path.join(import.meta.dirname, 'bench-forms-probe.ts');

/** Starts `site serve` with the durability probe writing to `probeFile`. */
async function startServer(dir: string, dataDir: string, probeFile: string): Promise<{ child: ChildProcess; url: string }> {
  const args = ['--import', 'tsx', '--import', PROBE, path.join(root, 'bin/site.js'), 'serve', '--dir', dir, '--port', '0', '--host', '127.0.0.1'];
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, NESTWELL_DATA_DIR: dataDir, NESTWELL_FORMS_RATE: '100000000/60', NESTWELL_FORMS_PROBE: probeFile },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      const match = /at (http:\/\/\S+)/.exec(chunk.toString());
      if (match) resolve(match[1]!);
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  return { child, url };
}

/** Posts from CONCURRENCY clients until `stop()` says so; returns what the server acknowledged, by id. */
async function load(url: string, stop: () => boolean): Promise<{ acked: Map<string, FieldValues>; failed: number }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const acked = new Map<string, FieldValues>();
  let failed = 0;
  let n = 0;
  const one = (i: number) => new Promise<void>((resolve) => {
    const fields = { name: `Bench ${i}`, email: `bench${i}@example.com`, zip: '08540' };
    const body = JSON.stringify(fields);
    const req = http.request(`${url}/be/api/forms/waitlist`, { method: 'POST', agent, headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) } }, (res) => {
      let text = '';
      res.on('data', (c: Buffer) => (text += c));
      res.on('end', () => {
        if (res.statusCode === 201) acked.set((JSON.parse(text) as { id: string }).id, fields);
        else failed++;
        resolve();
      });
      res.on('error', () => { failed++; resolve(); });
    });
    req.on('error', () => { failed++; resolve(); });
    req.end(body);
  });
  await Promise.all(Array.from({ length: CONCURRENCY }, async () => {
    while (!stop()) await one(n++);
  }));
  agent.destroy();
  return { acked, failed };
}

/**
 * How the stored records compare with the acknowledged ones: acknowledged but missing, stored
 * with other contents than were sent, stored twice, and stored without an acknowledgement.
 */
function compare(acked: Map<string, FieldValues>, stored: Submission[]) {
  const byId = new Map<string, Submission>();
  let duplicated = 0;
  for (const s of stored) {
    if (byId.has(s.id)) duplicated++;
    byId.set(s.id, s);
  }
  let lost = 0;
  let altered = 0;
  for (const [id, fields] of acked) {
    const record = byId.get(id);
    if (!record) lost++;
    else if (record.form !== 'waitlist' || Number.isNaN(Date.parse(record.receivedAt)) || JSON.stringify(record.fields) !== JSON.stringify(fields)) altered++;
  }
  const unacknowledged = [...byId.keys()].filter((id) => !acked.has(id)).length;
  return { lost, altered, duplicated, unacknowledged, ok: lost === 0 && altered === 0 && duplicated === 0 };
}

/** Of the acknowledged ids, how many the probe saw synced before their answer. */
function syncedBeforeAnswer(probeFile: string, acked: Map<string, FieldValues>) {
  const lines = fs.existsSync(probeFile) ? fs.readFileSync(probeFile, 'utf8').split('\n').filter(Boolean) : [];
  const synced = new Set(lines.filter((l) => l.startsWith('synced ')).map((l) => l.slice('synced '.length)));
  const checked = [...acked.keys()].filter((id) => synced.has(id)).length;
  return { checked, unsynced: acked.size - checked, ok: acked.size > 0 && checked === acked.size };
}

function durabilityLine(result: ReturnType<typeof syncedBeforeAnswer>, total: number): string {
  return result.ok
    ? `fdatasync before every answer: all ${total} acknowledged records were synced before their 201 went out`
    : `MISMATCH: ${result.unsynced} of ${total} acknowledged records were answered before an fdatasync covered them`;
}

async function main() {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'nestwell-bench-forms-'));
  const dir = path.join(work, 'dist');
  await build({ root, outDir: dir });
  const failures: string[] = [];
  try {
    // 1. Throughput for 10 seconds.
    const dataA = path.join(work, 'data-a');
    const probeA = path.join(work, 'probe-a.txt');
    const a = await startServer(dir, dataA, probeA);
    const started = Date.now();
    const { acked, failed } = await load(a.url, () => Date.now() - started >= 10_000);
    const seconds = (Date.now() - started) / 1000;
    a.child.kill('SIGTERM');
    await new Promise((r) => a.child.once('exit', r));
    const storedA = readSubmissions(dataA, 'waitlist');
    const matchA = compare(acked, storedA);
    const exact = matchA.ok && matchA.unacknowledged === 0;
    if (!exact) failures.push('throughput: stored records differ from the acknowledged ones');
    const syncedA = syncedBeforeAnswer(probeA, acked);
    if (!syncedA.ok) failures.push('throughput: answers before fdatasync');
    console.log(`throughput: ${acked.size} submissions acknowledged in ${seconds.toFixed(1)} s = ${(acked.size / seconds).toFixed(0)}/s ` +
      `(${CONCURRENCY} concurrent clients); stored ${storedA.length}; failed ${failed}; ` +
      (exact ? 'stored == acknowledged, record for record' :
        `MISMATCH: lost ${matchA.lost}, altered ${matchA.altered}, duplicated ${matchA.duplicated}, stored unacknowledged ${matchA.unacknowledged}`));
    console.log(`  ${durabilityLine(syncedA, acked.size)}`);

    // 2. kill -9 mid-load.
    const dataB = path.join(work, 'data-b');
    const probeB = path.join(work, 'probe-b.txt');
    const b = await startServer(dir, dataB, probeB);
    let killed = false;
    setTimeout(() => {
      killed = true;
      b.child.kill('SIGKILL');
    }, 3_000);
    const crash = await load(b.url, () => killed);
    await new Promise((r) => (b.child.exitCode !== null || b.child.signalCode !== null ? r(null) : b.child.once('exit', r)));
    const storedB = readSubmissions(dataB, 'waitlist');
    const matchB = compare(crash.acked, storedB);
    if (!matchB.ok) failures.push('kill -9: acknowledged records lost or altered');
    const syncedB = syncedBeforeAnswer(probeB, crash.acked);
    if (!syncedB.ok) failures.push('kill -9: answers before fdatasync');
    console.log(`kill -9 after 3 s: acknowledged ${crash.acked.size}, on disk after the crash ${storedB.length} whole records; ` +
      `acknowledged but lost: ${matchB.lost}; stored with other contents: ${matchB.altered}; stored twice: ${matchB.duplicated}; ` +
      `written but not yet acknowledged when killed: ${matchB.unacknowledged}`);
    console.log(`  ${durabilityLine(syncedB, crash.acked.size)}`);
    // The store reopens cleanly after the crash.
    const c = await startServer(dir, dataB, path.join(work, 'probe-c.txt'));
    const after = await load(c.url, (() => { let k = 0; return () => k++ >= 5; })());
    c.child.kill('SIGTERM');
    await new Promise((r) => c.child.once('exit', r));
    const storedC = readSubmissions(dataB, 'waitlist');
    const reopened = compare(new Map([...crash.acked, ...after.acked]), storedC);
    if (!reopened.ok || after.acked.size === 0) failures.push('after restart: records lost or not accepted');
    console.log(`after restart: ${after.acked.size} more accepted; ${storedC.length} records read back whole`);
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
  if (failures.length) {
    console.log(`FAILED: ${failures.join('; ')}`);
    process.exitCode = 1;
  }
}

await main();
