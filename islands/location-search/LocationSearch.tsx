import { useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { CountyCards, type CountyCard } from './CountyCards.tsx';
import { decodeAliases, parseQuery, search } from './match.ts';

export interface LocationSearchProps {
  /** The county cards as JSON (`{ cards }`), a file the build writes under a content-hashed name. */
  dataHref: string;
  /** The A-Z list of towns and ZIP codes, where a visitor goes when the cards cannot load. */
  townIndexHref: string;
}

/** The id of the page's own list of every card, which a search's results stand in for. */
export const ALL_CARDS_ID = 'county-cards-all';

/** What to say when nothing matches: we clean in New Jersey only, so a place elsewhere gets that answer. */
export function noMatchMessage(q: string): string {
  if (/^\d{5}$/.test(q) && !/^0[78]/.test(q)) return `${q} is not a New Jersey ZIP code. Nestwell cleans in New Jersey only.`;
  return `No New Jersey place matches “${q}”. Nestwell cleans in New Jersey only; if it is in New Jersey, try another spelling or a 5-digit ZIP code.`;
}

type Cards = CountyCard[] | 'loading' | 'failed';

async function loadCards(href: string): Promise<CountyCard[]> {
  const response = await fetch(href);
  if (!response.ok) throw new Error(`${href}: ${response.status}`);
  const { cards } = (await response.json()) as { cards?: unknown };
  if (!Array.isArray(cards)) throw new Error(`${href}: no cards`);
  return cards as CountyCard[];
}

/**
 * The search box over the county cards. The page renders every card (its list without JavaScript)
 * and this box in its place, so nothing moves when the island wakes, on the box's first focus. The
 * cards' data is not in the page (it would repeat every card): waking fetches it, and whatever is
 * typed meanwhile is answered when it arrives. Results replace the page's list while a query is
 * typed; if the data cannot load, the status says so and points to the A-Z list of towns.
 */
export default function LocationSearch({ dataHref, townIndexHref }: LocationSearchProps) {
  const [query, setQuery] = useState('');
  const [cards, setCards] = useState<Cards>('loading');
  const fetchCards = () => {
    setCards('loading');
    loadCards(dataHref).then(setCards, (error: unknown) => {
      console.error('Town search: the list of places did not load', error);
      setCards('failed');
    });
  };
  useEffect(() => {
    // Whatever was typed before the island woke stays and is searched.
    const typed = document.querySelector<HTMLInputElement>('#location-search-q')?.value;
    if (typed) setQuery(typed);
    fetchCards();
  }, []);
  const searchable = useMemo(
    () => (Array.isArray(cards) ? cards.map((card) => ({ ...card, aliases: decodeAliases(card.aliases) })) : []),
    [cards],
  );
  const q = query.trim();
  const parsed = parseQuery(query);
  const found = q ? searchable.map((card) => ({ ...card, ...search(parsed, card) })).filter((card) => card.places.length + card.more.length > 0) : [];
  const count = found.reduce((n, c) => n + c.places.length + c.more.length, 0);
  const showing = Boolean(q) && Array.isArray(cards);
  // Before the browser paints: the results and the full list are never on screen together.
  useLayoutEffect(() => {
    const all = document.getElementById(ALL_CARDS_ID);
    if (all) all.hidden = showing;
  }, [showing]);
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
          onInput={(e) => {
            setQuery((e.target as HTMLInputElement).value);
            if (cards === 'failed') fetchCards();
          }}
        />
      </div>
      <p className="search-status" role="status">
        {!q ? '' : cards === 'loading' ? 'Loading the list of places…'
          : cards === 'failed' ? <>The list of places did not load. Find your town in the <a href={townIndexHref}>A-Z list of towns and ZIP codes</a>.</>
          : count ? `${count} ${count === 1 ? 'place matches' : 'places match'} “${q}”.` : noMatchMessage(q)}
      </p>
      {showing && <CountyCards cards={found} featured={searchable[0]?.slug} open headingIds="found" />}
    </>
  );
}
