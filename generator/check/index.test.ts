import { describe, expect, it } from 'vitest';
import { htmlProblems } from './index.ts';

const page = (body: string) => `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"/><title>A page</title></head><body>${body}</body></html>`;

describe('htmlProblems', () => {
  it('finds each page its own problems, however many pages came before it', async () => {
    expect(await htmlProblems('a.html', page('<main><p>Fine.</p></main>'))).toEqual([]);
    const unclosed = await htmlProblems('b.html', page('<main><div><p>Open</main>'));
    expect(unclosed.length).toBeGreaterThan(0);
    expect(unclosed.every((p) => p.startsWith('b.html:1:'))).toBe(true);
    expect(await htmlProblems('c.html', page('<main><img src="x.png"></main>'))).toEqual([
      expect.stringMatching(/^c\.html:1:\d+ wcag\/h37: /),
    ]);
    expect(await htmlProblems('d.html', page('<main><p>Fine again.</p></main>'))).toEqual([]);
  });
});
