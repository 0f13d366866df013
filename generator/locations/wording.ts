import type { Pricing } from '../content/pricing.ts';
import type { PlaceAlias } from '../content/place-aliases.ts';

/**
 * The words of a data-built place page around its own paragraph. What is the same everywhere
 * (services, prices, the offer) is said plainly once, as a list, a link and one call to action, rather
 * than in sentences rotated and filled with the town's name: `site check` fails when a sentence
 * pattern appears on more than a tenth of the place pages. What makes each page its own is the
 * place's paragraph, its facts, the other names of its parts, and its neighbours.
 */
export interface DataPageWords {
  heading: string;
  /** Census places, communities and post offices within the place: "Iselin", "Colonia". */
  localNames: string[];
  /** The first-cleaning offer, the one sentence every place page shares on purpose. */
  offer: string;
}

export interface PlaceNames {
  /** What people call the place: "Hoboken", "Hopewell Borough". */
  name: string;
  /** The municipality's slug, to find its other names. */
  slug: string;
  /** The county's other names (aliases file rows of the place's county). */
  aliases: PlaceAlias[];
}

/**
 * The other names of a place's parts. A post-office name counts for the place with the largest
 * share of its ZIP (listed first); a nickname for a group of places (LBI) is not a part.
 */
export function localNames(slug: string, aliases: PlaceAlias[]): string[] {
  const names = aliases
    .filter((a) => a.kind !== 'nickname' && (a.kind === 'postal' ? a.slugs[0] === slug : a.slugs.includes(slug)))
    .map((a) => a.name);
  return [...new Set(names)].sort((a, b) => a.localeCompare(b, 'en'));
}

export function dataPageWords({ name, slug, aliases }: PlaceNames, pricing: Pricing): DataPageWords {
  const { code, percentOff } = pricing.offer;
  return {
    heading: `House cleaning in ${name}`,
    localNames: localNames(slug, aliases),
    offer: `New clients get ${percentOff}% off the first cleaning with the code ${code}, and if you are not happy with the result, you do not pay.`,
  };
}
