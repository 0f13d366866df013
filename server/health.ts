import fs from 'node:fs';
import path from 'node:path';
import { MANIFEST_FILE, serverDirOf } from '../kernel/output-dirs.ts';
import { formsFolder } from './forms/store.ts';
import { sendJson } from './json.ts';
import type { ApiHandler } from './server.ts';

export const HEALTH_PATH = '/be/api/health';

/** Room a post needs on the data folder's disk: a submission is at most 32 KB; a margin for the file system. */
const MIN_FREE_BYTES = 1024 * 1024;

/**
 * What stops this server from doing its job, or null: the built site unreadable, or a post that
 * could not be stored: its folder (or, before the first post, the folder the store would create it
 * in) not writable, or its disk full. It looks and creates nothing: polling it before the first post
 * leaves the data folder to the store, which makes it private.
 */
export function healthProblem(dir: string, dataDir: string, serverDir = serverDirOf(dir)): string | null {
  try {
    fs.accessSync(path.join(serverDir, MANIFEST_FILE), fs.constants.R_OK);
    fs.accessSync(path.join(dir, 'index.html'), fs.constants.R_OK);
  } catch {
    return 'The site folder is not readable.';
  }
  const folder = nearestExisting(formsFolder(dataDir));
  try {
    if (!folder || !fs.statSync(folder).isDirectory()) throw new Error('not a folder');
    fs.accessSync(folder, fs.constants.W_OK | fs.constants.X_OK);
  } catch {
    return 'The data folder is not writable.';
  }
  try {
    const disk = fs.statfsSync(folder);
    if (disk.bavail * disk.bsize < MIN_FREE_BYTES) return 'The data folder\'s disk is full.';
  } catch {
    return 'The data folder is not writable.';
  }
  return null;
}

/** `file` if it exists, else its nearest existing parent: where the store's mkdir would start. */
function nearestExisting(file: string): string | null {
  for (let at = file; ; at = path.dirname(at)) {
    if (fs.existsSync(at)) return at;
    if (path.dirname(at) === at) return null;
  }
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
