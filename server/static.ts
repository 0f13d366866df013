import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import handler from 'serve-handler';

const COMPRESSED = /\.(html|css|js|xml|txt|svg|json)$/;

/** The encoding to send, from the client's Accept-Encoding: brotli, then gzip, else none. */
export function pickEncoding(accept: string | undefined): 'br' | 'gzip' | null {
  const offered = (accept ?? '').split(',').map((part) => part.trim().split(';')[0]!.toLowerCase());
  if (offered.includes('br')) return 'br';
  if (offered.includes('gzip')) return 'gzip';
  return null;
}

/** The file under `dir` that a clean URL names, or null: `/a` -> a/index.html or a.html or the file a. */
export function resolveFile(dir: string, pathname: string): string | null {
  const rel = pathname.replace(/^\/+/, '');
  const candidates = rel === '' ? ['index.html'] : [rel, `${rel}/index.html`, `${rel}.html`];
  for (const candidate of candidates) {
    const full = path.join(dir, candidate);
    if (!full.startsWith(dir + path.sep) && full !== dir) return null;
    try {
      if (fs.statSync(full).isFile()) return candidate;
    } catch {
      // not this one
    }
  }
  return null;
}

/**
 * Serves an existing file with serve-handler, swapping in its pre-compressed twin (`.br`, `.gz`)
 * when the client accepts it, through serve-handler's injectable file-system calls.
 */
export function serveFile(req: IncomingMessage, res: ServerResponse, dir: string, headers: Record<string, string>): Promise<void> {
  const encoding = pickEncoding(req.headers['accept-encoding']);
  const suffix = encoding === 'br' ? '.br' : encoding === 'gzip' ? '.gz' : '';
  const variant = (file: string) => (suffix && COMPRESSED.test(file) && fs.existsSync(file + suffix) ? file + suffix : file);
  res.setHeader('Vary', 'Accept-Encoding');
  return handler(
    req,
    res,
    {
      public: dir,
      cleanUrls: true,
      trailingSlash: false,
      directoryListing: false,
      etag: false,
      headers: [{ source: '**', headers: Object.entries(headers).map(([key, value]) => ({ key, value })) }],
    },
    {
      lstat: (file: string) => fs.promises.lstat(variant(file)),
      createReadStream: (file: string, options?: { start?: number; end?: number }) => {
        const chosen = variant(file);
        if (chosen !== file) res.setHeader('Content-Encoding', encoding!);
        return fs.createReadStream(chosen, options);
      },
    } as never,
  );
}

/** Sends a built page with a given status (not-found and error pages), compressed where accepted. */
export function sendPage(req: IncomingMessage, res: ServerResponse, file: string, status: number, headers: Record<string, string>, transform?: (html: string) => string): void {
  const encoding = transform ? null : pickEncoding(req.headers['accept-encoding']);
  const suffix = encoding === 'br' ? '.br' : encoding === 'gzip' ? '.gz' : '';
  const chosen = suffix && fs.existsSync(file + suffix) ? file + suffix : file;
  let body: Buffer = fs.readFileSync(chosen);
  if (transform) body = Buffer.from(transform(body.toString('utf8')));
  res.writeHead(status, {
    ...headers,
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': body.length,
    'Cache-Control': 'no-cache',
    Vary: 'Accept-Encoding',
    ...(chosen !== file ? { 'Content-Encoding': encoding! } : {}),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}
