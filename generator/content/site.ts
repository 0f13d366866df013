import { z } from 'zod';
import { FORM_IDS, type FormId } from '../../kernel/forms/fields.ts';
import { readJson } from './files.ts';
import type { IssueList } from './issues.ts';
import type { ContentDir } from './file-cache.ts';

const url = z.url({ protocol: /^https?$/, message: 'expected an absolute http(s) URL' });
/** A setting that may be left empty; features that need it are then left out with a warning. */
const optionalUrl = url.nullable();
const sitePath = z.string().regex(/^\/[^\s]*$/, 'expected a path starting with /');

const FormEmbedSchema = z.strictObject({
  embedUrl: optionalUrl,
  scriptUrl: optionalUrl,
});

export const SiteSchema = z.strictObject({
  brand: z.strictObject({ name: z.string().min(1), slug: z.string().regex(/^[a-z0-9-]+$/) }),
  crewBrand: z.strictObject({ name: z.string().min(1), slug: z.string().regex(/^[a-z0-9-]+$/) }),
  siteUrl: url.refine((u) => !u.endsWith('/'), 'write the site URL without a trailing slash'),
  /** Where images live: a path on this site or an object-storage URL. */
  assetBaseUrl: z.union([url, sitePath]),
  logo: sitePath,
  /** The picture shared links show, 1200 by 630: social platforms need a raster image. */
  ogImage: sitePath,
  themeColor: z.string().regex(/^#[0-9A-Fa-f]{6}$/),
  clientSupportUrl: url,
  crewSiteUrl: url,
  crewSupportUrl: url,
  methodArticleUrl: url,
  businessArticleUrl: url,
  appStores: z.strictObject({
    clientIos: optionalUrl,
    clientAndroid: optionalUrl,
    crewIos: optionalUrl,
    crewAndroid: optionalUrl,
  }),
  presentationUrl: optionalUrl,
  paymentUrl: optionalUrl,
  linkPageUrl: optionalUrl,
  googleReviewUrl: optionalUrl,
  phone: z.string().regex(/^\+1-\d{3}-\d{3}-\d{4}$/, 'expected +1-NNN-NNN-NNNN'),
  mailingAddress: z.strictObject({
    addressLocality: z.string().min(1),
    addressRegion: z.string().length(2),
    postalCode: z.string().regex(/^\d{5}$/),
    addressCountry: z.literal('US'),
  }),
  social: z.strictObject({ x: url, linkedin: url, youtube: url, tiktok: url, instagram: url, facebook: url }),
  analytics: z.strictObject({
    supportMeasurementId: z.string().regex(/^G-[A-Z0-9]+$/),
    siteMeasurementId: z.string().regex(/^G-[A-Z0-9]+$/),
  }),
  forms: z.strictObject(Object.fromEntries(FORM_IDS.map((id) => [id, FormEmbedSchema])) as Record<FormId, typeof FormEmbedSchema>),
  copyrightYear: z.number().int().min(2000).max(2100),
});

export type Site = z.output<typeof SiteSchema>;

export function loadSite(dir: ContentDir, issues: IssueList): Site | undefined {
  return readJson(dir, 'content/site.json', SiteSchema, issues);
}

/** Settings that markdown may name as `{{key}}`, so external addresses live in one place. */
export const SITE_TOKENS = ['clientSupportUrl', 'crewSiteUrl', 'crewSupportUrl', 'methodArticleUrl', 'businessArticleUrl'] as const;

/**
 * The value of every setting markdown may name. Without a valid site.json, every name maps to an
 * empty string: markdown is still checked for unknown names, but a broken setting does not make
 * every page that names it an error too.
 */
export function siteTokens(site: Site | undefined): Record<string, string> {
  return Object.fromEntries(SITE_TOKENS.map((key) => [key, site ? site[key] : '']));
}
