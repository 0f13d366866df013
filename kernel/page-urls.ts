/**
 * The address of each kind of page, made in one place: the route table writes the pages at these
 * addresses, and the chat links to them, so a link in an answer can never drift from a page.
 */

/** The served state's locations page; every county and town page sits under it. */
export const NJ_LOCATIONS = '/locations/new-jersey';

/** The help centre: every help category and article sits under it. */
export const HELP_CENTRE = '/support';

export const helpCategoryUrl = (category: string) => `${HELP_CENTRE}/${category}`;
export const helpArticleUrl = (category: string, article: string) => `${helpCategoryUrl(category)}/${article}`;
export const blogPostUrl = (slug: string) => `/blog/${slug}`;
/** A page at the top level: a legal document, the booking fee, careers. */
export const pageUrl = (slug: string) => `/${slug}`;
export const countyUrl = (county: string) => `${NJ_LOCATIONS}/${county}`;
export const placeUrl = (county: string, place: string) => `${countyUrl(county)}/${place}`;
