import fs from 'node:fs';
import path from 'node:path';

/**
 * The build before last, kept beside `outDir` as `.{name}-spare` (`.dist-spare`) for the next
 * build to start from: that build moves it in as its new folder, leaves a file as it is when the
 * file already holds the bytes it would write, and deletes the files it did not write. Creating
 * and deleting every file of a large site cost more than everything else a warm build does.
 * Nothing in it is trusted but its bytes, compared in full: a spare left half-way by a failed
 * build, or a file edited where it stood, is as good a start as any.
 */
export class SpareFolder {
  readonly dir: string;

  constructor(outDir: string) {
    const resolved = path.resolve(outDir);
    this.dir = path.join(path.dirname(resolved), `.${path.basename(resolved)}-spare`);
  }

  /**
   * Moves the spare to `to` (which must not exist) and lists its files, relative to it with `/`;
   * an empty list when there is no spare, or another build took it first.
   */
  moveTo(to: string): Set<string> {
    const files = new Set<string>();
    if (!rename(this.dir, to)) return files;
    // Each entry's folder is `to` joined with the folders below it: sliced, rather than
    // path.relative, which resolves both paths for each of thousands of files.
    for (const entry of fs.readdirSync(to, { recursive: true, withFileTypes: true })) {
      if (entry.isDirectory()) continue;
      const dir = entry.parentPath.slice(to.length + 1);
      files.add((dir ? `${dir}${path.sep}${entry.name}` : entry.name).split(path.sep).join('/'));
    }
    return files;
  }

  /** Sets `folder` aside as the next build's spare; false when a spare is there already. */
  keep(folder: string): boolean {
    return rename(folder, this.dir);
  }
}

/** Renames `from` to `to` unless `from` is missing or `to` is taken (another build got there first). */
function rename(from: string, to: string): boolean {
  try {
    fs.renameSync(from, to);
    return true;
  } catch {
    return false;
  }
}

/**
 * Compares a spare's file with what a build would put there, byte for byte. The bytes are read
 * into two scratch buffers the comparer keeps: a Buffer per page would be memory outside the
 * heap, and V8 answers that with full garbage collections, costly on a large site.
 */
export class ByteComparer {
  private buffers: [Buffer, Buffer] = [Buffer.alloc(0), Buffer.alloc(0)];

  /**
   * Whether `file` holds exactly `data` (`size` bytes). Read without a stat first (a warm build
   * asks this of every page): one byte more than `size` is asked for, so a longer file is seen.
   */
  holds(file: string, data: Uint8Array | string, size: number): boolean {
    const [old, fresh] = this.scratch(size + 1);
    if (readUpTo(file, old, size + 1) !== size) return false;
    if (typeof data !== 'string') return old.subarray(0, size).equals(data);
    fresh.write(data);
    return old.subarray(0, size).equals(fresh.subarray(0, size));
  }

  /**
   * Whether `file` holds the same bytes as `source`, whose size is `size`; compared a chunk at a
   * time, so a large file (the chat index: 50 MB at ten thousand posts) needs no buffer its size.
   */
  holdsFile(file: string, source: string, size: number): boolean {
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    if (!stat?.isFile() || stat.size !== size) return false;
    const [old, fresh] = this.scratch(Math.min(size, FILE_CHUNK));
    const [a, b] = [fs.openSync(file, 'r'), fs.openSync(source, 'r')];
    try {
      for (let at = 0; at < size; at += FILE_CHUNK) {
        const length = Math.min(FILE_CHUNK, size - at);
        if (fs.readSync(a, old, 0, length, at) !== length || fs.readSync(b, fresh, 0, length, at) !== length) return false;
        if (!old.subarray(0, length).equals(fresh.subarray(0, length))) return false;
      }
      return true;
    } finally {
      fs.closeSync(a);
      fs.closeSync(b);
    }
  }

  private scratch(size: number): [Buffer, Buffer] {
    if (this.buffers[0].length < size) {
      const length = Math.max(size, 2 * this.buffers[0].length, 64 * 1024);
      this.buffers = [Buffer.allocUnsafe(length), Buffer.allocUnsafe(length)];
    }
    return this.buffers;
  }
}

/** The most of two files holdsFile reads at a time. */
const FILE_CHUNK = 1 << 20;

/** Reads at most `size` bytes of `file` into `buffer`: how many it read, or -1 when it cannot be read (missing, a folder). */
function readUpTo(file: string, buffer: Buffer, size: number): number {
  let fd: number;
  try {
    fd = fs.openSync(file, 'r');
  } catch {
    return -1;
  }
  try {
    return fs.readSync(fd, buffer, 0, size, 0);
  } catch {
    return -1;
  } finally {
    fs.closeSync(fd);
  }
}

/** Deletes `files` under `root`, and the folders that leaves empty. */
export function removeFiles(root: string, files: Set<string>): void {
  const dirs = new Set<string>();
  for (const file of files) {
    try {
      fs.unlinkSync(path.join(root, file));
    } catch {
      // Gone already, or a folder of this build stands there now.
    }
    for (let dir = path.posix.dirname(file); dir !== '.'; dir = path.posix.dirname(dir)) dirs.add(dir);
  }
  for (const dir of [...dirs].sort((a, b) => b.split('/').length - a.split('/').length)) {
    try {
      fs.rmdirSync(path.join(root, dir));
    } catch {
      // Not empty: it holds files of this build.
    }
  }
}
