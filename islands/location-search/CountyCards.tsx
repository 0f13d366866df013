import { countyUrl, placeUrl } from '../../kernel/page-urls.ts';
import type { Hit, PlaceEntry } from './match.ts';

export interface CountyCard {
  slug: string;
  name: string;
  /** The places the card lists first (Mercer: the spec's 12, by name). */
  places: PlaceEntry[];
  /** Further places under an "Also in" heading. */
  more: PlaceEntry[];
  /** Other names for its places, for the search only, as `encodeAliases` writes them. */
  aliases: string;
}

/** A card as shown: every place of it, or the places a search found. */
export interface ShownCard {
  slug: string;
  name: string;
  places: Hit[];
  more: Hit[];
}

const href = (county: string, slug: string) => (slug ? placeUrl(county, slug) : countyUrl(county));

/** A card with every place it lists, as the page shows it before any search. */
export function wholeCard({ slug, name, places, more }: CountyCard): ShownCard {
  return { slug, name, places: places.map((entry) => ({ entry })), more: more.map((entry) => ({ entry })) };
}

/**
 * The county cards: the first county (`featured`, Mercer) open as a card, the others folded into a
 * row each, opened when `open` (a search found places in them). The page renders every card in full
 * (its no-JavaScript list), and the search renders the cards it found with the same markup, its
 * headings' ids starting with its own `headingIds` so no id is on the page twice.
 */
export function CountyCards({ cards, featured, open, id, headingIds = 'card' }: { cards: ShownCard[]; featured: string | undefined; open?: boolean; id?: string; headingIds?: string }) {
  return (
    <div className="county-cards" id={id}>
      {cards.map((card) => card.slug === featured ? (
        <section key={card.slug} className="card county-card county-featured" aria-labelledby={`${headingIds}-${card.slug}`}>
          <h2 id={`${headingIds}-${card.slug}`}><a href={href(card.slug, '')}>{card.name}</a></h2>
          <CardPlaces card={card} />
        </section>
      ) : (
        <details key={card.slug} className="county-card county-fold" open={open || undefined}>
          <summary>
            <h2 id={`${headingIds}-${card.slug}`}>{card.name}</h2>
            <span className="county-count">{placeCount(card)}</span>
          </summary>
          <p className="county-page-link"><a href={href(card.slug, '')}>Go to the {card.name} page</a></p>
          <CardPlaces card={card} />
        </details>
      ))}
    </div>
  );
}

function placeCount(card: ShownCard): string {
  const n = card.places.length + card.more.length;
  return `${n} ${n === 1 ? 'place' : 'places'}`;
}

function CardPlaces({ card }: { card: ShownCard }) {
  return (
    <>
      {card.places.length > 0 && <PlaceItems county={card.slug} places={card.places} />}
      {card.more.length > 0 && (
        <>
          <h3>Also in {card.name}</h3>
          <PlaceItems county={card.slug} places={card.more} />
        </>
      )}
    </>
  );
}

/** A place found by another name says so: "Iselin: part of Woodbridge Township", the place linked. */
function PlaceItems({ county, places }: { county: string; places: Hit[] }) {
  return (
    <ul className="place-list place-columns">
      {places.map(({ entry: [name, slug], via }) => (
        <li key={slug}>
          {via}
          <a href={href(county, slug)}>{name}</a>
        </li>
      ))}
    </ul>
  );
}
