import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../generator/build.ts';
import { writeFixtureContent } from '../fixture-site.ts';
import { request, siteServe, wranglerPagesDev, type HostServer } from './servers.ts';

/** Past Cloudflare's 2,000 static `_redirects` rules with the blog's numeric addresses alone. */
const EXTRA_POSTS = 2_100;
const FIRST_EXTRA_ID = 100_001;

let root: string;
let dist: string;
let low: { id: number; slug: string };
let high: { id: number; slug: string };

/** A small valid article: its file name is its title's slug, with its hero image beside. */
function writePost(n: number): { id: number; slug: string } {
  const id = FIRST_EXTRA_ID + n;
  const slug = `cleaning-notes-${n}`;
  fs.writeFileSync(path.join(root, 'content/images/blog', `${slug}.svg`), '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>\n');
  fs.writeFileSync(path.join(root, 'content/blog', `${slug}.md`), [
    '---', `id: ${id}`, `title: "Cleaning Notes ${n}"`,
    'description: "One of thousands of generated articles, each with a description long enough to be valid."',
    'date: 2025-01-01', `heroImage: /images/blog/${slug}.svg`, 'heroAlt: "A plain square"', `related: [${FIRST_EXTRA_ID + (n === 0 ? 1 : 0)}]`, '---',
    `Note ${n}.`, '', '## Why', '', `Reason ${n}.`, '', '## Conclusion', '', `End ${n}.`, '',
  ].join('\n'));
  return { id, slug };
}

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'nestwell-blog-ids-'));
  writeFixtureContent(root);
  const own = fs.readdirSync(path.join(root, 'content/blog')).map((file) => {
    const text = fs.readFileSync(path.join(root, 'content/blog', file), 'utf8');
    return { id: Number(/^id: (\d+)$/m.exec(text)![1]), slug: file.replace(/\.md$/, '') };
  });
  low = own.sort((a, b) => a.id - b.id)[0]!;
  for (let n = 0; n < EXTRA_POSTS; n++) high = writePost(n);
  dist = path.join(root, 'dist');
  await build({ root, outDir: dist, cache: false, deploy: { host: 'cloudflare' } });
}, 300_000);

afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe(`a blog of ${EXTRA_POSTS} more posts`, () => {
  for (const [name, start] of [
    ['wrangler pages dev', (dir: string) => wranglerPagesDev(dir, 'http://127.0.0.1:9')],
    ['site serve', siteServe],
  ] as const) {
    it(`answers its lowest and highest numeric address with a 301 to the article on ${name}`, async () => {
      const server: HostServer = await start(dist);
      try {
        for (const post of [low, high]) {
          const response = await request(`${server.url}/blog/${post.id}`);
          expect(response.status, `/blog/${post.id}`).toBe(301);
          expect(new URL(response.one('location')!, server.url).pathname).toBe(`/blog/${post.slug}`);
        }
        expect((await request(`${server.url}/blog/${high.slug}`)).status).toBe(200);
        expect((await request(`${server.url}/blog/${FIRST_EXTRA_ID - 1}`)).status).toBe(404);
      } finally {
        await server.close();
      }
    });
  }
});
