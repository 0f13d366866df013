import fs from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

/**
 * Promises the spec and content/site.json do not back: that every message is read, that we will
 * email someone, that every cleaner works one way. Each is a claim a visitor could hold us to.
 */
const UNBACKED = [/reads every message/i, /\bwe(?: will|'ll)? email you\b/i, /every cleaner follows/i];

describe('claims in the content', () => {
  it('make no promise the spec does not back, on the form pages, the home page or in the services', () => {
    const files = [...fg.sync('content/pages/*.md', { cwd: root }), 'content/pages.json', 'content/home.json', 'content/services.json'];
    const found = files.flatMap((file) => UNBACKED.filter((re) => re.test(read(file))).map((re) => `${file}: ${re.source}`));
    expect(found).toEqual([]);
  });

  it('hedge what a Standard Cleaning covers, as its help article does', () => {
    const services = JSON.parse(read('content/services.json')) as { name: string; summary: string }[];
    const standard = services.find((s) => s.name === 'Standard Cleaning')!;
    expect(standard.summary).toMatch(/typically covers/);
    // The article is the one whose title asks what Standard Cleaning includes, whatever its file is called.
    const asks = /^title: (?=.*standard cleaning)(?=.*\b(include|cover)s?\b)/im;
    const articles = fg.sync('content/help/*/*.md', { cwd: root, ignore: ['**/_category.md'] }).filter((file) => asks.test(read(file)));
    for (const file of articles) expect(read(file), file).toMatch(/typically covers/);
  });
});
