import fs from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';

/** What every HTML page served in dev gets: the client that reloads it and shows build errors. */
export const withDevClient = (html: string) => html.replace('</body>', '<script type="module" src="/__dev/client.js"></script></body>');

type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/** The longest a build waits for reloading pages before it goes on. */
const LOAD_CAP_MS = 1000;

export interface DevServer {
  server: http.Server;
  /**
   * Tells every open page to reload; resolves once they have loaded again (or after `LOAD_CAP_MS`),
   * so the build can leave them the CPU meanwhile.
   */
  reload(): Promise<void>;
  /** Shows these problems over every open page (and pages opened later) until the next reload. */
  showProblems(problems: string[]): void;
  /** The paths the open pages show. */
  openPages(): string[];
  close(): Promise<void>;
}

/**
 * Whether a Host header names this machine: `localhost` (or a name under it) or a loopback
 * address. A page on another site can point its own name at 127.0.0.1 (DNS rebinding) and then
 * read what the dev server answers; the name it sent is how that is told apart.
 *
 * @example isLocalHost('localhost:3000') // true; isLocalHost('rebind.evil.example:3000') // false
 */
export function isLocalHost(host: string | undefined): boolean {
  if (!host) return false;
  const name = host.replace(/:\d+$/, '').toLowerCase();
  return name === 'localhost' || name.endsWith('.localhost') || name === '[::1]' || /^127(\.\d{1,3}){3}$/.test(name);
}

/**
 * The server of `site dev`. The site (pages, redirects, APIs) is answered by whichever handler
 * the latest good build made, so it changes with the code without the server restarting; the
 * server adds the event stream open pages listen to, and the script and stylesheet they use.
 */
export function devServer(options: {
  handler: () => Handler | undefined;
  status: () => object;
  /** Answer any Host name (`site dev --host` was given); otherwise localhost names only. */
  anyHost?: boolean;
}): DevServer {
  const clients = new Map<ServerResponse, string>();
  let problems: string[] = [];
  let reloading: { left: number; done: () => void } | undefined;
  const send = (res: ServerResponse, event: string, data: unknown) => res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  const own: Record<string, { type: string; file: string }> = {
    '/__dev/client.js': { type: 'text/javascript', file: 'client.js' },
    '/__dev/overlay.css': { type: 'text/css', file: 'overlay.css' },
  };

  const server = http.createServer((req, res) => {
    if (!options.anyHost && !isLocalHost(req.headers.host)) {
      res.writeHead(421, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
      return res.end('site dev answers localhost names only; start it with --host to serve other names.\n');
    }
    const url = new URL(req.url ?? '/', 'http://dev');
    if (url.pathname === '/__dev/events') {
      res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store', Connection: 'keep-alive' });
      res.write(': connected\n\n');
      clients.set(res, url.searchParams.get('page') ?? '/');
      if (problems.length) send(res, 'problems', problems);
      req.on('close', () => clients.delete(res));
      return;
    }
    const asset = own[url.pathname];
    if (asset) {
      res.writeHead(200, { 'Content-Type': asset.type, 'Cache-Control': 'no-store' });
      return res.end(fs.readFileSync(path.join(import.meta.dirname, asset.file)));
    }
    if (url.pathname === '/__dev/loaded') {
      res.writeHead(204).end();
      if (reloading && --reloading.left <= 0) reloading.done();
      return;
    }
    if (url.pathname === '/__dev/status') {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
      return res.end(JSON.stringify({ pid: process.pid, problems, pages: [...clients.values()], ...options.status() }));
    }
    const handler = options.handler();
    if (handler) return void handler(req, res);
    // No build has succeeded yet: a page that shows why, and reloads when one does.
    res.writeHead(503, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'Retry-After': '1' });
    res.end(withDevClient('<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Building…</title></head><body><p>site dev is building the site…</p></body></html>'));
  });

  return {
    server,
    reload() {
      problems = [];
      reloading?.done();
      const told = [...clients.keys()];
      for (const client of told) send(client, 'reload', null);
      if (!told.length) return Promise.resolve();
      return new Promise<void>((resolve) => {
        const cap = setTimeout(() => reloading?.done(), LOAD_CAP_MS);
        reloading = { left: told.length, done: () => {
          clearTimeout(cap);
          reloading = undefined;
          resolve();
        } };
      });
    },
    showProblems(list) {
      problems = list;
      for (const client of clients.keys()) send(client, 'problems', list);
    },
    openPages: () => [...new Set(clients.values())],
    async close() {
      for (const client of clients.keys()) client.end();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
