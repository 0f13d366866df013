/**
 * Loaded into the form benchmark's server with `--import`: watches, from outside the store, the
 * order of the writes and fdatasyncs on files and the server's 201 answers. For every 201 that
 * carries a submission id it appends one line to `NESTWELL_FORMS_PROBE`: `synced {id}` when the
 * whole line holding that id was written and then fdatasync'd (or fsync'd) before the answer,
 * `unsynced {id}` otherwise. The file is written synchronously, so the lines survive a kill -9.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';

const out = process.env.NESTWELL_FORMS_PROBE;
if (!out) throw new Error('bench-forms-probe: set NESTWELL_FORMS_PROBE to the file to write');
const fd = fs.openSync(out, 'a');

/** Ids whose line was written whole but not yet synced, per open file. */
const written = new WeakMap<object, Set<string>>();
const synced = new Set<string>();
const ID = /"id":"([^"]+)"/;

const probe = await fs.promises.open(os.devNull, 'r');
const FileHandle = Object.getPrototypeOf(probe) as Record<string, (...args: any[]) => Promise<any>>;
await probe.close();

const write = FileHandle.write!;
FileHandle.write = async function (this: object, data: string | Uint8Array, ...rest: unknown[]) {
  const result = (await write.call(this, data, ...rest)) as { bytesWritten: number };
  const bytes = typeof data === 'string' ? Buffer.from(data) : Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  const offset = typeof data === 'string' ? 0 : Number(rest[0] ?? 0);
  // Only lines that reached the file whole count: a short write's last piece does not.
  const lines = bytes.subarray(offset, offset + result.bytesWritten).toString('utf8').split('\n').slice(0, -1);
  const ids = written.get(this) ?? new Set<string>();
  for (const line of lines) {
    const id = ID.exec(line)?.[1];
    if (id) ids.add(id);
  }
  written.set(this, ids);
  return result;
};

for (const name of ['datasync', 'sync']) {
  const sync = FileHandle[name]!;
  FileHandle[name] = async function (this: object) {
    const ids = written.get(this);
    written.set(this, new Set());
    await sync.call(this);
    for (const id of ids ?? []) synced.add(id);
  };
}

const end = http.ServerResponse.prototype.end as (...args: unknown[]) => http.ServerResponse;
http.ServerResponse.prototype.end = function (this: http.ServerResponse, ...args: unknown[]) {
  const chunk = args[0];
  if (this.statusCode === 201 && (typeof chunk === 'string' || chunk instanceof Uint8Array)) {
    let id: unknown;
    try {
      id = (JSON.parse(Buffer.from(chunk).toString('utf8')) as { id?: unknown }).id;
    } catch {
      // Not a JSON answer: nothing to check.
    }
    if (typeof id === 'string') fs.writeSync(fd, `${synced.has(id) ? 'synced' : 'unsynced'} ${id}\n`);
  }
  return end.apply(this, args);
} as typeof http.ServerResponse.prototype.end;
