import type { ChatIndex, Passage, Source } from '../../kernel/chat/model.ts';
import { termsOf } from '../../kernel/chat/search.ts';
import { serviceOf } from './understand/slots.ts';

/** A quoted section stops at a line boundary near this length. */
const SECTION_CHARS = 700;
/** A word met in a sentence's page title or heading counts this much of one met in the sentence itself. */
const CONTEXT_WEIGHT = 0.5;
/** A word on at most this share of the site's sentences tells what a question is about ("sell", "dark"); "cleaner" does not. */
export const TELLING_SHARE = 0.02;
/** How much more than a question's subject a word the site never uses weighs. */
const UNKNOWN_WEIGHT = 1.5;
/** A title word sets a page apart when it is in at most this many titles of its kind. */
const DISTINCT_TITLES = 2;

/** One sentence or list item of the site (with the sentence introducing its list), its terms and its page. */
interface Said {
  text: string;
  terms: string[];
  source: Source;
  kind: Passage['kind'];
  /** The heading of the part of its page it stands in; empty for a page's opening. */
  section: string;
}

/** A sentence ranked against a question: how much of the question's weight it carries, and which words. */
export interface Ranked {
  text: string;
  source: Source;
  kind: Passage['kind'];
  /** The heading of the part of its page it stands in; empty for a page's opening. */
  section: string;
  /** The share of the question's weight (rare words weigh more) the sentence, its heading or its title carries. */
  coverage: number;
  /** The question's words the sentence itself names: always one that few of the site's sentences use. */
  named: string[];
}

/**
 * The help articles and pages by address, each as its sections in order, so an answer can quote
 * the section that answers (its list, its steps) rather than an article's opening.
 */
export class Sections {
  private byUrl = new Map<string, Passage[]>();
  /** The first address (in byUrl's order) that ends in each "/..." of its own: what urlEnding finds, read once at start. */
  private byEnding = new Map<string, string>();
  private byService = new Map<string, string>();
  /** Every sentence and list item with its distinct terms, read once at start. */
  private said: Said[] = [];
  /** Which sentences name a term; the terms of each sentence's page title and heading. */
  private inSentence = new Map<string, number[]>();
  private context: Set<string>[] = [];
  /** In how many sentences (or their titles and headings) each term appears. */
  private df = new Map<string, number>();
  /** Every term of each page's sentences, by address. */
  private pageTerms = new Map<string, Set<string>>();
  /** The site's words of six letters or more by their first six. */
  private byPrefix = new Map<string, string[]>();
  /** The blog posts, newest first. */
  private posts: { source: Source; date: string; lead: string }[] = [];
  private postParts?: { source: Source; section: Passage; headingTerms: ReadonlySet<string> }[];
  private postLines?: { source: Source; section: Passage; text: string; terms: ReadonlySet<string> }[];
  /** The help articles' categories, as read. */
  private topics: string[] = [];

  constructor(index: ChatIndex) {
    for (const p of index.passages) {
      // Blog sentences are read too, but quoted only when asked for by kind (a safety rule): blogs discuss rather than answer.
      if (p.kind !== 'help' && p.kind !== 'legal' && p.kind !== 'page' && p.kind !== 'blog') continue;
      if (p.kind === 'help') this.topics.push(p.topic);
      if (p.date) this.posts.push({ source: { title: p.title, url: p.url }, date: p.date, lead: leadOf(p.text) });
      this.byUrl.set(p.url, [...(this.byUrl.get(p.url) ?? []), p]);
    }
    for (const [url, sections] of this.byUrl) {
      for (const p of sections) {
        const lines = p.text.split('\n');
        let intro = '';
        lines.forEach((line, i) => {
          // A table's header and rule rows name its columns, which alone answer nothing.
          if (TABLE_RULE.test(line) || (line.startsWith('|') && TABLE_RULE.test(lines[i + 1] ?? ''))) return;
          const item = ITEM.test(line);
          if (!item) intro = line.endsWith(':') ? line : '';
          // A sentence that introduces a list ("In practice:") is quoted with its list, and an
          // item with the sentence that introduces it.
          const list = line.endsWith(':') ? itemsAfter(lines, i) : [];
          const context = termsOf(`${p.title} ${p.section}`);
          for (const sentence of sentencesOf(line)) {
            const text = list.length ? [line, ...list].join('\n') : item && intro ? `${intro}\n${line}` : sentence.replace(ITEM, '').trim();
            this.add({ text, terms: termsOf(sentence), source: { title: p.title, url }, kind: p.kind, section: p.section }, context);
          }
        });
      }
    }
    for (const url of this.byUrl.keys()) {
      for (let at = url.indexOf('/'); at >= 0; at = url.indexOf('/', at + 1)) {
        const ending = url.slice(at + 1);
        if (!this.byEnding.has(ending)) this.byEnding.set(ending, url);
      }
    }
    this.posts.sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
    for (const t of this.df.keys()) if (t.length >= 6) this.byPrefix.set(t.slice(0, 6), [...(this.byPrefix.get(t.slice(0, 6)) ?? []), t]);
    // Each service's own article: the help article whose title names it and that says what it covers.
    for (const [url, sections] of this.byUrl) {
      const service = serviceOf(sections[0]!.title.toLowerCase(), index.facts);
      if (service && !this.byService.has(service) && sections.some((s) => /covers/i.test(s.section))) this.byService.set(service, url);
    }
  }

  private add(said: Said, context: string[]): void {
    const id = this.said.push(said) - 1;
    this.context.push(new Set(context));
    for (const t of new Set(said.terms)) {
      const ids = this.inSentence.get(t);
      if (ids) ids.push(id);
      else this.inSentence.set(t, [id]);
    }
    for (const t of new Set([...said.terms, ...context])) this.df.set(t, (this.df.get(t) ?? 0) + 1);
    const page = this.pageTerms.get(said.source.url) ?? new Set<string>();
    for (const t of said.terms) page.add(t);
    this.pageTerms.set(said.source.url, page);
  }

  /** In how many sentences (with their titles and headings) the given forms of a word appear. */
  private count(forms: string[]): number {
    return Math.min(forms.reduce((sum, f) => sum + (this.df.get(f) ?? 0), 0), this.said.length);
  }

  /** How much a question's word tells: words on few sentences tell most. */
  private weight(forms: string[]): number {
    return Math.log((this.said.length + 1) / (this.count(forms) + 1));
  }

  /**
   * The site's words a question's word stands for: itself, and for a long word, the site's words
   * a little longer that share its first six letters ("accessible", "accessibility").
   */
  private forms(term: string): string[] {
    if (term.length < 6) return this.df.has(term) ? [term] : [];
    return (this.byPrefix.get(term.slice(0, 6)) ?? []).filter((t) => t.length <= term.length + 4);
  }

  /**
   * The pages of a kind ranked by the question's words their titles carry, counting only words
   * that name at most two of those pages (a post is asked about by what sets it apart: "weekend",
   * "deposits" no, "cleaning" no), then by how much of the question their text carries. For "do
   * you have a post about...?".
   */
  pagesAbout(wanted: string[], kind: Passage['kind'], limit = 3): { source: Source; lead: string; inTitle: number; coverage: number }[] {
    // A word the site never uses is in no page's title or text: it says nothing about which page is meant.
    const words = this.weighed(wanted)?.filter((x) => x.forms.length);
    if (!words) return [];
    const total = words.reduce((sum, x) => sum + x.weight, 0);
    const pages = [...this.byUrl].filter(([, sections]) => sections[0]!.kind === kind)
      .map(([url, sections]) => ({ url, sections, title: termsOf(sections[0]!.title), text: this.pageTerms.get(url) ?? new Set<string>() }));
    // A title word names the question's word itself, or begins with it ("free" in "freedom").
    const inTitle = (title: string[], forms: string[], w: string) => title.some((t) => forms.includes(t) || (w.length >= 4 && t.startsWith(w)));
    const naming = words.filter(({ w, forms }) => pages.filter((p) => inTitle(p.title, forms, w)).length <= DISTINCT_TITLES);
    return pages.map(({ url, sections, title, text }) => ({
      source: { title: sections[0]!.title, url },
      lead: leadOf(sections[0]!.text),
      inTitle: naming.reduce((sum, { w, forms, weight }) => sum + (inTitle(title, forms, w) ? weight : 0), 0) / total,
      coverage: words.reduce((sum, { forms, weight }) => sum + (forms.some((f) => text.has(f)) ? weight : 0), 0) / total,
    })).sort((a, b) => b.inTitle - a.inTitle || b.coverage - a.coverage).slice(0, limit);
  }

  /** The help centre's topics (its categories), in the order it shows them. */
  helpTopics(): string[] {
    return [...new Set(this.topics)];
  }

  /** The headings of a page's sections, in order: what a post or article goes through. */
  headings(url: string): string[] {
    return (this.byUrl.get(url) ?? []).map((p) => p.section).filter((h) => h && !/^(conclusion|summary|in short|the bottom line)$/i.test(h));
  }

  /** Every part of every blog post, with its heading's terms: made once, on the first question that looks a post up by a part of it. */
  postSections(): readonly { source: Source; section: Passage; headingTerms: ReadonlySet<string> }[] {
    this.postParts ??= [...new Map(this.posts.map((p) => [p.source.url, p.source])).values()].flatMap((source) =>
      (this.byUrl.get(source.url) ?? []).filter((p) => p.section).map((section) => ({ source, section, headingTerms: new Set(termsOf(section.section)) })));
    return this.postParts;
  }

  /** Every paragraph and list item of every blog post, with its terms: made once, on the first question no one sentence of a post answers. */
  postParagraphs(): readonly { source: Source; section: Passage; text: string; terms: ReadonlySet<string> }[] {
    this.postLines ??= [...new Map(this.posts.map((p) => [p.source.url, p.source])).values()].flatMap((source) =>
      (this.byUrl.get(source.url) ?? []).flatMap((section) => section.text.split('\n').filter((line) => line.trim()).map((text) => ({ source, section, text, terms: new Set(termsOf(text)) }))));
    return this.postLines;
  }

  /** The newest blog posts, newest first, with their dates and openings. */
  newestPosts(limit: number): { source: Source; date: string; lead: string }[] {
    return this.posts.slice(0, limit);
  }

  /** How many sentences and list items the site has. */
  get size(): number {
    return this.said.length;
  }

  /** In how many sentences the site uses a word, in any of its forms. */
  uses(term: string): number {
    return this.count(this.forms(term));
  }

  /**
   * A question's words with their forms on the site and their weights, the subject (the rarest word
   * the site uses) first; null when the site uses none of them.
   */
  private weighed(wanted: string[]): { w: string; forms: string[]; weight: number }[] | null {
    const known = wanted.map((w) => ({ w, forms: this.forms(w) })).map((x) => ({ ...x, weight: this.weight(x.forms) }));
    const subject = known.filter((x) => x.forms.length).sort((a, b) => b.weight - a.weight)[0];
    if (!subject) return null;
    // A word the site never uses weighs more than the question's subject: most often it is what the site
    // is silent on ("resume", "OSHA"), though it may be another way of saying what the site says.
    return [subject, ...known.filter((x) => x !== subject).map((x) => (x.forms.length ? x : { ...x, weight: UNKNOWN_WEIGHT * subject.weight }))];
  }

  /**
   * The sentences of the given kinds that carry most of a question's words, weighted by how rare
   * each word is on the site, best first. A word in the sentence's page title or heading counts
   * for less than one in the sentence, so a sentence is ranked by what it says, in the article
   * that says it.
   */
  ranked(wanted: string[], kinds: Passage['kind'][], limit = 5, url?: string): Ranked[] {
    const words = this.weighed(wanted);
    if (!words) return [];
    const total = words.reduce((sum, x) => sum + x.weight, 0);
    // Only sentences that name a telling word (one few sentences use) or the subject can answer, or be the
    // nearest page: the rest are never scored.
    const telling = words.filter((x, i) => i === 0 || (x.forms.length && this.count(x.forms) <= TELLING_SHARE * this.said.length));
    const candidates = new Set(telling.flatMap((x) => x.forms.flatMap((f) => this.inSentence.get(f) ?? [])));
    const out: Ranked[] = [];
    for (const id of candidates) {
      const said = this.said[id]!;
      if (!kinds.includes(said.kind) || (url && said.source.url !== url)) continue;
      const terms = new Set(said.terms);
      let score = 0;
      const named: string[] = [];
      for (const { w, forms, weight } of words) {
        if (forms.some((f) => terms.has(f))) {
          score += weight;
          named.push(w);
        } else if (forms.some((f) => this.context[id]!.has(f))) score += CONTEXT_WEIGHT * weight;
      }
      if (!named.some((w) => telling.some((x) => x.w === w))) continue;
      out.push({ text: said.text, source: said.source, kind: said.kind, section: said.section, coverage: score / total, named });
    }
    // Best covered first; between equals, the shorter sentence says it more plainly.
    return out.sort((a, b) => b.coverage - a.coverage || a.text.length - b.text.length).slice(0, limit);
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

  /** All of a page's text, its sections one after the other: what it says anywhere, or never says. */
  pageText(url: string): string {
    return (this.byUrl.get(url) ?? []).map((p) => p.text).join('\n');
  }

  /** The paragraph of a page that holds a sentence of it, or the sentence itself when no one line does. */
  paragraphOf(url: string, sentence: string): string {
    for (const p of this.byUrl.get(url) ?? []) for (const line of p.text.split('\n')) if (line.includes(sentence)) return line;
    return sentence;
  }

  /** The first section of a page whose heading matches, or null. */
  section(url: string | undefined, heading: RegExp): Passage | null {
    return (url && this.byUrl.get(url)?.find((p) => heading.test(p.section))) || null;
  }

  /**
   * The section of a page whose heading names most of `terms` (a long word by its first five
   * letters: "weekday" meets "weekdays"), and how many it names; null when none names one.
   */
  sectionNaming(url: string, terms: string[]): { section: Passage; named: number } | null {
    const scored = (this.byUrl.get(url) ?? []).filter((p) => p.section)
      .map((p) => ({ p, n: terms.filter((t) => termsOf(p.section).some((h) => meetsTerm(h, t))).length }))
      .filter((x) => x.n > 0)
      .sort((a, b) => b.n - a.n);
    return scored[0] ? { section: scored[0].p, named: scored[0].n } : null;
  }

  /** The first section of the service's article whose heading matches. */
  serviceSection(service: string, heading: RegExp): Passage | null {
    return this.section(this.byService.get(service), heading);
  }

  /** A page found by its address's last part ("what-is-your-cancellation-policy"). */
  urlEnding(slug: string): string | undefined {
    return this.byEnding.get(slug);
  }

  /**
   * The sentences or list items of the site's help articles, pages and legal documents that
   * name every telling word of a question (synonyms folded), best first: an answer the site gives
   * in so many words, wherever it stands in its article.
   */
  sentences(wanted: string[], limit = 2, kinds: Passage['kind'][] = ['help', 'legal', 'page'], titled?: RegExp): { text: string; source: Source; section: string }[] {
    if (wanted.length < 2) return [];
    const out: { text: string; source: Source; section: string; score: number }[] = [];
    for (const { text, terms, source, kind, section } of this.said) {
      if (!kinds.includes(kind) || (titled && !titled.test(source.title))) continue;
      const all = wanted.every((w) => terms.some((t) => meetsTerm(t, w)));
      if (all) out.push({ text, source, section, score: (kind === 'help' ? 1 : 0) - text.length / 1000 });
    }
    return out.sort((a, b) => b.score - a.score).slice(0, limit);
  }
}

/** Whether a term of the site's meets a word asked: the same, or a long word by its first five letters ("weekday" meets "weekdays"). */
export const meetsTerm = (siteTerm: string, asked: string) => siteTerm === asked || (asked.length >= 5 && siteTerm.startsWith(asked.slice(0, 5)));

/** The row under a table's header: "| --- | --- |". */
export const TABLE_RULE = /^\|[\s:|-]+\|$/;

/**
 * A line's sentences; the label that opens a list item ("- Timing. We respond...", bold on the
 * page) stays with the sentence it labels, since alone it says nothing.
 */
function sentencesOf(line: string): string[] {
  // A numbered item's number ("4. Submit for payment.") ends no sentence.
  const [first, ...rest] = line.split(/(?<=[.!?])(?<!^\d+\.)\s+(?=[A-Z])/);
  if (rest.length && /^(- |\d+\. )\S+( \S+){0,3}[.:]$/.test(first!)) return [`${first} ${rest[0]}`, ...rest.slice(1)];
  return [first!, ...rest];
}

/** A page's first two sentences. */
function leadOf(text: string): string {
  return text.split(/(?<=[.!?])\s+(?=[A-Z])|\n/).slice(0, 2).join(' ');
}

/** The list items that follow line `i`. */
function itemsAfter(lines: string[], i: number): string[] {
  const out: string[] = [];
  for (const line of lines.slice(i + 1)) {
    if (!ITEM.test(line)) break;
    out.push(line);
  }
  return out;
}

/** A list item of a passage's text: "- Bedrooms: ...", "1. Clear one surface completely." */
export const ITEM = /^(\d+\.|-)\s+/;

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
