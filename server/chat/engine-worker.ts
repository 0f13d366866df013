/**
 * A worker thread of the engine pool (engine-pool.ts): it makes the chat engine from the index the pool passes it,
 * says it is ready, then answers each question it is sent. An engine that throws gives an error for that question
 * alone; the thread keeps answering.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { ChatIndex } from '../../kernel/chat/model.ts';
import { createChatEngine } from './engine.ts';
import type { PoolReply, PoolTask } from './engine-pool.ts';

const port = parentPort!;
const engine = createChatEngine(workerData as ChatIndex);
const reply = (message: PoolReply) => port.postMessage(message);

port.on('message', ({ id, question, history }: PoolTask) => {
  try {
    reply({ id, answer: engine.answer(question, history) });
  } catch (error) {
    reply({ id, error: (error as Error).stack ?? String(error) });
  }
});
reply({ ready: true });
