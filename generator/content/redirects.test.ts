import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { hostFiles } from '../hosts/index.ts';
import { formatIssue, IssueList } from './issues.ts';
import { loadRedirects } from './redirects.ts';
import { SiteSchema } from './site.ts';

const site = SiteSchema.parse(JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../content/site.json'), 'utf8')));
let root: string;
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

function load(entries: unknown[]): { redirects: ReturnType<typeof loadRedirects>; problems: string[] } {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'nestwell-redirects-'));
  fs.mkdirSync(path.join(root, 'content'));
  fs.writeFileSync(path.join(root, 'content/redirects.json'), JSON.stringify(entries, null, 2));
  const issues = new IssueList();
  return { redirects: loadRedirects({ root }, site, issues), problems: issues.items.map(formatIssue) };
}

describe('redirect targets', () => {
  it('refuse whitespace and control characters, which would write rules of their own into _redirects', () => {
    const injected = 'https://ok.example/x\n/waitlist https://phish.example/waitlist 302';
    const { redirects, problems } = load([
      { from: '/a', to: injected, status: 301 },
      { from: '/b', to: '/blog\t/x', status: 301 },
      { from: '/c', to: 'https://ok.example/\u0000', status: 301 },
    ]);
    expect(redirects).toEqual([]);
    expect(problems).toEqual([
      `content/redirects.json:4 [0].to: ${JSON.stringify(injected)} holds whitespace or a control character`,
      'content/redirects.json:9 [1].to: "/blog\\t/x" holds whitespace or a control character',
      'content/redirects.json:14 [2].to: "https://ok.example/\\u0000" holds whitespace or a control character',
    ]);
  });

  it('accept paths and http(s) URLs only', () => {
    const { problems } = load([
      { from: '/a', to: '//phish.example/x', status: 301 },
      { from: '/b', to: 'https://ok.example/path?q=1', status: 302 },
      { from: '/c', to: '/blog', status: 301 },
    ]);
    expect(problems).toEqual(['content/redirects.json:4 [0].to: "//phish.example/x" is another host (//): write it as https://']);
  });
});

describe('hostFiles', () => {
  it('refuses to write a rule that would break its line, whatever made it', () => {
    const manifest = { redirects: [{ from: '/a', to: 'https://ok.example/x\n/waitlist https://phish.example 302', status: 302 }], notFound: [], errorPage: '500.html', headers: [{ path: '/*', headers: {} }], pages: {}, css: '' };
    for (const host of ['cloudflare', 'netlify'] as const) expect(() => hostFiles(manifest, { host }, [])).toThrow(/one rule a line.*redirect "\/a"/);
    const header = { ...manifest, redirects: [], headers: [{ path: '/*', headers: { 'X-A': 'ok\n/waitlist\n  X-B: 1' } }] };
    expect(() => hostFiles(header, { host: 'cloudflare' }, [])).toThrow(/header "X-A" of \/\*/);
    const scheme = { ...manifest, redirects: [{ from: '/a', to: 'javascript:alert(1)', status: 302 }] };
    expect(() => hostFiles(scheme, { host: 'cloudflare' }, [])).toThrow(/only http\(s\) URLs/);
  });
});
