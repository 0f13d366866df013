import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import fg from 'fast-glob';
import { removeFile } from './write.ts';

/**
 * The build cache: results of pure steps (a content file read and validated, a page's HTML, the
 * chat index, the creator PDF, the assets) stored on disk between builds, so a build after an edit only redoes what the edit
 * touched. Every key holds a hash of everything the step reads: its input, and the source of
 * all code and every installed package version (`codeHash`), so a cached result can never be
 * stale. The folder is disposable: delete it and the next build fills it again.
 */

/** The project whose code is hashed; content may live elsewhere (a test fixture). */
const CODE_ROOT = path.resolve(import.meta.dirname, '..');

/** Where build tools keep their caches; `SITE_CACHE_DIR` moves it (tests give each build its own). */
export function defaultCacheDir(): string {
  return process.env.SITE_CACHE_DIR ?? path.join(CODE_ROOT, 'node_modules/.cache/nestwell-site');
}

export function hash(...parts: (string | Uint8Array)[]): string {
  const h = createHash('sha256');
  for (const part of parts) h.update(part).update('\0');
  return h.digest('base64url').slice(0, 32);
}

/**
 * A hash of content (plain objects, arrays, Maps, Sets, strings, numbers, Dates) by what it
 * holds, not how V8 stores it: an array read back from the cache is laid out differently from
 * the one first parsed (V8's serializer writes the two differently), yet must hash the same.
 * Fed to the hash piece by piece, so ten thousand blog posts are never one buffer.
 *
 * @example valueHash({ a: [1, 'x'] }) === valueHash(structuredClone({ a: [1, 'x'] })) // true
 */
export function valueHash(value: unknown): string {
  const h = createHash('sha256');
  const open = new WeakSet<object>();
  const add = (v: unknown): void => {
    if (typeof v === 'string') {
      h.update(`s${v.length}:`).update(v);
      return;
    }
    if (v === null || typeof v !== 'object') {
      h.update(`${typeof v}:${String(v)};`);
      return;
    }
    if (open.has(v)) throw new Error('valueHash: the value refers to itself');
    open.add(v);
    if (Array.isArray(v) || v instanceof Set) {
      h.update(`${Array.isArray(v) ? '[' : '<'}${Array.isArray(v) ? v.length : v.size};`);
      for (const item of v) add(item);
    } else if (v instanceof Map) {
      h.update(`{${v.size};`);
      for (const [key, item] of v) {
        add(key);
        add(item);
      }
    } else if (v instanceof Date) {
      h.update(`d${v.getTime()};`);
    } else if (ArrayBuffer.isView(v)) {
      h.update(`b${v.byteLength};`).update(new Uint8Array(v.buffer, v.byteOffset, v.byteLength));
    } else {
      const entries = Object.entries(v);
      h.update(`o${entries.length};`);
      for (const [key, item] of entries) {
        add(key);
        add(item);
      }
    }
    open.delete(v);
  };
  add(value);
  return h.digest('base64url').slice(0, 32);
}

let code: string | undefined;

/**
 * A hash of every source file that loads, validates or renders content, and of the lock file
 * (the versions of remark, React, zod...). Any code change, even a comment, empties the cache
 * in effect: coarser than needed, but it cannot miss a dependency between modules.
 */
export function codeHash(): string {
  if (code) return code;
  const files = fg.sync(['{bin,generator,templates,islands,server,kernel}/**/*.{ts,tsx,js,mjs,css,json}', 'package-lock.json', 'package.json'], {
    cwd: CODE_ROOT,
    ignore: ['**/*.test.ts', '**/*.test.tsx', '**/node_modules/**'],
  }).sort();
  const h = createHash('sha256');
  for (const file of files) h.update(file).update('\0').update(fs.readFileSync(path.join(CODE_ROOT, file))).update('\0');
  h.update(process.version);
  code = h.digest('base64url').slice(0, 32);
  return code;
}

/**
 * Results by key, read from one file when first used and written back by `save()` with only
 * the entries used since, so the file holds what the last build needed and no more.
 */
export class CacheTable<T> {
  private stored = new Map<string, T>();
  private used = new Map<string, T>();
  private loaded = false;
  private changed = false;

  constructor(private readonly dir: string | undefined, private readonly name: string) {}

  private get file(): string | undefined {
    return this.dir && path.join(this.dir, `${this.name}.bin`);
  }

  get(key: string): T | undefined {
    this.load();
    const value = this.used.get(key) ?? this.stored.get(key);
    if (value !== undefined) this.used.set(key, value);
    return value;
  }

  set(key: string, value: T): void {
    this.used.set(key, value);
    this.changed = true;
  }

  /** Keeps what this build used, drops the rest, and writes that down if it changed. */
  save(): void {
    const unchanged = !this.changed && this.used.size === this.stored.size;
    this.stored = this.used;
    this.used = new Map();
    this.changed = false;
    const file = this.file;
    if (file && !unchanged) writeAtomic(file, v8.serialize([codeHash(), [...this.stored]]));
  }

  /** After `save()`: the keys kept. */
  keys(): IterableIterator<string> {
    return this.stored.keys();
  }

  private load(): void {
    if (this.loaded) return;
    this.loaded = true;
    const file = this.file;
    if (!file) return;
    try {
      const [codeKey, entries] = v8.deserialize(fs.readFileSync(file)) as [string, [string, T][]];
      // Entries made by other code would be wrong, not merely unused: start empty.
      if (codeKey === codeHash()) this.stored = new Map(entries);
    } catch {
      // Missing, or cut short by a crash: an empty cache is always correct.
    }
  }
}

/** Writes through a temporary file, so a reader never sees half a file. */
export function writeAtomic(file: string, data: Uint8Array | string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temp, data);
  fs.renameSync(temp, file);
}

/**
 * Rendered pages, one file each (a site of ten thousand pages would not fit one table in
 * memory), named by a hash of everything the page was rendered from. A page file is a hard link
 * to the very file the build wrote, so keeping a page copies nothing, and a warm build links it
 * back. The table beside them keeps each page's islands, size and time: a page file changed in
 * place (someone edited the built page) no longer matches, and is rendered again.
 */
export class PageStore<Extra> {
  private readonly index: CacheTable<{ extra: Extra; size: number; mtimeMs: number }>;
  private readonly folder: string;
  private made = false;

  constructor(dir: string) {
    this.index = new CacheTable(dir, 'pages');
    this.folder = path.join(dir, 'pages');
  }

  /** The cached page file and its extra data, if both are there as they were kept. */
  get(key: string): { file: string; extra: Extra } | undefined {
    const entry = this.index.get(key);
    if (!entry) return undefined;
    const file = path.join(this.folder, `${key}.html`);
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    return stat?.size === entry.size && stat.mtimeMs === entry.mtimeMs ? { file, extra: entry.extra } : undefined;
  }

  /** Keeps `written`, a page file of this build, under `key`; a page that cannot be kept is rendered next time. */
  keep(key: string, written: string, extra: Extra): void {
    const file = path.join(this.folder, `${key}.html`);
    try {
      if (!this.made) fs.mkdirSync(this.folder, { recursive: true });
      this.made = true;
      removeFile(file);
      try {
        fs.linkSync(written, file);
      } catch {
        // Another file system, or one without hard links.
        fs.copyFileSync(written, file);
      }
      const { size, mtimeMs } = fs.statSync(file);
      this.index.set(key, { extra, size, mtimeMs });
    } catch {
      // A full disk, say: the build's own output is what matters.
    }
  }

  /** Saves the index and deletes the pages this build did not use. */
  save(): void {
    this.index.save();
    const keep = new Set(this.index.keys());
    for (const name of fs.existsSync(this.folder) ? fs.readdirSync(this.folder) : []) {
      if (!keep.has(name.replace(/\.html$/, ''))) fs.rmSync(path.join(this.folder, name), { force: true });
    }
  }
}
