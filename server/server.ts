import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import type { Duplex } from 'node:stream';
import { headersFor } from '../kernel/headers.ts';
import type { RenderForm } from '../kernel/forms/fields.ts';
import type { ClientPolicy } from './client.ts';
import { readManifest } from '../kernel/manifest.ts';
import { serverDirOf } from '../kernel/output-dirs.ts';
import { resolveFile } from '../kernel/paths.ts';
import { sendJson } from './json.ts';
import { isAmbiguousPath, MAX_URL_LENGTH, parseTarget, pathLocation, withoutTrailingSlash, withQuery, type RequestTarget } from './request-target.ts';
import { FileSender, NotServed } from './static.ts';

/** Answers one API call; `pathname` is the decoded request path, for handlers of a prefix. */
export type ApiHandler = (req: IncomingMessage, res: ServerResponse, pathname: string) => void | Promise<void>;

export interface SiteServerOptions {
  /** The built site: the published folder. */
  dir: string;
  /** The build's files for the server only (manifest, chat index); by default the folder beside `dir`. */
  serverDir?: string;
  /** Handlers for paths under /be/api/: by exact path, or by prefix when the key ends in `/*`. */
  api?: Record<string, ApiHandler>;
  /** Rewrites HTML on its way out (the dev server's live-reload script). */
  transformHtml?: (html: string) => string;
}

const escapeHtml = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** The error page of last resort, when the built one cannot be read (dist/ mid-swap, out of file handles). */
const fallbackPage = (status: number, message: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Error ${status}</title></head>` +
  `<body><h1>Error ${status}</h1><p>${escapeHtml(message)}</p><p><a href="/">Go to the home page</a></p></body></html>`;

/** Redirects that only normalise an address never change: a browser may keep them a day. */
const NORMALISE_CACHE = 'public, max-age=86400';

export type SiteHandler = ((req: IncomingMessage, res: ServerResponse) => Promise<void>) & {
  /** The site-wide security headers, for answers written before a path is known. */
  baseHeaders: Record<string, string>;
};

/**
 * The request handler: API calls, real redirects that never leave the site unless configured,
 * clean URLs, the right not-found page with a 404 status, security headers on every answer, and
 * the error page for anything unexpected. Its promise never rejects.
 */
export function createSiteHandler(options: SiteServerOptions): SiteHandler {
  const dir = path.resolve(options.dir);
  const manifest = readManifest(dir, options.serverDir);
  const redirects = new Map(manifest.redirects.map((r) => [r.from, r]));
  const pageStatus = new Map(Object.values(manifest.pages).map((p) => [p.file, p.status]));
  const findApi = apiRouter(options.api ?? {});
  const files = new FileSender(dir);
  const baseHeaders = headersFor(manifest.headers, '/');

  const sendBuiltIn = (req: IncomingMessage, res: ServerResponse, status: number, message: string, headers: Record<string, string>) => {
    if (res.headersSent) return void res.destroy();
    const body = fallbackPage(status, message);
    res.writeHead(status, { ...headers, 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': Buffer.byteLength(body), 'Cache-Control': 'no-store' });
    res.end(req.method === 'HEAD' ? undefined : body);
  };

  const sendError = async (req: IncomingMessage, res: ServerResponse, status: number, message: string, headers: Record<string, string>) => {
    if (res.headersSent) return void res.destroy();
    try {
      await files.sendPage(req, res, path.join(dir, manifest.errorPage), status, headers, (html) =>
        html
          .replace(/(<code class="error-status">)[^<]*/, `$1${status}`)
          .replace(/(<span class="error-message">)[^<]*/, `$1${escapeHtml(message)}`),
      );
    } catch (error) {
      console.error(`Error page unavailable (${(error as Error).message}); sent the built-in one`);
      sendBuiltIn(req, res, status, message, headers);
    }
  };

  const redirect = (res: ServerResponse, status: number, location: string, cacheControl: string) => {
    res.writeHead(status, { Location: location, 'Cache-Control': cacheControl, 'Content-Length': 0 });
    res.end();
  };

  const route = async (req: IncomingMessage, res: ServerResponse, pathname: string, target: RequestTarget): Promise<void> => {
    if (pathname.startsWith('/be/api/')) {
      const api = findApi(pathname);
      if (!api) return sendJson(res, 404, { error: 'No such API endpoint.' });
      return await api(req, res, pathname);
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return sendJson(res, 405, { error: 'Only GET and HEAD are allowed here.' }, { Allow: 'GET, HEAD' });
    }
    const notFound = (file: string | null) =>
      file ?? manifest.notFound.find((rule) => pathname.startsWith(rule.prefix) || `${pathname}/` === rule.prefix)?.file ?? '404.html';
    if (isAmbiguousPath(pathname)) return files.sendPage(req, res, path.join(dir, notFound(null)), 404, {}, options.transformHtml);
    if (pathname.length > 1 && pathname.endsWith('/')) return redirect(res, 301, withoutTrailingSlash(target.raw, target.query), NORMALISE_CACHE);
    const fixed = redirects.get(pathname);
    if (fixed) return redirect(res, fixed.status, withQuery(fixed.to, target.query), 'no-cache');
    const clean = pathname.replace(/\/index(\.html)?$|\.html$/, '') || '/';
    if (clean !== pathname && resolveFile(dir, clean)?.endsWith('.html')) return redirect(res, 301, pathLocation(clean, target.query), NORMALISE_CACHE);
    // Build bookkeeping (_site.json, _headers, _redirects) is not for visitors.
    const file = pathname.split('/').some((part) => part.startsWith('_') || part.startsWith('.')) ? null : resolveFile(dir, pathname);
    const status = file ? pageStatus.get(file) ?? 200 : 404;
    if (file && status === 200) {
      try {
        if (options.transformHtml && file.endsWith('.html')) return await files.sendPage(req, res, path.join(dir, file), 200, {}, options.transformHtml);
        return await files.send(req, res, path.join(dir, file), {});
      } catch (error) {
        // Gone since it was found (a build swapped the folder), or a link out of the site.
        if (!(error instanceof NotServed)) throw error;
      }
      return files.sendPage(req, res, path.join(dir, notFound(null)), 404, {}, options.transformHtml);
    }
    return files.sendPage(req, res, path.join(dir, notFound(file)), status === 500 ? 500 : 404, {}, options.transformHtml);
  };

  const handle = async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = req.url ?? '/';
    if (url.length > MAX_URL_LENGTH) return sendJson(res, 414, { error: 'The address is too long.' }, { ...baseHeaders, Connection: 'close' });
    const target = parseTarget(url);
    if (!target) return sendJson(res, 400, { error: 'Malformed request path.' }, baseHeaders);
    const { pathname } = target;
    // Set before anything is written, so every answer below carries them, whoever writes it.
    for (const [key, value] of Object.entries(headersFor(manifest.headers, pathname))) res.setHeader(key, value);
    try {
      await route(req, res, pathname, target);
    } catch (error) {
      // One line each (a stack with DEBUG=1). Out of file handles, every request fails alike: it
      // gets the built-in page (reading the built one needs a handle too) and a 503 to retry.
      const busy = ['EMFILE', 'ENFILE'].includes((error as NodeJS.ErrnoException).code ?? '');
      console.error(`Error serving ${req.method} ${pathname}:`, process.env.DEBUG ? error : (error as Error).message);
      if (busy) sendBuiltIn(req, res, 503, 'The server is busy. Please try again in a moment.', { 'Retry-After': '5' });
      else await sendError(req, res, 500, 'Something went wrong on our side.', {}).catch(() => res.destroy());
    }
  };
  return Object.assign(handle, { baseHeaders });
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
  /** The form island's markup, for answers to form posts made without JavaScript. */
  renderForm: RenderForm;
  /** Trusted proxy hops, the header they record clients in, their secret; by default from the environment (client.ts). */
  client?: Partial<ClientPolicy>;
  /** Slow-client limits in ms; tests shorten them to prove the server recovers. */
  timeouts?: { headers?: number; request?: number; keepAlive?: number; shutdown?: number };
  /** Worker threads the chat engine answers on (`site serve` gives one a core); 0, the default, answers on the server's thread. */
  chatThreads?: number;
}

export type SiteServer = http.Server & {
  /** Stops taking connections, lets requests in flight finish (up to the shutdown cap), then resolves. */
  stop: () => Promise<void>;
};

/** Starts the server; SIGTERM and SIGINT stop it gracefully, letting requests in flight finish. */
export async function startServer(options: StartOptions): Promise<SiteServer> {
  const { siteApis } = await import('./apis.ts');
  const { rateLimitFromEnv } = await import('./forms/api.ts');
  const { dataDirFromEnv } = await import('./forms/store.ts');
  const dataDir = options.dataDir ?? dataDirFromEnv();
  const { loadEngine } = await import('./chat/api.ts');
  const chat = options.chatThreads ? (loadEngine(options.serverDir ?? serverDirOf(options.dir), options.chatThreads) ?? null) : undefined;
  const apis = siteApis({ dir: options.dir, dataDir, rateLimit: rateLimitFromEnv(), renderForm: options.renderForm, serverDir: options.serverDir, client: options.client, chatEngine: chat });
  const handle = createSiteHandler({ ...options, api: { ...apis.routes, ...options.api } });
  const headersTimeout = options.timeouts?.headers ?? 10_000;
  const inFlight = new Set<ServerResponse>();
  /** The last response each connection owes, so a parse error after it waits for it to go out. */
  const owed = new WeakMap<Duplex, ServerResponse>();
  let stopping = false;
  // Node checks the timeouts on this interval, so it must not be longer than they are.
  const server = http.createServer({ connectionsCheckingInterval: Math.min(headersTimeout, 1_000) }, (req, res) => {
    inFlight.add(res);
    owed.set(req.socket, res);
    res.once('close', () => inFlight.delete(res));
    if (stopping) res.setHeader('Connection', 'close');
    handle(req, res).catch(() => res.destroy());
  });
  server.headersTimeout = headersTimeout;
  server.requestTimeout = options.timeouts?.request ?? 30_000;
  server.keepAliveTimeout = options.timeouts?.keepAlive ?? 5_000;
  // A valid request followed by an unparseable one in the same packet: the first is still being
  // answered when the parser fails, and its answer goes out before the 400, not instead of it.
  server.on('clientError', (error: NodeJS.ErrnoException & { rawPacket?: Buffer }, socket) => {
    const answer = () => (socket.writable ? socket.end(clientErrorResponse(error, handle.baseHeaders)) : socket.destroy(error));
    const pending = owed.get(socket);
    if (pending && !pending.writableFinished && !pending.destroyed) {
      pending.once('finish', answer);
      pending.once('close', () => pending.writableFinished || socket.destroy());
      return;
    }
    answer();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, resolve);
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  if (!options.quiet) console.log(`Serving ${path.relative(process.cwd(), options.dir) || '.'} at http://${options.host}:${port}`);

  let stopped: Promise<void> | null = null;
  const stop = () =>
    (stopped ??= new Promise<void>((resolve) => {
      stopping = true;
      const cap = setTimeout(() => server.closeAllConnections(), options.timeouts?.shutdown ?? 10_000);
      server.close(() => {
        clearTimeout(cap);
        Promise.all([apis.store.close(), chat?.close?.()]).then(() => resolve(), resolve);
      });
      // Kept-alive connections would otherwise hold the close open until they time out.
      server.closeIdleConnections();
      for (const res of inFlight) {
        if (!res.headersSent) res.setHeader('Connection', 'close');
        res.once('finish', () => setImmediate(() => server.closeIdleConnections()));
      }
    }));
  const shutdown = () => void stop().then(() => process.exit(0));
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
  return Object.assign(server, { stop });
}

/**
 * The raw answer to a request Node could not parse: 408 for a client too slow with its headers
 * or body, 414 for an over-long request line, 431 for oversized headers, else 400. It carries
 * the security headers like every other answer.
 */
export function clientErrorResponse(error: NodeJS.ErrnoException & { rawPacket?: Buffer }, headers: Record<string, string>): string {
  const [status, body] = (() => {
    if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return ['408 Request Timeout', 'The request took too long.'];
    if (error.code === 'HPE_HEADER_OVERFLOW') {
      const packet = error.rawPacket?.toString('latin1') ?? '';
      const lineEnd = packet.indexOf('\r\n');
      const lineLength = lineEnd < 0 ? packet.length : lineEnd;
      return lineLength > MAX_URL_LENGTH ? ['414 URI Too Long', 'The address is too long.'] : ['431 Request Header Fields Too Large', 'The request headers are too large.'];
    }
    return ['400 Bad Request', 'Bad request.'];
  })();
  const json = JSON.stringify({ error: body });
  const lines = Object.entries({ ...headers, 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': String(Buffer.byteLength(json)), 'Cache-Control': 'no-store', Connection: 'close' });
  return `HTTP/1.1 ${status}\r\n${lines.map(([k, v]) => `${k}: ${v}`).join('\r\n')}\r\n\r\n${json}`;
}
