import { formatCents, type Pricing } from '../content/pricing.ts';

/**
 * The wording of data-built place pages. Each block has a few phrasings, picked per place by a
 * stable hash and filled with the place's own names, so that no two of the 550-odd pages read
 * alike (the shingle check in `site check` holds every pair under 50% shared 5-word runs).
 * Every sentence states only facts from the content brief.
 */
export interface PlaceWords {
  name: string;
  county: string;
  /** "borough", "township"... */
  type: string;
  /** Names of nearby places in the county, nearest first. */
  neighbors: string[];
}

type Phrase = (w: PlaceWords) => string;

const near = (w: PlaceWords, i: number) => w.neighbors[i % Math.max(w.neighbors.length, 1)] ?? w.county;

const HEADINGS: Phrase[] = [
  (w) => `House and office cleaning in ${w.name}`,
  (w) => `${w.name} cleaning, booked in the Nestwell app`,
  (w) => `Cleaners for homes and rentals in ${w.name}`,
  (w) => `Home cleaning in ${w.name}, ${w.county}`,
];

const SERVICE_HEADINGS: Phrase[] = [
  (w) => `What we clean in ${w.name}`,
  (w) => `Five services for ${w.name} homes and workplaces`,
  (w) => `Cleaning services across the ${w.type}`,
];

/** One sentence under the list of the five services. */
const SERVICE_TEXTS: Phrase[] = [
  (w) => `Book any of the five in ${w.name}; each is done by a vetted, background-checked cleaner.`,
  (w) => `Homes, rentals and workplaces in ${w.name} choose from the same five, and recurring visits come with reminders.`,
  (w) => `Whichever you pick, a top-rated cleaner near ${w.name} is matched to you by location, preferences and past feedback.`,
  (w) => `Hosts in ${w.name} can review the job photos after a turnover, and offices near ${near(w, 0)} can book too.`,
  (w) => `Booking takes about 60 seconds: describe your ${w.name} space, get matched with a top-rated cleaner nearby, and pay securely.`,
];

const PRICE_HEADINGS: Phrase[] = [
  () => 'Flat-rate prices',
  (w) => `What a cleaning costs in ${w.name}`,
  (w) => `Prices for ${w.name}`,
];

function priceTexts(pricing: Pricing): Phrase[] {
  const room = (item: string) => {
    const row = pricing.rooms.find((r) => r.item === item);
    if (!row) throw new Error(`content/pricing.json: no room "${item}" for the location pages' price summary`);
    return { standard: formatCents(row.standard), deep: formatCents(row.deep) };
  };
  const addOn = (item: string) => {
    const row = pricing.addOns.find((r) => r.item === item);
    if (!row) throw new Error(`content/pricing.json: no add-on "${item}" for the location pages' price summary`);
    return formatCents(row.price);
  };
  const bed = room('Bedroom');
  const bath = room('Bathroom');
  const half = room('Half Bathroom');
  const other = room('Other Room');
  return [
    (w) => `Prices are flat and set per room: in ${w.name} a bedroom is ${bed.standard} for a standard cleaning or ${bed.deep} deep, and a bathroom is ${bath.standard} or ${bath.deep}. The app confirms the total before you book.`,
    (w) => `You pay by the room, the same in ${w.name} as everywhere we clean: ${half.standard} for a half bathroom and ${other.standard} for any other room, or ${half.deep} and ${other.deep} for a deep cleaning.`,
    (w) => `Add-ons are priced one by one, like ${addOn('Oven inside')} for the inside of an oven in your ${w.name} kitchen, and every cleaning includes a free surface wipe of them. You see your price in the app before you confirm.`,
    (w) => `A ${w.name} home is priced room by room: ${bed.standard} per bedroom and ${bath.standard} per bathroom for a standard cleaning, the same flat rates as anywhere in ${w.county}.`,
  ];
}

const PRICE_LINKS = ['See every price', 'The full price list', 'All room and add-on prices'];

const OFFER_HEADINGS: Phrase[] = [
  (w) => `Your first cleaning in ${w.name}`,
  () => 'Book in about a minute',
  (w) => `Getting started in ${w.name}`,
];

function offerTexts(pricing: Pricing): Phrase[] {
  const { code, percentOff } = pricing.offer;
  return [
    (w) => `New clients in ${w.name} get ${percentOff}% off the first cleaning with the code ${code}. If you are not happy with the result, you do not pay.`,
    (w) => `Use ${code} on your first booking in ${w.name} for ${percentOff}% off. Our promise is simple: not happy, no payment.`,
    (w) => `Every cleaner is vetted and background-checked, and support is there 24/7. Your first ${w.name} booking is ${percentOff}% off with ${code}, and if you are not happy, you do not pay.`,
  ];
}

const NEIGHBOR_HEADINGS: Phrase[] = [
  (w) => `Near ${w.name}`,
  (w) => `Other towns we clean in ${w.county}`,
  (w) => `Next door to ${w.name}`,
];

/** FNV-1a, for a stable shift per county and block. */
export function stableHash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

export interface DataPageWords {
  heading: string;
  servicesHeading: string;
  servicesText: string;
  pricesHeading: string;
  pricesText: string;
  pricesLink: string;
  offerHeading: string;
  offerText: string;
  neighborsHeading: string;
}

/**
 * The wording of one data-built place page. Neighbouring pages in a county read alike most
 * easily, so phrasings rotate with the place's position in its county (`index`): the long blocks
 * have 3, 4 and 5 phrasings, so two places of a county share all of them only 60 places apart.
 * A hash of the county and the block shifts each rotation, so counties do not line up.
 */
export function dataPageWords(county: string, index: number, words: PlaceWords, pricing: Pricing): DataPageWords {
  const pick = <T>(list: T[], salt: number): T => list[(stableHash(`${salt}:${county}`) + index) % list.length]!;
  return {
    heading: pick(HEADINGS, 1)(words),
    servicesHeading: pick(SERVICE_HEADINGS, 2)(words),
    servicesText: pick(SERVICE_TEXTS, 9)(words),
    pricesHeading: pick(PRICE_HEADINGS, 3)(words),
    pricesText: pick(priceTexts(pricing), 4)(words),
    pricesLink: pick(PRICE_LINKS, 8),
    offerHeading: pick(OFFER_HEADINGS, 5)(words),
    offerText: pick(offerTexts(pricing), 6)(words),
    neighborsHeading: pick(NEIGHBOR_HEADINGS, 7)(words),
  };
}
