import type { TemplateName } from '../pages/index.ts';

/**
 * The stylesheets in cascade order: a page gets the ones its template needs, in this order, inlined
 * in its head (no render-blocking request before the first paint). A later sheet may override an
 * earlier one, so the order is the one the whole site's stylesheet had.
 */
export const SHEETS = ['theme', 'base', 'layout', 'hero', 'home', 'dialogs', 'toast', 'forms', 'blog', 'help', 'chat', 'locations'] as const;

export type SheetName = (typeof SHEETS)[number];

/**
 * What every page shows: the frame (header, footer, skip link), the cookie banner, the chat, and
 * the dialogs and toasts that islands on any page open after a click.
 */
const EVERY_PAGE: SheetName[] = ['theme', 'base', 'layout', 'dialogs', 'toast', 'chat'];

/**
 * Each template's own sheets beyond EVERY_PAGE, including those of the islands it carries (the
 * estimator on the home page is a form). tests/e2e/page-styles.test.ts checks, over every built
 * page, that each class the page's HTML uses is defined in the styles the page gets.
 */
const TEMPLATE_SHEETS: Record<TemplateName, SheetName[]> = {
  home: ['hero', 'home', 'forms'],
  helpCenter: ['help'],
  helpCategory: ['help'],
  helpArticle: ['help'],
  notFound: ['forms'],
  appError: [],
  choice: [],
  document: [],
  form: ['forms'],
  formThanks: ['forms'],
  socials: ['forms'],
  googleReview: [],
  creatorOverview: ['forms'],
  blog: ['blog'],
  blogArticle: ['blog'],
  stateGrid: ['locations'],
  newJersey: ['locations'],
  townIndex: ['locations'],
  countyPage: ['hero', 'locations'],
  writtenPlace: ['hero', 'locations'],
  dataPlace: ['hero', 'locations'],
};

/** The sheets a page of `template` gets, in cascade order. */
export function sheetsFor(template: TemplateName): SheetName[] {
  const wanted = new Set([...EVERY_PAGE, ...TEMPLATE_SHEETS[template]]);
  return SHEETS.filter((sheet) => wanted.has(sheet));
}
