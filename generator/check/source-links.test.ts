import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../build.ts';
import { ContentError, formatIssue } from '../content/issues.ts';
import { fixtureSites } from '../../tests/fixture-sites.ts';
import { nearestPath } from './source-links.ts';

const fixtureSite = fixtureSites('links');

/** Replaces `from` with `to` in a content file, and returns the line it is on. */
function edit(root: string, file: string, from: string, to: string): number {
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  expect(text).toContain(from);
  fs.writeFileSync(path.join(root, file), text.replace(from, to));
  return text.slice(0, text.indexOf(from)).split('\n').length;
}

async function problems(root: string): Promise<string[]> {
  const error = await build({ root, outDir: path.join(root, 'dist'), cache: false, dryRun: true }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ContentError);
  return (error as ContentError).issues.map(formatIssue);
}

describe('links and images written in content', () => {
  it('stop the build when they lead nowhere, naming the file, the line or field, and the nearest address', async () => {
    const root = fixtureSite();
    const help = 'content/help/01-getting-started/01-what-is-nestwell.md';
    const helpLine = edit(root, help, '[price list](/#pricing)', '[price list](/#pricing) and [how to start](/support/getting-startd)');
    const blog = fs.readdirSync(path.join(root, 'content/blog'))[0]!;
    const text = fs.readFileSync(path.join(root, 'content/blog', blog), 'utf8');
    fs.writeFileSync(path.join(root, 'content/blog', blog), text.replace(/\n## /, '\n![A chart](/images/blog/no-such-chart.svg)\n\n## '));
    const blogLine = text.slice(0, text.search(/\n## /)).split('\n').length + 1;
    const siteLine = edit(root, 'content/site.json', '"logo": "/images/logo.svg"', '"logo": "/images/logo.svgg"');
    expect(await problems(root)).toEqual([
      `${help}:${helpLine}: /support/getting-startd leads nowhere on this site; the nearest address is /support/getting-started`,
      expect.stringMatching(new RegExp(`^content/blog/${blog}:${blogLine}: /images/blog/no-such-chart\\.svg leads nowhere on this site`)),
      `content/site.json:${siteLine} logo: /images/logo.svgg leads nowhere on this site; the nearest address is /images/logo.svg`,
    ]);
  });

  it('pass when every address exists: pages, redirects, images and the feed', async () => {
    const root = fixtureSite();
    edit(root, 'content/help/01-getting-started/01-what-is-nestwell.md', '[price list](/#pricing)', '[price list](/#pricing), [the old address](/support/getting-started/what-is-nestwell?ref=x), [the feed](/blog/feed.xml), ![logo](/images/logo.svg) and [an app](/nestwell-ios)');
    const result = await build({ root, outDir: path.join(root, 'dist'), cache: false, dryRun: true });
    expect(result.pages).toBeGreaterThan(0);
  });
});

describe('nearestPath', () => {
  it('suggests the closest address, and none when nothing is close', () => {
    const pages = ['/blog', '/support/getting-started', '/support/trust-&-safety', '/locations/new-jersey'];
    expect(nearestPath('/support/geting-started', pages)).toBe('/support/getting-started');
    expect(nearestPath('/locations/new-jersy', pages)).toBe('/locations/new-jersey');
    expect(nearestPath('/zzzzzzzzzzzzzzzzzzzzzz', pages)).toBeUndefined();
  });
});
