import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import fg from 'fast-glob';
import { isAlive } from './stale-builds.ts';
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

/** String.prototype.isWellFormed: in Node since 20, typed in a TypeScript lib (ES2024) newer than this project's. */
type WellFormed = string & { isWellFormed(): boolean };

/**
 * A string as the hashes write it: its length and itself. Hashed as UTF-8, every lone surrogate
 * becomes U+FFFD, so a string holding one goes in as JSON, which escapes it: two strings a
 * template tells apart never hash alike.
 */
export function stringText(s: string): string {
  return (s as WellFormed).isWellFormed() ? `s${s.length}:${s}` : `j${JSON.stringify(s)}`;
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
  // Fed in runs of some 64 KB, built by concatenation: one update per string and per mark, or an
  // array of parts joined, cost more than the hashing.
  let run = '';
  const flush = () => {
    h.update(run);
    run = '';
  };
  const open = new Set<object>();
  const add = (v: unknown): void => {
    if (typeof v === 'string') {
      run += stringText(v);
      if (run.length >= 1 << 16) flush();
      return;
    }
    if (v === null || typeof v !== 'object') {
      run += typeof v + ':' + String(v) + ';';
      return;
    }
    if (open.has(v)) throw new Error('valueHash: the value refers to itself');
    open.add(v);
    if (Array.isArray(v)) {
      run += '[' + v.length + ';';
      for (const item of v) add(item);
    } else if (v instanceof Set) {
      run += '<' + v.size + ';';
      for (const item of v) add(item);
    } else if (v instanceof Map) {
      run += '{' + v.size + ';';
      for (const [key, item] of v) {
        add(key);
        add(item);
      }
    } else if (v instanceof Date) {
      run += 'd' + v.getTime() + ';';
    } else if (ArrayBuffer.isView(v)) {
      run += 'b' + v.byteLength + ';';
      flush();
      h.update(new Uint8Array(v.buffer, v.byteOffset, v.byteLength));
    } else {
      const keys = Object.keys(v);
      run += 'o' + keys.length + ';';
      for (const key of keys) {
        add(key);
        add((v as Record<string, unknown>)[key]);
      }
    }
    open.delete(v);
  };
  add(value);
  flush();
  return h.digest('base64url').slice(0, 32);
}

/**
 * A hash of every source file that loads, validates or renders content, and of the lock file
 * (the versions of remark, React, zod...). Any code change, even a comment, empties the cache
 * in effect: coarser than needed, but it cannot miss a dependency between modules. The `site`
 * command has one already (bin/bundle-cli.js's sourceHash covers these files and more) and
 * passes it to build().
 */
export function codeHash(): string {
  const files = fg.sync(['{bin,generator,templates,islands,server,kernel}/**/*.{ts,tsx,js,mjs,css,json}', 'package-lock.json', 'package.json'], {
    cwd: CODE_ROOT,
    ignore: ['**/*.test.ts', '**/*.test.tsx', '**/node_modules/**'],
  }).sort();
  const h = createHash('sha256');
  for (const file of files) h.update(file).update('\0').update(fs.readFileSync(path.join(CODE_ROOT, file))).update('\0');
  h.update(process.version);
  return h.digest('base64url').slice(0, 32);
}

/**
 * Results by key, read from one file when first used and written back by `save()` with only
 * the entries used since, so the file holds what the last build needed and no more. New entries
 * are written as they come, a record of RECORD_ENTRIES at a time, into the file `save()` puts in
 * place: at ten thousand blog posts, writing the whole table at the end, when a build holds the
 * most, raised its peak memory by a seventh.
 */
export class CacheTable<T> {
  private stored = new Map<string, T>();
  private used = new Map<string, T>();
  /** Keys set by this build, already written or waiting in `batch`. */
  private readonly fresh = new Set<string>();
  private batch: [string, T][] = [];
  private writer: RecordWriter | undefined;
  private loaded = false;

  /** `code`: the code's hash (codeHash); a file written by other code is read as empty. */
  constructor(private readonly dir: string | undefined, private readonly name: string, private readonly code: string) {}

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
    this.fresh.add(key);
    const file = this.file;
    if (!file) return;
    this.batch.push([key, value]);
    if (this.batch.length >= RECORD_ENTRIES) this.flush(file);
  }

  /** Keeps what this build used, drops the rest, and writes that down if it changed. */
  save(): void {
    // What the file holds, to know whether this build used all of it.
    this.load();
    const file = this.file;
    const unchanged = !this.fresh.size && this.used.size === this.stored.size;
    if (file && !unchanged) {
      for (const entry of this.used) {
        if (this.fresh.has(entry[0])) continue;
        this.batch.push(entry);
        if (this.batch.length >= RECORD_ENTRIES) this.flush(file);
      }
      this.flush(file);
      // A table this build used nothing of is written too, empty.
      (this.writer ??= new RecordWriter(file, this.code)).commit();
    }
    this.writer = undefined;
    this.stored = this.used;
    this.used = new Map();
    this.fresh.clear();
    this.batch = [];
  }

  /** Drops what this build wrote (it failed): the file stays as the last build left it. */
  discard(): void {
    this.writer?.abort();
    this.writer = undefined;
    this.used = new Map();
    this.fresh.clear();
    this.batch = [];
  }

  /** After `save()`: the keys kept. */
  keys(): IterableIterator<string> {
    return this.stored.keys();
  }

  /** Before `save()`: the entries this build used or set, which `save()` keeps. */
  entriesUsed(): IterableIterator<[string, T]> {
    return this.used.entries();
  }

  private flush(file: string): void {
    if (!this.batch.length) return;
    this.writer ??= new RecordWriter(file, this.code);
    this.writer.write(this.batch);
    this.batch = [];
  }

  private load(): void {
    if (this.loaded) return;
    this.loaded = true;
    const file = this.file;
    if (!file) return;
    try {
      const [codeKey, ...records] = readRecords(file) as [string, ...[string, T][][]];
      // Entries made by other code would be wrong, not merely unused: start empty.
      if (codeKey === this.code) this.stored = new Map(records.flat());
    } catch {
      // Missing, or cut short by a crash: an empty cache is always correct.
    }
  }
}

/** Entries per record of a table's file: a record is one buffer as v8 serializes it. */
const RECORD_ENTRIES = 256;

/**
 * A table's next file, record by record (a 4-byte length, then a value as v8 serializes it),
 * written beside the file under a temporary name and renamed over it by `commit()`.
 */
class RecordWriter {
  private readonly temp: string;
  private readonly fd: number;
  private readonly length = Buffer.alloc(4);

  constructor(private readonly file: string, header: unknown) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    // What builds killed before their commit left.
    for (const name of fs.readdirSync(path.dirname(file))) {
      const pid = Number(name.startsWith(`${path.basename(file)}.`) && name.endsWith('.tmp') && name.split('.').at(-2));
      if (pid && pid !== process.pid && !isAlive(pid)) removeFile(path.join(path.dirname(file), name));
    }
    this.temp = `${file}.${process.pid}.tmp`;
    this.fd = fs.openSync(this.temp, 'w');
    this.write(header);
  }

  write(value: unknown): void {
    const record = v8.serialize(value);
    this.length.writeUInt32LE(record.length);
    fs.writeSync(this.fd, this.length);
    fs.writeSync(this.fd, record);
  }

  commit(): void {
    fs.closeSync(this.fd);
    fs.renameSync(this.temp, this.file);
  }

  abort(): void {
    fs.closeSync(this.fd);
    removeFile(this.temp);
  }
}

/** The values a RecordWriter wrote; throws on a file cut short. */
function readRecords(file: string): unknown[] {
  const fd = fs.openSync(file, 'r');
  try {
    const values: unknown[] = [];
    const length = Buffer.alloc(4);
    for (let at = 0, size = fs.fstatSync(fd).size; at < size; ) {
      if (fs.readSync(fd, length, 0, 4, at) !== 4) throw new Error(`${file}: cut short`);
      const record = Buffer.allocUnsafe(length.readUInt32LE());
      if (fs.readSync(fd, record, 0, record.length, at + 4) !== record.length) throw new Error(`${file}: cut short`);
      values.push(v8.deserialize(record));
      at += 4 + record.length;
    }
    return values;
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * Files the build wrote, kept by a hash of everything they were made from: the chat index (a
 * hundred megabytes at ten thousand pages, written in pieces, never whole in memory). A kept file
 * is a copy of the file the build wrote (copy-on-write where the file system can), never the file
 * itself: editing the output cannot change the cache. The table beside them keeps each file's
 * extra data and size.
 */
export class FileStore<Extra> {
  private readonly index: CacheTable<{ extra: Extra; size: number }>;
  private readonly folder: string;
  private made = false;

  /** `name`: the folder and table of this kind of file in the cache; `extension`: its files'; `code`: as CacheTable's. */
  constructor(dir: string, name: string, private readonly extension: string, code: string) {
    this.index = new CacheTable(dir, name, code);
    this.folder = path.join(dir, name);
  }

  /** The kept file (its path and stat) and its extra data, if both are there as they were kept. */
  get(key: string): { file: string; stat: fs.Stats; extra: Extra } | undefined {
    const entry = this.index.get(key);
    if (!entry) return undefined;
    const file = path.join(this.folder, `${key}${this.extension}`);
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    return stat?.size === entry.size ? { file, stat, extra: entry.extra } : undefined;
  }

  /**
   * Keeps `written`, a file of this build whose stat is `stat`, under `key`; a file that cannot
   * be kept is made again next time.
   */
  keep(key: string, written: string, stat: fs.Stats, extra: Extra): void {
    const file = path.join(this.folder, `${key}${this.extension}`);
    try {
      if (!this.made) fs.mkdirSync(this.folder, { recursive: true });
      this.made = true;
      fs.copyFileSync(written, file, fs.constants.COPYFILE_FICLONE);
      this.index.set(key, { extra, size: stat.size });
    } catch {
      // A full disk, say: the build's own output is what matters.
    }
  }

  /** Drops what this build kept (it failed). */
  discard(): void {
    this.index.discard();
  }

  /** Saves the index and deletes the files this build did not use. */
  save(): void {
    this.index.save();
    const keep = new Set(this.index.keys());
    for (const name of fs.existsSync(this.folder) ? fs.readdirSync(this.folder) : []) {
      if (!keep.has(name.slice(0, -this.extension.length))) fs.rmSync(path.join(this.folder, name), { force: true });
    }
  }
}
