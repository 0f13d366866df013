import type { Pricing } from '../../generator/content/pricing.ts';
import { LocationHero, type HeroImage } from '../sections/LocationHero.tsx';
import { PlaceList, type PlaceLink } from '../sections/PlaceList.tsx';

export interface CountyPageProps {
  name: string;
  heading: string;
  subheading: string;
  image: HeroImage;
  trail: [string, string][];
  /** Written content (sanitised HTML), where the county has it. */
  html?: string;
  /** Otherwise the county's paragraph from its places file. */
  about?: string;
  places: PlaceLink[];
  offer: Pricing['offer'];
  /** The price anchor sentence, "from $X", computed from pricing.json. */
  fromPrice: string;
}

/** /locations/new-jersey/{county}: its words, and always the links to every place in it. */
export function CountyPage({ name, heading, subheading, image, trail, html, about, places, offer, fromPrice }: CountyPageProps) {
  return (
    <>
      <LocationHero heading={heading} subheading={subheading} image={image} trail={trail} offer={offer} fromPrice={fromPrice} />
      <div className="section">
        <div className="container narrow prose">
          {html ? <div dangerouslySetInnerHTML={{ __html: html }} /> : about && <p>{about}</p>}
          <h2 id="places">Every place we clean in {name}</h2>
          <PlaceList places={places} className="place-list place-columns" />
          <p><a href="/locations/new-jersey">See all New Jersey counties</a></p>
        </div>
      </div>
    </>
  );
}
