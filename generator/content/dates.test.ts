import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { dayFault } from './dates.ts';
import { readMarkdown } from './files.ts';
import { formatIssue, IssueList } from './issues.ts';
import { LegalFrontmatterSchema } from './legal.ts';

describe('dayFault', () => {
  it('accepts real days and names what is wrong with the others', () => {
    expect(['2026-02-28', '2028-02-29', '2026-12-31'].map(dayFault)).toEqual([undefined, undefined, undefined]);
    expect(dayFault('2026-13-45')).toBe('there is no month 13');
    expect(dayFault('2026-02-30')).toBe('February 2026 has 28 days');
    expect(dayFault('2026-04-31')).toBe('April 2026 has 30 days');
    expect(dayFault('2026-1-5')).toBe('expected a day as YYYY-MM-DD');
  });
});

describe('dates in frontmatter', () => {
  let root: string;
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  const load = (updated: string) => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'nestwell-dates-'));
    fs.mkdirSync(path.join(root, 'content/legal'), { recursive: true });
    const description = 'How we collect, use and protect what you share with us when you book a cleaning.';
    fs.writeFileSync(path.join(root, 'content/legal/terms.md'), `---\ntitle: Terms\ndescription: ${description}\nupdated: ${updated}\n---\n\nText.\n`);
    const issues = new IssueList();
    const md = readMarkdown({ root: root }, 'content/legal/terms.md', LegalFrontmatterSchema, issues);
    return { updated: md?.data.updated, errors: issues.items.map(formatIssue) };
  };

  it('refuses an impossible day instead of rolling it over, naming file, line and field', () => {
    expect(load('2026-13-45')).toEqual({ updated: undefined, errors: ['content/legal/terms.md:4 updated: 2026-13-45 is not a day: there is no month 13'] });
    expect(load('2026-02-30')).toEqual({ updated: undefined, errors: ['content/legal/terms.md:4 updated: 2026-02-30 is not a day: February 2026 has 28 days'] });
    expect(load('"2026-02-30"').errors).toEqual(['content/legal/terms.md:4 updated: 2026-02-30 is not a day: February 2026 has 28 days']);
  });

  it('refuses an impossible time of day instead of rolling the day over', () => {
    expect(load('2026-03-10T25:00:00Z')).toEqual({ updated: undefined, errors: ['content/legal/terms.md:4 updated: 2026-03-10T25:00:00Z is not a time: there is no hour 25'] });
    expect(load('2026-03-10 12:61:00').errors).toEqual(['content/legal/terms.md:4 updated: 2026-03-10 12:61:00 is not a time: there is no minute 61']);
  });

  it('keeps the calendar day as written when a time and zone follow it', () => {
    expect(load('2026-03-10T23:30:00-05:00')).toEqual({ updated: '2026-03-10', errors: [] });
    expect(load('2026-03-10T00:30:00+09:00')).toEqual({ updated: '2026-03-10', errors: [] });
    expect(load('2026-03-10 23:59:59.5 # late')).toEqual({ updated: '2026-03-10', errors: [] });
    expect(load('"2026-03-10T23:30:00-05:00"')).toEqual({ updated: '2026-03-10', errors: [] });
  });

  it('keeps a real day as written, quoted or not', () => {
    expect(load('2026-02-28')).toEqual({ updated: '2026-02-28', errors: [] });
    expect(load("'2024-02-29'")).toEqual({ updated: '2024-02-29', errors: [] });
  });
});
