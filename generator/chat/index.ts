import type MiniSearch from 'minisearch';
import type { Content } from '../content/load.ts';
import type { ChatIndex, Passage } from '../../kernel/chat/model.ts';
import { commonTerms, indexPassages } from '../../kernel/chat/search.ts';
import { jsonPieces, PIECES, type Pieces } from '../write.ts';
import { collectChatContent } from './collect.ts';

/**
 * Builds the chat assistant's answer index from the site's own content: searchable passages of
 * every help article, legal document, blog post and location page, plus the structured facts
 * (prices in cents, the offer, the apps, support addresses) and every New Jersey place.
 *
 * @example const index = buildChatIndex(content); files.set(CHAT_INDEX_FILE, JSON.stringify(index))
 */
export function buildChatIndex(content: Content): ChatIndex {
  return chatIndex(content, (search) => search.toJSON() as unknown as Record<string, unknown>);
}

/**
 * `JSON.stringify(buildChatIndex(content))`, in pieces: the search index, the bulk of it, is
 * written term by term instead of being copied whole into plain objects first (some 300 MB at
 * ten thousand blog posts).
 */
export function chatIndexPieces(content: Content): Iterable<string> {
  return jsonPieces(chatIndex(content, (search) => ({ [PIECES]: () => searchPieces(search) })));
}

/** What MiniSearch.toJSON reads (minisearch 7.2, serialization version 2). */
interface SearchInternals {
  _documentCount: number;
  _nextId: number;
  _documentIds: Map<number, unknown>;
  _fieldIds: Record<string, number>;
  _fieldLength: Map<number, number[]>;
  _avgFieldLength: number[];
  _storedFields: Map<number, unknown>;
  _dirtCount: number;
  _index: Iterable<[string, Map<number, Map<number, number>>]>;
}

/** MiniSearch.toJSON, one term at a time; a test holds it to the same bytes. */
function searchPieces(search: MiniSearch<Passage>): Iterable<string> {
  const s = search as unknown as SearchInternals;
  const index: Pieces = {
    *[PIECES]() {
      let first = true;
      for (const [term, fieldIndex] of s._index) {
        const data: Record<number, Record<number, number>> = {};
        for (const [fieldId, freqs] of fieldIndex) data[fieldId] = Object.fromEntries(freqs);
        yield `${first ? '[' : ','}${JSON.stringify([term, data])}`;
        first = false;
      }
      yield first ? '[]' : ']';
    },
  };
  return jsonPieces({
    documentCount: s._documentCount,
    nextId: s._nextId,
    documentIds: Object.fromEntries(s._documentIds),
    fieldIds: s._fieldIds,
    fieldLength: Object.fromEntries(s._fieldLength),
    averageFieldLength: s._avgFieldLength,
    storedFields: Object.fromEntries(s._storedFields),
    dirtCount: s._dirtCount,
    index,
    serializationVersion: 2,
  }, 1);
}

function chatIndex<S>(content: Content, serialise: (search: MiniSearch<Passage>) => S): Omit<ChatIndex, 'search'> & { search: S } {
  const collected = collectChatContent(content);
  const passages = collected.passages.map((p, id) => ({ id, ...p }));
  const { site, pricing, services } = content;
  return {
    version: 2,
    passages,
    search: serialise(indexPassages(passages)),
    places: collected.places,
    aliases: collected.aliases,
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
      crewSupportUrl: site.crewSupportUrl,
      phone: site.phone,
      mailingAddress: { locality: site.mailingAddress.addressLocality, region: site.mailingAddress.addressRegion, postalCode: site.mailingAddress.postalCode },
      iosHref: `/${site.brand.slug}-ios`,
      androidHref: `/${site.brand.slug}-android`,
    },
  };
}
