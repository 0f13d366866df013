import { loadBlogPosts, type BlogPost } from './blog.ts';
import { loadHelp, type HelpCategory } from './help.ts';
import { loadHome, type Home } from './home.ts';
import { IssueList } from './issues.ts';
import { refuseLinksOutOfContent } from './links.ts';
import { loadLegal, type LegalDocument } from './legal.ts';
import { loadLocations, type Locations } from './locations.ts';
import { loadPageTexts, type PageText } from './page-texts.ts';
import { loadPages, type Pages } from './pages.ts';
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
 * Loads and validates every content file under `root`. Every problem in every file is collected
 * first; if there is any, one ContentError lists them all.
 */
export function loadContent(root: string): { content: Content; warnings: string[] } {
  const issues = new IssueList();
  // Nothing is read while a link leads out of content/, so a refused file is never parsed or published.
  refuseLinksOutOfContent(root, issues);
  issues.throwIfAny();
  const site = loadSite(root, issues);
  const pricing = loadPricing(root, issues);
  const pages = loadPages(root, issues);
  const home = loadHome(root, issues);
  const services = loadServices(root, issues);
  // Files that name settings are still read without them, so their own errors show too; only
  // what follows from the broken settings is left out, and said once.
  const tokens = siteTokens(site);
  const redirects = site ? loadRedirects(root, site, issues) : [];
  if (!site) issues.add({ file: 'content/redirects.json', message: 'not checked: its targets name settings of content/site.json; fix site.json first' });
  const legal = loadLegal(root, tokens, issues);
  const pageTexts = loadPageTexts(root, tokens, issues);
  const blog = loadBlogPosts(root, tokens, issues);
  const help = loadHelp(root, tokens, issues);
  const locations = loadLocations(root, tokens, issues);
  issues.throwIfAny();
  return {
    content: { site: site!, pricing: pricing!, pages: pages!, home: home!, services: services!, redirects, legal, pageTexts, blog, help, locations },
    warnings: issues.warnings,
  };
}
