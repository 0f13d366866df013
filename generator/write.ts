import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { COMPRESSIBLE } from '../kernel/compressible.ts';
import { keepRetiredAssets, type RetiredAssets } from './retired-assets.ts';
import { removeStaleBuilds } from './stale-builds.ts';

const brotliAsync = promisify(zlib.brotliCompress);
const gzipAsync = promisify(zlib.gzip);

/**
 * Compressed twins being made at once (on libuv's threads). Enough to keep them busy; few enough
 * that a site of ten thousand pages never holds more than a handful of pages in memory.
 */
const IN_FLIGHT = 32;

export interface OutputOptions {
  /**
   * Also write `.br` and `.gz` twins of text files, for hosts that send pre-compressed files
   * but cannot compress on request. Off by default: `site serve` and CDNs compress on request.
   */
  precompress?: boolean;
  /** The previous build's record of retired assets (see keepRetiredAssets). */
  retired?: RetiredAssets;
}

/**
 * A new build of `outDir`, written file by file into a folder beside it and swapped in whole by
 * `commit()` (two renames), so `outDir` is only ever the old build or the complete new one.
 * Files are written at once, on this thread: for pages of a few kilobytes a synchronous write is
 * three times as fast as one through the thread pool, and holds no page in memory after it.
 * Only compressed twins are made on the thread pool, at most IN_FLIGHT at a time.
 *
 * The folder a commit swaps out is kept as the next build's starting point (`.dist-spare`)
 * rather than deleted: the next build writes only the files whose bytes differ, and deletes only
 * the files it did not write. Creating and deleting every file of a large site cost more than
 * everything else a warm build does. Nothing is trusted but the bytes on disk, so a spare left
 * half-way by a failed build is as good a start as any.
 *
 * @example const out = openOutput('dist'); await out.write('index.html', html); await out.commit();
 */
export class Output {
  readonly temp: string;
  private readonly parent: string;
  private readonly spare: string;
  private readonly dirs = new Set<string>(['.']);
  private readonly pending = new Set<Promise<void>>();
  /** Files of the recycled folder not written (yet) by this build. */
  private readonly stale = new Set<string>();
  private failure: unknown;
  bytes = 0;

  constructor(readonly outDir: string, private readonly options: OutputOptions = {}) {
    this.parent = path.dirname(path.resolve(outDir));
    this.temp = path.join(this.parent, `.${path.basename(outDir)}-build-${process.pid}`);
    this.spare = path.join(this.parent, `.${path.basename(outDir)}-spare`);
    fs.rmSync(this.temp, { recursive: true, force: true });
    removeStaleBuilds(outDir);
    // Compressed twins are made from the files written, so a precompressed build starts empty.
    if (!options.precompress && claim(this.spare, this.temp)) {
      // Each entry's folder is this.temp joined with the folders below it: sliced, rather than
      // path.relative, which resolves both paths for each of thousands of files.
      for (const entry of fs.readdirSync(this.temp, { recursive: true, withFileTypes: true })) {
        if (entry.isDirectory()) continue;
        const dir = entry.parentPath.slice(this.temp.length + 1);
        this.stale.add((dir ? `${dir}${path.sep}${entry.name}` : entry.name).split(path.sep).join('/'));
      }
    }
    fs.mkdirSync(this.temp, { recursive: true });
  }

  /** Writes a file; `then` runs on the written file and its stat (to keep it in the page cache). */
  async write(file: string, data: Uint8Array | string, then?: Written): Promise<void> {
    const size = typeof data === 'string' ? Buffer.byteLength(data) : data.length;
    this.bytes += size;
    const { target, present } = this.place(file);
    const same = present ? sameBytes(target, data, size) : undefined;
    if (same) return then?.(target, same);
    // A string goes to the file as it is (Node writes it without a Buffer of its own).
    const stat = replaceFile(target, present, () => writeNewFile(target, (fd) => fs.writeFileSync(fd, data)));
    then?.(target, stat);
    if (this.options.precompress) await this.background(compressedTwins(file, target, typeof data === 'string' ? Buffer.from(data) : data));
  }

  /**
   * Copies a file already on disk: as a hard link to a file of the build cache (`link`), which
   * copies nothing, or as a copy that keeps the source's modification time (an image). Either way
   * a recycled file that is that very file, or has its size and time, is left as it is. `stat`:
   * the source's, when the caller has it already.
   */
  async copy(file: string, source: string, { link = false, stat }: { link?: boolean; stat?: fs.Stats } = {}): Promise<void> {
    const from = stat ?? fs.statSync(source);
    this.bytes += from.size;
    const { target, present } = this.place(file);
    if (present) {
      const to = fs.statSync(target, { throwIfNoEntry: false });
      if (to?.isFile() && (sameFile(to, from) || sameSizeAndTime(to, from))) return;
    }
    replaceFile(target, present, () => {
      if (link && tryLink(source, target)) return;
      fs.copyFileSync(source, target);
      fs.utimesSync(target, from.atime, from.mtime);
    });
    if (this.options.precompress && COMPRESSIBLE.test(file)) await this.background(compressedTwins(file, target, fs.readFileSync(target)));
  }

  /**
   * Writes a file piece by piece (`jsonPieces`), so a file of a hundred megabytes is never one
   * string in memory; `then` runs on the written file.
   */
  async writePieces(file: string, pieces: Iterable<string>, then?: Written): Promise<void> {
    const { target, present } = this.place(file);
    const stat = replaceFile(target, present, () =>
      writeNewFile(target, (fd) => {
        let batch: string[] = [];
        let size = 0;
        const flush = () => {
          this.bytes += fs.writeSync(fd, batch.join(''));
          batch = [];
          size = 0;
        };
        for (const piece of pieces) {
          batch.push(piece);
          size += piece.length;
          if (size >= 1 << 20) flush();
        }
        flush();
      }),
    );
    then?.(target, stat);
  }

  /**
   * Waits for every write, deletes what the recycled folder held that this build did not write,
   * then swaps the new folder in for `outDir`; returns the record of the previous builds' assets
   * it kept, for the caller to store where the next build finds it.
   */
  async commit(): Promise<{ bytes: number; retired: RetiredAssets }> {
    await this.drain();
    const { outDir, parent, temp } = this;
    removeFiles(temp, this.stale);
    let retired: RetiredAssets = {};
    let old: string | undefined;
    if (fs.existsSync(outDir)) {
      retired = keepRetiredAssets(outDir, temp, this.options.retired ?? {});
      old = claim(outDir, this.spare) ? undefined : path.join(parent, `.${path.basename(outDir)}-old-${process.pid}`);
      if (old) fs.renameSync(outDir, old);
    }
    fs.renameSync(temp, outDir);
    if (old) fs.rmSync(old, { recursive: true, force: true });
    return { bytes: this.bytes, retired };
  }

  /** Sets the new folder aside as the next build's spare (or drops it); `outDir` stays as it was. */
  async abort(): Promise<void> {
    await Promise.allSettled([...this.pending]);
    if (!claim(this.temp, this.spare)) fs.rmSync(this.temp, { recursive: true, force: true });
  }

  /** Where `file` goes in the new folder (its folder made), and whether the recycled folder has it. */
  private place(file: string): { target: string; present: boolean } {
    if (this.failure) throw this.failure;
    const dir = path.posix.dirname(file);
    if (!this.dirs.has(dir)) {
      makeDir(this.temp, dir);
      this.dirs.add(dir);
    }
    return { target: path.join(this.temp, file), present: this.stale.delete(file) };
  }

  /** Tracks a job on the thread pool; waits while IN_FLIGHT of them are under way. */
  private async background(job: Promise<void>): Promise<void> {
    const tracked: Promise<void> = job
      .catch((error: unknown) => {
        this.failure ??= error;
      })
      .finally(() => this.pending.delete(tracked));
    this.pending.add(tracked);
    while (this.pending.size >= IN_FLIGHT) await Promise.race(this.pending);
  }

  private async drain(): Promise<void> {
    while (this.pending.size) await Promise.all([...this.pending]);
    if (this.failure) throw this.failure;
  }
}

/** Renames `from` to `to` unless `from` is missing or `to` is taken (another build got there first). */
function claim(from: string, to: string): boolean {
  try {
    fs.renameSync(from, to);
    return true;
  } catch {
    return false;
  }
}

/** What runs on a file once it is written, given its stat. */
export type Written = (file: string, stat: fs.Stats) => void;

/** Creates `target` (which must not exist), writes it with `write`, and returns its stat. */
function writeNewFile(target: string, write: (fd: number) => void): fs.Stats {
  const fd = fs.openSync(target, 'wx');
  try {
    write(fd);
    return fs.fstatSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * The stat of a recycled file that holds these very bytes: then it stays as it is, modification
 * time and all. Compared in two scratch buffers kept for the purpose: a Buffer per page would be
 * memory outside the heap, and V8 answers that with full garbage collections, costly on a large
 * site.
 */
function sameBytes(file: string, data: Uint8Array | string, size: number): fs.Stats | undefined {
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  if (!stat?.isFile() || stat.size !== size) return undefined;
  const [old, fresh] = scratch(size);
  const fd = fs.openSync(file, 'r');
  try {
    if (fs.readSync(fd, old, 0, size, 0) !== size) return undefined;
  } finally {
    fs.closeSync(fd);
  }
  if (typeof data === 'string') fresh.write(data);
  else fresh.set(data);
  return old.subarray(0, size).equals(fresh.subarray(0, size)) ? stat : undefined;
}

let scratchBuffers: [Buffer, Buffer] = [Buffer.alloc(0), Buffer.alloc(0)];

function scratch(size: number): [Buffer, Buffer] {
  if (scratchBuffers[0].length < size) {
    const length = Math.max(size, 2 * scratchBuffers[0].length, 64 * 1024);
    scratchBuffers = [Buffer.allocUnsafe(length), Buffer.allocUnsafe(length)];
  }
  return scratchBuffers;
}

/**
 * Writes a new file where a recycled file, or a folder of that name, stood. Never over the old
 * file's bytes: the build cache may hold that very file (a hard link) under its old key.
 */
function replaceFile<T>(target: string, present: boolean, write: () => T): T {
  if (present) removeFile(target);
  try {
    return write();
  } catch (error) {
    if (!['EISDIR', 'EEXIST'].includes((error as NodeJS.ErrnoException).code!)) throw error;
    fs.rmSync(target, { recursive: true, force: true });
    return write();
  }
}

/** Links `target` to `source`; false where the file system has no hard links, an error if `target` exists. */
export function tryLink(source: string, target: string): boolean {
  try {
    fs.linkSync(source, target);
    return true;
  } catch (error) {
    // Another file system, or one without hard links: copied instead. A folder in the way is replaceFile's.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw error;
    return false;
  }
}

/** Deletes a file if it is there (twice as fast as fs.rmSync with `force`). */
export function removeFile(file: string): void {
  try {
    fs.unlinkSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

function sameFile(a: fs.Stats, b: fs.Stats): boolean {
  return a.ino === b.ino && a.dev === b.dev;
}

/** The quick check of rsync and make: a copy that kept the source's time (to the millisecond) and size. */
function sameSizeAndTime(a: fs.Stats, b: fs.Stats): boolean {
  return a.size === b.size && Math.abs(a.mtimeMs - b.mtimeMs) < 1;
}

/** Makes `dir` under `root`, deleting any file of the old build that stands where a folder must. */
function makeDir(root: string, dir: string): void {
  try {
    fs.mkdirSync(path.join(root, dir), { recursive: true });
  } catch (error) {
    if (!['EEXIST', 'ENOTDIR'].includes((error as NodeJS.ErrnoException).code!)) throw error;
    const parts = dir.split('/');
    for (let i = 1; i <= parts.length; i++) {
      const at = path.join(root, ...parts.slice(0, i));
      if (fs.existsSync(at) && !fs.statSync(at).isDirectory()) fs.rmSync(at);
    }
    fs.mkdirSync(path.join(root, dir), { recursive: true });
  }
}

/** Deletes `files` under `root`, and the folders that leaves empty. */
function removeFiles(root: string, files: Set<string>): void {
  const dirs = new Set<string>();
  for (const file of files) {
    try {
      fs.unlinkSync(path.join(root, file));
    } catch {
      // Gone already, or a folder of this build stands there now.
    }
    for (let dir = path.posix.dirname(file); dir !== '.'; dir = path.posix.dirname(dir)) dirs.add(dir);
  }
  for (const dir of [...dirs].sort((a, b) => b.split('/').length - a.split('/').length)) {
    try {
      fs.rmdirSync(path.join(root, dir));
    } catch {
      // Not empty: it holds files of this build.
    }
  }
}

/** A value that writes its own JSON, in pieces (see jsonPieces). */
export const PIECES = Symbol('JSON pieces');
export interface Pieces {
  [PIECES]: () => Iterable<string>;
}

function isPieces(value: unknown): value is Pieces {
  return typeof value === 'object' && value !== null && PIECES in value;
}

/**
 * `JSON.stringify(value)` in pieces: arrays and objects down to `depth` levels are split element
 * by element, deeper values are stringified whole, a `Pieces` value writes its own.
 *
 * @example [...jsonPieces({ a: [1, 2] })].join('') === JSON.stringify({ a: [1, 2] }) // true
 */
export function* jsonPieces(value: unknown, depth = 4): Generator<string> {
  const skipped = (v: unknown) => v === undefined || typeof v === 'function' || typeof v === 'symbol';
  if (isPieces(value)) {
    yield* value[PIECES]();
  } else if (depth === 0 || value === null || typeof value !== 'object' || typeof (value as { toJSON?: unknown }).toJSON === 'function') {
    yield JSON.stringify(value);
  } else if (Array.isArray(value)) {
    yield '[';
    for (let i = 0; i < value.length; i++) {
      if (i) yield ',';
      if (skipped(value[i])) yield 'null';
      else yield* jsonPieces(value[i], depth - 1);
    }
    yield ']';
  } else {
    let first = true;
    yield '{';
    for (const [key, item] of Object.entries(value)) {
      if (skipped(item)) continue;
      yield `${first ? '' : ','}${JSON.stringify(key)}:`;
      first = false;
      yield* jsonPieces(item, depth - 1);
    }
    yield '}';
  }
}

export function openOutput(outDir: string, options?: OutputOptions): Output {
  return new Output(outDir, options);
}

/**
 * Writes every file of `files` as one build of `outDir` (see Output).
 *
 * @example await writeOutput('dist', new Map([['index.html', html]]))
 */
export async function writeOutput(outDir: string, files: Map<string, Uint8Array | string>, options?: OutputOptions): Promise<{ bytes: number; retired: RetiredAssets }> {
  const out = openOutput(outDir, options);
  try {
    for (const [file, data] of files) await out.write(file, data);
    return await out.commit();
  } catch (error) {
    await out.abort();
    throw error;
  }
}

async function compressedTwins(file: string, target: string, buffer: Uint8Array): Promise<void> {
  if (!COMPRESSIBLE.test(file) || buffer.length <= 256 || isPrivate(file)) return;
  const quality = file.endsWith('.html') ? HTML_BROTLI_QUALITY : 10;
  await Promise.all([
    brotliAsync(buffer, brotliOptions(buffer, quality)).then((b) => fsp.writeFile(`${target}.br`, b)),
    gzipAsync(buffer, { level: 9 }).then((b) => fsp.writeFile(`${target}.gz`, b)),
  ]);
}

/** Build bookkeeping (`_site.json`, `_chat/`) is read by the server from disk, never sent. */
function isPrivate(file: string): boolean {
  return file.split('/').some((part) => part.startsWith('_'));
}

/**
 * Pages are many (one per New Jersey municipality) and change with every content edit: quality 5
 * compresses one in well under a millisecond, against about ten at quality 10, for output some 10%
 * larger. Hashed assets are few and cached for a year, so they keep quality 10.
 */
const HTML_BROTLI_QUALITY = 5;

function brotliOptions(buffer: Uint8Array, quality: number): zlib.BrotliOptions {
  return {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buffer.length,
    },
  };
}

export function gzipSize(data: Uint8Array | string): number {
  return zlib.gzipSync(typeof data === 'string' ? Buffer.from(data) : data, { level: 9 }).length;
}
