import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FieldValues } from '../../islands/form/fields.ts';

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

/**
 * Append-only storage of form submissions, one JSON line per submission and one file per form.
 *
 * Durability: `append` resolves only after the line is written and fdatasync'd, so anything the
 * server acknowledged survives a crash. Writes to a file go through one queue, and every line is
 * one write() on a file opened for appending, so concurrent posts never interleave. Posts that
 * arrive while a flush is running are written and synced together (group commit): one fsync for
 * many records keeps throughput high on slow disks. A crash mid-write can leave at most an
 * unterminated last line, which was never acknowledged: readers skip it and the next open cuts it.
 */
export class FormStore {
  private writers = new Map<string, FileWriter>();

  constructor(readonly dataDir: string) {}

  async append(form: string, fields: FieldValues, now = new Date()): Promise<Submission> {
    const record: Submission = { id: randomUUID(), form, receivedAt: now.toISOString(), fields };
    let writer = this.writers.get(form);
    if (!writer) this.writers.set(form, (writer = new FileWriter(fileOf(this.dataDir, form))));
    await writer.write(JSON.stringify(record) + '\n');
    return record;
  }

  async close(): Promise<void> {
    await Promise.all([...this.writers.values()].map((w) => w.close()));
    this.writers.clear();
  }
}

class FileWriter {
  private handle: Promise<fs.promises.FileHandle> | null = null;
  private pending: { line: string; done: (error?: Error) => void }[] = [];
  private flushing: Promise<void> | null = null;

  constructor(private readonly file: string) {}

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
        const handle = await (this.handle ??= openForAppend(this.file));
        await handle.write(batch.map((b) => b.line).join(''));
        await handle.datasync();
        for (const b of batch) b.done();
      } catch (error) {
        for (const b of batch) b.done(error as Error);
      }
    }
    this.flushing = null;
  }

  async close(): Promise<void> {
    await this.flushing;
    const handle = await this.handle;
    this.handle = null;
    await handle?.close();
  }
}

/** Opens a store file for appending, after cutting a torn last line left by a crash. */
async function openForAppend(file: string): Promise<fs.promises.FileHandle> {
  const dir = path.dirname(file);
  await fs.promises.mkdir(dir, { recursive: true });
  const existed = fs.existsSync(file);
  if (existed) {
    const text = await fs.promises.readFile(file);
    const end = text.lastIndexOf(0x0a) + 1;
    if (end !== text.length) await fs.promises.truncate(file, end);
  }
  const handle = await fs.promises.open(file, 'a');
  if (!existed) await syncDir(dir);
  return handle;
}

/** A new file's name is durable only once its folder is synced too. */
async function syncDir(dir: string): Promise<void> {
  const handle = await fs.promises.open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Every complete submission of one form (or of all), oldest first; a torn last line is skipped. */
export function readSubmissions(dataDir: string, form?: string): Submission[] {
  const folder = formsFolder(dataDir);
  if (!fs.existsSync(folder)) return [];
  const files = form ? [`${form}.jsonl`] : fs.readdirSync(folder).filter((f) => f.endsWith('.jsonl')).sort();
  const out: Submission[] = [];
  for (const name of files) {
    const file = path.join(folder, name);
    if (!fs.existsSync(file)) continue;
    const text = fs.readFileSync(file, 'utf8');
    const complete = text.slice(0, text.lastIndexOf('\n') + 1);
    for (const line of complete.split('\n')) if (line) out.push(JSON.parse(line) as Submission);
  }
  return out;
}
