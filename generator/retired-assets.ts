import fs from 'node:fs';
import path from 'node:path';

/**
 * The build's record of each kept asset and when a build first left it out. Only the next build
 * reads it, so it lives in the server folder, never in what visitors may fetch.
 */
export const RETIRED_ASSETS_FILE = '_retired-assets.json';

/** Kept asset -> when a build first left it out (ISO time). */
export type RetiredAssets = Record<string, string>;

/**
 * How long a hashed asset stays after the build that dropped it. A page opened before a deploy
 * loads its lazy chunks (the chat) only when the visitor asks, which may be hours later in a tab
 * left open; a week covers that with room to spare, and costs a few hundred kB per deploy.
 */
export const KEEP_RETIRED_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Copies into the new output (`next`) every file under `assets/` of the previous output that the
 * new build no longer has, unless it left the build more than KEEP_RETIRED_MS ago (`since`: the
 * previous build's record), and returns the new record. Asset names carry content hashes, so an
 * old file never shadows a new one.
 */
export function keepRetiredAssets(previous: string, next: string, since: RetiredAssets, now = Date.now()): RetiredAssets {
  const assets = path.join(previous, 'assets');
  if (!fs.existsSync(assets)) return {};
  const kept: RetiredAssets = {};
  for (const entry of fs.readdirSync(assets, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.relative(previous, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
    if (fs.existsSync(path.join(next, file))) continue;
    const retiredAt = since[file] ? Date.parse(since[file]) : now;
    if (!(now - retiredAt <= KEEP_RETIRED_MS)) continue;
    fs.mkdirSync(path.dirname(path.join(next, file)), { recursive: true });
    fs.copyFileSync(path.join(previous, file), path.join(next, file));
    kept[file] = new Date(retiredAt).toISOString();
  }
  return Object.fromEntries(Object.keys(kept).sort().map((file) => [file, kept[file]!]));
}

/** The record a build left in `dir`; none (every old asset counts as just retired) if unreadable. */
export function readRetiredAssets(dir: string): RetiredAssets {
  try {
    return JSON.parse(fs.readFileSync(path.join(dir, RETIRED_ASSETS_FILE), 'utf8')) as RetiredAssets;
  } catch {
    return {};
  }
}
