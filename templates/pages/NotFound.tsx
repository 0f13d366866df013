import { CHOICE_PAGES } from '../../kernel/choice-pages.ts';
import { HELP_CENTRE, NJ_LOCATIONS } from '../../kernel/page-urls.ts';
import { SupportButton } from '../sections/SupportButton.tsx';

export interface NotFoundProps {
  /**
   * `route`: an unknown address. `state`: a state we do not serve yet. `section`: an unknown help
   * category, county or place ("Page not found"). `blog`: an unknown article.
   */
  variant: 'route' | 'state' | 'section' | 'blog';
}

/** Where most visitors are headed: offered on every not-found screen. */
const POPULAR: [string, string][] = [
  ['Prices', '/#pricing'],
  ['Towns we clean in', NJ_LOCATIONS],
  ['Help centre', HELP_CENTRE],
  ['Get the app', CHOICE_PAGES.app],
  ['Blog', '/blog'],
];

/** A search of the help centre (a GET form, so it works without JavaScript) and the popular pages. */
function WayOn() {
  return (
    <>
      <form className="not-found-search" action={HELP_CENTRE} method="get" role="search">
        <label htmlFor="not-found-q">Search the help centre</label>
        <span className="not-found-search-row">
          <input id="not-found-q" name="q" type="search" autoComplete="off" />
          <button type="submit" className="button button-primary">Search</button>
        </span>
      </form>
      <nav aria-labelledby="not-found-popular">
        <h2 id="not-found-popular" className="not-found-popular">Popular pages</h2>
        <ul className="not-found-links">
          {POPULAR.map(([label, href]) => <li key={href}><a href={href}>{label}</a></li>)}
        </ul>
      </nav>
    </>
  );
}

/** The not-found screens of the spec, each served with HTTP 404. */
export function NotFound({ variant }: NotFoundProps) {
  if (variant === 'section' || variant === 'blog') {
    const blog = variant === 'blog';
    return (
      <section className="section not-found">
        <div className="container narrow">
          <h1>{blog ? 'Blog not found' : 'Page not found'}</h1>
          <p>
            {blog
              ? 'We could not find that article. It may have moved, or the address may be mistyped.'
              : 'We could not find that page. It may have moved, or the address may be mistyped.'}
          </p>
          <p className="button-row">
            {blog ? <a className="button button-primary" href="/blog">Back</a> : <a className="button button-primary" href="/">Back to Home</a>}
          </p>
          <WayOn />
        </div>
      </section>
    );
  }
  return (
    <section className="section not-found">
      <div className="container narrow">
        <p className="not-found-code" aria-hidden="true">404</p>
        <h1>Oops...This page got swept away!</h1>
        {variant === 'state' && (
          <>
            <p>
              We serve New Jersey today. <a href="/locations/new-jersey">See every New Jersey town we clean in</a>.
            </p>
            <p>Not in New Jersey? Join the waitlist and we will tell you when Nestwell comes to your state.</p>
            <p><a className="button button-primary" href="/waitlist">Join the waitlist</a></p>
          </>
        )}
        <div className="button-row">
          <SupportButton id="not-found-support" className="button button-secondary" />
          <a className="button button-primary" href="/">Back to Home</a>
        </div>
        <WayOn />
      </div>
    </section>
  );
}
