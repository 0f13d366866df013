import path from 'node:path';
// Build-side and server-side rules, like paths.ts: the browser never needs them.
import { CHAT_INDEX_FILE } from './chat/model.ts';
import { FORM_PARTS_DIR } from './forms/page-parts.ts';

/** The build manifest: what `site serve` and `site check` read about a build. */
export const MANIFEST_FILE = '_site.json';

/** The `serve` package's configuration: it reads it with `--config`, so it is never published. */
export const SERVE_JSON_FILE = 'serve.json';

/** The last build's prices, which the next build compares its own with (generator/check/price-jumps.ts). */
export const PRICES_FILE = '_prices.json';

/** Files only the server reads: they go to the server folder, never to the published one; so do form pages' parts. */
const SERVER_FILES = new Set([MANIFEST_FILE, CHAT_INDEX_FILE, SERVE_JSON_FILE, PRICES_FILE]);

/**
 * The folder beside a published folder that holds what only the server reads: `dist` ->
 * `dist-server`. Publishing `dist/` as it is then leaks nothing.
 */
export function serverDirOf(publicDir: string): string {
  const resolved = path.resolve(publicDir);
  return path.join(path.dirname(resolved), `${path.basename(resolved)}-server`);
}

export function isServerFile(file: string): boolean {
  return SERVER_FILES.has(file) || file.startsWith(`${FORM_PARTS_DIR}/`);
}

/** Splits a build's files into the published ones and the server's own. */
export function splitOutput<T>(files: Map<string, T>): { publicFiles: Map<string, T>; serverFiles: Map<string, T> } {
  const publicFiles = new Map<string, T>();
  const serverFiles = new Map<string, T>();
  for (const [file, data] of files) (isServerFile(file) ? serverFiles : publicFiles).set(file, data);
  return { publicFiles, serverFiles };
}
