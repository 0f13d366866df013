import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { startDevProcess, type DevProcess } from '../dev-process.ts';
import { writeFixtureContent, writeProjectCode } from '../fixture-site.ts';

// `site dev` in a copy of the project, with a post saved while the first build is still writing pages.
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'nestwell-dev-start-'));
let dev: DevProcess | undefined;

afterAll(async () => {
  await dev?.stop();
  fs.rmSync(root, { recursive: true, force: true });
});

it('builds a save made during the first build, after it, instead of losing it', async () => {
  writeFixtureContent(root);
  writeProjectCode(root);
  const post = fs.readdirSync(path.join(root, 'content/blog')).find((name) => name.endsWith('.md'))!;
  const built = path.join(root, '.dist-dev/site/blog', post.replace(/\.md$/, '.html'));
  const started = startDevProcess(root);
  // The first page on disk means the content was read: a save now must come after that reading.
  const firstPage = path.join(root, '.dist-dev/site/index.html');
  // If site dev stops before writing a page, its error ends the wait instead of the test's timeout.
  let failed: unknown;
  started.catch((error: unknown) => (failed = error));
  while (!fs.existsSync(firstPage)) {
    if (failed) throw failed;
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  fs.appendFileSync(path.join(root, 'content/blog', post), '\n\nSaved while the first build ran.\n');
  dev = await started;
  await expect.poll(() => fs.existsSync(built) && fs.readFileSync(built, 'utf8').includes('Saved while the first build ran.'), { timeout: 60_000, interval: 50 }).toBe(true);
});
