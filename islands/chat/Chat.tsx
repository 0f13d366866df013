import { CHOICE_PAGES } from '../../kernel/choice-pages.ts';
import { useRef, useState } from 'react';
import { ChatWindow } from './ChatWindow.tsx';

/**
 * The chat assistant on every page: a round button at the bottom right that opens a 300 by 360
 * window. The server renders only the button; the boot script loads this code on the first click
 * (`when="interaction"`), then passes the click on, which opens the window.
 */
export default function Chat() {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const launcherRef = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    launcherRef.current?.focus();
  };

  return (
    <div ref={rootRef} className="chat">
      {open && <ChatWindow onClose={close} onObscuring={() => setOpen(false)} root={() => rootRef.current} />}
      {/* Before the chat wakes or without JavaScript, the launcher leads to the help centre. */}
      <form className="dialog-fallback" action={CHOICE_PAGES.help} method="get">
      <button
        ref={launcherRef}
        type="submit"
        className="chat-launcher"
        aria-label="Chat with Nestwell"
        aria-expanded={open}
        aria-controls={open ? 'chat-window' : undefined}
        onClick={(event) => {
          event.preventDefault();
          if (open) close();
          else setOpen(true);
        }}
      >
        <svg aria-hidden="true" focusable="false" width="28" height="28" viewBox="0 0 24 24">
          <path fill="currentColor" d="M4 3h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2Z" />
          <circle className="chat-dot" cx="7.5" cy="10" r="1.5" />
          <circle className="chat-dot" cx="12" cy="10" r="1.5" />
          <circle className="chat-dot" cx="16.5" cy="10" r="1.5" />
        </svg>
      </button>
      </form>
    </div>
  );
}
