import { useEffect, useState, type ReactNode } from 'react';

export interface HelpSearchCategory {
  title: string;
  href: string;
  articles: { title: string; href: string }[];
}

export interface HelpSearchProps {
  categories: HelpSearchCategory[];
  clientSupportUrl: string;
}

/** `text` with every case-insensitive occurrence of `query` wrapped in <mark>. */
export function Highlight({ text, query }: { text: string; query: string }) {
  if (!query) return <>{text}</>;
  const parts: ReactNode[] = [];
  const lower = text.toLowerCase();
  let at = 0;
  for (let hit = lower.indexOf(query); hit !== -1; hit = lower.indexOf(query, at)) {
    if (hit > at) parts.push(text.slice(at, hit));
    parts.push(<mark key={hit}>{text.slice(hit, hit + query.length)}</mark>);
    at = hit + query.length;
  }
  parts.push(text.slice(at));
  return <>{parts}</>;
}

/**
 * The help centre's search box and category cards. Typing filters article titles by
 * case-insensitive substring, hides categories left empty and marks the matched text. The server
 * renders every card, so without JavaScript every article is listed.
 */
export default function HelpSearch({ categories, clientSupportUrl }: HelpSearchProps) {
  const [query, setQuery] = useState('');
  // A search sent from elsewhere (the not-found page's box) arrives as ?q=.
  useEffect(() => {
    const sent = new URLSearchParams(location.search).get('q');
    if (sent) setQuery(sent);
  }, []);
  const needle = query.trim().toLowerCase();
  const shown = categories
    .map((c) => ({ ...c, articles: needle ? c.articles.filter((a) => a.title.toLowerCase().includes(needle)) : c.articles }))
    .filter((c) => c.articles.length > 0);
  const matches = shown.reduce((n, c) => n + c.articles.length, 0);
  return (
    <>
      <div className="help-search" role="search">
        <label htmlFor="help-search-input" className="visually-hidden">Search help articles</label>
        <input
          id="help-search-input"
          type="search"
          placeholder="Search"
          autoComplete="off"
          value={query}
          onInput={(event) => setQuery((event.target as HTMLInputElement).value)}
        />
      </div>
      <p className="help-search-status visually-hidden" aria-live="polite">
        {needle ? `${matches} ${matches === 1 ? 'article matches' : 'articles match'} "${query.trim()}"` : ''}
      </p>
      {shown.length === 0 && (
        <p className="help-empty">
          No article titles match “{query.trim()}”. Try another word, ask our chat assistant (the round button in the
          corner), or <a href={clientSupportUrl}>contact client support</a>, open 24/7.
        </p>
      )}
      <ul className="help-categories">
        {shown.map((category) => (
          <li key={category.href} className="card help-card">
            <h2><a href={category.href}>{category.title}</a></h2>
            <ul>
              {category.articles.map((article) => (
                <li key={article.href}>
                  <a href={article.href}><Highlight text={article.title} query={needle} /></a>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </>
  );
}
