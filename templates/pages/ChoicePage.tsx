import { HELP_CENTRE } from '../../kernel/page-urls.ts';
import type { ChoiceSet } from '../../kernel/choice-pages.ts';
import { usePage } from '../PageContext.ts';
import { ReachUs } from '../sections/ReachUs.tsx';
import { AppQr } from '../../islands/book-now/AppQr.tsx';
import { ChoiceLink } from '../../islands/shared/ChoiceLink.tsx';

export interface ChoicePageProps extends ChoiceSet {
  /** The support choice also says how to reach a person and where the help centre is. */
  support?: boolean;
}

/**
 * The page behind a dialog button ("Get the app", Book Now, Support): the same choice as the
 * dialog, as plain links, for visitors without JavaScript and before the islands wake.
 */
export function ChoicePage({ heading, lead, choices, support }: ChoicePageProps) {
  const { site } = usePage();
  return (
    <section className="section">
      <div className="container narrow">
        <h1>{heading}</h1>
        <p className="lead">{lead}</p>
        <ul className="choice-row choice-page">
          {choices.map((choice) => (
            <li key={choice.href}>
              <ChoiceLink choice={choice} />
              {choice.qrSrc && <AppQr src={choice.qrSrc} store={choice.text} />}
            </li>
          ))}
        </ul>
        {support && (
          <>
            <ReachUs />
            <p>Looking for an answer? <a href={HELP_CENTRE}>Browse the {site.brand.name} help centre</a>.</p>
          </>
        )}
      </div>
    </section>
  );
}
