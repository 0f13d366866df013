import type { CountyCard } from '../../islands/location-search/LocationSearch.tsx';
import { Island } from '../Island.tsx';
import { Breadcrumbs } from '../sections/Breadcrumbs.tsx';

export interface NewJerseyProps {
  /** Mercer first, then the other counties by name. */
  cards: CountyCard[];
  trail: [string, string][];
}

/** /locations/new-jersey: a card per county listing its places, and a search across them. */
export function NewJersey({ cards, trail }: NewJerseyProps) {
  return (
    <section className="section">
      <div className="container">
        <Breadcrumbs trail={trail} />
        <h1>Search our New Jersey locations</h1>
        <p className="lead">
          Nestwell cleans in every municipality of New Jersey. Find your town by name or ZIP code, or browse the counties below.
        </p>
        <Island name="locationSearch" props={{ cards }} when="load" />
      </div>
    </section>
  );
}
