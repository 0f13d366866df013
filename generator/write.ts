import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { COMPRESSIBLE } from '../kernel/compressible.ts';
import { keepRetiredAssets, type RetiredAssets } from './retired-assets.ts';
import { ByteComparer, removeFiles, SpareFolder } from './spare-folder.ts';
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
 * The folder a commit swaps out is kept as the next build's starting point (see SpareFolder).
 *
 * @example const out = openOutput('dist'); await out.write('index.html', html); await out.commit();
 */
export class Output {
  readonly temp: string;
  private readonly parent: string;
  private readonly spare: SpareFolder;
  private readonly compare = new ByteComparer();
  private readonly dirs = new Set<string>(['.']);
  private readonly pending = new Set<Promise<void>>();
  /** Files of the spare folder not written (yet) by this build. */
  private readonly stale: Set<string>;
  private failure: unknown;
  bytes = 0;

  constructor(readonly outDir: string, private readonly options: OutputOptions = {}) {
    this.parent = path.dirname(path.resolve(outDir));
    this.temp = path.join(this.parent, `.${path.basename(outDir)}-build-${process.pid}`);
    this.spare = new SpareFolder(outDir);
    fs.rmSync(this.temp, { recursive: true, force: true });
    removeStaleBuilds(outDir);
    // Compressed twins are made from the files written, so a precompressed build starts empty.
    this.stale = options.precompress ? new Set() : this.spare.moveTo(this.temp);
    fs.mkdirSync(this.temp, { recursive: true });
  }

  /** Writes a file (or leaves the spare's as it is, when it holds these bytes). */
  async write(file: string, data: Uint8Array | string): Promise<void> {
    const size = typeof data === 'string' ? Buffer.byteLength(data) : data.length;
    this.bytes += size;
    const { target, present } = this.place(file);
    if (present && this.compare.holds(target, data, size)) return;
    // A string goes to the file as it is (Node writes it without a Buffer of its own).
    writeFile(target, (fd) => fs.writeFileSync(fd, data));
    // A copy: the caller may reuse its buffer once this returns (PageStore does).
    if (this.options.precompress) await this.background(compressedTwins(file, target, Buffer.from(data)));
  }

  /**
   * Copies a file already on disk (an image, a page of the build cache), copy-on-write where the
   * file system can; a spare file with the same bytes is left as it is. `stat`: the source's,
   * when the caller has it already.
   */
  async copy(file: string, source: string, stat?: fs.Stats): Promise<void> {
    const { size } = stat ?? fs.statSync(source);
    this.bytes += size;
    const { target, present } = this.place(file);
    if (present && this.compare.holdsFile(target, source, size)) return;
    replacing(target, () => fs.copyFileSync(source, target, fs.constants.COPYFILE_FICLONE));
    if (this.options.precompress && COMPRESSIBLE.test(file)) await this.background(compressedTwins(file, target, fs.readFileSync(target)));
  }

  /**
   * Writes a file piece by piece (`jsonPieces`), so a file of a hundred megabytes is never one
   * string in memory; `then` runs on the written file.
   */
  async writePieces(file: string, pieces: Iterable<string>, then?: Written): Promise<void> {
    const { target } = this.place(file);
    const stat = writeFile(target, (fd) => {
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
    });
    then?.(target, stat);
  }

  /**
   * Waits for every write, deletes what the spare folder held that this build did not write,
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
      old = this.spare.keep(outDir) ? undefined : path.join(parent, `.${path.basename(outDir)}-old-${process.pid}`);
      if (old) fs.renameSync(outDir, old);
    }
    fs.renameSync(temp, outDir);
    if (old) fs.rmSync(old, { recursive: true, force: true });
    return { bytes: this.bytes, retired };
  }

  /** Sets the new folder aside as the next build's spare (or drops it); `outDir` stays as it was. */
  async abort(): Promise<void> {
    await Promise.allSettled([...this.pending]);
    if (!this.spare.keep(this.temp)) fs.rmSync(this.temp, { recursive: true, force: true });
  }

  /** Where `file` goes in the new folder (its folder made), and whether the spare folder had it. */
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

/** What runs on a file once it is written, given its stat. */
export type Written = (file: string, stat: fs.Stats) => void;

/** Writes `target` with `write`, over what stood there, and returns its stat. */
function writeFile(target: string, write: (fd: number) => void): fs.Stats {
  return replacing(target, () => {
    const fd = fs.openSync(target, 'w');
    try {
      write(fd);
      return fs.fstatSync(fd);
    } finally {
      fs.closeSync(fd);
    }
  });
}

/** Runs `write`, which makes a file at `target`; again after deleting a folder that stood there. */
function replacing<T>(target: string, write: () => T): T {
  try {
    return write();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EISDIR') throw error;
    fs.rmSync(target, { recursive: true, force: true });
    return write();
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
