import { SupportButton } from '../sections/SupportButton.tsx';

export interface NotFoundProps {
  /**
   * `route`: an unknown address. `state`: a state we do not serve yet. `section`: an unknown help
   * category, county or place ("Page not found"). `blog`: an unknown article.
   */
  variant: 'route' | 'state' | 'section' | 'blog';
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
          <p>
            We serve New Jersey today. <a href="/locations/new-jersey">See every New Jersey town we clean in</a>.
          </p>
        )}
        <div className="button-row">
          <SupportButton id="not-found-support" className="button button-secondary" />
          <a className="button button-primary" href="/">Back to Home</a>
        </div>
      </div>
    </section>
  );
}
