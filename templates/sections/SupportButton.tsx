import { CHOICE_PAGES, supportChoice } from '../../kernel/choice-pages.ts';
import { Island } from '../Island.tsx';
import { usePage } from '../PageContext.ts';

/** The Support button, which opens the choice between client and crew support (header, not-found page). */
export function SupportButton({ id, className }: { id: string; className: string }) {
  const { site } = usePage();
  return (
    <Island
      name="supportMenu"
      props={{
        id,
        label: 'Contact support',
        className,
        choiceHref: CHOICE_PAGES.support,
        choice: supportChoice(site),
      }}
      when="interaction"
    />
  );
}
