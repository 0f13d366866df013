import type { Content } from '../content/load.ts';
import { placeName, SERVED_STATE, stateSlug, type County, type Place } from '../content/locations.ts';
import type { PlaceAlias } from '../content/place-aliases.ts';
import { page, type Route } from '../routes.ts';
import { commonName } from '../../kernel/place-names.ts';
import { countyUrl, NJ_LOCATIONS, placeUrl } from '../../kernel/page-urls.ts';
import { placeBusiness } from './business.ts';
import { heroImage } from './hero.ts';
import { townIndex } from './town-index.ts';
import { priceAnchor } from './price-anchor.ts';
import { townSearch } from './search-data.ts';
import { splitLead } from './lead.ts';
import { dataPageWords } from './wording.ts';

const NJ = NJ_LOCATIONS;
/** Every name and ZIP the town search knows, as links: the search without JavaScript. */
export const TOWN_INDEX = `${NJ}-towns-and-zip-codes`;
/**
 * Addresses a place had before a rename, kept as 301s so old links and search results still land:
 * Dover Township became Toms River Township by referendum in 2006 (see its row's notes). Made here,
 * not in content/redirects.json, so the 301 exists exactly when the renamed place has its page.
 */
const FORMER_SLUGS: Record<string, string> = { 'ocean-county/toms-river-township': 'dover-township' };
const TYPE_LABEL = { township: 'Township', borough: 'Borough', city: 'City', town: 'Town', village: 'Village' } as const;

const countyPath = (county: County) => countyUrl(county.slug);
const placePath = (county: County, place: Place) => placeUrl(county.slug, place.municipality.slug);
const trailTo = (...steps: [string, string][]): [string, string][] =>
  [['Home', '/'], ['Locations', '/locations'], [SERVED_STATE, NJ], ...steps];

/** /locations, /locations/new-jersey, and a page for every county and every municipality. */
export function locationPages(content: Content): Route[] {
  const { locations } = content;
  const search = townSearch(locations);
  const routes: Route[] = [
    page(content, {
      path: '/locations', template: 'stateGrid', source: 'content/locations/states.json',
      props: { states: locations.states.map((name) => ({ name, href: `/locations/${stateSlug(name)}`, served: name === SERVED_STATE })) },
      trail: [['Home', '/'], ['Locations', '/locations']],
    }),
    page(content, {
      path: NJ, template: 'newJersey', source: 'content/locations/nj-municipalities.csv',
      props: { cards: search.cards, searchDataHref: search.href, townIndexHref: TOWN_INDEX, trail: trailTo() },
      trail: trailTo(),
    }),
    page(content, {
      path: TOWN_INDEX, template: 'townIndex', source: 'content/locations/nj-municipalities.csv',
      props: { index: townIndex(locations.counties, locations.aliases), trail: trailTo(['Towns and ZIP codes', TOWN_INDEX]) },
      trail: trailTo(['Towns and ZIP codes', TOWN_INDEX]),
    }),
  ];
  const everywhere = { services: content.services.map((s) => s.name), fromPrice: priceAnchor(content.pricing) };
  for (const county of locations.counties) {
    routes.push(countyPage(content, county));
    // Worked out once a county, not once a page: each page names its neighbours too.
    const shared: PlaceShared = {
      ...everywhere,
      names: new Map(county.places.map((p) => [p, spokenName(county, p)])),
      aliases: locations.aliases.filter((a) => a.countySlug === county.slug),
    };
    for (const place of county.places) {
      routes.push(placePage(content, county, place, shared));
      const former = FORMER_SLUGS[`${county.slug}/${place.municipality.slug}`];
      if (former) routes.push({ kind: 'redirect', path: countyUrl(county.slug) + `/${former}`, to: placePath(county, place), status: 301, source: 'content/locations/nj-municipalities.csv' });
    }
  }
  return routes;
}

function countyPage(content: Content, county: County): Route {
  const path = countyPath(county);
  const { written } = county;
  const seatName = placeName(county.places.find((p) => p.municipality === county.seat)!);
  return page(content, {
    path, template: 'countyPage', source: written?.file ?? `content/locations/new-jersey/places/${county.slug}.json`,
    meta: {
      title: `${county.name} Cleaning Services, NJ${content.pages.defaults.titleSuffix}`,
      description: written?.description ?? `Nestwell cleans homes, rentals and offices in all ${county.places.length} municipalities of ${county.name}, New Jersey. Find your town and book in the app.`,
    },
    props: {
      name: county.name,
      heading: written?.header ?? `Home, rental and office cleaning in ${county.name}, NJ`,
      subheading: written?.subheader ?? `Vetted, background-checked cleaners in all ${county.places.length} of its municipalities, booked in the Nestwell app in about a minute.`,
      image: heroImage(content, county.slug),
      trail: trailTo([county.name, path]),
      html: written?.html,
      about: county.about,
      places: county.places.map((p) => ({ name: placeName(p), href: placePath(county, p) })),
      offer: content.pricing.offer, fromPrice: priceAnchor(content.pricing),
    },
    jsonLd: [placeBusiness(content, {
      path, area: county.name, locality: seatName, postalCode: county.seat.zip,
      description: written?.description ?? county.about!,
    })],
    trail: trailTo([county.name, path]),
  });
}

/**
 * What a place page calls its place: a written page's own name, else the name people use
 * ("Hoboken", not "Hoboken City"). The LocalBusiness record keeps the official name.
 */
function spokenName(county: County, place: Place): string {
  return place.written?.name ?? commonName(place.municipality.name, county.places.map((p) => p.municipality.name));
}

/** What every place page of a county shows alike, or reads: the names its places go by, the county's aliases. */
interface PlaceShared {
  services: string[];
  fromPrice: string;
  names: Map<Place, string>;
  aliases: PlaceAlias[];
}

function placePage(content: Content, county: County, place: Place, shared: PlaceShared): Route {
  const path = placePath(county, place);
  const name = shared.names.get(place)!;
  const official = placeName(place);
  const trail = trailTo([county.name, countyPath(county)], [name, path]);
  const image = heroImage(content, `${county.slug}/${place.municipality.slug}`);
  const description = place.written?.description ?? place.data!.description;
  const common = {
    path,
    source: place.source,
    meta: { title: `${name} House Cleaning, ${county.name} NJ${content.pages.defaults.titleSuffix}`, description },
    jsonLd: [placeBusiness(content, { path, area: official, locality: official, postalCode: place.municipality.zip, description })],
    trail,
  };
  if (place.written) {
    const { header, subheader, html } = place.written;
    return page(content, {
      ...common, template: 'writtenPlace',
      props: { header, subheader, html, image, trail, county: { name: county.name, href: countyPath(county) }, offer: content.pricing.offer, fromPrice: shared.fromPrice },
    });
  }
  const data = place.data!;
  const neighbors = data.neighbors.map((slug) => county.places.find((p) => p.municipality.slug === slug)!);
  const type = TYPE_LABEL[place.municipality.type];
  return page(content, {
    ...common, template: 'dataPlace',
    props: {
      words: dataPageWords({ name, slug: place.municipality.slug, aliases: shared.aliases }, content.pricing),
      // The paragraph's first sentence leads the hero and the rest follows below; the description,
      // a summary of the same paragraph, is only the meta description, so nothing is said twice.
      ...splitLead(data.about),
      facts: { type, county: { name: county.name, href: countyPath(county) }, zip: place.municipality.zip, otherZips: place.municipality.zips.slice(1) },
      services: shared.services,
      neighbors: neighbors.map((p) => ({ name: shared.names.get(p)!, href: placePath(county, p) })),
      offer: content.pricing.offer, fromPrice: shared.fromPrice,
      image,
      trail,
    },
  });
}
