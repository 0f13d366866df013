import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../build.ts';
import { ContentError, formatIssue } from '../content/issues.ts';
import { fixtureSites } from '../../tests/fixture-sites.ts';
import { firstBlogPost, firstHelpArticle } from '../../tests/first-content.ts';
import { nearestPath } from './source-links.ts';

const fixtureSite = fixtureSites('links');

/** Replaces `from` with `to` in a content file, and returns the line it is on. */
function edit(root: string, file: string, from: string, to: string): number {
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  expect(text).toContain(from);
  fs.writeFileSync(path.join(root, file), text.replace(from, to));
  return text.slice(0, text.indexOf(from)).split('\n').length;
}

/** Adds a paragraph at the end of a markdown file, and returns its line. */
function appendParagraph(root: string, file: string, paragraph: string): number {
  const text = fs.readFileSync(path.join(root, file), 'utf8').trimEnd();
  fs.writeFileSync(path.join(root, file), `${text}\n\n${paragraph}\n`);
  return text.split('\n').length + 2;
}

/** The site's settings, as content/site.json has them. */
const settings = (root: string) => JSON.parse(fs.readFileSync(path.join(root, 'content/site.json'), 'utf8')) as { logo: string; brand: { slug: string } };

async function problems(root: string): Promise<string[]> {
  const error = await build({ root, outDir: path.join(root, 'dist'), cache: false, dryRun: true }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ContentError);
  return (error as ContentError).issues.map(formatIssue);
}

describe('links and images written in content', () => {
  it('stop the build when they lead nowhere, naming the file, the line or field, and the nearest address', async () => {
    const root = fixtureSite();
    const help = firstHelpArticle(root);
    // The category's address with its last letter but one dropped: a typo one letter from a page.
    const misspelt = `${help.categoryUrl.slice(0, -2)}${help.categoryUrl.slice(-1)}`;
    const helpLine = appendParagraph(root, help.file, `Read [how to start](${misspelt}).`);
    const blog = firstBlogPost(root).file;
    const text = fs.readFileSync(path.join(root, blog), 'utf8');
    fs.writeFileSync(path.join(root, blog), text.replace(/\n## /, '\n![A chart](/images/blog/no-such-chart.svg)\n\n## '));
    const blogLine = text.slice(0, text.search(/\n## /)).split('\n').length + 1;
    const { logo } = settings(root);
    const siteLine = edit(root, 'content/site.json', `"logo": "${logo}"`, `"logo": "${logo}g"`);
    expect(await problems(root)).toEqual([
      `${help.file}:${helpLine}: ${misspelt} leads nowhere on this site; the nearest address is ${help.categoryUrl}`,
      expect.stringMatching(new RegExp(`^${blog}:${blogLine}: /images/blog/no-such-chart\\.svg leads nowhere on this site`)),
      `content/site.json:${siteLine} logo: ${logo}g leads nowhere on this site; the nearest address is ${logo}`,
    ]);
  });

  it('pass when every address exists: pages, redirects, images and the feed', async () => {
    const root = fixtureSite();
    const help = firstHelpArticle(root);
    const { logo, brand } = settings(root);
    appendParagraph(root, help.file, `See [the prices](/#pricing), [this page, tagged](${help.url}?ref=x), [the feed](/blog/feed.xml), ![logo](${logo}) and [an app](/${brand.slug}-ios).`);
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
