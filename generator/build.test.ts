import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { build, type BuildOptions } from './build.ts';
import { ContentError, formatIssue } from './content/issues.ts';
import { FORM_PARTS_DIR, formPartsFile, type FormPageParts } from '../kernel/forms/page-parts.ts';
import { writeProjectCode } from '../tests/fixture-site.ts';
import { fixtureSites } from '../tests/fixture-sites.ts';
import { firstBlogPost, firstHelpArticle } from '../tests/first-content.ts';

/** A small site in a temporary folder (tests/fixture-site.ts). */
const fixtureSite = fixtureSites('fixture');

/** Builds with a cache folder of the fixture's own, so parallel tests share nothing. */
function buildFixture(root: string, options: Omit<BuildOptions, 'root'>) {
  return build({ root, cache: path.join(root, 'cache'), ...options });
}

function readTree(dir: string): Map<string, Buffer> {
  const out = new Map<string, Buffer>();
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) {
      const full = path.join(entry.parentPath, entry.name);
      out.set(path.relative(dir, full), fs.readFileSync(full));
    }
  }
  return out;
}

describe('build', () => {
  it('is deterministic: builds without the cache, filling it and from it are byte for byte the same, the server\'s files too', async () => {
    const root = fixtureSite();
    await build({ root, outDir: path.join(root, 'a'), cache: false });
    const cold = await buildFixture(root, { outDir: path.join(root, 'b') });
    const warm = await buildFixture(root, { outDir: path.join(root, 'c') });
    expect(cold.rendered).toBe(cold.pages);
    expect(warm.rendered).toBe(0);
    for (const suffix of ['', '-server']) {
      const a = readTree(path.join(root, `a${suffix}`));
      expect(a.size).toBeGreaterThan(0);
      for (const other of ['b', 'c']) {
        const b = readTree(path.join(root, `${other}${suffix}`));
        expect([...b.keys()].sort()).toEqual([...a.keys()].sort());
        for (const [file, data] of a) expect(data.equals(b.get(file)!), `${other}${suffix}/${file}`).toBe(true);
      }
    }
  });

  it('renders again just the page whose content changed, and every page when the frame changes (an added link target)', async () => {
    const root = fixtureSite();
    const outDir = path.join(root, 'dist');
    const cold = await buildFixture(root, { outDir });
    expect((await buildFixture(root, { outDir })).rendered).toBe(0);
    const cookies = path.join(root, 'content/legal/cookies.md');
    fs.writeFileSync(cookies, fs.readFileSync(cookies, 'utf8').replace('\n## ', '\nA sentence added.\n\n## '));
    expect((await buildFixture(root, { outDir })).rendered).toBe(1);
    // No content file changes, but every page is rendered knowing one more address (the footer's `has`).
    fs.writeFileSync(path.join(root, 'content/images/added.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    expect((await buildFixture(root, { outDir })).rendered).toBe(cold.pages);
  });

  it('is never stale after a built file is edited where it stands, size and modification time kept', async () => {
    const root = fixtureSite();
    const dist = path.join(root, 'dist');
    await buildFixture(root, { outDir: dist });
    await buildFixture(root, { outDir: dist });
    const files = ['dist/cookies.html', 'dist-server/_chat/index.json'].map((f) => path.join(root, f));
    const built = files.map((f) => fs.readFileSync(f, 'utf8'));
    for (const text of built) expect(text).toContain('Cookie');
    // Written over in place, same size, the time put back: neither the cache nor the next build
    // that starts from this folder (the second one from now) may take it for the built file.
    for (const [i, file] of files.entries()) {
      const { atime, mtime } = fs.statSync(file);
      fs.writeFileSync(file, built[i]!.replace('Cookie', 'Cookiz'));
      fs.utimesSync(file, atime, mtime);
    }
    for (let n = 0; n < 2; n++) {
      expect((await buildFixture(root, { outDir: dist })).rendered).toBe(0);
      for (const [i, file] of files.entries()) expect(fs.readFileSync(file, 'utf8'), file).toBe(built[i]);
    }
  });

  it('writes no compressed twins unless asked', async () => {
    const root = fixtureSite();
    await buildFixture(root, { outDir: path.join(root, 'plain') });
    await buildFixture(root, { outDir: path.join(root, 'twins'), precompress: true });
    expect([...readTree(path.join(root, 'plain')).keys()].filter((f) => /\.(br|gz)$/.test(f))).toEqual([]);
    const html = fs.readFileSync(path.join(root, 'twins/cookies.html'));
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(root, 'twins/cookies.html.br'))).equals(html)).toBe(true);
    expect(zlib.gunzipSync(fs.readFileSync(path.join(root, 'twins/cookies.html.gz'))).equals(html)).toBe(true);
  });

  it('stops on broken content, naming file, line and field, and leaves the previous dist/ as it was', async () => {
    const root = fixtureSite();
    const outDir = path.join(root, 'dist');
    await buildFixture(root, { outDir });
    const before = readTree(outDir);

    const home = path.join(root, 'content/home.json');
    const { heading } = (JSON.parse(fs.readFileSync(home, 'utf8')) as { pricing: { heading: string } }).pricing;
    fs.writeFileSync(home, fs.readFileSync(home, 'utf8').replace(`"heading": ${JSON.stringify(heading)}`, '"heading": 42'));
    const legal = path.join(root, 'content/legal/cookies.md');
    fs.writeFileSync(legal, fs.readFileSync(legal, 'utf8').replace(/^updated: .*$/m, 'updated: last tuesday'));

    const error = await buildFixture(root, { outDir }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentError);
    const lines = (error as ContentError).issues.map(formatIssue);
    const homeLine = fs.readFileSync(home, 'utf8').split('\n').findIndex((l) => l.includes('"heading": 42')) + 1;
    expect(lines).toContain(`content/home.json:${homeLine} pricing.heading: expected text in quotes, found a number`);
    expect(lines.some((l) => /^content\/legal\/cookies\.md:\d+ updated: /.test(l))).toBe(true);

    const after = readTree(outDir);
    expect([...after.keys()].sort()).toEqual([...before.keys()].sort());
    for (const [file, data] of before) expect(data.equals(after.get(file)!), file).toBe(true);
  });

  it('leaves out a redirect whose target setting is empty, with a warning naming it', async () => {
    const root = fixtureSite();
    const result = await buildFixture(root, { outDir: path.join(root, 'dist') });
    expect(result.warnings).toContain('content/redirects.json: /pitch-deck left out: site.json has no value for presentationUrl');
    expect(fs.existsSync(path.join(root, 'dist/pitch-deck.html'))).toBe(false);
    expect(fs.readFileSync(path.join(root, 'dist/_redirects'), 'utf8')).not.toContain('/pitch-deck');
  });

  it('writes redirects three ways: _redirects, an HTML stub, and the server manifest', async () => {
    const root = fixtureSite();
    const site = JSON.parse(fs.readFileSync(path.join(root, 'content/site.json'), 'utf8'));
    site.presentationUrl = 'https://slides.example.org/nestwell';
    fs.writeFileSync(path.join(root, 'content/site.json'), JSON.stringify(site));
    await buildFixture(root, { outDir: path.join(root, 'dist') });
    expect(fs.readFileSync(path.join(root, 'dist/_redirects'), 'utf8')).toContain('/pitch-deck https://slides.example.org/nestwell 302');
    const stub = fs.readFileSync(path.join(root, 'dist/pitch-deck.html'), 'utf8');
    expect(stub).toContain('<meta http-equiv="refresh" content="0; url=https://slides.example.org/nestwell">');
    expect(stub).toContain('<link rel="canonical" href="https://slides.example.org/nestwell">');
    const manifest = JSON.parse(fs.readFileSync(path.join(root, 'dist-server/_site.json'), 'utf8'));
    expect(manifest.redirects).toContainEqual({ from: '/pitch-deck', to: 'https://slides.example.org/nestwell', status: 302 });
  });

  it('writes each of our own form pages for the server split around its form, the parts rebuilding the page', async () => {
    const root = fixtureSite();
    await build({ root, outDir: path.join(root, 'dist') });
    const { renderFormMarkup } = await import('../islands/form/form-markup.ts');
    const slugs = fs.readdirSync(path.join(root, 'dist-server', FORM_PARTS_DIR)).map((f) => path.basename(f, '.json'));
    expect(slugs.length).toBeGreaterThan(0);
    for (const slug of slugs) {
      expect(fs.existsSync(path.join(root, 'dist', FORM_PARTS_DIR)), 'published').toBe(false);
      const parts = JSON.parse(fs.readFileSync(path.join(root, 'dist-server', formPartsFile(slug)), 'utf8')) as FormPageParts;
      const page = fs.readFileSync(path.join(root, 'dist', `${slug}.html`), 'utf8');
      expect(parts.head + parts.title + parts.body + (await renderFormMarkup(parts.props)) + parts.tail, slug).toBe(page);
      expect(parts.head.endsWith('<title>'), slug).toBe(true);
    }
  });

  it('builds for Netlify: the store QR codes are plain images, and only the PDF may be shown in a frame', async () => {
    const root = fixtureSite();
    await buildFixture(root, { outDir: path.join(root, 'dist'), deploy: { host: 'netlify' } });
    const headers = fs.readFileSync(path.join(root, 'dist/_headers'), 'utf8');
    expect(headers).not.toMatch(/qr\.svg/);
    expect(headers).toMatch(/^\/creator-overview\.pdf$/m);
  });

  it('publishes nothing only the server reads: the manifest and the chat index sit in dist-server/', async () => {
    const root = fixtureSite();
    // Every build of this fixture shares one cache of its own: a bundle cached by another checkout under the same code hash has
    // other chunk names, which the later builds would retire as an earlier deploy's.
    await buildFixture(root, { outDir: path.join(root, 'dist') });
    for (const file of ['_site.json', '_chat/index.json', 'serve.json']) {
      expect(fs.existsSync(path.join(root, 'dist', file)), `dist/${file}`).toBe(false);
      expect(fs.existsSync(path.join(root, 'dist-server', file)), `dist-server/${file}`).toBe(true);
    }

    // A chunk an earlier deploy published stays for open tabs; the record of when it left does not.
    fs.writeFileSync(path.join(root, 'dist/assets/chat.OLDHASH.js'), 'old chunk');
    await buildFixture(root, { outDir: path.join(root, 'dist') });
    expect(fs.readFileSync(path.join(root, 'dist/assets/chat.OLDHASH.js'), 'utf8')).toBe('old chunk');
    expect(fs.readdirSync(path.join(root, 'dist')).filter((f) => f.startsWith('_') && !['_headers', '_redirects', '_routes.json'].includes(f))).toEqual([]);
    const record = fs.readFileSync(path.join(root, 'dist-server/_retired-assets.json'), 'utf8');
    expect(Object.keys(JSON.parse(record) as object)).toEqual(['assets/chat.OLDHASH.js']);
    // The next build finds the record and keeps the time the chunk first left.
    await buildFixture(root, { outDir: path.join(root, 'dist') });
    expect(fs.readFileSync(path.join(root, 'dist-server/_retired-assets.json'), 'utf8')).toBe(record);
  });

  it('puts title, description, canonical, Open Graph, theme colour and JSON-LD in every page', async () => {
    const root = fixtureSite();
    await buildFixture(root, { outDir: path.join(root, 'dist'), siteUrl: 'https://staging.nestwell.test' });
    const html = fs.readFileSync(path.join(root, 'dist/cookies.html'), 'utf8');
    expect(html).toContain('<link rel="canonical" href="https://staging.nestwell.test/cookies"/>');
    expect(html).toMatch(/<meta property="og:title" content="[^"]+"\/>/);
    expect(html).toContain('<meta property="og:image" content="https://staging.nestwell.test/images/og-default.png"/>');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    expect(html).toContain('<meta name="theme-color" content="#FE067E"/>');
    expect(html).toContain('"@type":"LocalBusiness"');
    expect(fs.readFileSync(path.join(root, 'dist/robots.txt'), 'utf8')).toContain('Sitemap: https://staging.nestwell.test/sitemap.xml');
    expect(fs.readFileSync(path.join(root, 'dist/sitemap.xml'), 'utf8')).toContain('<loc>https://staging.nestwell.test/cookies</loc>');
  });
});

describe('markdown from content', () => {
  it('reaches dist/ with nothing executable: no script, no event handler, no javascript: link', async () => {
    const root = fixtureSite();
    const help = firstHelpArticle(root);
    fs.writeFileSync(path.join(root, help.folder, '09-hostile.md'), [
      '---',
      'title: "A hostile article"',
      '---',
      'Hello <script>alert(1)</script> there.',
      '',
      '<img src=x onerror=alert(1)>',
      '',
      '[click me](javascript:alert(1)) and <a href="javascript:alert(2)" onclick="alert(3)">raw</a>',
      '',
      '<iframe src="https://evil.test"></iframe>',
    ].join('\n'));
    await buildFixture(root, { outDir: path.join(root, 'dist') });
    const html = fs.readFileSync(path.join(root, `dist${help.categoryUrl}/a-hostile-article.html`), 'utf8');
    const body = html.slice(html.indexOf('<h1>A hostile article</h1>'));
    expect(body).toContain('Hello');
    expect(body).not.toMatch(/<script(?! type="application\/ld\+json")/);
    expect(body).not.toMatch(/onerror|onclick|javascript:|<iframe/i);
  });
});

describe('the build cache', () => {
  /**
   * A copy of the project's code beside a small site, built by `site build` in fresh processes:
   * only a new process loads an edited template.
   */
  function projectCopy(): { root: string; run: (...args: string[]) => string } {
    const root = fixtureSite();
    writeProjectCode(root);
    const run = (...args: string[]) => execFileSync(process.execPath, [path.join(root, 'bin/site.js'), 'build', ...args], {
      encoding: 'utf8',
      env: { ...process.env, SITE_CACHE_DIR: path.join(root, 'cache') },
    });
    return { root, run };
  }

  const edit = (file: string, from: string, to: string) => {
    const text = fs.readFileSync(file, 'utf8');
    expect(text).toContain(from);
    fs.writeFileSync(file, text.replace(from, to));
  };

  it('is never stale: an edited content file, template and setting each change the output', { timeout: 300_000 }, () => {
    const { root, run } = projectCopy();
    const dist = path.join(root, 'dist');
    const read = (file: string) => fs.readFileSync(path.join(dist, file), 'utf8');
    expect(run('--out', dist, '--timings')).toMatch(/Stages .*; (\d+) of \1 pages rendered/);
    // Unchanged: every page comes from the cache.
    expect(run('--out', dist, '--timings')).toMatch(/; 0 of \d+ pages rendered/);

    edit(path.join(root, 'content/legal/cookies.md'), '\n## ', '\nA sentence added after the last build.\n\n## ');
    run('--out', dist);
    expect(read('cookies.html')).toContain('A sentence added after the last build.');

    const post = firstBlogPost(root);
    edit(path.join(root, post.file), '\n## ', '\n\nA blog sentence added after the last build.\n\n## ');
    run('--out', dist);
    expect(read(`${post.url.slice(1)}.html`)).toContain('A blog sentence added after the last build.');

    edit(path.join(root, 'templates/pages/NotFound.tsx'), 'Oops...This page got swept away!', 'Oops...This page got tidied away!');
    run('--out', dist);
    expect(read('404.html')).toContain('Oops...This page got tidied away!');

    const site = path.join(root, 'content/site.json');
    edit(site, '"#FE067E"', '"#FE067F"');
    run('--out', dist);
    expect(read('cookies.html')).toContain('<meta name="theme-color" content="#FE067F"/>');

    // And every other file is what a build without the cache makes.
    run('--out', path.join(root, 'fresh'), '--no-cache');
    const fresh = readTree(path.join(root, 'fresh'));
    const cached = readTree(dist);
    expect([...cached.keys()].sort()).toEqual([...fresh.keys()].sort());
    for (const [file, data] of fresh) expect(data.equals(cached.get(file)!), file).toBe(true);
  });
});
