import { SOCIAL_NAMES } from '../../kernel/social-names.ts';
import { usePage } from '../PageContext.ts';

export interface SocialsPageProps {
  heading: string;
  html: string;
}

/** The six official profiles, named and with their addresses shown, so a copycat is easy to spot. */
export function SocialsPage({ heading, html }: SocialsPageProps) {
  const { site } = usePage();
  return (
    <section className="section">
      <div className="container narrow">
        <h1>{heading}</h1>
        <div className="prose" dangerouslySetInnerHTML={{ __html: html }} />
        <ul className="card-grid socials-grid">
          {(Object.keys(SOCIAL_NAMES) as (keyof typeof SOCIAL_NAMES)[]).map((key) => (
            <li key={key} className="card">
              <h2 className="social-name">{SOCIAL_NAMES[key]}</h2>
              <a href={site.social[key]} rel="me">{site.social[key].replace(/^https:\/\/(www\.)?/, '')}</a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
