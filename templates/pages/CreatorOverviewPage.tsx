export interface CreatorOverviewPageProps {
  heading: string;
  /** The overview as HTML, from the same markdown as the PDF. */
  html: string;
  pdfHref: string;
}

/**
 * The creator overview: the PDF in the browser's viewer on wide screens, with a download link,
 * and the same text as HTML below, which is what small screens and assistive technology read.
 */
export function CreatorOverviewPage({ heading, html, pdfHref }: CreatorOverviewPageProps) {
  return (
    <section className="section">
      <div className="container">
        <h1>{heading}</h1>
        <p className="button-row">
          <a className="button button-primary" href={pdfHref} download="nestwell-creator-overview.pdf" type="application/pdf">
            Download the overview (PDF)
          </a>
          <a className="button button-secondary" href="#overview-text">Read it on this page</a>
        </p>
        <iframe className="pdf-viewer" src={pdfHref} title={`${heading} (PDF)`} loading="lazy" />
        <article className="prose overview-text" id="overview-text" aria-labelledby="overview-text-title">
          <h2 id="overview-text-title">The overview on this page</h2>
          <div dangerouslySetInnerHTML={{ __html: html }} />
        </article>
      </div>
    </section>
  );
}
