import fs from 'node:fs';
import path from 'node:path';
import type { FormDefinition, NativeFormProps, RenderForm } from '../../kernel/forms/fields.ts';
import { formPartsFile, type FormPageParts } from '../../kernel/forms/page-parts.ts';
import { serverDirOf } from '../../kernel/output-dirs.ts';

/**
 * The built form page, with the form re-rendered to show what went wrong next to each field and
 * keep what the visitor typed: the answer to a post from a browser without JavaScript. The page
 * comes from the parts the build wrote beside it (kernel/forms/page-parts.ts), so the words are
 * the ones the build wrote; null when the build wrote none (a form run by a provider).
 */
export async function formPageWith(dir: string, def: FormDefinition, state: Pick<NativeFormProps, 'values' | 'errors' | 'formError'>, renderForm: RenderForm, serverDir = serverDirOf(dir)): Promise<string | null> {
  const file = path.join(serverDir, formPartsFile(def.slug));
  if (!fs.existsSync(file)) return null;
  const parts = JSON.parse(fs.readFileSync(file, 'utf8')) as FormPageParts;
  const markup = await renderForm({ ...parts.props, ...state });
  const problems = Object.keys(state.errors ?? {}).length;
  const error = problems ? `Error: ${problems === 1 ? '1 field needs' : `${problems} fields need`} attention - ` : 'Error - ';
  return parts.head + error + parts.title + parts.body + markup + parts.tail;
}
