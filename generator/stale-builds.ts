import fs from 'node:fs';
import path from 'node:path';
import { escapeRegExp } from '../kernel/regexp.ts';

/**
 * Removes the working folders (`.dist-build-<pid>`, `.dist-old-<pid>`) that a build killed
 * mid-way left beside `outDir`, once the process that made them is gone. A folder whose process
 * still runs is another build at work, and is left alone.
 */
export function removeStaleBuilds(outDir: string): string[] {
  const parent = path.dirname(path.resolve(outDir));
  const pattern = new RegExp(`^\\.${escapeRegExp(path.basename(outDir))}-(?:build|old)-(\\d+)$`);
  const removed: string[] = [];
  if (!fs.existsSync(parent)) return removed;
  for (const name of fs.readdirSync(parent)) {
    const pid = Number(pattern.exec(name)?.[1]);
    if (!pid || pid === process.pid || isAlive(pid)) continue;
    fs.rmSync(path.join(parent, name), { recursive: true, force: true });
    removed.push(name);
  }
  return removed;
}

/** Whether a process with this pid runs (perhaps as another user). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
