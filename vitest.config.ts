import fg from 'fast-glob';
import fs from 'node:fs';
import { defineConfig } from 'vitest/config';

/**
 * Tests that need the real site built (global-setup builds it once per run and shares it), a
 * browser, a fixture site's full build or other processes. Everything else is a unit test:
 * `npm run test:unit` runs those alone, without building anything first.
 */
const SITE_TESTS = [
  'tests/e2e/**/*.test.ts',
  'tests/hosts/parity.test.ts',
  'tests/hosts/pages-function.test.ts',
  'tests/hosts/servers.test.ts',
  'tests/site-check.test.ts',
  'tests/serve-footprint.test.ts',
  'tests/content-*.test.ts',
  'server/chat/api.test.ts',
  'server/behind-proxy.test.ts',
  'server/server.test.ts',
  'server/forms/api.test.ts',
  'generator/build.test.ts',
  'bin/cli.test.ts',
];

const UNIT_TESTS = '{bin,kernel,generator,templates,islands,server,tests}/**/*.test.{ts,tsx}';

/**
 * Unit files that replace a module with vi.mock: the module must load afresh for them, so they run
 * in a worker of their own (the `unit-isolated` project); found by reading the files, not listed.
 */
const MOCKING_TESTS = fg.sync(UNIT_TESTS, { ignore: SITE_TESTS }).filter((file) => /\bvi\.mock\(/.test(fs.readFileSync(file, 'utf8')));

export default defineConfig({
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    // Browser tests share two cores with the server they drive.
    pool: 'forks',
    maxWorkers: 2,
    // Test files run one after another in a worker that keeps its loaded modules: importing the
    // generator, React and zod again for each of some fifty unit files took over half the unit
    // run's CPU time. Files share no state: a spy is restored by its file, and module mocks run apart.
    isolate: false,
    // Limits catch a hang, not slowness: a busy 2-core machine may take minutes for what takes seconds.
    testTimeout: 300_000,
    hookTimeout: 600_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [UNIT_TESTS],
          exclude: [...SITE_TESTS, ...MOCKING_TESTS],
        },
      },
      {
        extends: true,
        test: { name: 'unit-isolated', include: MOCKING_TESTS.length ? MOCKING_TESTS : ['no-such-file'], isolate: true },
      },
      {
        extends: true,
        test: { name: 'site', include: SITE_TESTS, globalSetup: ['tests/e2e/global-setup.ts'] },
      },
    ],
  },
});
