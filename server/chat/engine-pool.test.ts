import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { buildChatIndex } from '../../generator/chat/index.ts';
import { loadContent } from '../../generator/content/load.ts';
import type { ChatIndex } from '../../kernel/chat/model.ts';
import { createEnginePool, type EnginePool } from './engine-pool.ts';
import { createChatEngine } from './engine.ts';

const index = buildChatIndex(loadContent(path.resolve(import.meta.dirname, '../..')).content);
const pools: EnginePool[] = [];
const open = (...args: Parameters<typeof createEnginePool>) => {
  const pool = createEnginePool(...args);
  pools.push(pool);
  return pool;
};
afterAll(() => Promise.all(pools.map((p) => p.close())));

/** A stand-in for the engine's thread: echoes, throws on "throw", and dies on "die" (with the questions it holds). */
const FAKE_THREAD = `
import { parentPort } from 'node:worker_threads';
const held = [];
parentPort.on('message', ({ id, question }) => {
  if (question === 'hold') return void held.push(id);
  if (question === 'die') process.exit(3);
  if (question === 'throw') return parentPort.postMessage({ id, error: 'Error: the engine failed' });
  parentPort.postMessage({ id, answer: { reply: 'echo: ' + question, sources: [] } });
});
parentPort.postMessage({ ready: true });
`;

function script(text: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'engine-pool-'));
  fs.writeFileSync(path.join(dir, 'thread.mjs'), text);
  return { file: pathToFileURL(path.join(dir, 'thread.mjs')) };
}

describe('the chat engine on worker threads', () => {
  it('answers as the engine on this thread does, follow-ups included, many questions at once', async () => {
    const pool = open(index, 2);
    const engine = createChatEngine(index);
    const asked: [string, { question: string; answer?: string }[]][] = [
      ['deep clean with 3 bedrooms and 2 bathrooms and the oven', []],
      ['Do you clean in Princeton?', []],
      ['and with the code?', [{ question: 'standard clean for 2 bedrooms and 1 bathroom', answer: engine.answer('standard clean for 2 bedrooms and 1 bathroom').reply }]],
      ['What is the weather like on Mars?', []],
    ];
    const answers = await Promise.all(asked.flatMap(([q, history]) => [pool.answer(q, history), pool.answer(q, history)]));
    expect(answers).toEqual(asked.flatMap(([q, history]) => [engine.answer(q, history), engine.answer(q, history)]));
  }, 60_000);

  it('refuses the questions a dying thread held, and answers the next ones on a new thread', async () => {
    const pool = open(index, 1, script(FAKE_THREAD));
    expect(await pool.answer('hello')).toEqual({ reply: 'echo: hello', sources: [] });
    const held = pool.answer('hold');
    await expect(pool.answer('die')).rejects.toThrow(/exit code 3/);
    await expect(held).rejects.toThrow(/exit code 3/);
    expect(await pool.answer('again')).toEqual({ reply: 'echo: again', sources: [] });
  });

  it('refuses one question the engine fails on, and keeps answering', async () => {
    const pool = open(index, 1, script(FAKE_THREAD));
    await expect(pool.answer('throw')).rejects.toThrow('the engine failed');
    expect(await pool.answer('after')).toEqual({ reply: 'echo: after', sources: [] });
  });

  it('refuses every question, rather than start threads without end, when no engine can be made', async () => {
    const pool = open({ broken: true } as unknown as ChatIndex, 2, script("import { workerData } from 'node:worker_threads'; if (workerData.broken) throw new Error('no engine from this index');"));
    await expect(pool.answer('hello')).rejects.toThrow('no engine from this index');
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(pool.answer('hello again')).rejects.toThrow('no engine from this index');
  });

  it('refuses questions once closed', async () => {
    const pool = createEnginePool(index, 1, script(FAKE_THREAD));
    await pool.close();
    await expect(pool.answer('hello')).rejects.toThrow(/closed/);
  });
});
