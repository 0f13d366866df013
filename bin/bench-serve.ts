/**
 * First-request and cached-request latency of the home page from `site serve`, per encoding:
 * each of 5 runs starts a fresh server (an empty compression cache), asks once, then 10 more
 * times. Prints medians in ms. Usage: node --import tsx bin/bench-serve.ts [--dir dist]
 */
import { spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const dirFlag = process.argv.indexOf('--dir');
const dir = path.resolve(dirFlag > 0 ? process.argv[dirFlag + 1]! : 'dist');
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

function timeGet(url: string, encoding: string): Promise<{ ms: number; bytes: number }> {
  const started = process.hrtime.bigint();
  return new Promise((resolve, reject) => {
    http.get(url, { headers: { 'Accept-Encoding': encoding } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve({ ms: Number(process.hrtime.bigint() - started) / 1e6, bytes }));
    }).on('error', reject);
  });
}

async function run(encoding: string): Promise<{ first: number; cached: number; bytes: number }> {
  const child = spawn(process.execPath, [path.join(root, 'bin/site.js'), 'serve', '--dir', dir, '--port', '0', '--host', '127.0.0.1'], { stdio: ['ignore', 'pipe', 'inherit'] });
  const url = await new Promise<string>((resolve) => child.stdout.on('data', (c: Buffer) => {
    const match = /at (http:\/\/\S+)/.exec(String(c));
    if (match) resolve(`${match[1]}/`);
  }));
  const first = await timeGet(url, encoding);
  const cached: number[] = [];
  for (let i = 0; i < 10; i++) cached.push((await timeGet(url, encoding)).ms);
  child.kill('SIGTERM');
  return { first: first.ms, cached: median(cached), bytes: first.bytes };
}

for (const encoding of ['br', 'gzip', 'identity']) {
  const runs = [];
  for (let i = 0; i < 5; i++) runs.push(await run(encoding));
  console.log(`${encoding.padEnd(8)} first ${median(runs.map((r) => r.first)).toFixed(1)} ms, cached ${median(runs.map((r) => r.cached)).toFixed(2)} ms, ${runs[0]!.bytes} bytes`);
}
