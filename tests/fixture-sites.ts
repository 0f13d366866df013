import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach } from 'vitest';
import { writeFixtureContent } from './fixture-site.ts';

/**
 * Small sites (tests/fixture-site.ts) in temporary folders, each removed after the test that made
 * it. Call once at a test file's top level; the function it returns makes one site a call.
 */
export function fixtureSites(name: string): () => string {
  const made: string[] = [];
  afterEach(() => {
    for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });
  return () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), `nestwell-${name}-`));
    made.push(root);
    writeFixtureContent(root);
    return root;
  };
}
