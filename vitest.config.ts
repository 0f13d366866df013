import { defineConfig } from 'vitest/config';

export default defineConfig({
  esbuild: { jsx: 'automatic' },
  test: {
    include: ['{bin,kernel,generator,templates,islands,server,tests}/**/*.test.{ts,tsx}'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    // Browser tests share two cores with the server they drive.
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
