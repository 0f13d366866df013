import type { Pricing } from '../../generator/content/pricing.ts';
import { LocationHero, type HeroImage } from '../sections/LocationHero.tsx';

export interface WrittenPlaceProps {
  header: string;
  subheader: string;
  image: HeroImage;
  trail: [string, string][];
  /** Intro paragraphs and titled sections, sanitised HTML from content/locations. */
  html: string;
  county: { name: string; href: string };
  offer: Pricing['offer'];
  /** The price anchor sentence, "from $X", computed from pricing.json. */
  fromPrice: string;
}

/** A place page with written content: Mercer County's places. */
export function WrittenPlace({ header, subheader, image, trail, html, county, offer, fromPrice }: WrittenPlaceProps) {
  return (
    <>
      <LocationHero heading={header} subheading={subheader} image={image} trail={trail} offer={offer} fromPrice={fromPrice} />
      <article className="section">
        <div className="container narrow prose">
          <div dangerouslySetInnerHTML={{ __html: html }} />
          <p><a href={county.href}>More places we clean in {county.name}</a></p>
        </div>
      </article>
    </>
  );
}
