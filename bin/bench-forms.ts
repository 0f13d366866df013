/**
 * Form-store benchmark, runnable alone: `npx tsx bin/bench-forms.ts` (or `npm run bench:forms`).
 *
 * 1. Throughput: a real `site serve` process takes JSON posts from 32 concurrent clients for 10 s;
 *    prints submissions stored per second and checks stored == acknowledged.
 * 2. Crash: the same load, and the server is killed with SIGKILL mid-load; prints how many posts
 *    were acknowledged, how many records are on disk, and checks that every acknowledged one is
 *    there, whole (records written but not yet acknowledged when the process died may be there too).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { build } from '../generator/build.ts';
import { readSubmissions } from '../server/forms/store.ts';

const root = path.resolve(import.meta.dirname, '..');
const CONCURRENCY = 32;

async function startServer(dir: string, dataDir: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, [path.join(root, 'bin/site.js'), 'serve', '--dir', dir, '--port', '0', '--host', '127.0.0.1'], {
    env: { ...process.env, NESTWELL_DATA_DIR: dataDir, NESTWELL_FORMS_RATE: '100000000/60' },
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

/** Posts from CONCURRENCY clients until `stop()` says so; returns the ids the server acknowledged. */
async function load(url: string, stop: () => boolean): Promise<{ acked: Set<string>; failed: number }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const acked = new Set<string>();
  let failed = 0;
  let n = 0;
  const one = (i: number) => new Promise<void>((resolve) => {
    const body = JSON.stringify({ name: `Bench ${i}`, email: `bench${i}@example.com`, zip: '08540' });
    const req = http.request(`${url}/be/api/forms/waitlist`, { method: 'POST', agent, headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) } }, (res) => {
      let text = '';
      res.on('data', (c: Buffer) => (text += c));
      res.on('end', () => {
        if (res.statusCode === 201) acked.add((JSON.parse(text) as { id: string }).id);
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

async function main() {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'nestwell-bench-forms-'));
  const dir = path.join(work, 'dist');
  await build({ root, outDir: dir });
  try {
    // 1. Throughput for 10 seconds.
    const dataA = path.join(work, 'data-a');
    const a = await startServer(dir, dataA);
    const started = Date.now();
    const { acked, failed } = await load(a.url, () => Date.now() - started >= 10_000);
    const seconds = (Date.now() - started) / 1000;
    a.child.kill('SIGTERM');
    await new Promise((r) => a.child.once('exit', r));
    const storedA = readSubmissions(dataA, 'waitlist');
    console.log(`throughput: ${acked.size} submissions acknowledged in ${seconds.toFixed(1)} s = ${(acked.size / seconds).toFixed(0)}/s ` +
      `(${CONCURRENCY} concurrent clients, fdatasync before every answer); stored ${storedA.length}; failed ${failed}; ` +
      `${storedA.length === acked.size && storedA.every((s) => acked.has(s.id)) ? 'stored == acknowledged' : 'MISMATCH'}`);

    // 2. kill -9 mid-load.
    const dataB = path.join(work, 'data-b');
    const b = await startServer(dir, dataB);
    let killed = false;
    setTimeout(() => {
      killed = true;
      b.child.kill('SIGKILL');
    }, 3_000);
    const crash = await load(b.url, () => killed);
    await new Promise((r) => (b.child.exitCode !== null || b.child.signalCode !== null ? r(null) : b.child.once('exit', r)));
    const storedB = readSubmissions(dataB, 'waitlist');
    const storedIds = new Set(storedB.map((s) => s.id));
    const lost = [...crash.acked].filter((id) => !storedIds.has(id));
    console.log(`kill -9 after 3 s: acknowledged ${crash.acked.size}, on disk after the crash ${storedB.length} whole records; ` +
      `acknowledged but lost: ${lost.length}; written but not yet acknowledged when killed: ${storedB.length - (crash.acked.size - lost.length)}`);
    // The store reopens cleanly after the crash.
    const c = await startServer(dir, dataB);
    const after = await load(c.url, (() => { let k = 0; return () => k++ >= 5; })());
    c.child.kill('SIGTERM');
    await new Promise((r) => c.child.once('exit', r));
    console.log(`after restart: ${after.acked.size} more accepted; ${readSubmissions(dataB, 'waitlist').length} records read back whole`);
    if (lost.length || storedA.length !== acked.size) process.exitCode = 1;
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

await main();
