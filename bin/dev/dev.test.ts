import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { watchFolders } from './dev.ts';

const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((f) => f()));

/** Saves the way `sed -i` and many editors do: write a new file, then rename it over the old one. */
function saveByReplacing(file: string, text: string) {
  const temp = path.join(path.dirname(file), `.save-${Date.now()}`);
  fs.writeFileSync(temp, text);
  fs.renameSync(temp, file);
}

function nextChange(changes: string[][]): Promise<string[]> {
  const seen = changes.length;
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const poll = setInterval(() => {
      if (changes.length > seen) resolve(changes[seen]!);
      // Only a hang fails: a busy machine may take seconds to report a save.
      else if (Date.now() - started > 60_000) reject(new Error('no change reported within 60 s'));
      else return;
      clearInterval(poll);
    }, 10);
  });
}

describe('site dev watching', () => {
  it('reports every save of a file, even when each save replaces the file, and files in new folders', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nestwell-watch-'));
    cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
    fs.mkdirSync(path.join(dir, 'help'));
    const file = path.join(dir, 'help', 'a.md');
    fs.writeFileSync(file, 'one');
    const changes: string[][] = [];
    cleanups.push(watchFolders([dir], (files) => changes.push(files)));

    for (const text of ['two', 'three', 'four']) {
      const change = nextChange(changes);
      saveByReplacing(file, text);
      expect(await change).toContain(file);
    }

    const folder = nextChange(changes);
    fs.mkdirSync(path.join(dir, 'blog'));
    await folder;
    const added = nextChange(changes);
    fs.writeFileSync(path.join(dir, 'blog', 'b.md'), 'new');
    expect(await added).toContain(path.join(dir, 'blog', 'b.md'));
  });
});

describe('site dev on a port that is taken', () => {
  it('exits with a message naming the port and how to choose another, instead of starting again', async () => {
    const taken = net.createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => taken.close());
    const port = (taken.address() as net.AddressInfo).port;
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'nestwell-dev-port-'));
    cleanups.push(() => fs.rmSync(out, { recursive: true, force: true }));
    const dev = spawn(process.execPath, [path.resolve(import.meta.dirname, '../site.js'), 'dev', '--port', String(port), '--host', '127.0.0.1', '--out', path.join(out, 'site')], { stdio: ['ignore', 'pipe', 'pipe'] });
    cleanups.push(() => dev.kill());
    let output = '';
    dev.stdout.on('data', (d) => (output += d));
    dev.stderr.on('data', (d) => (output += d));
    // A supervisor that starts its worker again would never exit: the test's limit fails it.
    const code = await new Promise<number | null>((resolve) => dev.once('exit', resolve));
    expect(code).toBe(1);
    expect(output).toContain(`port ${port} on 127.0.0.1 is already in use`);
    expect(output).toContain(`npx site dev --port ${port + 1}`);
    expect(output).not.toContain('starting it again');
  });
});
