import { z } from 'zod';
import type { Content } from '../content/load.ts';
import { absolute, DAYS_OF_WEEK, openingHours } from '../jsonld.ts';

/** Every page under this path is priced "$50+"; every other location page "$49.99+". */
export const MERCER_PATH = '/locations/new-jersey/mercer-county';

export function priceRangeFor({ pricing }: Content, path: string): string {
  return path === MERCER_PATH || path.startsWith(`${MERCER_PATH}/`) ? pricing.priceRange.mercer : pricing.priceRange.default;
}

export interface BusinessSpec {
  /** The page's path; @id and url are its canonical address. */
  path: string;
  /** "Trenton", "Evesham Township", "Mercer County": what areaServed names, with ", NJ". */
  area: string;
  /** The town of the postal address: the place itself, or a county's seat. */
  locality: string;
  postalCode: string;
  description: string;
}

/** The LocalBusiness record of a county or place page (spec section 3). */
export function placeBusiness(content: Content, spec: BusinessSpec) {
  const { site, services } = content;
  const url = absolute(site, spec.path);
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    name: `${site.brand.name} Cleaning, ${spec.area}`,
    image: absolute(site, site.logo),
    '@id': url,
    url,
    telephone: site.phone,
    priceRange: priceRangeFor(content, spec.path),
    address: {
      '@type': 'PostalAddress',
      addressLocality: spec.locality,
      addressRegion: 'NJ',
      postalCode: spec.postalCode,
      addressCountry: 'US',
    },
    openingHoursSpecification: openingHours(),
    areaServed: { '@type': 'Place', name: `${spec.area}, NJ` },
    description: spec.description,
    serviceType: services.map((s) => s.name),
    sameAs: Object.values(site.social),
  };
}

/**
 * The rules a county or place record must keep, for the settings in `content`: used by the unit
 * test over every record the site builds.
 */
export function localBusinessSchema({ site, services, pricing }: Content) {
  const logo = absolute(site, site.logo);
  return z.strictObject({
    '@context': z.literal('https://schema.org'),
    '@type': z.literal('LocalBusiness'),
    name: z.string().min(1),
    image: z.literal(logo),
    '@id': z.url(),
    url: z.url(),
    telephone: z.literal(site.phone),
    priceRange: z.enum([pricing.priceRange.default, pricing.priceRange.mercer]),
    address: z.strictObject({
      '@type': z.literal('PostalAddress'),
      addressLocality: z.string().min(1),
      addressRegion: z.literal('NJ'),
      postalCode: z.string().regex(/^0[78]\d{3}$/),
      addressCountry: z.literal('US'),
    }),
    openingHoursSpecification: z.strictObject({
      '@type': z.literal('OpeningHoursSpecification'),
      dayOfWeek: z.tuple(DAYS_OF_WEEK.map((d) => z.literal(d)) as never),
      opens: z.literal('00:00'),
      closes: z.literal('23:59'),
    }),
    areaServed: z.strictObject({ '@type': z.literal('Place'), name: z.string().regex(/^\S.*, NJ$/) }),
    description: z.string().min(60),
    serviceType: z.tuple(services.map((s) => z.literal(s.name)) as never),
    sameAs: z.tuple(Object.values(site.social).map((u) => z.literal(u)) as never),
  }).refine((r) => r['@id'] === r.url, '@id and url must be the same address');
}
