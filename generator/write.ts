import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { keepRetiredAssets, type RetiredAssets } from './retired-assets.ts';
import { removeStaleBuilds } from './stale-builds.ts';

const COMPRESSIBLE = /\.(html|css|js|xml|txt|svg|json|webmanifest)$/;

const brotliAsync = promisify(zlib.brotliCompress);
const gzipAsync = promisify(zlib.gzip);

/**
 * Files being written at once. Enough to keep libuv's four threads busy; few enough that a site
 * of ten thousand pages never holds more than a handful of them in memory.
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
 * A new build of `outDir`, written file by file into a fresh folder beside it and swapped in
 * whole by `commit()` (two renames), so `outDir` is only ever the old build or the complete new
 * one. Writes run on libuv's thread pool, at most IN_FLIGHT at a time: `write()` waits while
 * that many are under way, which bounds the memory of a build however many pages it has.
 *
 * @example const out = openOutput('dist'); await out.write('index.html', html); await out.commit();
 */
export class Output {
  readonly temp: string;
  private readonly parent: string;
  private readonly dirs = new Set<string>(['.']);
  private readonly pending = new Set<Promise<void>>();
  private failure: unknown;
  bytes = 0;

  constructor(readonly outDir: string, private readonly options: OutputOptions = {}) {
    this.parent = path.dirname(path.resolve(outDir));
    this.temp = path.join(this.parent, `.${path.basename(outDir)}-build-${process.pid}`);
    fs.rmSync(this.temp, { recursive: true, force: true });
    removeStaleBuilds(outDir);
    fs.mkdirSync(this.temp, { recursive: true });
  }

  /** Queues a file; resolves once it is under way, not when it is written. */
  write(file: string, data: Uint8Array | string): Promise<void> {
    const buffer = typeof data === 'string' ? Buffer.from(data) : data;
    this.bytes += buffer.length;
    return this.queue(file, async (target) => {
      await fsp.writeFile(target, buffer);
      if (this.options.precompress) await compressedTwins(file, target, buffer);
    });
  }

  /** Queues a copy of a file already on disk (a cached page, an image). */
  copy(file: string, source: string): Promise<void> {
    return this.queue(file, async (target) => {
      await fsp.copyFile(source, target);
      const size = (await fsp.stat(target)).size;
      this.bytes += size;
      if (this.options.precompress && COMPRESSIBLE.test(file)) await compressedTwins(file, target, await fsp.readFile(target));
    });
  }

  /**
   * Waits for every write, then swaps the new folder in for `outDir`; returns the record of the
   * previous builds' assets it kept, for the caller to store where the next build finds it.
   */
  async commit(): Promise<{ bytes: number; retired: RetiredAssets }> {
    await this.drain();
    const { outDir, parent, temp } = this;
    const old = path.join(parent, `.${path.basename(outDir)}-old-${process.pid}`);
    let retired: RetiredAssets = {};
    if (fs.existsSync(outDir)) {
      retired = keepRetiredAssets(outDir, temp, this.options.retired ?? {});
      fs.renameSync(outDir, old);
    }
    fs.renameSync(temp, outDir);
    fs.rmSync(old, { recursive: true, force: true });
    return { bytes: this.bytes, retired };
  }

  /** Drops the new folder; `outDir` stays as it was. */
  async abort(): Promise<void> {
    await Promise.allSettled([...this.pending]);
    fs.rmSync(this.temp, { recursive: true, force: true });
  }

  private async queue(file: string, task: (target: string) => Promise<void>): Promise<void> {
    if (this.failure) throw this.failure;
    while (this.pending.size >= IN_FLIGHT) await Promise.race(this.pending);
    const dir = path.dirname(file);
    if (!this.dirs.has(dir)) {
      fs.mkdirSync(path.join(this.temp, dir), { recursive: true });
      this.dirs.add(dir);
    }
    const job: Promise<void> = task(path.join(this.temp, file))
      .catch((error: unknown) => {
        this.failure ??= error;
      })
      .finally(() => this.pending.delete(job));
    this.pending.add(job);
  }

  private async drain(): Promise<void> {
    while (this.pending.size) await Promise.all([...this.pending]);
    if (this.failure) throw this.failure;
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
