import { useState, type ReactNode } from 'react';
import { Dialog } from './Dialog.tsx';

export interface DialogButtonProps {
  /** Unique on the page; the dialog's title gets `${id}-title`. */
  id: string;
  label: string;
  className: string;
  title: string;
  /** `overlay` (the support choice) or `modal` (Book Now): each has its card style. */
  variant: 'overlay' | 'modal';
  /**
   * The page offering the same choice. The button submits a GET form to it, so before the island
   * wakes, or without JavaScript, the click still leads to the choice.
   */
  fallbackHref: string;
  /** The dialog's content below its title; `close` shuts it (e.g. when a link is followed). */
  children: (close: () => void) => ReactNode;
}

/** A button that opens a titled modal dialog with a close button (with JavaScript; else it goes to `fallbackHref`). */
export function DialogButton({ id, label, className, title, variant, fallbackHref, children }: DialogButtonProps) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const titleId = `${id}-title`;
  return (
    <>
      <form className="dialog-fallback" action={fallbackHref} method="get">
        <button
          type="submit"
          className={className}
          aria-haspopup="dialog"
          onClick={(event) => {
            event.preventDefault();
            setOpen(true);
          }}
        >
          {label}
        </button>
      </form>
      <Dialog open={open} onClose={close} labelledBy={titleId} className={variant}>
        <div className={`${variant}-card`}>
          <button type="button" className="dialog-close" aria-label="Close" onClick={close}>
            <span aria-hidden="true">×</span>
          </button>
          <h2 id={titleId}>{title}</h2>
          {children(close)}
        </div>
      </Dialog>
    </>
  );
}
