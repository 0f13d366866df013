import type { ReactNode } from 'react';
import { safeHref } from './messages.ts';

// [label](url) as the server writes links, or a bare http(s) address.
const LINK = /\[([^\]\n]+)\]\(([^)\s]+)\)|(https?:\/\/[^\s<>()]+[^\s<>().,;:!?'"])/g;
/** A list line as the server writes it: "- item" or "1. step". */
const ITEM = /^(?:(-)|\d+\.)\s+(.*)$/;

/** One line as text: links become anchors, everything else stays text. */
function Inline({ text }: { text: string }) {
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

type Block = { list: 'ul' | 'ol'; items: string[] } | { text: string };

/** Runs of "- " lines become a bulleted list, runs of "1. " lines a numbered one; other lines stay text. */
function blocksOf(text: string): Block[] {
  const blocks: Block[] = [];
  for (const line of text.split('\n')) {
    const item = ITEM.exec(line);
    const last = blocks.at(-1);
    if (item) {
      const list = item[1] ? 'ul' : 'ol';
      if (last && 'list' in last && last.list === list) last.items.push(item[2]!);
      else blocks.push({ list, items: [item[2]!] });
    } else if (last && 'text' in last) last.text += `\n${line}`;
    else blocks.push({ text: line });
  }
  return blocks;
}

/**
 * A reply as text, with its lists as lists and its links as anchors. Nothing is ever parsed as
 * HTML, so `<img onerror=...>` in a reply shows as those characters.
 */
export function RichText({ text }: { text: string }) {
  return (
    <>
      {blocksOf(text).map((block, i) => {
        if ('text' in block) return <Inline key={i} text={block.text} />;
        const List = block.list;
        return <List key={i} className="chat-list">{block.items.map((item, j) => <li key={j}><Inline text={item} /></li>)}</List>;
      })}
    </>
  );
}
