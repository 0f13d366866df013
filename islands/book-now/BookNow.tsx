import type { ChoiceSet } from '../../kernel/choice-pages.ts';
import { AppQr } from './AppQr.tsx';
import { ChoiceLink } from '../shared/ChoiceLink.tsx';
import { DialogButton } from '../shared/DialogButton.tsx';

export interface BookNowProps {
  id: string;
  label: string;
  className: string;
  /** The store-choice page, where the button leads without JavaScript. */
  choiceHref: string;
  /** The store choice (kernel appChoice), the words the choice page shows too. */
  choice: ChoiceSet;
}

/** A button that offers the two apps to book in; choosing one follows its download route. */
export default function BookNow({ id, label, className, choiceHref, choice }: BookNowProps) {
  return (
    <DialogButton id={id} label={label} className={className} title={choice.dialogTitle} variant="modal" fallbackHref={choiceHref}>
      {(close) => (
        <>
          <p>{choice.lead}</p>
          <div className="choice-row">
            {choice.choices.map((c) => (
              <div className="choice-cell" key={c.href}>
                <ChoiceLink choice={c} onClick={close} />
                {c.qrSrc && <AppQr src={c.qrSrc} store={c.text} />}
              </div>
            ))}
          </div>
        </>
      )}
    </DialogButton>
  );
}
