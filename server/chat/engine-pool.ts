import fs from 'node:fs';
import { Worker } from 'node:worker_threads';
import type { ChatAnswer, ChatIndex } from '../../kernel/chat/model.ts';
import type { Turn } from './engine.ts';

/** A question sent to a worker thread, and what the thread sends back: ready once, then an answer or an error per question. */
export interface PoolTask { id: number; question: string; history: Turn[] }
export type PoolReply = { ready: true } | { id: number; answer: ChatAnswer } | { id: number; error: string };

export interface EnginePool {
  answer(question: string, history?: Turn[]): Promise<ChatAnswer>;
  /** Ends the threads; questions still waiting are refused. */
  close(): Promise<void>;
}

/** The file a thread runs; a test gives a script of its own to see the pool handle a thread that dies. */
export interface WorkerScript { file: URL }

interface Thread {
  worker: Worker;
  ready: boolean;
  waiting: Map<number, { resolve: (answer: ChatAnswer) => void; reject: (error: Error) => void }>;
}

/**
 * The chat engine on `size` worker threads, each with an engine of its own. An answer is about half a millisecond of
 * regular expressions; on the server's thread, fifty visitors asking at once would queue every request behind them,
 * static pages included, and use one core of the machine's. A question goes to the thread with the fewest waiting.
 *
 * A thread that dies refuses the questions it held (the API answers them with a 500) and is replaced, unless it died
 * before it was ready: an engine that cannot be made from this index would only die again.
 */
export function createEnginePool(index: ChatIndex, size: number, script: WorkerScript = workerScript()): EnginePool {
  const threads: Thread[] = [];
  let nextId = 0;
  let closing = false;
  let broken: Error | null = null;

  const start = (): Thread => {
    const thread: Thread = { worker: new Worker(script.file, { workerData: index }), ready: false, waiting: new Map() };
    // The server's open socket keeps the process alive; the threads alone should not (a test, a one-off script).
    thread.worker.unref();
    thread.worker.on('message', (reply: PoolReply) => {
      if ('ready' in reply) return void (thread.ready = true);
      const task = thread.waiting.get(reply.id);
      thread.waiting.delete(reply.id);
      if ('answer' in reply) task?.resolve(reply.answer);
      else task?.reject(new Error(reply.error));
    });
    const died = (error: Error) => {
      for (const task of thread.waiting.values()) task.reject(error);
      thread.waiting.clear();
      const at = threads.indexOf(thread);
      if (at < 0 || closing) return;
      if (thread.ready) threads[at] = start();
      else broken ??= error;
    };
    thread.worker.on('error', died);
    thread.worker.on('exit', (code) => died(new Error(`chat engine thread stopped (exit code ${code})`)));
    return thread;
  };
  for (let i = 0; i < Math.max(1, size); i++) threads.push(start());

  return {
    answer(question, history = []) {
      if (broken) return Promise.reject(broken);
      if (closing) return Promise.reject(new Error('the chat engine pool is closed'));
      const thread = threads.reduce((a, b) => (b.waiting.size < a.waiting.size ? b : a));
      const id = nextId++;
      return new Promise((resolve, reject) => {
        thread.waiting.set(id, { resolve, reject });
        thread.worker.postMessage({ id, question, history } satisfies PoolTask);
      });
    },
    async close() {
      closing = true;
      await Promise.all(threads.map((t) => t.worker.terminate()));
    },
  };
}

/**
 * The thread's script: in the bundle `site` runs from (bin/bundle-cli.js), its own entry beside this module's chunk;
 * run from the sources (tests, benches), engine-worker.ts through tsx (engine-worker-tsx.mjs).
 */
function workerScript(): WorkerScript {
  const bundled = new URL('./chat-engine-worker.js', import.meta.url);
  return { file: fs.existsSync(bundled) ? bundled : new URL('./engine-worker-tsx.mjs', import.meta.url) };
}
