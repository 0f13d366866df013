import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { MESSAGE_LIMITS } from '../../kernel/chat/endpoint.ts';
import { askQuestion, historyOf } from './ask.ts';
import { loadConversation, saveConversation, type ChatMessage } from './messages.ts';
import { RichText } from './RichText.tsx';

export interface ChatWindowProps {
  onClose: () => void;
  /** Hides the window without taking focus, when it would cover what the visitor focused. */
  onObscuring: () => void;
  root: () => HTMLElement | null;
}

const GREETING = 'Hi! Ask me about prices, where we clean, booking, or the NEWCOMER offer.';

/** The open chat: the conversation, a typing indicator while waiting, and the question box. */
export function ChatWindow({ onClose, onObscuring, root }: ChatWindowProps) {
  const [messages, setMessages] = useState<ChatMessage[]>(loadConversation);
  const [waiting, setWaiting] = useState(false);
  const [draft, setDraft] = useState('');
  const windowRef = useRef<HTMLElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  // Focused as the window appears, before the browser paints it: keys typed at once go to the question box.
  useLayoutEffect(() => inputRef.current?.focus(), []);
  // Stored in the same task as the log is drawn: a page left, or reloaded, right after "Clear" or an answer keeps what was shown.
  useLayoutEffect(() => saveConversation(messages), [messages]);
  // Scrolled before the browser paints the new message: a scroll after it would show the log's old position first, and jump.
  useLayoutEffect(() => {
    const log = logRef.current;
    if (!log) return;
    // A new answer is shown from its start, so a long one (an itemised quote) keeps its first
    // lines in sight; while waiting, the end of the log shows the question and the typing dots.
    const answer = !waiting && messages.at(-1)?.sender === 'bot' ? log.querySelector<HTMLElement>('.chat-msg:last-child') : null;
    if (answer) log.scrollTo({ top: log.scrollTop + answer.getBoundingClientRect().top - log.getBoundingClientRect().top - 8 });
    else log.scrollTo({ top: log.scrollHeight });
  }, [messages, waiting]);
  useStayClearOfBanner(windowRef);
  useNeverCoverFocus(windowRef, root, onObscuring);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const question = draft.trim();
    if (!question || waiting) return;
    setDraft('');
    const history = historyOf(messages);
    setMessages((m) => [...m, { sender: 'user', text: question }]);
    setWaiting(true);
    const reply = await askQuestion(question, history);
    setMessages((m) => [...m, reply]);
    setWaiting(false);
  };

  return (
    <section
      ref={windowRef}
      id="chat-window"
      className="chat-window"
      role="dialog"
      aria-labelledby="chat-title"
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onClose();
        }
      }}
    >
      {/* A div, not a <header>: inside a dialog a header would be a second banner landmark. */}
      <div className="chat-header">
        <h2 id="chat-title">Ask Nestwell</h2>
        <button type="button" className="chat-clear" onClick={() => setMessages([])} disabled={!messages.length || waiting}>
          Clear
        </button>
        <button type="button" className="chat-close" aria-label="Close chat" onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div ref={logRef} className="chat-log" role="log" aria-live="polite" aria-label="Conversation" tabIndex={0}>
        <p className="chat-msg chat-bot">{GREETING}</p>
        {messages.map((m, i) => (
          <div key={i} className={`chat-msg chat-${m.sender}`}>
            <span className="visually-hidden">{m.sender === 'user' ? 'You said:' : 'Nestwell said:'} </span>
            {m.sender === 'bot' ? <RichText text={m.text} /> : m.text}
            {m.sources && (
              <ul className="chat-sources" aria-label="Sources">
                {m.sources.map((s) => (
                  <li key={s.url}><a href={s.url}>{s.title}</a></li>
                ))}
              </ul>
            )}
          </div>
        ))}
        {waiting && (
          <p className="chat-msg chat-bot chat-typing">
            <span className="visually-hidden">Nestwell is typing</span>
            <span aria-hidden="true"><i /><i /><i /></span>
          </p>
        )}
      </div>
      <form className="chat-form" onSubmit={send}>
        <label className="visually-hidden" htmlFor="chat-input">Your question</label>
        <input
          ref={inputRef}
          id="chat-input"
          name="question"
          type="text"
          required
          maxLength={MESSAGE_LIMITS.maxQuestion}
          autoComplete="off"
          placeholder="Type your question"
          value={draft}
          onInput={(event) => setDraft((event.target as HTMLInputElement).value)}
        />
        <button type="submit" className="chat-send">Send</button>
      </form>
    </section>
  );
}

/**
 * Lifts the window above the cookie banner where they would overlap, so the banner's buttons are
 * never covered (WCAG 2.4.11); the banner also sits above the chat in the stacking order.
 */
function useStayClearOfBanner(windowRef: { current: HTMLElement | null }) {
  useLayoutEffect(() => {
    const place = () => {
      const win = windowRef.current;
      if (!win) return;
      win.style.removeProperty('--chat-lift');
      const banner = document.querySelector('.cookie-banner')?.getBoundingClientRect();
      const box = win.getBoundingClientRect();
      if (banner && banner.left < box.right && banner.right > box.left && banner.top < box.bottom) {
        win.style.setProperty('--chat-lift', `${Math.ceil(window.innerHeight - banner.top + 8)}px`);
      }
    };
    place();
    const island = document.querySelector('[data-island="cookieBanner"]');
    const observer = new MutationObserver(place);
    if (island) observer.observe(island, { childList: true, subtree: true });
    window.addEventListener('resize', place);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', place);
    };
  }, []);
}

/**
 * When focus moves to something on the page that the window covers, scroll it clear; if it cannot
 * be (a fixed element, the end of the page), hide the window so the focused element shows.
 */
function useNeverCoverFocus(windowRef: { current: HTMLElement | null }, root: () => HTMLElement | null, hide: () => void) {
  useEffect(() => {
    const overlap = (el: Element) => {
      const a = el.getBoundingClientRect();
      const b = windowRef.current?.getBoundingClientRect();
      return b && a.left < b.right && a.right > b.left && a.top < b.bottom && a.bottom > b.top ? a.bottom - b.top : 0;
    };
    const onFocus = (event: FocusEvent) => {
      const target = event.target as Element;
      if (!(target instanceof Element) || root()?.contains(target)) return;
      const by = overlap(target);
      if (!by) return;
      window.scrollBy({ top: by + 8, behavior: 'instant' as ScrollBehavior });
      if (overlap(target)) hide();
    };
    document.addEventListener('focusin', onFocus);
    return () => document.removeEventListener('focusin', onFocus);
  }, []);
}
