import { loadBlogPosts, type BlogPost } from './blog.ts';
import { loadHelp, type HelpCategory } from './help.ts';
import { loadHome, type Home } from './home.ts';
import type { ContentDir, FileMemo } from './file-cache.ts';
import { IssueList } from './issues.ts';
import { refuseLinksOutOfContent } from './links.ts';
import { loadLegal, type LegalDocument } from './legal.ts';
import { loadLocations, type Locations } from './locations.ts';
import { loadPageTexts, type PageText } from './page-texts.ts';
import { loadPages, type Pages } from './pages.ts';
import { priceTokens, suggestPriceTokens } from './price-tokens.ts';
import { loadPricing, type Pricing } from './pricing.ts';
import { loadRedirects, type Redirect } from './redirects.ts';
import { loadServices, type Service } from './services.ts';
import { loadSite, siteTokens, type Site } from './site.ts';

/** Everything under content/, validated and typed. */
export interface Content {
  site: Site;
  pricing: Pricing;
  pages: Pages;
  home: Home;
  services: Service[];
  redirects: Redirect[];
  legal: LegalDocument[];
  /** The words of single pages (forms, careers, accessibility...), by slug. */
  pageTexts: Map<string, PageText>;
  /** Newest first. */
  blog: BlogPost[];
  /** The help centre's categories and their articles, in order. */
  help: HelpCategory[];
  locations: Locations;
}

/**
 * The files each part of the content is read from (a folder ends in `/`). `site.json` and
 * `pricing.json` are read by every part: settings and prices fill the markdown's tokens, settings
 * the redirects' targets.
 */
const PART_FILES: Record<keyof Content, string[]> = {
  site: ['content/site.json'],
  pricing: ['content/pricing.json'],
  pages: ['content/pages.json'],
  home: ['content/home.json'],
  services: ['content/services.json'],
  redirects: ['content/redirects.json'],
  legal: ['content/legal/'],
  pageTexts: ['content/pages/'],
  // An article's hero image must exist; a place's photo is used when it does.
  blog: ['content/blog/', 'content/images/'],
  help: ['content/help/'],
  locations: ['content/locations/', 'content/images/locations/'],
};

/** Content loaded earlier, and the files (relative to the root, with `/`) changed since. */
export interface ContentReuse {
  previous: Content;
  changed: string[];
}

/** The parts of `reuse.previous` that none of the changed files touches; nothing when a file is not one part's. */
function reusableParts(reuse: ContentReuse | undefined): Partial<Content> {
  if (!reuse) return {};
  const reads = (part: keyof Content, file: string) => PART_FILES[part].some((f) => (f.endsWith('/') ? file.startsWith(f) : file === f));
  const parts = Object.keys(PART_FILES) as (keyof Content)[];
  if (reuse.changed.some((file) => reads('site', file) || reads('pricing', file) || !parts.some((part) => reads(part, file)))) return {};
  return Object.fromEntries(parts.filter((part) => !reuse.changed.some((file) => reads(part, file))).map((part) => [part, reuse.previous[part]]));
}

/**
 * Loads and validates every content file under `root`. Every problem in every file is collected
 * first; if there is any, one ContentError lists them all. With `reuse` (the dev server), the
 * parts no changed file belongs to are taken as they were, the same objects, warnings aside.
 * With `memo`, a file whose bytes were read before is not parsed again (see file-cache.ts).
 */
export function loadContent(root: string, { reuse, memo }: { reuse?: ContentReuse; memo?: FileMemo } = {}): { content: Content; warnings: string[] } {
  const issues = new IssueList();
  const dir: ContentDir = { root, memo };
  // Nothing is read while a link leads out of content/, so a refused file is never parsed or published.
  refuseLinksOutOfContent(root, issues);
  issues.throwIfAny();
  const kept = reusableParts(reuse);
  const site = kept.site ?? loadSite(dir, issues);
  const pricing = kept.pricing ?? loadPricing(dir, issues);
  const pages = kept.pages ?? loadPages(dir, issues);
  const home = kept.home ?? loadHome(dir, issues);
  const services = kept.services ?? loadServices(dir, issues);
  // Files that name settings are still read without them, so their own errors show too; only
  // what follows from the broken settings is left out, and said once.
  const tokens = { ...siteTokens(site), ...priceTokens(pricing) };
  const redirects = kept.redirects ?? (site ? loadRedirects(dir, site, issues) : []);
  if (!site) issues.add({ file: 'content/redirects.json', message: 'not checked: its targets name settings of content/site.json; fix site.json first' });
  const legal = kept.legal ?? loadLegal(dir, tokens, issues);
  const pageTexts = kept.pageTexts ?? loadPageTexts(dir, tokens, issues);
  const blog = kept.blog ?? loadBlogPosts(dir, tokens, issues);
  const help = kept.help ?? loadHelp(dir, tokens, issues);
  const locations = kept.locations ?? loadLocations(dir, tokens, issues);
  suggestPriceTokens(issues, pricing);
  issues.throwIfAny();
  return {
    content: { site: site!, pricing: pricing!, pages: pages!, home: home!, services: services!, redirects, legal, pageTexts, blog, help, locations },
    warnings: issues.warnings,
  };
}
