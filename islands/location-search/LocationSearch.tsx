import { useEffect, useState } from 'react';

/** [name, slug, ZIP codes separated by spaces]; an empty slug is the county's own page. */
export type PlaceEntry = [name: string, slug: string, zips: string];

export interface CountyCard {
  slug: string;
  name: string;
  /** The places the card lists first (Mercer: the spec's 12, by name). */
  places: PlaceEntry[];
  /** Further places under an "Also in" heading. */
  more: PlaceEntry[];
}

export interface LocationSearchProps {
  cards: CountyCard[];
}

const BASE = '/locations/new-jersey';
const href = (county: string, slug: string) => (slug ? `${BASE}/${county}/${slug}` : `${BASE}/${county}`);

/**
 * Case-insensitive substring on the place's name (or its county's); digits match the start of a
 * ZIP code the place uses.
 */
export function matches(query: string, county: string, [name, , zips]: PlaceEntry): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  if (/^\d+$/.test(q)) return zips.split(' ').some((z) => z.startsWith(q));
  return name.toLowerCase().includes(q) || county.toLowerCase().includes(q);
}

/**
 * The county cards with a search box that filters their places as you type and hides cards with
 * no match. The server renders every card in full, so without JavaScript everything is listed and
 * the box, which would do nothing, stays hidden.
 */
export default function LocationSearch({ cards }: LocationSearchProps) {
  const [query, setQuery] = useState('');
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  const filtered = cards.map((card) => ({
    ...card,
    places: card.places.filter((p) => matches(query, card.name, p)),
    more: card.more.filter((p) => matches(query, card.name, p)),
  })).filter((card) => card.places.length + card.more.length > 0);
  const count = filtered.reduce((n, c) => n + c.places.length + c.more.length, 0);
  const q = query.trim();
  return (
    <>
      <div className={live ? 'location-search' : 'location-search until-live'} role="search">
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
        {!q ? '' : count ? `${count} ${count === 1 ? 'place matches' : 'places match'} “${q}”.` : `No New Jersey place matches “${q}”. Try another spelling or a 5-digit ZIP code.`}
      </p>
      <div className="county-cards">
        {filtered.map((card) => (
          <section key={card.slug} className="card county-card" aria-labelledby={`card-${card.slug}`}>
            <h2 id={`card-${card.slug}`}><a href={href(card.slug, '')}>{card.name}</a></h2>
            {card.places.length > 0 && <PlaceItems county={card.slug} places={card.places} />}
            {card.more.length > 0 && (
              <>
                <h3>Also in {card.name}</h3>
                <PlaceItems county={card.slug} places={card.more} />
              </>
            )}
          </section>
        ))}
      </div>
    </>
  );
}

function PlaceItems({ county, places }: { county: string; places: PlaceEntry[] }) {
  return (
    <ul className="place-list">
      {places.map(([name, slug]) => <li key={slug}><a href={href(county, slug)}>{name}</a></li>)}
    </ul>
  );
}
