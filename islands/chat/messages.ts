/** A line of the conversation. Bot replies may carry the pages they drew on. */
export interface ChatMessage {
  sender: 'user' | 'bot';
  text: string;
  sources?: { title: string; url: string }[];
}

const KEY = 'nestwell-chat';

/**
 * Only a path on this site or an https address is ever made clickable. Browsers read a backslash
 * as a slash and drop tabs and newlines, so `/\evil.example` would open another host: any
 * whitespace, control character or backslash refuses the link.
 *
 * @example safeHref('/pricing') // '/pricing'; safeHref('/\\evil.example') // null
 */
export function safeHref(url: string): string | null {
  if (/[\x00-\x20\x7f\\]/.test(url)) return null;
  if (url.startsWith('/')) return url.startsWith('//') ? null : url;
  // The support line, to call with a tap: a number and nothing else.
  if (/^tel:\+?\d{7,15}$/.test(url)) return url;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' && !parsed.username && !parsed.password ? url : null;
  } catch {
    return null;
  }
}

function isMessage(value: unknown): value is ChatMessage {
  const m = value as ChatMessage;
  return !!m && (m.sender === 'user' || m.sender === 'bot') && typeof m.text === 'string' &&
    (m.sources === undefined || (Array.isArray(m.sources) && m.sources.every((s) => typeof s?.title === 'string' && typeof s?.url === 'string')));
}

function withSafeSources({ sources, ...message }: ChatMessage): ChatMessage {
  const safe = sources?.filter((s) => safeHref(s.url));
  return safe?.length ? { ...message, sources: safe } : message;
}

/** The conversation of this tab, kept across pages in sessionStorage. */
export function loadConversation(): ChatMessage[] {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? '[]');
    // Storage is writable by any script on the origin: restored links pass the same filter as fresh ones.
    return Array.isArray(stored) ? stored.filter(isMessage).map(withSafeSources) : [];
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
