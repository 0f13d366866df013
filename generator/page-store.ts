import fs from 'node:fs';
import path from 'node:path';
import { CacheTable } from './cache.ts';
import { isAlive } from './stale-builds.ts';

/** Where a kept page's bytes are: a pack file of the store's folder, and its place in it. */
interface PageEntry<Extra> {
  pack: string;
  offset: number;
  size: number;
  extra: Extra;
}

/**
 * Rendered pages kept between builds by their key (PageKeys): the HTML in pack files, one written
 * per build with the pages it rendered, one after the other; a table of where each page is and
 * its extra data (its islands). One file for a build's pages, not one per page: creating and
 * deleting thousands of small files cost more than the rest of a cold build's writing.
 *
 * A pack is never changed once its build is saved. Saving keeps the entries this build used and
 * deletes the packs none of them is in; a pack less than half of which is still used has those
 * pages copied into this build's pack first, so the folder holds at most about twice what is used.
 * A pack cut short (a crash) or gone is a miss, never part of a page: a page is given only when
 * all of its bytes were read.
 */
export class PageStore<Extra> {
  private readonly index: CacheTable<PageEntry<Extra>>;
  private readonly folder: string;
  /** Packs read by this build: their descriptor and size, or null when missing. */
  private readonly packs = new Map<string, { fd: number; size: number } | null>();
  private writer: { name: string; fd: number; size: number } | undefined;

  /** `code`: the code's hash (codeHash); a table written by other code is read as empty. */
  constructor(dir: string, code: string) {
    this.index = new CacheTable(dir, 'pages', code);
    this.folder = path.join(dir, 'pages');
  }

  /** The page kept under `key`, if its bytes are all there (a page is written as bytes: it need not be decoded). */
  get(key: string): { bytes: Uint8Array; extra: Extra } | undefined {
    const entry = this.index.get(key);
    const pack = entry && this.pack(entry.pack);
    if (!entry || !pack) return undefined;
    const bytes = Buffer.allocUnsafe(entry.size);
    if (fs.readSync(pack.fd, bytes, 0, entry.size, entry.offset) !== entry.size) return undefined;
    return { bytes, extra: entry.extra };
  }

  /** Keeps `page` under `key`, appended to this build's pack; a page that cannot be kept is made again next time. */
  keep(key: string, page: Uint8Array, extra: Extra): void {
    try {
      this.append(key, page, extra);
    } catch {
      // A full disk, say: the build's own output is what matters.
    }
  }

  /** Drops what this build kept (it failed): its pack, and its changes to the table. */
  discard(): void {
    this.index.discard();
    const written = this.writer && path.join(this.folder, this.writer.name);
    this.close();
    if (written) fs.rmSync(written, { force: true });
  }

  /** Moves the pages still used of mostly unused packs into this build's, saves the table, deletes the packs no page is in. */
  save(): void {
    this.compact();
    const kept = new Set([...this.index.entriesUsed()].map(([, entry]) => entry.pack));
    this.index.save();
    this.close();
    for (const name of fs.existsSync(this.folder) ? fs.readdirSync(this.folder) : []) {
      if (kept.has(name)) continue;
      // Another build's pack while it runs: its own save decides.
      const pid = Number(/^[^-]+-(\d+)\.pack$/.exec(name)?.[1]);
      if (pid && pid !== process.pid && isAlive(pid)) continue;
      fs.rmSync(path.join(this.folder, name), { force: true });
    }
  }

  private append(key: string, bytes: Uint8Array, extra: Extra): void {
    if (!this.writer) {
      fs.mkdirSync(this.folder, { recursive: true });
      const name = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}-${process.pid}.pack`;
      this.writer = { name, fd: fs.openSync(path.join(this.folder, name), 'w'), size: 0 };
    }
    const writer = this.writer;
    for (let done = 0; done < bytes.length; ) done += fs.writeSync(writer.fd, bytes, done, bytes.length - done, writer.size + done);
    this.index.set(key, { pack: writer.name, offset: writer.size, size: bytes.length, extra });
    writer.size += bytes.length;
  }

  /** Copies the used pages of every pack, but this build's, that is less than half used into this build's pack. */
  private compact(): void {
    const used = new Map<string, [string, PageEntry<Extra>][]>();
    for (const [key, entry] of this.index.entriesUsed()) {
      if (entry.pack === this.writer?.name) continue;
      const list = used.get(entry.pack) ?? [];
      list.push([key, entry]);
      used.set(entry.pack, list);
    }
    for (const [name, entries] of used) {
      const pack = this.pack(name);
      if (!pack || 2 * entries.reduce((sum, [, e]) => sum + e.size, 0) >= pack.size) continue;
      for (const [key, entry] of entries) {
        const bytes = Buffer.allocUnsafe(entry.size);
        if (fs.readSync(pack.fd, bytes, 0, entry.size, entry.offset) === entry.size) this.append(key, bytes, entry.extra);
      }
    }
  }

  private pack(name: string): { fd: number; size: number } | null {
    let pack = this.packs.get(name);
    if (pack === undefined) {
      try {
        const fd = fs.openSync(path.join(this.folder, name), 'r');
        pack = { fd, size: fs.fstatSync(fd).size };
      } catch {
        pack = null;
      }
      this.packs.set(name, pack);
    }
    return pack;
  }

  private close(): void {
    if (this.writer) fs.closeSync(this.writer.fd);
    this.writer = undefined;
    for (const pack of this.packs.values()) if (pack) fs.closeSync(pack.fd);
    this.packs.clear();
  }
}
