import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const COMPRESSIBLE = /\.(html|css|js|xml|txt|svg|json|webmanifest)$/;

const brotliAsync = promisify(zlib.brotliCompress);
const gzipAsync = promisify(zlib.gzip);

/**
 * Writes every file into a fresh folder beside `outDir`, then swaps it in with two renames, so
 * `outDir` is only ever the old build or the complete new one. Text files also get `.br` and `.gz`
 * twins for servers that send pre-compressed files. Compression and writes run on libuv's thread
 * pool: with a page per municipality that is some 1,800 files, and they go out in parallel.
 */
export async function writeOutput(outDir: string, files: Map<string, Uint8Array | string>): Promise<{ bytes: number }> {
  const parent = path.dirname(path.resolve(outDir));
  const base = path.basename(outDir);
  const temp = path.join(parent, `.${base}-build-${process.pid}`);
  fs.rmSync(temp, { recursive: true, force: true });
  let bytes = 0;
  try {
    const entries = [...files].sort(([a], [b]) => (a < b ? -1 : 1));
    const dirs = new Set<string>();
    for (const [file] of entries) {
      for (let dir = path.dirname(file); dir !== '.' && !dirs.has(dir); dir = path.dirname(dir)) dirs.add(dir);
    }
    fs.mkdirSync(temp);
    // Shorter paths first, so every parent exists before its children.
    for (const dir of [...dirs].sort((a, b) => a.length - b.length)) fs.mkdirSync(path.join(temp, dir));
    await Promise.all(entries.map(async ([file, data]) => {
      const target = path.join(temp, file);
      const buffer = typeof data === 'string' ? Buffer.from(data) : data;
      bytes += buffer.length;
      const writes = [fsp.writeFile(target, buffer)];
      if (COMPRESSIBLE.test(file) && buffer.length > 256 && !isPrivate(file)) {
        writes.push(
          brotliAsync(buffer, brotliOptions(buffer, file.endsWith('.html') ? HTML_BROTLI_QUALITY : 10)).then((b) => fsp.writeFile(`${target}.br`, b)),
          gzipAsync(buffer, { level: 9 }).then((b) => fsp.writeFile(`${target}.gz`, b)),
        );
      }
      await Promise.all(writes);
    }));
    const old = path.join(parent, `.${base}-old-${process.pid}`);
    if (fs.existsSync(outDir)) fs.renameSync(outDir, old);
    fs.renameSync(temp, outDir);
    fs.rmSync(old, { recursive: true, force: true });
  } catch (error) {
    fs.rmSync(temp, { recursive: true, force: true });
    throw error;
  }
  return { bytes };
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

export function brotli(buffer: Uint8Array, quality = 10): Buffer {
  return zlib.brotliCompressSync(buffer, brotliOptions(buffer, quality));
}

export function gzipSize(data: Uint8Array | string): number {
  return zlib.gzipSync(typeof data === 'string' ? Buffer.from(data) : data, { level: 9 }).length;
}
