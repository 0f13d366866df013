export interface DocumentPageProps {
  title: string;
  /** ISO day the document took effect. */
  updated?: string;
  /** Sanitised HTML rendered from markdown at build time. */
  html: string;
}

/** A long-form document rendered at build time: legal pages, and later help articles. */
export function DocumentPage({ title, updated, html }: DocumentPageProps) {
  return (
    <article className="section">
      <div className="container narrow prose">
        <h1>{title}</h1>
        {updated && (
          <p className="doc-updated">
            Effective <time dateTime={updated}>{formatDay(updated)}</time>
          </p>
        )}
        <div dangerouslySetInnerHTML={{ __html: html }} />
      </div>
    </article>
  );
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "2026-11-22" -> "November 22, 2026", without the clock or the locale of the build machine. */
export function formatDay(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  return `${MONTHS[m! - 1]} ${d}, ${y}`;
}
