import type { Content } from '../content/load.ts';
import type { ChatIndex } from '../../server/chat/model.ts';
import { commonTerms, indexPassages } from '../../server/chat/search.ts';
import { collectChatContent } from './collect.ts';

/** Where the build writes the chat index inside dist/; the server never serves files under `_`. */
export const CHAT_INDEX_FILE = '_chat/index.json';

/**
 * Builds the chat assistant's answer index from the site's own content: searchable passages of
 * every help article, legal document, blog post and location page, plus the structured facts
 * (prices in cents, the offer, the apps, support addresses) and every New Jersey place.
 *
 * @example const index = buildChatIndex(content); files.set(CHAT_INDEX_FILE, JSON.stringify(index))
 */
export function buildChatIndex(content: Content): ChatIndex {
  const collected = collectChatContent(content);
  const passages = collected.passages.map((p, id) => ({ id, ...p }));
  const { site, pricing, services } = content;
  return {
    version: 1,
    passages,
    search: indexPassages(passages).toJSON() as unknown as Record<string, unknown>,
    places: collected.places,
    pages: collected.pages,
    commonTerms: commonTerms(passages),
    facts: {
      brand: site.brand.name,
      rooms: pricing.rooms,
      addOns: pricing.addOns,
      offer: pricing.offer,
      services: services.map((s) => s.name),
      clientSupportUrl: site.clientSupportUrl,
      crewSiteUrl: site.crewSiteUrl,
      iosHref: `/${site.brand.slug}-ios`,
      androidHref: `/${site.brand.slug}-android`,
    },
  };
}
