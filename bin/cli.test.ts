import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const site = path.resolve(import.meta.dirname, 'site.js');
const run = (...args: string[]) => spawnSync(process.execPath, [site, ...args], { encoding: 'utf8' });

describe('site CLI', () => {
  it('lists its commands', () => {
    const result = run('--help');
    expect(result.status).toBe(0);
    for (const command of ['build', 'serve', 'dev', 'check']) expect(result.stdout).toContain(command);
  });

  it('fails on an unknown option with a hint', () => {
    const result = run('build', '--outt', 'x');
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("unknown option '--outt'");
    expect(result.stderr).toContain('Did you mean --out?');
  });

  it('site dev listens on localhost unless --host says otherwise, whatever HOST the shell exports', () => {
    const result = spawnSync(process.execPath, [site, 'dev', '--help'], { encoding: 'utf8', env: { ...process.env, HOST: '203.0.113.1' } });
    expect(result.stdout).toMatch(/--host <host>[^]*\(default: "localhost"\)/);
    expect(result.stdout).not.toContain('203.0.113.1');
  });

  it('prints one summary line for a dry run', () => {
    const result = run('build', '--dry-run');
    expect(result.status).toBe(0);
    expect(result.stdout.trim().split('\n').at(-1)).toMatch(/^Would write \d+ pages, \d+ redirects, \d+ islands, 0 kB in \d+\.\d+ s$/);
  });
});
