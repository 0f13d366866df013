import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * V8 compiles a regular expression longer than 20 KB of source without its optimisations, and the chat builds many of its
 * patterns by joining lists (a vocabulary, a language's phrases, the site's place names): one joined past that size read
 * long messages some 15 times slower. Every pattern the engine builds, loading its modules and the site's content, stays under.
 */
describe('the patterns the chat builds', () => {
  const Native = RegExp;
  const built: string[] = [];
  const record = (re: RegExp) => (built.push(re.source), re);
  globalThis.RegExp = new Proxy(Native, {
    construct: (target, args) => record(Reflect.construct(target, args) as RegExp),
    apply: (target, self, args) => record(Reflect.apply(target, self, args) as RegExp),
  });
  afterAll(() => {
    globalThis.RegExp = Native;
  });

  it('are each short enough for V8 to optimise, the engine over the real content answering included', async () => {
    const { OPTIMISED_SOURCE } = await import('./understand/languages/language.ts');
    const { buildChatIndex } = await import('../../generator/chat/index.ts');
    const { loadContent } = await import('../../generator/content/load.ts');
    const { createChatEngine } = await import('./engine.ts');
    const engine = createChatEngine(buildChatIndex(loadContent(path.resolve(import.meta.dirname, '../..')).content));
    engine.answer('how much for 2 bed 1 bath in Hoboken, and are you hiring cleaners?');
    // Enough to know the modules were loaded here, after the recording began, not before it.
    expect(built.length).toBeGreaterThan(100);
    const over = built.filter((source) => source.length > OPTIMISED_SOURCE).map((source) => `${source.length}: ${source.slice(0, 80)}`);
    expect(over).toEqual([]);
  }, 120_000);
});
