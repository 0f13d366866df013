import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { build } from '../build.ts';
import { ContentError, IssueList } from './issues.ts';
import { refuseLinksOutOfContent } from './links.ts';

const projectRoot = path.resolve(import.meta.dirname, '../..');
let root: string;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'nestwell-links-'));
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

const link = (target: string, file: string) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.symlinkSync(target, path.join(root, file));
};

it('refuses every link that leaves content/, naming it, and accepts links within', () => {
  fs.mkdirSync(path.join(root, 'content/images'), { recursive: true });
  fs.writeFileSync(path.join(root, 'content/images/logo.svg'), '<svg/>');
  fs.writeFileSync(path.join(root, 'outside.md'), '---\ntitle: x\n---\n');
  link('/proc/self/environ', 'content/images/env.svg');
  link('/etc/passwd', 'content/images/passwd.svg');
  link('/etc', 'content/help/99-linked');
  link('../../outside.md', 'content/blog/linked.md');
  link('logo.svg', 'content/images/alias.svg');
  link('../images', 'content/blog/images');
  link('missing.svg', 'content/images/broken.svg');
  const issues = new IssueList();
  refuseLinksOutOfContent(root, issues);
  expect(issues.items.map((i) => `${i.file}: ${i.message}`).sort()).toEqual([
    `content/blog/linked.md: a symbolic link to ../../outside.md (${fs.realpathSync(path.join(root, 'outside.md'))}), outside content/: the build publishes nothing from outside content/ (copy the file in instead)`,
    `content/help/99-linked: a symbolic link to /etc, outside content/: the build publishes nothing from outside content/ (copy the file in instead)`,
    'content/images/broken.svg: a symbolic link to missing.svg, which does not exist',
    `content/images/env.svg: a symbolic link to /proc/self/environ (${fs.realpathSync('/proc/self/environ')}), outside content/: the build publishes nothing from outside content/ (copy the file in instead)`,
    'content/images/passwd.svg: a symbolic link to /etc/passwd, outside content/: the build publishes nothing from outside content/ (copy the file in instead)',
  ]);
});

it('tells a loop of links from a missing file', () => {
  link('b.svg', 'content/images/a.svg');
  link('a.svg', 'content/images/b.svg');
  const issues = new IssueList();
  refuseLinksOutOfContent(root, issues);
  expect(issues.items.map((i) => `${i.file}: ${i.message}`).sort()).toEqual([
    'content/images/a.svg: a symbolic link to b.svg, which leads back to itself (a loop of links)',
    'content/images/b.svg: a symbolic link to a.svg, which leads back to itself (a loop of links)',
  ]);
});

it('refuses a content/ folder that is itself a link out of the project', () => {
  const elsewhere = fs.mkdtempSync(path.join(os.tmpdir(), 'nestwell-elsewhere-'));
  try {
    fs.mkdirSync(path.join(elsewhere, 'images'));
    link(elsewhere, 'content');
    const issues = new IssueList();
    refuseLinksOutOfContent(root, issues);
    expect(issues.items.map((i) => `${i.file}: ${i.message}`)).toEqual([
      `content: a symbolic link to ${fs.realpathSync(elsewhere)}, outside the project: the build publishes nothing from outside it (move the folder in instead)`,
    ]);
  } finally {
    fs.rmSync(elsewhere, { recursive: true, force: true });
  }
});

it('stops the build before it reads anything, and publishes nothing', async () => {
  fs.cpSync(path.join(projectRoot, 'content'), path.join(root, 'content'), { recursive: true });
  link('/proc/self/environ', 'content/images/env.svg');
  const outDir = path.join(root, 'dist');
  const error = await build({ root, outDir }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ContentError);
  expect((error as ContentError).issues.map((i) => i.file)).toEqual(['content/images/env.svg']);
  expect(fs.existsSync(outDir)).toBe(false);
});
