import type { Content } from '../content/load.ts';
import type { HeroImage } from '../../templates/sections/LocationHero.tsx';

/**
 * DESIGN.md's image rule: `locations/{county}/{place}.jpg` (a county: `locations/{county}.jpg`)
 * under the asset base when the site ships that photo, else the default illustration directly.
 * The county is part of the name because slugs repeat across counties (five washington-townships).
 */
export function heroImage({ site, locations }: Content, key: string): HeroImage {
  const fallback = `${site.assetBaseUrl}/locations/default.svg`;
  const photo = `${key}.jpg`;
  return { src: locations.heroImages.includes(photo) ? `${site.assetBaseUrl}/locations/${photo}` : fallback, fallback };
}
