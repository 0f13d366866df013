import fs from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { headersFor } from '../generator/headers.ts';
import type { SiteManifest } from '../generator/manifest.ts';
import { sendJson } from './json.ts';
import { resolveFile, sendPage, serveFile } from './static.ts';

/** Answers one API call; `pathname` is the decoded request path, for handlers of a prefix. */
export type ApiHandler = (req: IncomingMessage, res: ServerResponse, pathname: string) => void | Promise<void>;

export interface SiteServerOptions {
  /** The built site. */
  dir: string;
  /** Handlers for paths under /be/api/: by exact path, or by prefix when the key ends in `/*`. */
  api?: Record<string, ApiHandler>;
  /** Rewrites HTML on its way out (the dev server's live-reload script). */
  transformHtml?: (html: string) => string;
}

export function readManifest(dir: string): SiteManifest {
  const file = path.join(dir, '_site.json');
  if (!fs.existsSync(file)) throw new Error(`${dir} holds no built site (no _site.json): run "site build" first`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as SiteManifest;
}

const escapeHtml = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The request handler: API calls, real redirects, clean URLs, the right not-found page with a 404
 * status, security headers on everything, and the error page for anything unexpected.
 */
export function createSiteHandler(options: SiteServerOptions) {
  const dir = path.resolve(options.dir);
  const manifest = readManifest(dir);
  const redirects = new Map(manifest.redirects.map((r) => [r.from, r]));
  const pageStatus = new Map(Object.values(manifest.pages).map((p) => [p.file, p.status]));
  const findApi = apiRouter(options.api ?? {});

  const sendError = (req: IncomingMessage, res: ServerResponse, status: number, message: string, headers: Record<string, string>) => {
    if (res.headersSent) {
      res.destroy();
      return;
    }
    sendPage(req, res, path.join(dir, manifest.errorPage), status, headers, (html) =>
      html
        .replace(/(<code class="error-status">)[^<]*/, `$1${status}`)
        .replace(/(<span class="error-message">)[^<]*/, `$1${escapeHtml(message)}`),
    );
  };

  return async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
      if (pathname.includes('\0')) throw new Error('NUL in path');
    } catch {
      return sendJson(res, 400, { error: 'Malformed request path.' });
    }
    const headers = headersFor(manifest.headers, pathname);
    try {
      if (pathname.startsWith('/be/api/')) {
        const route = findApi(pathname);
        if (!route) return sendJson(res, 404, { error: 'No such API endpoint.' }, headers);
        for (const [k, v] of Object.entries(headers)) res.setHeader(k, v);
        return await route(req, res, pathname);
      }
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        return sendJson(res, 405, { error: 'Only GET and HEAD are allowed here.' }, { ...headers, Allow: 'GET, HEAD' });
      }
      if (pathname.length > 1 && pathname.endsWith('/')) {
        const query = req.url!.includes('?') ? req.url!.slice(req.url!.indexOf('?')) : '';
        res.writeHead(301, { ...headers, Location: encodeURI(pathname.replace(/\/+$/, '')) + query });
        return void res.end();
      }
      const redirect = redirects.get(pathname);
      if (redirect) {
        res.writeHead(redirect.status, { ...headers, Location: redirect.to, 'Cache-Control': 'no-cache' });
        return void res.end();
      }
      // Build bookkeeping (_site.json, _headers, _redirects) is not for visitors.
      const file = pathname.split('/').some((part) => part.startsWith('_') || part.startsWith('.')) ? null : resolveFile(dir, pathname);
      const status = file ? pageStatus.get(file) ?? 200 : 404;
      if (file && status === 200) {
        if (options.transformHtml && file.endsWith('.html')) return sendPage(req, res, path.join(dir, file), 200, headers, options.transformHtml);
        return await serveFile(req, res, dir, headers);
      }
      const notFound = file ?? manifest.notFound.find((rule) => pathname.startsWith(rule.prefix) || `${pathname}/` === rule.prefix)?.file ?? '404.html';
      return sendPage(req, res, path.join(dir, notFound), status === 500 ? 500 : 404, headers, options.transformHtml);
    } catch (error) {
      console.error(`Error serving ${req.method} ${pathname}:`, error);
      return sendError(req, res, 500, 'Something went wrong on our side.', headers);
    }
  };
}

/** Finds the handler for an API path: an exact key first, then the longest `/prefix/*` key. */
export function apiRouter(api: Record<string, ApiHandler>): (pathname: string) => ApiHandler | undefined {
  const prefixes = Object.keys(api)
    .filter((key) => key.endsWith('/*'))
    .map((key) => [key.slice(0, -1), api[key]!] as const)
    .sort((a, b) => b[0].length - a[0].length);
  return (pathname) => (Object.hasOwn(api, pathname) && !pathname.endsWith('/*') ? api[pathname] : prefixes.find(([prefix]) => pathname.startsWith(prefix) && pathname.length > prefix.length)?.[1]);
}

export interface StartOptions extends SiteServerOptions {
  port: number;
  host: string;
  /** Print the address line (off in tests). */
  quiet?: boolean;
  /** Where form submissions are stored; env NESTWELL_DATA_DIR, else ./data. */
  dataDir?: string;
  /** Slow-client limits in ms; tests shorten them to prove the server recovers. */
  timeouts?: { headers?: number; request?: number };
}

/** Starts the server; SIGTERM and SIGINT close it gracefully, letting requests in flight finish. */
export async function startServer(options: StartOptions): Promise<http.Server> {
  const { chatApi } = await import('./chat/api.ts');
  const { formsApi, rateLimitFromEnv } = await import('./forms/api.ts');
  const { dataDirFromEnv } = await import('./forms/store.ts');
  const forms = formsApi({ dir: options.dir, dataDir: options.dataDir ?? dataDirFromEnv(), rateLimit: rateLimitFromEnv() });
  const handle = createSiteHandler({ ...options, api: { ...chatApi(options.dir), ...forms.routes, ...options.api } });
  const headersTimeout = options.timeouts?.headers ?? 10_000;
  // Node checks the timeouts on this interval, so it must not be longer than they are.
  const server = http.createServer({ connectionsCheckingInterval: Math.min(headersTimeout, 1_000) }, (req, res) => void handle(req, res));
  server.headersTimeout = headersTimeout;
  server.requestTimeout = options.timeouts?.request ?? 30_000;
  server.keepAliveTimeout = 5_000;
  server.on('clientError', (error, socket) => {
    // A client too slow with its headers or body gets 408; anything malformed, 400.
    const timedOut = (error as NodeJS.ErrnoException).code === 'ERR_HTTP_REQUEST_TIMEOUT';
    const [status, body] = timedOut ? ['408 Request Timeout', '{"error":"The request took too long."}'] : ['400 Bad Request', '{"error":"Bad request."}'];
    if (socket.writable) socket.end(`HTTP/1.1 ${status}\r\nContent-Type: application/json\r\nConnection: close\r\n\r\n${body}`);
    else socket.destroy(error);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, resolve);
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  if (!options.quiet) console.log(`Serving ${path.relative(process.cwd(), options.dir) || '.'} at http://${options.host}:${port}`);
  const shutdown = () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => server.closeAllConnections(), 5_000).unref();
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
  return server;
}
