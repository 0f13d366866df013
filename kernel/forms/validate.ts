import { z } from 'zod';
import { HONEYPOT, type Field, type FieldErrors, type FieldValues, type FormDefinition } from './fields.ts';

const MAX_LINKS = 20;
/**
 * Control characters nobody types into a form (NUL, escape, backspace, C1 codes...): they hide
 * text from whoever reads the submission, and break terminals and spreadsheets. A tab is allowed
 * anywhere (pasted text carries them, and it is plain whitespace); line breaks only in fields
 * that have lines.
 */
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const LINE_BREAK = /[\r\n]/;
/**
 * Invisible characters that change how a one-line value reads: bidirectional overrides,
 * embeddings and isolates (U+202E shows "txt.exe" as "exe.txt"), the Arabic letter mark, and
 * zero-width spaces and joiners of words (two names that look the same but differ). The
 * zero-width joiner and non-joiner stay allowed: Persian and Indic names and emoji need them.
 */
const INVISIBLE = /[\u061C\u200B\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/;

/** The zod rule for one field, with messages written for the person filling the form in. */
function fieldSchema(field: Field): z.ZodType<string, string> {
  const label = field.label.replace(/\?$/, '');
  const lines = field.kind === 'textarea' || field.kind === 'links';
  const text = z.string()
    .refine((v) => !CONTROL.test(v), `Remove the invisible control characters from ${label.toLowerCase()}.`)
    .refine((v) => lines || !LINE_BREAK.test(v), `Write ${label.toLowerCase()} on one line.`)
    .refine((v) => lines || !INVISIBLE.test(v), `Remove the invisible characters from ${label.toLowerCase()}.`)
    .trim().max(field.maxLength, `Keep ${label.toLowerCase()} under ${field.maxLength} characters.`);
  const choice = field.kind === 'rating' ? 'Choose a rating from 1 to 5.' : `Choose ${label.toLowerCase()}.`;
  const missing = field.kind === 'select' || field.kind === 'rating' ? choice : `Enter ${label.toLowerCase()}.`;
  const required = field.required ? text.min(1, missing) : text;
  switch (field.kind) {
    case 'email':
      return required.pipe(z.union([z.literal(''), z.email('Enter an email address like name@example.com.')]));
    case 'zip':
      return required.regex(/^(\d{5})?$/, 'Enter a 5-digit ZIP code.');
    case 'select':
    case 'rating':
      return required.refine((v) => v === '' || field.options.includes(v), field.kind === 'rating' ? choice : 'Choose one of the listed options.');
    case 'links':
      return required.refine((v) => {
        const links = v.split(/\s+/).filter(Boolean);
        return links.length <= MAX_LINKS && links.every((l) => URL.canParse(l) && /^https?:$/.test(new URL(l).protocol));
      }, `Enter up to ${MAX_LINKS} links, one per line, each starting with https://.`);
    default:
      return required;
  }
}

/** The zod schema of a whole form: its fields, and nothing else (unknown keys are dropped). */
export function formSchema(def: FormDefinition) {
  const shape: Record<string, z.ZodType<string, unknown>> = {};
  // A missing field reads as empty, so it gets the field's own "Enter..." message.
  for (const field of def.fields) shape[field.name] = z.preprocess((v) => v ?? '', z.string('Enter text here.').pipe(fieldSchema(field)));
  return z.object(shape);
}

export type Validation =
  | { ok: true; values: FieldValues }
  | { ok: false; errors: FieldErrors };

const schemas = new WeakMap<FormDefinition, ReturnType<typeof formSchema>>();

/**
 * Validates a posted body against a form, giving one message per field that is wrong.
 *
 * @example validateForm(FORMS.waitlist, { name: 'Ada', email: 'ada@example.com', zip: '08540' })
 */
export function validateForm(def: FormDefinition, body: Record<string, unknown>): Validation {
  let schema = schemas.get(def);
  if (!schema) schemas.set(def, (schema = formSchema(def)));
  const result = schema.safeParse(body);
  if (result.success) return { ok: true, values: result.data as FieldValues };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? '');
    if (key && !errors[key]) errors[key] = issue.message;
  }
  return { ok: false, errors };
}

/** True when the hidden field that people never see was filled in. */
export function isSpam(body: Record<string, unknown>): boolean {
  const trap = body[HONEYPOT];
  return typeof trap === 'string' ? trap.trim() !== '' : trap !== undefined && trap !== null;
}
