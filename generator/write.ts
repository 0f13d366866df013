import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const COMPRESSIBLE = /\.(html|css|js|xml|txt|svg|json|webmanifest)$/;

/**
 * Writes every file into a fresh folder beside `outDir`, then swaps it in with two renames, so
 * `outDir` is only ever the old build or the complete new one. Text files also get `.br` and `.gz`
 * twins for servers that send pre-compressed files.
 */
export function writeOutput(outDir: string, files: Map<string, Uint8Array | string>): { bytes: number } {
  const parent = path.dirname(path.resolve(outDir));
  const base = path.basename(outDir);
  const temp = path.join(parent, `.${base}-build-${process.pid}`);
  fs.rmSync(temp, { recursive: true, force: true });
  let bytes = 0;
  try {
    const dirs = new Set<string>();
    for (const [file, data] of [...files].sort(([a], [b]) => (a < b ? -1 : 1))) {
      const target = path.join(temp, file);
      const dir = path.dirname(target);
      if (!dirs.has(dir)) {
        fs.mkdirSync(dir, { recursive: true });
        dirs.add(dir);
      }
      const buffer = typeof data === 'string' ? Buffer.from(data) : data;
      fs.writeFileSync(target, buffer);
      bytes += buffer.length;
      if (COMPRESSIBLE.test(file) && buffer.length > 256) {
        fs.writeFileSync(`${target}.br`, brotli(buffer, file.endsWith('.html') ? HTML_BROTLI_QUALITY : undefined));
        fs.writeFileSync(`${target}.gz`, zlib.gzipSync(buffer, { level: 9 }));
      }
    }
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

/**
 * Pages are many (one per New Jersey municipality) and change with every content edit: quality 5
 * compresses one in well under a millisecond, against about ten at quality 10, for output some 10%
 * larger. Hashed assets are few and cached for a year, so they keep quality 10.
 */
const HTML_BROTLI_QUALITY = 5;

export function brotli(buffer: Uint8Array, quality = 10): Buffer {
  return zlib.brotliCompressSync(buffer, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buffer.length,
    },
  });
}

export function gzipSize(data: Uint8Array | string): number {
  return zlib.gzipSync(typeof data === 'string' ? Buffer.from(data) : data, { level: 9 }).length;
}
