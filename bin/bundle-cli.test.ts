import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { removeUnusedBundles, sourceHash } from './bundle-cli.js';

/** A folder standing for a bundle, with the pids of the processes that started from it. */
function bundle(bundles: string, name: string, pids: number[]): string {
  const dir = path.join(bundles, name);
  fs.mkdirSync(path.join(dir, 'pids'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'cli.js'), '');
  for (const pid of pids) fs.writeFileSync(path.join(dir, 'pids', String(pid)), '');
  return dir;
}

describe('old CLI bundles', () => {
  it('are deleted once no process that started from them runs, never before', () => {
    const bundles = fs.mkdtempSync(path.join(os.tmpdir(), 'site-bundles-'));
    // A process that has ended: its pid is free.
    const gone = spawnSync(process.execPath, ['-e', '']).pid!;
    const current = bundle(bundles, 'current', []);
    const served = bundle(bundles, 'served', [gone, process.pid]);
    const unused = bundle(bundles, 'unused', [gone]);
    const neverRun = bundle(bundles, 'never-run', []);
    fs.mkdirSync(path.join(bundles, `killed.${gone}.tmp`));
    removeUnusedBundles(bundles, current);
    expect(fs.readdirSync(bundles).sort()).toEqual(['current', 'served']);
    expect(fs.existsSync(path.join(served, 'cli.js'))).toBe(true);
    expect([unused, neverRun].some(fs.existsSync)).toBe(false);
    fs.rmSync(bundles, { recursive: true, force: true });
  });
});

describe('the hash of the sources', () => {
  it('changes with a source the bundle is made from, not with a test beside it', () => {
    const project = fs.mkdtempSync(path.join(os.tmpdir(), 'site-sources-'));
    fs.mkdirSync(path.join(project, 'generator'));
    const write = (file: string, text: string) => fs.writeFileSync(path.join(project, 'generator', file), text);
    write('a.ts', 'export const a = 1;');
    write('a.test.ts', "it('a', () => {});");
    const before = sourceHash(project);
    write('a.test.ts', "it('a, again', () => {});");
    write('b.test.tsx', '');
    expect(sourceHash(project)).toBe(before);
    write('a.ts', 'export const a = 2;');
    expect(sourceHash(project)).not.toBe(before);
    fs.rmSync(project, { recursive: true, force: true });
  });
});
