import fs from 'node:fs';
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
      else if (Date.now() - started > 3000) reject(new Error('no change reported within 3 s'));
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
