import { createHash } from 'node:crypto';
import { TEMPLATES, type TemplateName } from '../templates/pages/index.ts';
import { sheetsFor, type SheetName } from '../templates/styles/sheets.ts';

/**
 * The CSS a page of `template` carries in its head: its sheets, in cascade order. Inlined, it
 * costs no request before the first paint (a linked stylesheet blocked rendering for a round trip).
 */
export function pageStyle(styles: Record<SheetName, string>, template: TemplateName): string {
  const css = sheetsFor(template).map((sheet) => styles[sheet]).join('\n');
  // Only our own minified sheets are inlined; this would end the <style> element early.
  if (/<\/style/i.test(css)) throw new Error(`templates/styles: the styles of template ${template} contain "</style"`);
  return css;
}

/**
 * The Content-Security-Policy sources that allow exactly the inline styles pages carry: one
 * sha256 per distinct template style, so no other inline style runs.
 */
export function pageStyleHashes(styles: Record<SheetName, string>): string[] {
  const texts = new Set((Object.keys(TEMPLATES) as TemplateName[]).map((template) => pageStyle(styles, template)));
  return [...texts].map((css) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`).sort();
}
