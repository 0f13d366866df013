import type { Pricing } from '../../generator/content/pricing.ts';
import { Breadcrumbs } from './Breadcrumbs.tsx';
import { OfferButtons } from './OfferButtons.tsx';

export interface HeroImage {
  src: string;
  /** The default illustration, which the boot script swaps in if `src` fails to load. */
  fallback: string;
}

export interface LocationHeroProps {
  heading: string;
  subheading: string;
  image: HeroImage;
  trail: [string, string][];
  /** Every location page leads to the app, with the first-cleaning offer, in its first screen. */
  offer: Pricing['offer'];
  /** "from $X": what a small home costs, so the offer has a price to apply to. */
  fromPrice: string;
}

/** A county or place page's hero: trail, heading, subheading, the offer and store buttons, and the place's picture. */
export function LocationHero({ heading, subheading, image, trail, offer, fromPrice }: LocationHeroProps) {
  return (
    <section className="hero location-hero">
      <div className="container">
        <Breadcrumbs trail={trail} />
        <div className="hero-row">
          <div className="hero-copy">
            <h1>{heading}</h1>
            <p className="lead">{subheading}</p>
            <OfferButtons offer={offer} />
            {/* After the store buttons, which a phone must show in its first screen. */}
            <p className="price-anchor" data-boilerplate="">{fromPrice}</p>
          </div>
          <img
            className="hero-image"
            src={image.src}
            data-fallback={image.fallback}
            alt=""
            width="640"
            height="480"
            fetchPriority="high"
          />
        </div>
      </div>
    </section>
  );
}
