import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'native-regexps-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

/**
 * Loaded with --import before the command: when the process exits, it runs a new regular expression
 * once and prints whether V8 made bytecode for it (interpreted first) or compiled it at once.
 */
const PROBE = path.join(scratch, 'probe.mjs');
fs.writeFileSync(PROBE, "process.on('exit', () => { const re = /n[a-z]+l/; re.test('nestwell'); console.log(`interpreted first: ${%RegexpHasBytecode(re, true)}`); });\n");

const probed = (...args: string[]) => spawnSync(process.execPath, ['--allow-natives-syntax', '--import', PROBE, ...args], { encoding: 'utf8' });

describe('regular expressions compiled at their first run', () => {
  it('are what the site command runs with', () => {
    const result = probed(path.join(import.meta.dirname, 'site.js'), '--help');
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toContain('interpreted first: false');
  });

  it('are not what Node does by default, so the check above can fail', () => {
    const result = probed('-e', '');
    expect(result.stdout).toContain('interpreted first: true');
  });

  it('are asked for on the command line by the npm scripts that run the site or the chat, so no flag changes after start', () => {
    const { scripts } = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '../package.json'), 'utf8')) as { scripts: Record<string, string> };
    const running = Object.entries(scripts).filter(([, command]) => /bin\/(site\.js|eval-chat|bench\.ts)/.test(command));
    expect(running.map(([name]) => name)).toEqual(expect.arrayContaining(['start', 'build', 'eval:chat:sets']));
    for (const [name, command] of running) {
      for (const run of command.split('&&').filter((c) => /^\s*node\b/.test(c))) expect(run, name).toContain('--no-regexp-tier-up');
    }
  });

  it('are set first by the scripts that measure the chat, before any module of theirs runs an expression', () => {
    for (const script of ['bench-chat.ts', 'eval-chat-sets.ts', 'eval-chat.ts', 'site.js']) {
      const source = fs.readFileSync(path.join(import.meta.dirname, script), 'utf8');
      expect(source.match(/^import .*$/m)?.[0], script).toBe("import './native-regexps.js';");
    }
  });
});
