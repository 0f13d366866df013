import { z } from 'zod';
import { FORM_IDS } from '../forms/fields.ts';

/** Where the build writes the chat index inside dist/; the server never serves files under `_`. */
export const CHAT_INDEX_FILE = '_chat/index.json';

/** A page an answer drew on; the widget shows it as a link under the reply. */
export const SourceSchema = z.strictObject({ title: z.string().min(1), url: z.string().min(1) });
export type Source = z.output<typeof SourceSchema>;

/** One section of one page: the unit the retriever ranks and quotes. */
export const PassageSchema = z.strictObject({
  id: z.number().int(),
  kind: z.enum(['help', 'page', 'legal', 'blog', 'location', 'service']),
  /** The page's title and address, named as the answer's source. */
  title: z.string(),
  url: z.string(),
  /** The help category or page family, searched but not shown. */
  topic: z.string(),
  /** The section heading, empty for a page's opening text. */
  section: z.string(),
  /** Plain text with markdown links kept, so quoted links stay links in the widget. */
  text: z.string(),
  /** A blog post's date (YYYY-MM-DD), on its opening passage only: "what's your newest post?". */
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional(),
});
export type Passage = z.output<typeof PassageSchema>;

/** A New Jersey municipality, from the municipalities CSV. */
export const PlaceSchema = z.strictObject({
  name: z.string(),
  county: z.string(),
  countyName: z.string(),
  slug: z.string(),
  /** The principal ZIP first, then others the CSV notes name. */
  zips: z.array(z.string().regex(/^\d{5}$/)),
});
export type Place = z.output<typeof PlaceSchema>;

/**
 * Another name people use for New Jersey places (a census-designated place, a post-office name, a
 * community, "LBI"), with the municipalities it lies in, from content/locations/nj-place-aliases.csv.
 */
export const PlaceAliasSchema = z.strictObject({
  name: z.string(),
  county: z.string(),
  /** Municipality slugs in that county; for a post-office name the largest share first. */
  slugs: z.array(z.string()).min(1),
  /** Its principal ZIP, where the sources give one. */
  zip: z.string().regex(/^\d{5}$/).optional(),
  /** A name the municipality had before it was renamed ("Dover Township" for Toms River Township). */
  former: z.literal(true).optional(),
  /** An informal name for whole municipalities ("JC", "LBI"), not a part of one. */
  nickname: z.literal(true).optional(),
});
export type PlaceAlias = z.output<typeof PlaceAliasSchema>;

/** Everything the exact handlers need from structured content; prices in integer cents. */
export const FactsSchema = z.strictObject({
  brand: z.string(),
  rooms: z.array(z.strictObject({ item: z.string(), standard: z.number().int(), deep: z.number().int() })),
  addOns: z.array(z.strictObject({ item: z.string(), price: z.number().int() })),
  offer: z.strictObject({ code: z.string(), percentOff: z.number().int() }),
  services: z.array(z.string()),
  clientSupportUrl: z.string(),
  crewSiteUrl: z.string(),
  crewSupportUrl: z.string(),
  /** Our Google business profile's review link, from content/site.json; null until it is set. */
  googleReviewUrl: z.string().nullable(),
  /** The one phone number of content/site.json, as written there. */
  phone: z.string(),
  /** The mailing address of content/site.json. */
  mailingAddress: z.strictObject({ locality: z.string(), region: z.string(), postalCode: z.string() }),
  iosHref: z.string(),
  androidHref: z.string(),
  /** The brand's cleaning method, as the home page names it, and the help article it links to. */
  method: z.strictObject({ heading: z.string(), text: z.string(), url: z.string() }),
  /** What the home page says every client gets ("Vetted and background-checked cleaners", ...), and its promise line. */
  features: z.array(z.string()),
  promise: z.string(),
  /** Our own forms, as their pages show them ("Company name", "Company size"...); a form embedded from a provider is not listed. */
  forms: z.array(z.strictObject({ id: z.enum(FORM_IDS), title: z.string(), url: z.string(), fields: z.array(z.string()) })),
  /** The official social profiles of content/site.json, by platform ("instagram": its URL). */
  social: z.record(z.string(), z.string()),
  /** Where the build writes the creator overview as a PDF. */
  creatorOverviewPdf: z.string(),
});
export type Facts = z.output<typeof FactsSchema>;

/**
 * The chat index the build writes to `CHAT_INDEX_FILE` and the server loads at start: the
 * passages (the server indexes them for search), the places and their other names, the structured
 * facts, and the help pages the handlers cite, by the slug of their title.
 */
export const ChatIndexSchema = z.strictObject({
  version: z.literal(7),
  passages: z.array(PassageSchema),
  places: z.array(PlaceSchema),
  aliases: z.array(PlaceAliasSchema),
  pages: z.record(z.string(), SourceSchema),
  facts: FactsSchema,
});
export type ChatIndex = z.output<typeof ChatIndexSchema>;

export interface ChatAnswer {
  reply: string;
  sources: Source[];
}
