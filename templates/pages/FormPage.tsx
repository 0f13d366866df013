import type { FormId } from '../../kernel/forms/fields.ts';
import { Island } from '../Island.tsx';

export interface FormPageProps {
  form: FormId;
  heading: string;
  /** The intro, rendered from markdown. */
  html: string;
  thanks: string;
  /** A third-party form configured in site.json; null means our own form. */
  embed: { embedUrl: string; scriptUrl: string | null } | null;
}

/**
 * A form page: the provider's form embedded with a title and a direct link when one is configured,
 * else our own form, which works without JavaScript.
 */
export function FormPage({ form, heading, html, thanks, embed }: FormPageProps) {
  return (
    <section className="section">
      <div className="container narrow">
        <h1>{heading}</h1>
        <div className="prose" dangerouslySetInnerHTML={{ __html: html }} />
        {embed ? <EmbeddedForm heading={heading} {...embed} /> : <Island name="form" props={{ form, thanks }} when="idle" />}
      </div>
    </section>
  );
}

function EmbeddedForm({ heading, embedUrl, scriptUrl }: { heading: string; embedUrl: string; scriptUrl: string | null }) {
  const host = new URL(embedUrl).host;
  return (
    <div className="form-embed">
      <p className="form-embed-note">
        This form is run by our form provider, {host}, which receives what you enter and handles it under its own privacy policy.
      </p>
      <iframe className="form-embed-frame" src={embedUrl} title={`${heading}: form`} loading="lazy" />
      <p>
        Form not showing? <a href={embedUrl}>Open the form on its own page</a>.
      </p>
      {scriptUrl && <script src={scriptUrl} async />}
    </div>
  );
}
