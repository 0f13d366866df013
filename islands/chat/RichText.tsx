import type { ReactNode } from 'react';
import { safeHref } from './messages.ts';

// [label](url) as the server writes links, or a bare http(s) address.
const LINK = /\[([^\]\n]+)\]\(([^)\s]+)\)|(https?:\/\/[^\s<>()]+[^\s<>().,;:!?'"])/g;

/**
 * A reply as text: links become anchors, everything else stays text. Nothing is ever parsed as
 * HTML, so `<img onerror=...>` in a reply shows as those characters.
 */
export function RichText({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const [whole, label, target, bare] = match;
    const href = safeHref(target ?? bare ?? '');
    if (!href) continue;
    parts.push(text.slice(last, match.index), <a key={match.index} href={href}>{label ?? bare}</a>);
    last = match.index + whole.length;
  }
  parts.push(text.slice(last));
  return <>{parts}</>;
}
