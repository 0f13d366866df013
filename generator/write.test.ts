import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { KEEP_RETIRED_MS, keepRetiredAssets } from './retired-assets.ts';
import { jsonPieces, openOutput, writeOutput } from './write.ts';

let work: string;
let out: string;
beforeEach(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'nestwell-write-'));
  out = path.join(work, 'dist');
});
afterEach(() => fs.rmSync(work, { recursive: true, force: true }));

const read = (file: string) => fs.readFileSync(path.join(out, file), 'utf8');

describe('writeOutput', () => {
  it('removes the folders a killed build left behind, but not those of a build still running', async () => {
    // A process that has exited: its pid names no live process.
    const dead = spawnSync(process.execPath, ['-e', '0']).pid!;
    for (const name of [`.dist-build-${dead}`, `.dist-old-${dead}`, `.dist-build-${process.ppid}`, '.other-build-1']) {
      fs.mkdirSync(path.join(work, name));
      fs.writeFileSync(path.join(work, name, 'index.html'), 'half');
    }
    await writeOutput(out, new Map([['index.html', 'new']]));
    expect(fs.readdirSync(work).sort()).toEqual([`.dist-build-${process.ppid}`, '.other-build-1', 'dist']);
  });

  it('keeps the previous build\'s hashed assets, so a page opened before the swap still loads its chunks', async () => {
    await writeOutput(out, new Map([['index.html', 'v1'], ['assets/boot.AAAA.js', 'boot 1'], ['assets/chunks/chat.AAAA.js', 'chat 1']]));
    const second = await writeOutput(out, new Map([['index.html', 'v2'], ['assets/boot.BBBB.js', 'boot 2'], ['assets/chunks/chat.BBBB.js', 'chat 2']]));
    expect(read('index.html')).toBe('v2');
    expect(read('assets/chunks/chat.AAAA.js')).toBe('chat 1');
    expect(read('assets/chunks/chat.BBBB.js')).toBe('chat 2');
    expect(Object.keys(second.retired)).toEqual(['assets/boot.AAAA.js', 'assets/chunks/chat.AAAA.js']);
    // A third build keeps them too, with the time they first left the build.
    const third = await writeOutput(out, new Map([['index.html', 'v3'], ['assets/boot.BBBB.js', 'boot 2'], ['assets/chunks/chat.BBBB.js', 'chat 2']]), { retired: second.retired });
    expect(third.retired).toEqual(second.retired);
    expect(read('assets/boot.AAAA.js')).toBe('boot 1');
  });

  it('ends with exactly the files of the last build, from the folder two builds back', async () => {
    const tree = () => fs.readdirSync(out, { recursive: true }).map(String).sort();
    await writeOutput(out, new Map([['index.html', 'v1'], ['gone.html', 'old'], ['blog/post.html', 'post'], ['x', 'a file']]));
    await writeOutput(out, new Map([['index.html', 'v2']]));
    // Starts from the first build's folder: stale files, a file where a folder must go.
    await writeOutput(out, new Map([['index.html', 'v3'], ['x/index.html', 'now a folder']]));
    expect(tree()).toEqual(['index.html', 'x', path.join('x', 'index.html')]);
    expect(read('index.html')).toBe('v3');
    // And a folder where a file must go.
    await writeOutput(out, new Map([['x/index.html', 'again']]));
    await writeOutput(out, new Map([['x', 'a file again']]));
    expect(tree()).toEqual(['x']);
    expect(read('x')).toBe('a file again');
  });

  it('leaves a file the build did not change untouched, modification time and all', async () => {
    await writeOutput(out, new Map([['same.html', 'same'], ['changed.html', 'one']]));
    const before = fs.statSync(path.join(out, 'same.html'));
    await writeOutput(out, new Map([['same.html', 'same'], ['changed.html', 'two']]));
    await writeOutput(out, new Map([['same.html', 'same'], ['changed.html', 'three']]));
    expect(fs.statSync(path.join(out, 'same.html')).mtimeMs).toBe(before.mtimeMs);
    expect(fs.statSync(path.join(out, 'same.html')).ino).toBe(before.ino);
    expect(read('changed.html')).toBe('three');
  });

  it('copies an image edited since, even with the same size and modification time', async () => {
    const image = path.join(work, 'photo.svg');
    const copyOnce = async () => {
      const output = openOutput(out);
      await output.copy('images/photo.svg', image);
      await output.commit();
    };
    fs.writeFileSync(image, '<svg>one</svg>');
    const { atime, mtime } = fs.statSync(image);
    await copyOnce();
    await copyOnce();
    fs.writeFileSync(image, '<svg>two</svg>');
    fs.utimesSync(image, atime, mtime);
    // Starts from the first build's folder, whose copy has the image's old size and time.
    await copyOnce();
    expect(read('images/photo.svg')).toBe('<svg>two</svg>');
  });

  it('creates the folders above the output that do not exist yet', async () => {
    const nested = path.join(work, 'a', 'b', 'dist');
    await writeOutput(nested, new Map([['index.html', 'deep']]));
    expect(fs.readFileSync(path.join(nested, 'index.html'), 'utf8')).toBe('deep');
  });
});

describe('keepRetiredAssets', () => {
  it('drops an asset once it has been out of the build for longer than a week', () => {
    const previous = path.join(work, 'previous');
    fs.mkdirSync(path.join(previous, 'assets'), { recursive: true });
    fs.mkdirSync(out);
    fs.writeFileSync(path.join(previous, 'assets/old.js'), 'old');
    fs.writeFileSync(path.join(previous, 'assets/recent.js'), 'recent');
    const now = Date.parse('2026-11-23T12:00:00Z');
    const recent = new Date(now - KEEP_RETIRED_MS + 60_000).toISOString();
    const since = { 'assets/old.js': new Date(now - KEEP_RETIRED_MS - 1).toISOString(), 'assets/recent.js': recent };
    expect(keepRetiredAssets(previous, out, since, now)).toEqual({ 'assets/recent.js': recent });
    expect(fs.existsSync(path.join(out, 'assets/old.js'))).toBe(false);
  });
});

describe('jsonPieces', () => {
  it('joins to exactly what JSON.stringify writes', () => {
    const value = { a: [1, 'two', null, undefined, () => 0, { b: new Date(0), c: undefined, d: [[[['deep']]]] }], e: new Map([['k', 1]]), f: '"quoted"\n', g: {} };
    expect([...jsonPieces(value)].join('')).toBe(JSON.stringify(value));
    expect([...jsonPieces([])].join('')).toBe('[]');
  });
});
