import { describe, expect, it } from 'vitest';
import { budgetProblems } from './budgets.ts';
import { jsonLdProblems } from './jsonld.ts';
import { brokenLinks } from './links.ts';

describe('budgets', () => {
  it('pass a light page and name an over-budget one', () => {
    expect(budgetProblems({ path: '/', html: 9000, js: 12000, total: 21000 })).toEqual([]);
    expect(budgetProblems({ path: '/heavy', html: 34000, js: 20000, total: 54000 })).toEqual([
      '/heavy: first load 52.7 KB compressed, over the 50.0 KB budget',
      '/heavy: 19.5 KB of JavaScript compressed, over the 15.0 KB budget',
    ]);
  });
});

describe('structured data check', () => {
  it('names each missing LocalBusiness field', () => {
    const html = '<script type="application/ld+json">{"@context":"https://schema.org","@type":"LocalBusiness","name":"N"}</script>';
    const problems = jsonLdProblems('a.html', html);
    expect(problems).toContain('a.html: LocalBusiness record lacks telephone');
    expect(problems).toContain('a.html: LocalBusiness record lacks address.postalCode');
  });
});

describe('link check', () => {
  const manifest = { redirects: [{ from: '/go', to: 'https://x.test', status: 302 }], notFound: [], errorPage: '500.html', headers: [], pages: {} };
  const pages: Record<string, string> = { '/': '<p id="pricing"></p>', '/a': '' };
  const lookup = (p: string) => (p in pages ? { html: pages[p]! } : undefined);

  it('accepts pages, redirects, external links and existing fragments', () => {
    const html = '<a href="/a"></a><a href="/go"></a><a href="https://elsewhere.test/x"></a><a href="/#pricing"></a>';
    expect(brokenLinks('x.html', html, manifest, lookup)).toEqual([]);
  });

  it('decodes character references in links as a browser does', () => {
    const html = '<a href="/a?x=1&amp;y=2"></a><a href="/a#&#x26;"></a>';
    expect(brokenLinks('x.html', html, manifest, lookup)).toEqual(['x.html: link to /a#& names no element with id "&"']);
  });

  it('names missing pages and missing fragments', () => {
    const html = '<a href="/nope"></a><a href="/#prices"></a><img src="/img.svg">';
    expect(brokenLinks('x.html', html, manifest, lookup)).toEqual([
      'x.html: broken link to /nope',
      'x.html: link to /#prices names no element with id "prices"',
      'x.html: broken link to /img.svg',
    ]);
  });
});
