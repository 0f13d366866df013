import { createHash } from 'node:crypto';
import { TEMPLATES, type TemplateName } from '../templates/pages/index.ts';
import { sheetsFor, type SheetName } from '../templates/styles/sheets.ts';

/**
 * The CSS the pages of each template carry in their head: the template's sheets, in cascade
 * order. Inlined, it costs no request before the first paint (a linked stylesheet blocked
 * rendering for a round trip). Made once per build: a site of ten thousand pages has some eight
 * distinct texts, and each page's render takes its template's.
 */
export function pageStyles(styles: Record<SheetName, string>): Record<TemplateName, string> {
  const out = {} as Record<TemplateName, string>;
  for (const template of Object.keys(TEMPLATES) as TemplateName[]) {
    const css = sheetsFor(template).map((sheet) => styles[sheet]).join('\n');
    // Only our own minified sheets are inlined; this would end the <style> element early.
    if (/<\/style/i.test(css)) throw new Error(`templates/styles: the styles of template ${template} contain "</style"`);
    out[template] = css;
  }
  return out;
}

/**
 * The Content-Security-Policy sources that allow exactly the inline styles pages carry (`css`,
 * from pageStyles): one sha256 per distinct template style, so no other inline style runs.
 */
export function pageStyleHashes(css: Record<TemplateName, string>): string[] {
  return [...new Set(Object.values(css))].map((text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`).sort();
}
