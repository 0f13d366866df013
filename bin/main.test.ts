import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { writeFixtureContent } from '../tests/fixture-site.ts';
import { main } from './cli.ts';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'site-main-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('main() called from code', () => {
  it('resolves after a build, with the process still running and the summary printed', async () => {
    writeFixtureContent(root);
    const printed: string[] = [];
    const log = vi.spyOn(console, 'log').mockImplementation((line: string) => void printed.push(line));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const outcome = await main(['node', 'site', 'build', '--root', root, '--out', path.join(root, 'dist'), '--no-cache']);
      expect(outcome).toEqual({ finished: true });
    } finally {
      log.mockRestore();
      warn.mockRestore();
    }
    expect(process.exitCode ?? 0).toBe(0);
    expect(printed.at(-1)).toMatch(/^Wrote \d+ pages, \d+ redirects, \d+ islands, .+ in \d+\.\d+ s to /);
    expect(fs.existsSync(path.join(root, 'dist', 'index.html'))).toBe(true);
  });
});
