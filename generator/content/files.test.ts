import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseMarkdown } from './files.ts';
import { formatIssue, IssueList } from './issues.ts';

const Schema = z.object({ title: z.string(), description: z.string() });
const ran = globalThis as { frontmatterRan?: boolean };

describe('parseMarkdown', () => {
  it('refuses frontmatter in any language but YAML, naming the file and line, and runs none of it', () => {
    for (const opening of ['---js', '--- javascript', '---json', '---coffee', '---toml']) {
      delete ran.frontmatterRan;
      const issues = new IssueList();
      const code = "{ title: ((globalThis.frontmatterRan = true), 'T'), description: 'D' }";
      const parsed = parseMarkdown(`${opening}\n${code}\n---\nBody.\n`, 'content/help/01-a/01-b.md', Schema, issues);
      expect(parsed).toBeUndefined();
      expect(ran.frontmatterRan).toBeUndefined();
      expect(issues.items.map(formatIssue)).toEqual([`content/help/01-a/01-b.md:1: frontmatter opened by "${opening}": content is data, never code; write it in YAML, opened by a plain "---"`]);
    }
  });

  it('reads YAML frontmatter, opened plainly or as ---yaml', () => {
    for (const opening of ['---', '---yaml']) {
      const issues = new IssueList();
      expect(parseMarkdown(`${opening}\ntitle: T\ndescription: D\n---\nBody.\n`, 'a.md', Schema, issues)?.data).toEqual({ title: 'T', description: 'D' });
      expect(issues.items).toEqual([]);
    }
  });
});
