import type { Content } from '../content/load.ts';
import type { ChatIndex } from '../../kernel/chat/model.ts';
import { commonTerms, indexPassages } from '../../kernel/chat/search.ts';
import { collectChatContent } from './collect.ts';

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
    version: 2,
    passages,
    search: indexPassages(passages).toJSON() as unknown as Record<string, unknown>,
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
