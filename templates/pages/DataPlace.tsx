import type { Pricing } from '../../generator/content/pricing.ts';
import type { DataPageWords } from '../../generator/locations/wording.ts';
import { AppButtons } from '../sections/AppButtons.tsx';
import { LocationHero, type HeroImage } from '../sections/LocationHero.tsx';
import { PlaceList, type PlaceLink } from '../sections/PlaceList.tsx';

export interface DataPlaceProps {
  words: DataPageWords;
  /** The first sentence of the place's paragraph, the hero's lead. */
  lead: string;
  /** The rest of the paragraph. */
  rest: string;
  facts: { type: string; county: PlaceLink; zip: string; otherZips: string[] };
  services: string[];
  neighbors: PlaceLink[];
  offer: Pricing['offer'];
  /** The price anchor sentence, "from $X", computed from pricing.json. */
  fromPrice: string;
  image: HeroImage;
  trail: [string, string][];
}

/**
 * A place page built from data: its own paragraph (its first sentence in the hero) and facts, then the five services, the prices,
 * the offer and apps, and the places nearby. The offer is marked `data-boilerplate`: the one
 * sentence every place page shares on purpose, which `site check` does not count as wording.
 */
export function DataPlace({ words, lead, rest, facts, services, neighbors, offer, fromPrice, image, trail }: DataPlaceProps) {
  const offerCode = offer.code;
  return (
    <>
      <LocationHero heading={words.heading} subheading={lead} image={image} trail={trail} offer={offer} fromPrice={fromPrice} />
      <article className="section">
        <div className="container narrow prose">
          {rest && <p>{rest}</p>}
          <dl className="place-facts">
            <div><dt>Type</dt><dd>{facts.type}</dd></div>
            <div><dt>County</dt><dd><a href={facts.county.href}>{facts.county.name}</a></dd></div>
            <div><dt>{facts.otherZips.length ? 'ZIP codes' : 'ZIP code'}</dt><dd>{[facts.zip, ...facts.otherZips].join(', ')}</dd></div>
            {words.localNames.length > 0 && <div><dt>Communities</dt><dd>{words.localNames.join(', ')}</dd></div>}
          </dl>
          <h2>Cleaning services</h2>
          <ul>
            {services.map((name) => <li key={name}>{name}</li>)}
          </ul>
          <p><a href="/#pricing">Flat prices per room and add-on</a></p>
          <h2>Your first cleaning</h2>
          <p data-boilerplate="">{words.offer.split(offerCode).flatMap((part, i) => (i ? [<strong key={i}>{offerCode}</strong>, part] : [part]))}</p>
          <AppButtons />
          <h2>Nearby</h2>
          <PlaceList places={neighbors} />
          <p><a href={facts.county.href}>Every place we clean in {facts.county.name}</a></p>
        </div>
      </article>
    </>
  );
}
