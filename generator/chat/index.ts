import type { Content } from '../content/load.ts';
import { FORM_IDS, FORMS } from '../../kernel/forms/fields.ts';
import type { ChatIndex, Passage } from '../../kernel/chat/model.ts';
import { CREATOR_OVERVIEW_PDF } from '../documents.ts';
import { jsonPieces, PIECES } from '../write.ts';
import { chatPassages, collectChatContent } from './collect.ts';

/**
 * Builds the chat assistant's index from the site's own content: searchable passages of every
 * help article, legal document, blog post and location page, plus the structured facts (prices in
 * cents, the offer, the apps, support addresses) and every New Jersey place. The search index over
 * the passages is the server's to make when it loads them: it costs the server about what reading
 * a saved one did, and a build of ten thousand posts neither holds it nor writes it.
 *
 * @example const index = buildChatIndex(content); files.set(CHAT_INDEX_FILE, JSON.stringify(index))
 */
export function buildChatIndex(content: Content): ChatIndex {
  return chatIndex(content, [...numbered(content)]);
}

/**
 * `JSON.stringify(buildChatIndex(content))`, in pieces: passage by passage, each made as it is
 * written (tens of megabytes at ten thousand posts).
 */
export function chatIndexPieces(content: Content): Iterable<string> {
  const passages = {
    *[PIECES]() {
      let first = true;
      for (const passage of numbered(content)) {
        yield `${first ? '[' : ','}${JSON.stringify(passage)}`;
        first = false;
      }
      yield first ? '[]' : ']';
    },
  };
  return jsonPieces(chatIndex(content, passages), 1);
}

function* numbered(content: Content): Generator<Passage> {
  let id = 0;
  for (const passage of chatPassages(content)) yield { id: id++, ...passage };
}

function chatIndex<P>(content: Content, passages: P): Omit<ChatIndex, 'passages'> & { passages: P } {
  const collected = collectChatContent(content);
  const { site, pricing, services } = content;
  return {
    version: 7,
    passages,
    places: collected.places,
    aliases: collected.aliases,
    pages: collected.pages,
    facts: {
      brand: site.brand.name,
      rooms: pricing.rooms,
      addOns: pricing.addOns,
      offer: pricing.offer,
      services: services.map((s) => s.name),
      clientSupportUrl: site.clientSupportUrl,
      crewSiteUrl: site.crewSiteUrl,
      crewSupportUrl: site.crewSupportUrl,
      googleReviewUrl: site.googleReviewUrl ?? null,
      phone: site.phone,
      mailingAddress: { locality: site.mailingAddress.addressLocality, region: site.mailingAddress.addressRegion, postalCode: site.mailingAddress.postalCode },
      iosHref: `/${site.brand.slug}-ios`,
      androidHref: `/${site.brand.slug}-android`,
      method: { heading: content.home.method.heading, text: content.home.method.text, url: site.methodArticleUrl },
      features: content.home.features,
      promise: content.home.promo.promise,
      forms: FORM_IDS.filter((id) => !site.forms[id].embedUrl).map((id) => ({
        id, title: content.pageTexts.get(FORMS[id].slug)?.heading ?? FORMS[id].slug, url: `/${FORMS[id].slug}`, fields: FORMS[id].fields.map((f) => (f.kind === 'select' ? `${f.label} (${f.options.join(', ')})` : f.label)),
      })),
      social: site.social,
      creatorOverviewPdf: CREATOR_OVERVIEW_PDF,
    },
  };
}
