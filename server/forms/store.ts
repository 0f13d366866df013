import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FieldValues } from '../../kernel/forms/fields.ts';

export interface Submission {
  id: string;
  /** The form's slug, e.g. `business-waitlist`. */
  form: string;
  receivedAt: string;
  fields: FieldValues;
}

/** The data folder: `NESTWELL_DATA_DIR`, else `./data`; never inside dist/, which a build replaces. */
export function dataDirFromEnv(env = process.env): string {
  return path.resolve(env.NESTWELL_DATA_DIR || 'data');
}

export const formsFolder = (dataDir: string) => path.join(dataDir, 'forms');
const fileOf = (dataDir: string, form: string) => path.join(formsFolder(dataDir), `${form}.jsonl`);

/** Submissions hold people's names and addresses: only the server's own user may read them. */
const FILE_MODE = 0o600;
const FOLDER_MODE = 0o700;

/** The calls the store makes on an open file; `fs.promises.FileHandle` has them all. */
export interface StoreHandle {
  write(buffer: Uint8Array, offset: number, length: number): Promise<{ bytesWritten: number }>;
  read(buffer: Uint8Array, offset: number, length: number, position: number): Promise<{ bytesRead: number }>;
  datasync(): Promise<void>;
  sync(): Promise<void>;
  truncate(length: number): Promise<void>;
  stat(): Promise<{ size: number; mode: number }>;
  chmod(mode: number): Promise<void>;
  close(): Promise<void>;
}

/** The file-system calls the store makes, injectable so tests can fail a write halfway. */
export interface StoreFs {
  mkdir(dir: string, options: { recursive: true; mode: number }): Promise<unknown>;
  open(file: string, flags: string, mode?: number): Promise<StoreHandle>;
}

/**
 * Append-only storage of form submissions, one JSON line per submission and one file per form.
 *
 * Durability: `append` resolves only after the whole line is written and fdatasync'd, so anything
 * the server acknowledged survives a crash. Writes to a file go through one queue, so concurrent
 * posts never interleave. Posts that arrive while a flush is running are written and synced
 * together (group commit): one fsync for many records keeps throughput high on slow disks.
 *
 * A write or sync that fails (a full disk, an I/O error, a short write) cuts the file back to its
 * last whole record and rejects every post of the batch, so a torn line never stays for the next
 * record to be glued onto. A crash mid-write can leave at most an unterminated last line, which
 * was never acknowledged: readers skip it and the next open cuts it.
 */
export class FormStore {
  private writers = new Map<string, FileWriter>();

  constructor(readonly dataDir: string, private readonly files: StoreFs = fs.promises) {}

  async append(form: string, fields: FieldValues, now = new Date()): Promise<Submission> {
    const record: Submission = { id: randomUUID(), form, receivedAt: now.toISOString(), fields };
    let writer = this.writers.get(form);
    if (!writer) this.writers.set(form, (writer = new FileWriter(fileOf(this.dataDir, form), this.files)));
    await writer.write(JSON.stringify(record) + '\n');
    return record;
  }

  async close(): Promise<void> {
    await Promise.all([...this.writers.values()].map((w) => w.close()));
    this.writers.clear();
  }
}

interface OpenFile {
  handle: StoreHandle;
  /** Bytes of whole, synced records: where the file is cut back to when a write fails. */
  size: number;
}

class FileWriter {
  private open: Promise<OpenFile> | null = null;
  private pending: { line: string; done: (error?: Error) => void }[] = [];
  private flushing: Promise<void> | null = null;

  constructor(private readonly file: string, private readonly files: StoreFs) {}

  write(line: string): Promise<void> {
    return new Promise((resolve, reject) => {
      this.pending.push({ line, done: (error) => (error ? reject(error) : resolve()) });
      this.flushing ??= this.flush();
    });
  }

  private async flush(): Promise<void> {
    while (this.pending.length) {
      const batch = this.pending;
      this.pending = [];
      try {
        await this.append(Buffer.from(batch.map((b) => b.line).join('')));
        for (const b of batch) b.done();
      } catch (error) {
        for (const b of batch) b.done(error as Error);
      }
    }
    this.flushing = null;
  }

  /** Writes and syncs `data` whole, or leaves the file as it was and throws. */
  private async append(data: Buffer): Promise<void> {
    // A failed open is not kept: the next post tries again (the disk may have been freed).
    const file = await (this.open ??= openForAppend(this.file, this.files).catch((error: unknown) => {
      this.open = null;
      throw error;
    }));
    try {
      for (let done = 0; done < data.length;) {
        const { bytesWritten } = await file.handle.write(data, done, data.length - done);
        if (bytesWritten <= 0) throw new Error(`${this.file}: the write made no progress`);
        done += bytesWritten;
      }
      await file.handle.datasync();
      file.size += data.length;
    } catch (error) {
      await this.cutBack(file);
      throw error;
    }
  }

  /** Cuts a failed batch off; if even that fails, drops the handle so the next open cuts it. */
  private async cutBack(file: OpenFile): Promise<void> {
    try {
      await file.handle.truncate(file.size);
    } catch (error) {
      console.error(`${this.file}: could not cut a failed write back to ${file.size} bytes:`, error);
      this.open = null;
      await file.handle.close().catch(() => {});
    }
  }

  async close(): Promise<void> {
    await this.flushing;
    const file = await this.open?.catch(() => null);
    this.open = null;
    await file?.handle.close();
  }
}

/** Opens a store file for appending, after cutting a torn last line left by a crash. */
async function openForAppend(file: string, files: StoreFs): Promise<OpenFile> {
  const dir = path.dirname(file);
  await files.mkdir(dir, { recursive: true, mode: FOLDER_MODE });
  const existed = fs.existsSync(file);
  const handle = await files.open(file, 'a+', FILE_MODE);
  try {
    const { size, mode } = await handle.stat();
    // Files written before submissions were kept private get tightened too.
    if (mode & 0o077) await handle.chmod(FILE_MODE);
    const end = await endOfLastLine(handle, size);
    if (end !== size) await handle.truncate(end);
    if (!existed) await syncDir(dir, files);
    return { handle, size: end };
  } catch (error) {
    await handle.close().catch(() => {});
    throw error;
  }
}

/** The offset just past the file's last newline, reading backwards from the end. */
async function endOfLastLine(handle: StoreHandle, size: number): Promise<number> {
  const chunk = Buffer.alloc(64 * 1024);
  for (let end = size; end > 0;) {
    const start = Math.max(0, end - chunk.length);
    const { bytesRead } = await handle.read(chunk, 0, end - start, start);
    const at = chunk.subarray(0, bytesRead).lastIndexOf(0x0a);
    if (at >= 0) return start + at + 1;
    end = start;
  }
  return 0;
}

/** A new file's name is durable only once its folder is synced too. */
async function syncDir(dir: string, files: StoreFs): Promise<void> {
  const handle = await files.open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

const warnOnStderr = (message: string) => console.warn(`warning: ${message}`);

/**
 * Every complete submission of one form (or of all), oldest first. A torn last line is skipped
 * silently (it was never acknowledged); any other damaged line is skipped with a warning naming
 * its file and line.
 */
export function readSubmissions(dataDir: string, form?: string, warn = warnOnStderr): Submission[] {
  const folder = formsFolder(dataDir);
  if (!fs.existsSync(folder)) return [];
  const files = form ? [`${form}.jsonl`] : fs.readdirSync(folder).filter((f) => f.endsWith('.jsonl')).sort();
  const out: Submission[] = [];
  for (const name of files) {
    const file = path.join(folder, name);
    if (!fs.existsSync(file)) continue;
    const text = fs.readFileSync(file, 'utf8');
    const complete = text.slice(0, text.lastIndexOf('\n') + 1);
    complete.split('\n').forEach((line, i) => {
      if (!line) return;
      const record = parseRecord(line);
      if (record) out.push(record);
      // One damaged line (a disk fault, a hand edit) must not hide every other submission.
      else warn(`${file}:${i + 1}: skipped a line that is not a whole submission`);
    });
  }
  return out;
}

function parseRecord(line: string): Submission | null {
  try {
    const record = JSON.parse(line) as Submission;
    const valid = record && typeof record === 'object' && typeof record.id === 'string' && typeof record.form === 'string' &&
      typeof record.receivedAt === 'string' && record.fields !== null && typeof record.fields === 'object';
    return valid ? record : null;
  } catch {
    return null;
  }
}
