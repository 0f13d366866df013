import fs from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { describe, expect, it } from 'vitest';

/**
 * A regular expression is tried at every character of a message until it matches, so an alternative that opens with a
 * lookaround reading the rest of the message (`(?=[\s\S]*x)`) or all of it before (`(?<=x[\s\S]*)`) reads the message once
 * per character: on a long message, such a pattern alone cost the chat 0.2 to 0.4 ms. A condition on the whole message
 * goes after `^` (read once), and a lookbehind after the word it qualifies (read where the word is).
 */
const UNBOUNDED_AT_AN_ALTERNATIVE = /(?<=(?:^|[|`/]|(?<![\\])\((?:\?:)?))\(\?<?[=!](?:[^()]|\([^()]*\))*?\[\\s\\S\]\*/g;

/** Where a pattern's source has an alternative that opens with an unbounded lookaround: `file:line`. */
export function unboundedLookarounds(file: string, source: string): string[] {
  return source.split('\n').flatMap((line, i) => (line.match(UNBOUNDED_AT_AN_ALTERNATIVE) ? [`${file}:${i + 1}`] : []));
}

describe('lookarounds in the chat\'s patterns', () => {
  it('finds a lookahead or lookbehind over the whole message that opens an alternative, and not one after `^` or a word', () => {
    expect(unboundedLookarounds('a.ts', String.raw`const A = /\bfoo\b|(?=[\s\S]*\bbar\b)baz/;`)).toEqual(['a.ts:1']);
    expect(unboundedLookarounds('a.ts', String.raw`const A = /(?<=\b(phone|tablet)\b[\s\S]*)\bget\b/;`)).toEqual(['a.ts:1']);
    expect(unboundedLookarounds('a.ts', String.raw`const A = new RegExp(String.raw` + '`(?=[\\s\\S]*x)y`' + ');')).toEqual(['a.ts:1']);
    expect(unboundedLookarounds('a.ts', String.raw`const A = /^(?=[\s\S]*\bbar\b)[\s\S]*baz/;`)).toEqual([]);
    expect(unboundedLookarounds('a.ts', String.raw`const A = /\bget\b(?<=\b(phone|tablet)\b[\s\S]*)/;`)).toEqual([]);
    expect(unboundedLookarounds('a.ts', String.raw`const A = /\bordinary(?![\s\S]*\bdeep\b)/;`)).toEqual([]);
  });

  it('none opens an alternative in the chat\'s code', () => {
    const root = path.resolve(import.meta.dirname, '..', '..');
    const files = fg.sync(['server/chat/**/*.ts'], { cwd: root, ignore: ['**/*.test.ts'] });
    expect(files.length).toBeGreaterThan(0);
    expect(files.flatMap((file) => unboundedLookarounds(file, fs.readFileSync(path.join(root, file), 'utf8')))).toEqual([]);
  });
});
