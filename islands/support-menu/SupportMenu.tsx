import type { ChoiceSet } from '../../kernel/choice-pages.ts';
import { ChoiceLink } from '../shared/ChoiceLink.tsx';
import { DialogButton } from '../shared/DialogButton.tsx';

export interface SupportMenuProps {
  /** Distinguishes two menus on one page (the header's and the not-found page's). */
  id: string;
  label: string;
  className: string;
  /** The support-choice page, where the button leads without JavaScript. */
  choiceHref: string;
  /** The support choice (kernel supportChoice), the words the choice page shows too. */
  choice: ChoiceSet;
}

/** The Support button and its full-screen choice: client support or crew support. */
export default function SupportMenu({ id, label, className, choiceHref, choice }: SupportMenuProps) {
  return (
    <DialogButton id={id} label={label} className={className} title={choice.dialogTitle} variant="overlay" fallbackHref={choiceHref}>
      {() => (
        <div className="choice-row">
          {choice.choices.map((c) => (
            <ChoiceLink choice={c} key={c.href} />
          ))}
        </div>
      )}
    </DialogButton>
  );
}
