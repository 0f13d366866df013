import path from 'node:path';
import { expect, it } from 'vitest';
import { loadContent } from '../content/load.ts';
import { buildRoutes } from '../routes.ts';
import { PlaceFinder } from '../../server/chat/places.ts';
import { placeUrl } from '../../server/chat/handlers/area.ts';
import { buildChatIndex, chatIndexPieces } from './index.ts';

const { content } = loadContent(path.resolve(import.meta.dirname, '../..'));

it('writes the chat index in pieces as the very bytes JSON.stringify writes', () => {
  expect([...chatIndexPieces(content)].join('')).toBe(JSON.stringify(buildChatIndex(content)));
});

it('links only to pages the route table makes: every passage, cited help page and town', () => {
  const index = buildChatIndex(content);
  const pages = new Set(buildRoutes(content).filter((r) => r.kind === 'page').map((r) => r.path));
  const cited = [...index.passages.map((p) => p.url), ...Object.values(index.pages).map((p) => p.url), ...new PlaceFinder(index.places).places.map(placeUrl)];
  expect([...new Set(cited)].filter((url) => !pages.has(url))).toEqual([]);
});
