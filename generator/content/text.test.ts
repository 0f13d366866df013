import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readJson, readMarkdown } from './files.ts';
import { formatIssue, IssueList } from './issues.ts';
import { decodeContent } from './text.ts';

describe('decodeContent', () => {
  it('reads UTF-8, and drops a UTF-8 byte-order mark', () => {
    expect(decodeContent(Buffer.from('Café crème\n'))).toEqual({ text: 'Café crème\n' });
    expect(decodeContent(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('{"a":1}')]))).toEqual({ text: '{"a":1}' });
  });

  it('names the line and byte of a Latin-1 file', () => {
    expect(decodeContent(Buffer.from('title: x\nCaf\u00e9 cr\u00e8me\n', 'latin1'))).toEqual({
      line: 2, fault: 'byte 0xE9 is not UTF-8 (Latin-1 or Windows-1252?): save the file as UTF-8',
    });
  });

  it('names UTF-16, with or without a byte-order mark', () => {
    const le = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('{"a":1}', 'utf16le')]);
    const be = Buffer.from([0xfe, 0xff, 0x00, 0x7b]);
    expect(decodeContent(le)).toEqual({ fault: 'UTF-16 (little-endian byte-order mark): save the file as UTF-8' });
    expect(decodeContent(be)).toEqual({ fault: 'UTF-16 (big-endian byte-order mark): save the file as UTF-8' });
    expect(decodeContent(Buffer.from('{"a":1}', 'utf16le'))).toEqual({ line: 1, fault: 'a NUL byte: UTF-16 without a byte-order mark, or not a text file? save it as UTF-8' });
  });
});

describe('content files in the wrong encoding', () => {
  let root: string;
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('are errors naming the file and the fault, for markdown and JSON alike', () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'nestwell-text-'));
    fs.mkdirSync(path.join(root, 'content'));
    fs.writeFileSync(path.join(root, 'content/page.md'), Buffer.from('---\ntitle: Caf\u00e9\n---\n', 'latin1'));
    fs.writeFileSync(path.join(root, 'content/data.json'), Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('{"title":"x"}', 'utf16le')]));
    fs.writeFileSync(path.join(root, 'content/bom.json'), Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('{"title":"Café"}')]));
    const issues = new IssueList();
    const schema = z.object({ title: z.string() });
    expect(readMarkdown({ root: root }, 'content/page.md', schema, issues)).toBeUndefined();
    expect(readJson({ root: root }, 'content/data.json', schema, issues)).toBeUndefined();
    expect(readJson({ root: root }, 'content/bom.json', schema, issues)).toEqual({ title: 'Café' });
    expect(issues.items.map(formatIssue)).toEqual([
      'content/page.md:2: byte 0xE9 is not UTF-8 (Latin-1 or Windows-1252?): save the file as UTF-8',
      'content/data.json: UTF-16 (little-endian byte-order mark): save the file as UTF-8',
    ]);
  });
});
