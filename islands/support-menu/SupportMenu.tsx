import { useState } from 'react';
import { Dialog } from '../shared/Dialog.tsx';

export interface SupportMenuProps {
  /** Distinguishes two menus on one page (the header's and the not-found page's). */
  id: string;
  label: string;
  className: string;
  clientSupportUrl: string;
  crewSupportUrl: string;
  crewBrandName: string;
}

/** The Support button and its full-screen choice: client support or crew support. */
export default function SupportMenu(props: SupportMenuProps) {
  const [open, setOpen] = useState(false);
  const titleId = `${props.id}-title`;
  return (
    <>
      <button type="button" className={props.className} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {props.label}
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} labelledBy={titleId} className="overlay">
        <div className="overlay-card">
          <button type="button" className="dialog-close" aria-label="Close" onClick={() => setOpen(false)}>
            <span aria-hidden="true">×</span>
          </button>
          <h2 id={titleId}>Who needs support?</h2>
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
        </div>
      </Dialog>
    </>
  );
}
