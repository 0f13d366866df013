import { useState } from 'react';
import { Dialog } from '../shared/Dialog.tsx';

export interface BookNowProps {
  id: string;
  label: string;
  className: string;
  iosHref: string;
  androidHref: string;
}

/** A button that offers the two apps to book in; choosing one follows its download route. */
export default function BookNow(props: BookNowProps) {
  const [open, setOpen] = useState(false);
  const titleId = `${props.id}-title`;
  return (
    <>
      <button type="button" className={props.className} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {props.label}
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} labelledBy={titleId} className="modal">
        <div className="modal-card">
          <button type="button" className="dialog-close" aria-label="Close" onClick={() => setOpen(false)}>
            <span aria-hidden="true">×</span>
          </button>
          <h2 id={titleId}>Book in the Nestwell app</h2>
          <p>Choose your phone to get the app. Booking takes about 60 seconds.</p>
          <div className="choice-row">
            <a className="choice" href={props.iosHref} onClick={() => setOpen(false)}>
              <span className="choice-title">iPhone</span>
              <span className="choice-text">Download on the App Store</span>
            </a>
            <a className="choice" href={props.androidHref} onClick={() => setOpen(false)}>
              <span className="choice-title">Android</span>
              <span className="choice-text">Get it on Google Play</span>
            </a>
          </div>
        </div>
      </Dialog>
    </>
  );
}
