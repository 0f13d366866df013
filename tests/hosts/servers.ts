import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { serverDirOf, SERVE_JSON_FILE } from '../../kernel/output-dirs.ts';
import { renderFormMarkup } from '../../islands/form/form-markup.ts';
import type { ClientPolicy } from '../../server/client.ts';
import { startServer } from '../../server/server.ts';

const root = path.resolve(import.meta.dirname, '../..');

export interface HostServer {
  url: string;
  close: () => Promise<void>;
}

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * Starts a server on a port found free. Between the probe and the server's own bind, another
 * process of a parallel test can take the port (CI saw wrangler fail so), so a start that fails
 * on an address in use is tried again on another port.
 */
export async function onFreePort(start: (port: number) => Promise<HostServer>): Promise<HostServer> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await start(await freePort());
    } catch (error) {
      if (attempt >= 3 || !/address already in use|EADDRINUSE/i.test((error as Error).message)) throw error;
    }
  }
}

/** The secret `wranglerPagesDev` gives the Pages Function, for a `site serve` that trusts it. */
export const TEST_ORIGIN_SECRET = 'only-the-tests-pages-function-knows-this';

/** `site serve` in this process, on a free port, with a throwaway data folder. */
export async function siteServe(dir: string, client?: Partial<ClientPolicy>): Promise<HostServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nestwell-parity-data-'));
  const server = await startServer({ dir, port: 0, host: '127.0.0.1', quiet: true, dataDir, renderForm: renderFormMarkup, client });
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Runs a command in its own process group until it prints `ready`; closing ends the group. */
async function startProcess(args: string[], env: Record<string, string>, ready: RegExp, url: string): Promise<HostServer> {
  const child: ChildProcess = spawn(process.execPath, args, { cwd: root, detached: true, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (ready.test(output)) resolve();
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`${args[0]} exited with ${code} before it was ready:\n${output}`)));
  });
  return {
    url,
    close: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid!, 'SIGTERM');
      await exited;
    },
  };
}

/**
 * Cloudflare's own runtime over the published folder, offline: `wrangler pages dev` with this
 * project's Pages Function, which forwards `/be/api/*` to `apiOrigin`.
 */
export function wranglerPagesDev(dir: string, apiOrigin: string): Promise<HostServer> {
  return onFreePort(async (port) => {
    const state = fs.mkdtempSync(path.join(os.tmpdir(), 'nestwell-wrangler-'));
    const removeState = () => fs.rmSync(state, { recursive: true, force: true });
    const server = await startProcess(
      [
        path.join(root, 'node_modules/wrangler/bin/wrangler.js'), 'pages', 'dev', dir,
        '--compatibility-date', '2025-01-01', '--ip', '127.0.0.1', '--port', String(port),
        '--binding', `NESTWELL_API_ORIGIN=${apiOrigin}`, '--binding', `NESTWELL_ORIGIN_SECRET=${TEST_ORIGIN_SECRET}`, '--persist-to', state, '--log-level', 'info',
      ],
      // No request to Cloudflare for the sample `request.cf` object, no metrics, no update check.
      { CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_SEND_METRICS: 'false', WRANGLER_LOG_PATH: state, NO_UPDATE_NOTIFIER: '1', FORCE_COLOR: '0' },
      /Ready on http/,
      `http://127.0.0.1:${port}`,
    ).catch((error: unknown) => {
      removeState();
      throw error;
    });
    return { url: server.url, close: async () => { await server.close(); removeState(); } };
  });
}

/** The `serve` package as a plain static host, configured by the serve.json the build writes. */
export function servePackage(dir: string): Promise<HostServer> {
  const config = path.relative(dir, path.join(serverDirOf(dir), SERVE_JSON_FILE));
  return onFreePort((port) => startProcess(
    [path.join(root, 'node_modules/serve/build/main.js'), dir, '--config', config, '--listen', `tcp://127.0.0.1:${port}`, '--no-clipboard', '--no-port-switching'],
    { NO_UPDATE_CHECK: '1', NODE_ENV: 'production' },
    /Accepting connections|Serving!/,
    `http://127.0.0.1:${port}`,
  ));
}

export interface RawResponse {
  status: number;
  /** Every header line as sent, names lower-cased, so a header sent twice shows twice. */
  headers: [string, string][];
  body: string;
  all: (name: string) => string[];
  one: (name: string) => string | undefined;
}

/** One request, redirects not followed, headers as sent (fetch would join repeated ones). */
export function request(url: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: init.method ?? 'GET', headers: init.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const headers: [string, string][] = [];
        for (let i = 0; i < res.rawHeaders.length; i += 2) headers.push([res.rawHeaders[i]!.toLowerCase(), res.rawHeaders[i + 1]!]);
        const all = (name: string) => headers.filter(([k]) => k === name.toLowerCase()).map(([, v]) => v);
        resolve({ status: res.statusCode!, headers, body: Buffer.concat(chunks).toString('utf8'), all, one: (name) => all(name)[0] });
      });
    });
    req.on('error', reject);
    req.end(init.body);
  });
}
