import type { ChatIndex } from '../kernel/chat/model.ts';

/**
 * A page's sentences as the chat index holds them and replies quote them: a bold label ("**Chat.**")
 * is a sentence of its own, bold marks and list marks are dropped, links are kept.
 */
export function pageSentences(index: ChatIndex, url: string): string[] {
  const text = index.passages.filter((p) => p.url === url).map((p) => p.text).join('\n');
  return text.split(/(?<=[.!?](?:\*\*)?)\s+|\n/).map((s) => s.replace(/\*\*/g, '').replace(/^(- |\d+\. )/, '').trim()).filter(Boolean);
}

/**
 * A page's own sentence that says every word given (in lower case), as an editor last wrote it; its
 * first sentence when no word is given. Tests over the real content assert the quote, not today's wording.
 *
 * @example pageSentence(index, '/privacy-policy', 'third-party ai')
 */
export function pageSentence(index: ChatIndex, url: string, ...words: string[]): string {
  const sentence = pageSentences(index, url).find((s) => words.every((w) => s.toLowerCase().includes(w)));
  if (!sentence) throw new Error(`no sentence of ${url} says ${words.join(', ') || 'anything'}`);
  return sentence;
}
