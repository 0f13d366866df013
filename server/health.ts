import fs from 'node:fs';
import path from 'node:path';
import { MANIFEST_FILE, serverDirOf } from '../kernel/output-dirs.ts';
import { formsFolder } from './forms/store.ts';
import { sendJson } from './json.ts';
import type { ApiHandler } from './server.ts';

export const HEALTH_PATH = '/be/api/health';

/** What stops this server from doing its job, or null: the built site unreadable, the data folder not writable. */
export function healthProblem(dir: string, dataDir: string, serverDir = serverDirOf(dir)): string | null {
  try {
    fs.accessSync(path.join(serverDir, MANIFEST_FILE), fs.constants.R_OK);
    fs.accessSync(path.join(dir, 'index.html'), fs.constants.R_OK);
  } catch {
    return 'The site folder is not readable.';
  }
  try {
    // The store creates this folder on the first post; creating it here proves it can.
    fs.mkdirSync(formsFolder(dataDir), { recursive: true });
    fs.accessSync(formsFolder(dataDir), fs.constants.W_OK);
  } catch {
    return 'The data folder is not writable.';
  }
  return null;
}

/**
 * `GET /be/api/health`, for load balancers and uptime checks: 200 `{ "ok": true }` when the site
 * and its data folder are usable, 503 with the reason otherwise. Paths are never disclosed.
 */
export function healthApi(options: { dir: string; dataDir: string; serverDir?: string }): Record<string, ApiHandler> {
  return {
    [HEALTH_PATH]: (req, res) => {
      if (req.method !== 'GET' && req.method !== 'HEAD') return sendJson(res, 405, { error: 'Only GET and HEAD are allowed here.' }, { Allow: 'GET, HEAD' });
      const problem = healthProblem(options.dir, options.dataDir, options.serverDir);
      sendJson(res, problem ? 503 : 200, problem ? { ok: false, error: problem } : { ok: true });
    },
  };
}
