import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { writeFixtureContent } from '../tests/fixture-site.ts';

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

  describe('build, on a small copy of the site', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'nestwell-cli-'));
    const out = path.join(root, 'dist');
    writeFixtureContent(root);
    afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
    const build = () => run('build', '--root', root, '--out', out, '--no-cache');

    it('writes the site and says how much in one line', () => {
      const result = build();
      expect(result.stderr.split('\n').filter((l) => !l.startsWith('warning:') && l.trim())).toEqual([]);
      expect(result.status).toBe(0);
      const [, pages] = /^Wrote (\d+) pages, \d+ redirects, \d+ islands, [\d.]+ [kM]B in \d+\.\d+ s to /.exec(result.stdout.trim().split('\n').at(-1)!) ?? [];
      expect(Number(pages)).toBeGreaterThan(10);
      expect(fs.readFileSync(path.join(out, 'index.html'), 'utf8')).toContain('<h1');
      expect(fs.existsSync(path.join(root, 'dist-server', '_site.json'))).toBe(true);
    });

    it('fails on a content error, naming the file and line, and leaves the last good build in place', () => {
      const before = fs.readFileSync(path.join(out, 'index.html'));
      const pricing = path.join(root, 'content', 'pricing.json');
      const text = fs.readFileSync(pricing, 'utf8');
      fs.writeFileSync(pricing, text.replace(/"standard": "(\d+)\.(\d)\d"/, '"standard": "$1.$2"'));
      try {
        const result = build();
        expect(result.status).toBe(1);
        const line = text.split('\n').findIndex((l) => /"standard": "/.test(l)) + 1;
        expect(result.stderr).toContain(`content/pricing.json:${line}`);
        expect(fs.readFileSync(path.join(out, 'index.html')).equals(before)).toBe(true);
      } finally {
        fs.writeFileSync(pricing, text);
      }
    });
  });
});
