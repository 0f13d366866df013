import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { COMPRESSIBLE, CompressionCache, compress, pickEncoding, type Encoding } from './compression.ts';

export { pickEncoding } from './compression.ts';

/** HTML and other files without a content hash in their name: cached briefly, then revalidated by ETag. */
export const REVALIDATE = 'public, max-age=60, must-revalidate';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.pdf': 'application/pdf',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};

export const contentType = (file: string) => TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';

interface Known {
  mtimeMs: number;
  size: number;
  /** Content hash, the ETag and the compression cache key. */
  hash: string;
}

/** Files larger than this are streamed with a size-and-date ETag and never compressed. */
const HASH_LIMIT = 8 * 1024 * 1024;
const KNOWN_LIMIT = 20_000;

/** A file that is not there to send, or not ours to send: answered as not found. */
export class NotServed extends Error {
  readonly code = 'ENOENT';
}

/**
 * Sends the built files: ETags from content hashes and 304s, single byte ranges (with If-Range),
 * and brotli or gzip made on first request and kept in a bounded cache (a pre-compressed twin
 * beside the file is used instead when there is one). Range responses are never compressed.
 *
 * Each file is opened once, and its size, hash and bytes all come from that descriptor: a build
 * that swaps the folder meanwhile cannot pair one file's Content-Length with another's bytes. A
 * file whose real path leaves `root` (a symbolic link out of the site) is never sent.
 */
export class FileSender {
  private known = new Map<string, Known>();

  constructor(private readonly root: string, private readonly cache = new CompressionCache()) {}

  /**
   * Sends `file` with status 200. `headers` are the path's security and cache headers; without a
   * Cache-Control among them the short revalidating policy applies.
   */
  async send(req: IncomingMessage, res: ServerResponse, file: string, headers: Record<string, string>): Promise<void> {
    const handle = await this.open(file);
    try {
      await this.sendOpen(req, res, file, handle, headers);
    } finally {
      await handle.close();
    }
  }

  private async sendOpen(req: IncomingMessage, res: ServerResponse, file: string, handle: fs.promises.FileHandle, headers: Record<string, string>): Promise<void> {
    const stat = await handle.stat();
    const known = await this.identify(file, stat, handle);
    const hashed = known !== null;
    const tag = known?.hash ?? `${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}`;
    const compressible = hashed && COMPRESSIBLE.test(file);
    const ranged = typeof req.headers.range === 'string';
    const encoding = compressible && !ranged ? pickEncoding(req.headers['accept-encoding']) : null;
    const etag = `"${tag}${encoding ? `-${encoding}` : ''}"`;
    const lastModified = new Date(Math.floor(stat.mtimeMs / 1000) * 1000);
    const common: Record<string, string | number> = {
      'Cache-Control': (res.getHeader('Cache-Control') as string | undefined) ?? REVALIDATE,
      ...headers,
      'Content-Type': contentType(file),
      ETag: etag,
      'Last-Modified': lastModified.toUTCString(),
      'Accept-Ranges': 'bytes',
      ...(compressible ? { Vary: 'Accept-Encoding' } : {}),
    };
    if (notModified(req, etag, lastModified)) {
      res.writeHead(304, common);
      return void res.end();
    }
    const head = req.method === 'HEAD';
    const range = ranged ? byteRange(req, stat.size, etag, lastModified) : null;
    if (range === 'unsatisfiable') {
      res.writeHead(416, { ...common, 'Content-Range': `bytes */${stat.size}`, 'Content-Length': 0 });
      return void res.end();
    }
    if (range) {
      res.writeHead(206, { ...common, 'Content-Range': `bytes ${range.start}-${range.end}/${stat.size}`, 'Content-Length': range.end - range.start + 1 });
      return head ? void res.end() : stream(res, handle, range);
    }
    if (encoding) {
      const body = await this.compressed(file, handle, stat.size, known!.hash, encoding);
      res.writeHead(200, { ...common, 'Content-Encoding': encoding, 'Content-Length': body.length });
      return void res.end(head ? undefined : body);
    }
    res.writeHead(200, { ...common, 'Content-Length': stat.size });
    return head || stat.size === 0 ? void res.end() : stream(res, handle, { start: 0, end: stat.size - 1 });
  }

  /** Opens a file of the site: one whose real path, links resolved, is inside the site's folder. */
  private async open(file: string): Promise<fs.promises.FileHandle> {
    const handle = await fs.promises.open(file, 'r').catch((error: NodeJS.ErrnoException) => {
      throw ['ENOENT', 'ENOTDIR', 'ELOOP', 'EISDIR'].includes(error.code!) ? new NotServed(file) : error;
    });
    const [real, root] = await Promise.all([fs.promises.realpath(file), fs.promises.realpath(this.root)]).catch(() => [null, null]);
    if (real && root && real.startsWith(root + path.sep)) return handle;
    await handle.close();
    throw new NotServed(file);
  }

  /**
   * Sends a whole page with another status (not-found and error pages) or rewritten on its way
   * out (the dev server's reload script): no ETag, never cached for long.
   */
  async sendPage(req: IncomingMessage, res: ServerResponse, file: string, status: number, headers: Record<string, string>, transform?: (html: string) => string): Promise<void> {
    const handle = await this.open(file);
    let body: Buffer = await handle.readFile().finally(() => handle.close());
    if (transform) body = Buffer.from(transform(body.toString('utf8')));
    const encoding = pickEncoding(req.headers['accept-encoding']);
    if (encoding) {
      const hash = createHash('sha256').update(body).digest('base64url').slice(0, 27);
      body = await this.cache.get(hash, encoding, () => compress(body, encoding));
    }
    res.writeHead(status, {
      ...headers,
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Length': body.length,
      'Cache-Control': status >= 500 ? 'no-store' : 'no-cache',
      Vary: 'Accept-Encoding',
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  /** The content hash of a file, remembered while its size and date stay the same; null for big files. */
  private async identify(file: string, stat: fs.Stats, handle: fs.promises.FileHandle): Promise<Known | null> {
    if (stat.size > HASH_LIMIT) return null;
    const cached = this.known.get(file);
    if (cached && cached.mtimeMs === stat.mtimeMs && cached.size === stat.size) return cached;
    const hash = createHash('sha256').update(await readWhole(handle, stat.size)).digest('base64url').slice(0, 27);
    const known = { mtimeMs: stat.mtimeMs, size: stat.size, hash };
    this.known.delete(file);
    if (this.known.size >= KNOWN_LIMIT) this.known.delete(this.known.keys().next().value!);
    this.known.set(file, known);
    return known;
  }

  private compressed(file: string, handle: fs.promises.FileHandle, size: number, hash: string, encoding: Encoding): Promise<Buffer> {
    return this.cache.get(hash, encoding, async () => {
      const twin = await fs.promises.readFile(`${file}${encoding === 'br' ? '.br' : '.gz'}`).catch(() => null);
      return twin ?? compress(await readWhole(handle, size), encoding);
    });
  }
}

/** The first `size` bytes of an opened file, read by position (the handle may be read again). */
async function readWhole(handle: fs.promises.FileHandle, size: number): Promise<Buffer> {
  const buffer = Buffer.alloc(size);
  let done = 0;
  while (done < size) {
    const { bytesRead } = await handle.read(buffer, done, size - done, done);
    if (!bytesRead) break;
    done += bytesRead;
  }
  return buffer.subarray(0, done);
}

/**
 * Streams `range` of an opened file (the caller closes it). It stops at the range's end, so the
 * body never outgrows its Content-Length; a file cut short cuts the connection rather than leave
 * the client waiting for bytes that will not come.
 */
async function stream(res: ServerResponse, handle: fs.promises.FileHandle, range: { start: number; end: number }): Promise<void> {
  const source = handle.createReadStream({ start: range.start, end: range.end, autoClose: false });
  try {
    await pipeline(source, res);
    if (source.bytesRead < range.end - range.start + 1) res.destroy();
  } catch {
    res.destroy();
  }
}

const tagsOf = (header: string) => header.split(',').map((t) => t.trim().replace(/^W\//, ''));

/** RFC 9110 13.2.2: If-None-Match wins; If-Modified-Since only counts without it. */
function notModified(req: IncomingMessage, etag: string, lastModified: Date): boolean {
  const match = req.headers['if-none-match'];
  if (match !== undefined) return match.trim() === '*' || tagsOf(match).includes(etag);
  const since = httpDate(req.headers['if-modified-since']);
  return since !== null && lastModified.getTime() <= since;
}

/** The three date formats of RFC 9110 5.6.7: IMF-fixdate, and the obsolete RFC 850 and asctime. */
const HTTP_DATE = [
  /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/,
  /^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), \d{2}-(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)-\d{2} \d{2}:\d{2}:\d{2} GMT$/,
  /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun) (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) [ \d]\d \d{2}:\d{2}:\d{2} \d{4}$/,
];

/**
 * An HTTP date in milliseconds, or null for anything else: Date.parse reads `99999` as a year,
 * and a validator that is not a date must be ignored (RFC 9110 13.1.3).
 */
function httpDate(value: string | undefined): number | null {
  if (!value || !HTTP_DATE.some((format) => format.test(value.trim()))) return null;
  const time = Date.parse(value.trim().replace(/^\w+ (\w+) +(\d+) ([\d:]+) (\d+)$/, '$2 $1 $4 $3 GMT'));
  return Number.isFinite(time) ? time : null;
}

/**
 * The one byte range asked for, or null to send the whole file: no or several ranges, or an
 * If-Range naming another version. A range wholly past the end is unsatisfiable (416).
 */
function byteRange(req: IncomingMessage, size: number, etag: string, lastModified: Date): { start: number; end: number } | 'unsatisfiable' | null {
  const ifRange = req.headers['if-range'];
  if (typeof ifRange === 'string') {
    const fresh = ifRange.startsWith('"') || ifRange.startsWith('W/') ? ifRange.trim() === etag : httpDate(ifRange) === lastModified.getTime();
    if (!fresh) return null;
  }
  const match = /^bytes=(\d*)-(\d*)$/.exec((req.headers.range ?? '').trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  if (match[1] === '') {
    const suffix = Math.min(Number(match[2]), size);
    return suffix === 0 ? 'unsatisfiable' : { start: size - suffix, end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size) return 'unsatisfiable';
  if (end < start) return null;
  return { start, end };
}
