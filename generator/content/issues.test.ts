import { describe, expect, it } from 'vitest';
import { formatIssue, jsonFieldLine, jsonLines } from './issues.ts';

describe('jsonLines', () => {
  const text = '{\n  "a": 1,\n  "list": [\n    { "x": "y" },\n    { "x": "z" }\n  ],\n  "b": { "c": true }\n}';
  const lines = jsonLines(text);

  it('finds the line of nested keys and array entries', () => {
    expect(jsonFieldLine(lines, ['a'])).toBe(2);
    expect(jsonFieldLine(lines, ['list', 1, 'x'])).toBe(5);
    expect(jsonFieldLine(lines, ['b', 'c'])).toBe(7);
  });

  it('falls back to the nearest existing parent for a missing key', () => {
    expect(jsonFieldLine(lines, ['b', 'missing'])).toBe(7);
  });
});

describe('formatIssue', () => {
  it('reads file:line field: message', () => {
    expect(formatIssue({ file: 'content/blog/a.md', line: 4, field: 'heroImage', message: 'expected string' }))
      .toBe('content/blog/a.md:4 heroImage: expected string');
    expect(formatIssue({ file: 'content/site.json', message: 'file is missing or unreadable' }))
      .toBe('content/site.json: file is missing or unreadable');
  });
});
