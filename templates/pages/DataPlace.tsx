import type { DataPageWords } from '../../generator/locations/wording.ts';
import { AppButtons } from '../sections/AppButtons.tsx';
import { LocationHero, type HeroImage } from '../sections/LocationHero.tsx';
import { PlaceList, type PlaceLink } from '../sections/PlaceList.tsx';

export interface DataPlaceProps {
  words: DataPageWords;
  /** One sentence on landmarks and a main road. */
  description: string;
  /** A paragraph on the place. */
  about: string;
  facts: { type: string; county: PlaceLink; zip: string; otherZips: string[] };
  services: string[];
  neighbors: PlaceLink[];
  offerCode: string;
  image: HeroImage;
  trail: [string, string][];
}

/** A place page built from data: facts, its own words, the five services, prices, offer and apps. */
export function DataPlace({ words, description, about, facts, services, neighbors, offerCode, image, trail }: DataPlaceProps) {
  return (
    <>
      <LocationHero heading={words.heading} subheading={description} image={image} trail={trail} />
      <article className="section">
        <div className="container narrow prose">
          <p>{about}</p>
          <dl className="place-facts">
            <div><dt>Type</dt><dd>{facts.type}</dd></div>
            <div><dt>County</dt><dd><a href={facts.county.href}>{facts.county.name}</a></dd></div>
            <div><dt>{facts.otherZips.length ? 'ZIP codes' : 'ZIP code'}</dt><dd>{[facts.zip, ...facts.otherZips].join(', ')}</dd></div>
          </dl>
          <h2>{words.servicesHeading}</h2>
          <ul>
            {services.map((name) => <li key={name}>{name}</li>)}
          </ul>
          <p>{words.servicesText}</p>
          <h2>{words.pricesHeading}</h2>
          <p>{words.pricesText} <a href="/#pricing">{words.pricesLink}</a>.</p>
          <h2>{words.offerHeading}</h2>
          <p>{words.offerText.split(offerCode).flatMap((part, i) => (i ? [<strong key={i}>{offerCode}</strong>, part] : [part]))}</p>
          <AppButtons />
          <h2>{words.neighborsHeading}</h2>
          <PlaceList places={neighbors} />
          <p><a href={facts.county.href}>Every place we clean in {facts.county.name}</a></p>
        </div>
      </article>
    </>
  );
}
