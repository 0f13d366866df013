import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { build } from '../../generator/build.ts';

/** Builds the real site once for the whole run; tests serve and check that build. */
export default async function setup(project: TestProject) {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nestwell-e2e-'));
  await build({ root: path.resolve(import.meta.dirname, '../..'), outDir: path.join(outDir, 'dist') });
  project.provide('siteDir', path.join(outDir, 'dist'));
  return () => fs.rmSync(outDir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    siteDir: string;
  }
}
