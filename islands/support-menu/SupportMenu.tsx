import { DialogButton } from '../shared/DialogButton.tsx';

export interface SupportMenuProps {
  /** Distinguishes two menus on one page (the header's and the not-found page's). */
  id: string;
  label: string;
  className: string;
  clientSupportUrl: string;
  crewSupportUrl: string;
  crewBrandName: string;
  /** The support-choice page, where the button leads without JavaScript. */
  choiceHref: string;
}

/** The Support button and its full-screen choice: client support or crew support. */
export default function SupportMenu(props: SupportMenuProps) {
  return (
    <DialogButton id={props.id} label={props.label} className={props.className} title="Who needs support?" variant="overlay" fallbackHref={props.choiceHref}>
      {() => (
        <div className="choice-row">
          <a className="choice" href={props.clientSupportUrl}>
            <span className="choice-title">Clients</span>
            <span className="choice-text">Questions about a booking, a cleaning or your account</span>
          </a>
          <a className="choice" href={props.crewSupportUrl}>
            <span className="choice-title">{props.crewBrandName}</span>
            <span className="choice-text">Help for cleaners working with Nestwell</span>
          </a>
        </div>
      )}
    </DialogButton>
  );
}
