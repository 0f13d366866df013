import path from 'node:path';
import { expect, it } from 'vitest';
import { loadContent } from '../content/load.ts';
import { buildChatIndex, chatIndexPieces } from './index.ts';

it('writes the chat index in pieces as the very bytes JSON.stringify writes', () => {
  const { content } = loadContent(path.resolve(import.meta.dirname, '../..'));
  expect([...chatIndexPieces(content)].join('')).toBe(JSON.stringify(buildChatIndex(content)));
});
