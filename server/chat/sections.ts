import type { ChatIndex, Passage, Source } from '../../kernel/chat/model.ts';
import { termsOf } from '../../kernel/chat/search.ts';
import { serviceOf } from './understand/slots.ts';

/** A quoted section stops at a line boundary near this length. */
const SECTION_CHARS = 700;

/**
 * The help articles and pages by address, each as its sections in order, so an answer can quote
 * the section that answers (its list, its steps) rather than an article's opening.
 */
export class Sections {
  private byUrl = new Map<string, Passage[]>();
  private byService = new Map<string, string>();
  /** Every sentence and list item with its distinct terms, read once at start. */
  private said: { text: string; terms: string[]; source: Source; kind: Passage['kind'] }[] = [];

  constructor(index: ChatIndex) {
    for (const p of index.passages) {
      if (p.kind !== 'help' && p.kind !== 'legal' && p.kind !== 'page') continue;
      this.byUrl.set(p.url, [...(this.byUrl.get(p.url) ?? []), p]);
    }
    for (const [url, sections] of this.byUrl) {
      for (const p of sections) {
        const lines = p.text.split('\n');
        let intro = '';
        lines.forEach((line, i) => {
          const item = /^(- |\d+\. )/.test(line);
          if (!item) intro = line.endsWith(':') ? line : '';
          // A sentence that introduces a list ("In practice:") is quoted with its list, and an
          // item with the sentence that introduces it.
          const list = line.endsWith(':') ? itemsAfter(lines, i) : [];
          for (const sentence of line.split(/(?<=[.!?])\s+(?=[A-Z])/)) {
            const text = list.length ? [line, ...list].join('\n') : item && intro ? `${intro}\n${line}` : sentence.replace(/^(- |\d+\. )/, '').trim();
            this.said.push({ text, terms: termsOf(sentence), source: { title: p.title, url }, kind: p.kind });
          }
        });
      }
    }
    // Each service's own article: the help article whose title names it and that says what it covers.
    for (const [url, sections] of this.byUrl) {
      const service = serviceOf(sections[0]!.title.toLowerCase(), index.facts);
      if (service && !this.byService.has(service) && sections.some((s) => /covers/i.test(s.section))) this.byService.set(service, url);
    }
  }

  /** The service's article, as a source. */
  serviceArticle(service: string): Source | null {
    const url = this.byService.get(service);
    return url ? this.source(url) : null;
  }

  private source(url: string): Source | null {
    const first = this.byUrl.get(url)?.[0];
    return first ? { title: first.title, url } : null;
  }

  /** The first section of a page whose heading matches, or null. */
  section(url: string | undefined, heading: RegExp): Passage | null {
    return (url && this.byUrl.get(url)?.find((p) => heading.test(p.section))) || null;
  }

  /** The first section of the service's article whose heading matches. */
  serviceSection(service: string, heading: RegExp): Passage | null {
    return this.section(this.byService.get(service), heading);
  }

  /** A page found by its address's last part ("what-is-your-cancellation-policy"). */
  urlEnding(slug: string): string | undefined {
    for (const url of this.byUrl.keys()) if (url.endsWith(`/${slug}`)) return url;
    return undefined;
  }

  /**
   * The sentences or list items of the site's help articles, pages and legal documents that
   * name every telling word of a question (synonyms folded), best first: an answer the site gives
   * in so many words, wherever it stands in its article.
   */
  sentences(wanted: string[], limit = 2, kinds?: Passage['kind'][], titled?: RegExp): { text: string; source: Source }[] {
    if (wanted.length < 2) return [];
    const out: { text: string; source: Source; score: number }[] = [];
    for (const { text, terms, source, kind } of this.said) {
      if ((kinds && !kinds.includes(kind)) || (titled && !titled.test(source.title))) continue;
      const all = wanted.every((w) => terms.some((t) => t === w || (w.length >= 5 && t.startsWith(w.slice(0, 5)))));
      if (all) out.push({ text, source, score: (kind === 'help' ? 1 : 0) - text.length / 1000 });
    }
    return out.sort((a, b) => b.score - a.score).slice(0, limit);
  }
}

/** The list items that follow line `i`. */
function itemsAfter(lines: string[], i: number): string[] {
  const out: string[] = [];
  for (const line of lines.slice(i + 1)) {
    if (!/^(- |\d+\. )/.test(line)) break;
    out.push(line);
  }
  return out;
}

/** A section's text, with the sentence that introduces its list, to a few hundred characters at a line boundary. */
export function quote(passage: Passage): string {
  const lines = passage.text.split('\n').filter(Boolean);
  const out: string[] = [];
  let length = 0;
  for (const line of lines) {
    if (out.length && length + line.length > SECTION_CHARS) break;
    out.push(line);
    length += line.length;
  }
  return out.join('\n');
}
