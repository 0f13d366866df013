/** A line of the conversation. Bot replies may carry the pages they drew on. */
export interface ChatMessage {
  sender: 'user' | 'bot';
  text: string;
  sources?: { title: string; url: string }[];
}

const KEY = 'nestwell-chat';

/** Only links to this site or to http(s) pages are ever made clickable. */
export function safeHref(url: string): string | null {
  return /^\/(?!\/)/.test(url) || /^https?:\/\//i.test(url) ? url : null;
}

function isMessage(value: unknown): value is ChatMessage {
  const m = value as ChatMessage;
  return !!m && (m.sender === 'user' || m.sender === 'bot') && typeof m.text === 'string' &&
    (m.sources === undefined || (Array.isArray(m.sources) && m.sources.every((s) => typeof s?.title === 'string' && typeof s?.url === 'string')));
}

/** The conversation of this tab, kept across pages in sessionStorage. */
export function loadConversation(): ChatMessage[] {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter(isMessage) : [];
  } catch {
    return [];
  }
}

export function saveConversation(messages: ChatMessage[]): void {
  try {
    if (messages.length) sessionStorage.setItem(KEY, JSON.stringify(messages));
    else sessionStorage.removeItem(KEY);
  } catch {
    // Storage may be full or blocked; the conversation then lasts as long as the page.
  }
}
