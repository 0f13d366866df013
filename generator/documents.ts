import type { List, ListItem, PhrasingContent, Root, RootContent } from 'mdast';
import { hash, type CacheTable } from './cache.ts';
import type { Content } from './content/load.ts';
import { appQrAddresses, qrSvg } from './qr.ts';
import { townSearch } from './locations/search-data.ts';

/** Where the creator overview PDF is published. */
export const CREATOR_OVERVIEW_PDF = '/creator-overview.pdf';

interface Run {
  text: string;
  bold: boolean;
  link?: string;
}

const MARGIN = 64;
const BODY = { font: 'Helvetica', bold: 'Helvetica-Bold', size: 11 };
const INK = '#1b2340';
const LINK = '#b30054';

/** What the creator overview PDF is made from. */
export interface PdfInput {
  title: string;
  markdown: string;
  author: string;
  date: Date;
  siteUrl: string;
}

/**
 * Files the build derives from content beyond HTML: the creator overview as a tagged PDF, written
 * from the same markdown as its HTML page, so the two never disagree, the QR codes of the app
 * addresses, and the town search's data (locations/search-data.ts). Returns at once with the bytes to come, made while the pages render. Each is a
 * pure function of its input and the code: with `cache` (`code`, the code's hash, and a table),
 * it is made again only when either changes.
 */
export function renderDocuments(content: Content, cache?: { code: string; table: Pick<CacheTable<Uint8Array>, 'get' | 'set'> }): Map<string, Promise<Uint8Array>> {
  const qrCodes = [...appQrAddresses(content.site.siteUrl, content.site.brand.slug)].map(([file, address]) => {
    const key = cache && hash(cache.code, 'qr', address);
    let svg = key ? cache!.table.get(key) : undefined;
    if (!svg) {
      svg = new TextEncoder().encode(qrSvg(address));
      if (key) cache!.table.set(key, svg);
    }
    return [file, Promise.resolve(svg)] as const;
  });
  const search = townSearch(content.locations);
  const made = [...qrCodes, [search.file, Promise.resolve(new TextEncoder().encode(search.json))] as const];
  const overview = content.pageTexts.get('creator-overview');
  if (!overview) return new Map(made);
  if (!overview.updated) throw new Error(`${overview.file}: frontmatter "updated" is missing: the PDF carries that date`);
  const input: PdfInput = {
    title: overview.heading,
    markdown: overview.markdown,
    author: content.site.brand.name,
    date: new Date(`${overview.updated}T00:00:00Z`),
    siteUrl: content.site.siteUrl,
  };
  const key = cache && hash(cache.code, JSON.stringify(input));
  const cached = key ? cache!.table.get(key) : undefined;
  // A failure is reported by this build, and the next one tries again.
  const pdf = cached ? Promise.resolve(cached) : markdownToPdf(input).then((made) => (key && cache!.table.set(key, made), made));
  // The build awaits it and reports a failure; one that fails before that has its own to report.
  pdf.catch(() => {});
  return new Map([[CREATOR_OVERVIEW_PDF.slice(1), pdf], ...made]);
}

/**
 * Lays out headings, paragraphs with bold text and links, and lists as a tagged PDF (headings,
 * paragraphs and lists are marked for screen readers; the title shows in the viewer's title bar).
 * The same input gives the same bytes: the date comes from content, not the clock.
 */
export async function markdownToPdf(input: PdfInput): Promise<Uint8Array> {
  // Loaded when a PDF is made, not with the build: a build with the PDF in its cache needs neither.
  const [{ default: PDFDocument }, { remark }] = await Promise.all([import('pdfkit'), import('remark')]);
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    tagged: true,
    lang: 'en-US',
    displayTitle: true,
    pdfVersion: '1.7',
    info: { Title: input.title, Author: input.author, Subject: input.title, CreationDate: input.date, ModDate: input.date },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Uint8Array>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));

  const absolute = (href: string) => (href.startsWith('/') ? `${input.siteUrl}${href}` : href);
  const tree = remark().parse(input.markdown) as Root;
  const article = doc.struct('Document');
  doc.addStructure(article);

  const heading = (tag: string, text: string, size: number) => {
    article.add(doc.struct(tag, {}, () => {
      doc.font(BODY.bold).fontSize(size).fillColor(INK).text(text, { paragraphGap: 6 });
    }));
    doc.moveDown(0.3);
  };
  const runsText = (runs: Run[], options: { indent?: number; prefix?: string } = {}) => {
    const x = MARGIN + (options.indent ?? 0);
    const width = doc.page.width - MARGIN - x;
    if (options.prefix) {
      const y = doc.y;
      doc.font(BODY.font).fontSize(BODY.size).fillColor(INK).text(options.prefix, x - 16, y, { width: 16, lineBreak: false });
      doc.y = y;
    }
    runs.forEach((run, i) => {
      doc.font(run.bold ? BODY.bold : BODY.font).fontSize(BODY.size).fillColor(run.link ? LINK : INK);
      const opts = { continued: i < runs.length - 1, link: run.link ? absolute(run.link) : undefined, underline: !!run.link, width, lineGap: 3 };
      if (i === 0) doc.text(run.text, x, doc.y, opts);
      else doc.text(run.text, opts);
    });
    doc.moveDown(0.5);
  };

  heading('H1', input.title, 22);
  for (const node of tree.children) block(node);
  doc.end();
  return done;

  function block(node: RootContent): void {
    if (node.type === 'heading') heading(`H${Math.min(node.depth, 6)}`, plain(node.children), node.depth <= 2 ? 15 : 13);
    else if (node.type === 'paragraph') article.add(doc.struct('P', {}, () => runsText(runs(node.children))));
    else if (node.type === 'list') list(node);
  }

  function list(node: List): void {
    const items = node.children.map((item: ListItem, i: number) =>
      doc.struct('LI', {}, () => {
        const paragraph = item.children.find((c) => c.type === 'paragraph');
        if (paragraph?.type === 'paragraph') runsText(runs(paragraph.children), { indent: 18, prefix: node.ordered ? `${(node.start ?? 1) + i}.` : '•' });
      }),
    );
    article.add(doc.struct('L', {}, items));
    doc.moveDown(0.3);
  }

  function runs(children: PhrasingContent[], bold = false, link?: string): Run[] {
    return children.flatMap((child): Run[] => {
      if (child.type === 'text') return [{ text: child.value.replace(/\s*\n\s*/g, ' '), bold, link }];
      if (child.type === 'strong') return runs(child.children, true, link);
      if (child.type === 'emphasis') return runs(child.children, bold, link);
      if (child.type === 'link') return runs(child.children, bold, child.url);
      if (child.type === 'inlineCode') return [{ text: child.value, bold, link }];
      return [];
    });
  }
}

function plain(children: PhrasingContent[]): string {
  return children.map((c) => ('value' in c ? c.value : 'children' in c ? plain(c.children as PhrasingContent[]) : '')).join('');
}
