import { CountyCards, wholeCard, type CountyCard } from '../../islands/location-search/CountyCards.tsx';
import { ALL_CARDS_ID } from '../../islands/location-search/LocationSearch.tsx';
import { Island } from '../Island.tsx';
import { Breadcrumbs } from '../sections/Breadcrumbs.tsx';

export interface NewJerseyProps {
  /** Mercer first, then the other counties by name. */
  cards: CountyCard[];
  /** The same cards as a JSON file, which the search fetches when it wakes. */
  searchDataHref: string;
  /** The A-Z list of every name and ZIP the search knows: its path without JavaScript. */
  townIndexHref: string;
  trail: [string, string][];
}

/** /locations/new-jersey: a card per county listing its places, and a search across them. */
export function NewJersey({ cards, searchDataHref, townIndexHref, trail }: NewJerseyProps) {
  return (
    <section className="section">
      <div className="container">
        <Breadcrumbs trail={trail} />
        <h1>Search our New Jersey locations</h1>
        <p className="lead">
          Nestwell cleans in every municipality of New Jersey. Find your town by name or ZIP code, or browse the counties below.
        </p>
        <p className="town-index-link"><a href={townIndexHref}>All towns, communities and ZIP codes from A to Z</a></p>
        {/* Wakes on the box's first focus: hydrating every county's list at load was the page's long task.
            Its props are two addresses: the cards' data in the page would repeat every card below. */}
        <Island name="locationSearch" props={{ dataHref: searchDataHref, townIndexHref }} when="interaction" />
        <CountyCards id={ALL_CARDS_ID} cards={cards.map(wholeCard)} featured={cards[0]?.slug} />
      </div>
    </section>
  );
}
