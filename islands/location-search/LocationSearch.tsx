import { useEffect, useMemo, useState } from 'react';
import { decodeAliases, parseQuery, search, type Hit, type PlaceEntry } from './match.ts';

export type { PlaceEntry };

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

export interface LocationSearchProps {
  cards: CountyCard[];
}

const BASE = '/locations/new-jersey';
const href = (county: string, slug: string) => (slug ? `${BASE}/${county}/${slug}` : `${BASE}/${county}`);

/** What to say when nothing matches: we clean in New Jersey only, so a place elsewhere gets that answer. */
export function noMatchMessage(q: string): string {
  if (/^\d{5}$/.test(q) && !/^0[78]/.test(q)) return `${q} is not a New Jersey ZIP code. Nestwell cleans in New Jersey only.`;
  return `No New Jersey place matches “${q}”. Nestwell cleans in New Jersey only; if it is in New Jersey, try another spelling or a 5-digit ZIP code.`;
}

/**
 * The county cards with a search box that filters their places as you type and hides cards with
 * no match. The server renders every card in full and the box in its place (so nothing moves when
 * the island wakes, on the box's first focus); without JavaScript the box, which would do nothing,
 * is hidden by CSS and the page links to the A-Z list of towns and ZIP codes instead.
 */
export default function LocationSearch({ cards }: LocationSearchProps) {
  const [query, setQuery] = useState('');
  // Whatever was typed before the island woke stays and is searched.
  useEffect(() => {
    const typed = document.querySelector<HTMLInputElement>('#location-search-q')?.value;
    if (typed) setQuery(typed);
  }, []);
  const searchable = useMemo(() => cards.map((card) => ({ ...card, aliases: decodeAliases(card.aliases) })), [cards]);
  const parsed = parseQuery(query);
  const filtered = searchable.map((card) => ({ ...card, ...search(parsed, card) }))
    .filter((card) => card.places.length + card.more.length > 0);
  const count = filtered.reduce((n, c) => n + c.places.length + c.more.length, 0);
  const q = query.trim();
  return (
    <>
      <div className="location-search needs-js" role="search">
        <label htmlFor="location-search-q">Search by town, county or ZIP code</label>
        <input
          id="location-search-q"
          type="search"
          value={query}
          autoComplete="off"
          placeholder="Search"
          onInput={(e) => setQuery((e.target as HTMLInputElement).value)}
        />
      </div>
      <p className="search-status" role="status">
        {!q ? '' : count ? `${count} ${count === 1 ? 'place matches' : 'places match'} “${q}”.` : noMatchMessage(q)}
      </p>
      <div className="county-cards">
        {filtered.map((card, i) => i === 0 && card.slug === cards[0]?.slug ? (
          <section key={card.slug} className="card county-card county-featured" aria-labelledby={`card-${card.slug}`}>
            <h2 id={`card-${card.slug}`}><a href={href(card.slug, '')}>{card.name}</a></h2>
            <CardPlaces card={card} />
          </section>
        ) : (
          // The other counties fold away; a search opens those with a match.
          <details key={card.slug} className="county-card county-fold" open={q ? true : undefined}>
            <summary>
              <h2 id={`card-${card.slug}`}>{card.name}</h2>
              <span className="county-count">{placeCount(card)}</span>
            </summary>
            <p className="county-page-link"><a href={href(card.slug, '')}>Go to the {card.name} page</a></p>
            <CardPlaces card={card} />
          </details>
        ))}
      </div>
    </>
  );
}

interface FoundCard {
  slug: string;
  name: string;
  places: Hit[];
  more: Hit[];
}

function placeCount(card: FoundCard): string {
  const n = card.places.length + card.more.length;
  return `${n} ${n === 1 ? 'place' : 'places'}`;
}

function CardPlaces({ card }: { card: FoundCard }) {
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
