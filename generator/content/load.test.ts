import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { ContentError, formatIssue } from './issues.ts';
import { loadContent } from './load.ts';

const projectRoot = path.resolve(import.meta.dirname, '../..');
let root: string;
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

it('reports one site.json error once, not again in every file that names its settings', () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'nestwell-load-'));
  fs.cpSync(path.join(projectRoot, 'content'), path.join(root, 'content'), { recursive: true });
  const file = path.join(root, 'content/site.json');
  fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(/"clientSupportUrl": "[^"]*"/, '"clientSupportUrl": "not a url"'));
  const error = (() => {
    try {
      loadContent(root);
    } catch (e) {
      return e;
    }
  })();
  expect(error).toBeInstanceOf(ContentError);
  expect((error as ContentError).issues.map(formatIssue)).toEqual([
    expect.stringMatching(/^content\/site\.json:\d+ clientSupportUrl: expected an absolute http\(s\) URL$/),
    'content/redirects.json: not checked: its targets name settings of content/site.json; fix site.json first',
  ]);
});
