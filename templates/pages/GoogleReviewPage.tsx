import { GOOGLE_SIGN_IN, googleReviewSteps } from '../../kernel/google-review.ts';
import { usePage } from '../PageContext.ts';

export interface GoogleReviewPageProps {
  heading: string;
  html: string;
  /** The review link of our Google business profile, from site.json; null until it is set. */
  reviewUrl: string | null;
}

/**
 * An invitation to review us on Google. With the review link configured, one button opens it;
 * without it, the page says how to find us on Google instead of linking to a guess. Either way it
 * offers private feedback and support, for people who would rather tell us directly.
 */
export function GoogleReviewPage({ heading, html, reviewUrl }: GoogleReviewPageProps) {
  const { site } = usePage();
  return (
    <section className="section">
      <div className="container narrow prose">
        <h1>{heading}</h1>
        <div dangerouslySetInnerHTML={{ __html: html }} />
        {reviewUrl ? (
          <p><a className="button button-primary button-large" href={reviewUrl}>Write a review on Google</a></p>
        ) : (
          <>
            <h2>How to leave a review</h2>
            <ol>
              {googleReviewSteps(site.brand.name).map((parts) => (
                <li key={parts.join('')}>{parts.map((part, i) => (i % 2 ? <strong key={i}>{part}</strong> : part))}</li>
              ))}
            </ol>
            <p>{GOOGLE_SIGN_IN}</p>
          </>
        )}
        <h2>Rather tell us directly?</h2>
        <p>
          Feedback about the app goes to our <a href="/app-feedback">app feedback form</a>. If something went wrong with a
          cleaning, <a href={site.clientSupportUrl}>client support</a> is there 24/7, and if you are not happy, you do not pay.
        </p>
      </div>
    </section>
  );
}
