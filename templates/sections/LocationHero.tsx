import type { ReactNode } from 'react';
import { Breadcrumbs } from './Breadcrumbs.tsx';

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
  children?: ReactNode;
}

/** A county or place page's hero: trail, heading, subheading and the place's picture. */
export function LocationHero({ heading, subheading, image, trail, children }: LocationHeroProps) {
  return (
    <section className="hero location-hero">
      <div className="container">
        <Breadcrumbs trail={trail} />
        <div className="hero-row">
          <div className="hero-copy">
            <h1>{heading}</h1>
            <p className="lead">{subheading}</p>
            {children}
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
