import type { BlogPost } from './content/blog.ts';
import type { Content } from './content/load.ts';
import type { Site } from './content/site.ts';

export const DAYS_OF_WEEK = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** Open every day, around the clock, as the spec's records say. */
export function openingHours() {
  return { '@type': 'OpeningHoursSpecification', dayOfWeek: DAYS_OF_WEEK, opens: '00:00', closes: '23:59' };
}

export function absolute(site: Site, pathOrUrl: string): string {
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${site.siteUrl}${pathOrUrl}`;
}

/** The home page's LocalBusiness record: the Delaware mailing address, serving NJ, DE and the US. */
export function homeBusiness({ site, services, pricing }: Content) {
  const url = `${site.siteUrl}/`;
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    name: site.brand.name,
    image: absolute(site, site.logo),
    '@id': url,
    url,
    telephone: site.phone,
    priceRange: pricing.priceRange.home,
    address: { '@type': 'PostalAddress', ...site.mailingAddress },
    openingHoursSpecification: openingHours(),
    areaServed: [
      { '@type': 'State', name: 'New Jersey' },
      { '@type': 'State', name: 'Delaware' },
      { '@type': 'Country', name: 'United States' },
    ],
    description: `${site.brand.name} books vetted, background-checked cleaners for homes, rentals and offices across New Jersey, at flat-rate prices, with 24/7 support.`,
    serviceType: services.map((s) => s.name),
    sameAs: Object.values(site.social),
  };
}

/** BreadcrumbList for a trail of [name, path] pairs. */
export function breadcrumbs(site: Site, trail: [string, string][]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map(([name, path], i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name,
      item: absolute(site, path),
    })),
  };
}

/** The publisher of the blog, by name and logo. */
function organisation(site: Site) {
  return {
    '@type': 'Organization',
    name: site.brand.name,
    url: `${site.siteUrl}/`,
    logo: { '@type': 'ImageObject', url: absolute(site, site.logo) },
  };
}

/** BlogPosting for an article page: headline, description, image, date and the company as author. */
export function blogPosting(site: Site, post: BlogPost) {
  const url = `${site.siteUrl}/blog/${post.slug}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.description,
    image: absolute(site, post.heroImage),
    datePublished: post.date,
    dateModified: post.date,
    author: organisation(site),
    publisher: organisation(site),
    mainEntityOfPage: url,
    url,
    wordCount: post.words,
  };
}

/** Blog record for /blog, listing its articles newest first. */
export function blogListing(site: Site, posts: BlogPost[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Blog',
    name: `${site.brand.name} Blog`,
    url: `${site.siteUrl}/blog`,
    publisher: organisation(site),
    blogPost: posts.map((post) => ({
      '@type': 'BlogPosting',
      headline: post.title,
      url: `${site.siteUrl}/blog/${post.slug}`,
      datePublished: post.date,
    })),
  };
}
