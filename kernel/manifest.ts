import fs from 'node:fs';
import path from 'node:path';
import type { HeaderRule } from './headers.ts';
import { MANIFEST_FILE, serverDirOf } from './output-dirs.ts';

export { MANIFEST_FILE };

/**
 * What `site serve` and `site check` need to know about a build, written as dist-server/_site.json:
 * the redirects, the not-found page for each path prefix, the headers, and each page's scripts.
 */
export interface SiteManifest {
  /** The public URL (site.json siteUrl): the server accepts posts from pages served there. */
  siteUrl?: string;
  redirects: { from: string; to: string; status: number }[];
  /** Longest prefix first. */
  notFound: { prefix: string; file: string }[];
  errorPage: string;
  headers: HeaderRule[];
  pages: Record<string, { file: string; status: number; scripts: string[]; lazyScripts: string[] }>;
}

/**
 * The manifest of the site built into `dir`, from the server folder beside it (see output-dirs.ts);
 * an error that says what to run when there is none.
 */
export function readManifest(dir: string, serverDir = serverDirOf(dir)): SiteManifest {
  const file = path.join(serverDir, MANIFEST_FILE);
  if (!fs.existsSync(file)) throw new Error(`${serverDir} holds no built site (no ${MANIFEST_FILE}): run "site build" first`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as SiteManifest;
}
