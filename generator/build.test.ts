import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { build } from './build.ts';
import { ContentError, formatIssue } from './content/issues.ts';

const repo = path.resolve(import.meta.dirname, '..');
const temps: string[] = [];

/** A copy of the project's content in a temporary folder. */
function fixtureSite(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'nestwell-fixture-'));
  temps.push(root);
  fs.cpSync(path.join(repo, 'content'), path.join(root, 'content'), { recursive: true });
  return root;
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

afterEach(() => {
  for (const dir of temps.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('build', () => {
  it('is deterministic: two builds are byte for byte the same', async () => {
    const root = fixtureSite();
    await build({ root, outDir: path.join(root, 'a') });
    await build({ root, outDir: path.join(root, 'b') });
    const a = readTree(path.join(root, 'a'));
    const b = readTree(path.join(root, 'b'));
    expect([...a.keys()].sort()).toEqual([...b.keys()].sort());
    for (const [file, data] of a) expect(data.equals(b.get(file)!), file).toBe(true);
  });

  it('stops on broken content, naming file, line and field, and leaves the previous dist/ as it was', async () => {
    const root = fixtureSite();
    const outDir = path.join(root, 'dist');
    await build({ root, outDir });
    const before = readTree(outDir);

    const home = path.join(root, 'content/home.json');
    fs.writeFileSync(home, fs.readFileSync(home, 'utf8').replace('"heading": "Flat-rate pricing"', '"heading": 42'));
    const legal = path.join(root, 'content/legal/cookies.md');
    fs.writeFileSync(legal, fs.readFileSync(legal, 'utf8').replace(/^updated: .*$/m, 'updated: last tuesday'));

    const error = await build({ root, outDir }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentError);
    const lines = (error as ContentError).issues.map(formatIssue);
    const homeLine = fs.readFileSync(home, 'utf8').split('\n').findIndex((l) => l.includes('"heading": 42')) + 1;
    expect(lines).toContain(`content/home.json:${homeLine} pricing.heading: Invalid input: expected string, received number`);
    expect(lines.some((l) => /^content\/legal\/cookies\.md:\d+ updated: /.test(l))).toBe(true);

    const after = readTree(outDir);
    expect([...after.keys()].sort()).toEqual([...before.keys()].sort());
    for (const [file, data] of before) expect(data.equals(after.get(file)!), file).toBe(true);
  });

  it('leaves out a redirect whose target setting is empty, with a warning naming it', async () => {
    const root = fixtureSite();
    const result = await build({ root, outDir: path.join(root, 'dist') });
    expect(result.warnings).toContain('content/redirects.json: /pitch-deck left out: site.json has no value for presentationUrl');
    expect(fs.existsSync(path.join(root, 'dist/pitch-deck'))).toBe(false);
    expect(fs.readFileSync(path.join(root, 'dist/_redirects'), 'utf8')).not.toContain('/pitch-deck');
  });

  it('writes redirects three ways: _redirects, an HTML stub, and the server manifest', async () => {
    const root = fixtureSite();
    const site = JSON.parse(fs.readFileSync(path.join(root, 'content/site.json'), 'utf8'));
    site.presentationUrl = 'https://slides.example.org/nestwell';
    fs.writeFileSync(path.join(root, 'content/site.json'), JSON.stringify(site));
    await build({ root, outDir: path.join(root, 'dist') });
    expect(fs.readFileSync(path.join(root, 'dist/_redirects'), 'utf8')).toContain('/pitch-deck https://slides.example.org/nestwell 302');
    const stub = fs.readFileSync(path.join(root, 'dist/pitch-deck/index.html'), 'utf8');
    expect(stub).toContain('<meta http-equiv="refresh" content="0; url=https://slides.example.org/nestwell">');
    expect(stub).toContain('<link rel="canonical" href="https://slides.example.org/nestwell">');
    const manifest = JSON.parse(fs.readFileSync(path.join(root, 'dist/_site.json'), 'utf8'));
    expect(manifest.redirects).toContainEqual({ from: '/pitch-deck', to: 'https://slides.example.org/nestwell', status: 302 });
  });

  it('puts title, description, canonical, Open Graph, theme colour and JSON-LD in every page', async () => {
    const root = fixtureSite();
    await build({ root, outDir: path.join(root, 'dist'), siteUrl: 'https://staging.nestwell.test' });
    const html = fs.readFileSync(path.join(root, 'dist/cookies/index.html'), 'utf8');
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
    fs.writeFileSync(path.join(root, 'content/help/01-getting-started/09-hostile.md'), [
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
    await build({ root, outDir: path.join(root, 'dist') });
    const html = fs.readFileSync(path.join(root, 'dist/support/getting-started/a-hostile-article/index.html'), 'utf8');
    const body = html.slice(html.indexOf('<h1>A hostile article</h1>'));
    expect(body).toContain('Hello');
    expect(body).not.toMatch(/<script(?! type="application\/ld\+json")/);
    expect(body).not.toMatch(/onerror|onclick|javascript:|<iframe/i);
  });
});
