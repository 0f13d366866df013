import { formatDay } from '../../kernel/dates.ts';

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
