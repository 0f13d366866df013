import fs from 'node:fs';
import path from 'node:path';
import type { FormDefinition, NativeFormProps, RenderForm } from '../../kernel/forms/fields.ts';
import { outputFile } from '../../kernel/paths.ts';

const unescapeAttr = (s: string) => s.replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/**
 * The built form page, with the form re-rendered to show what went wrong next to each field and
 * keep what the visitor typed: the answer to a post from a browser without JavaScript. The form's
 * island props are read back from the page, so the words are the ones the build wrote.
 */
export async function formPageWith(dir: string, def: FormDefinition, state: Pick<NativeFormProps, 'values' | 'errors' | 'formError'>, renderForm: RenderForm): Promise<string | null> {
  const file = path.join(dir, outputFile(`/${def.slug}`));
  if (!fs.existsSync(file)) return null;
  const html = fs.readFileSync(file, 'utf8');
  const island = /data-island="form"[^>]*?data-props="([^"]*)"/.exec(html);
  const form = new RegExp(`<form[^>]*\\bdata-form="${def.slug}"[\\s\\S]*?</form>`).exec(html);
  if (!island || !form) return null;
  const props = JSON.parse(unescapeAttr(island[1]!)) as NativeFormProps;
  const markup = await renderForm({ ...props, ...state });
  const problems = Object.keys(state.errors ?? {}).length;
  return html
    .replace(form[0], () => markup)
    .replace(/<title>/, problems ? `<title>Error: ${problems === 1 ? '1 field needs' : `${problems} fields need`} attention - ` : '<title>Error - ');
}
