import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { FORMS, type NativeFormProps } from '../../kernel/forms/fields.ts';
import { formPartsFile, type FormPageParts } from '../../kernel/forms/page-parts.ts';
import { serverDirOf } from '../../kernel/output-dirs.ts';
import { formPageWith } from './error-page.ts';

const temps: string[] = [];
afterEach(() => {
  for (const dir of temps.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A built site holding only the waitlist page's parts, as the build writes them. */
function builtParts(parts: FormPageParts): string {
  const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'nestwell-form-page-')), 'dist');
  temps.push(path.dirname(dir));
  const file = path.join(serverDirOf(dir), formPartsFile('waitlist'));
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(parts));
  return dir;
}

const props: NativeFormProps = { form: 'waitlist', thanks: 'We will write.' };
// Markup a regular expression over the page would mis-read: the props before the island's name,
// and another form for the same slug before the island's.
const parts: FormPageParts = {
  head: '<!DOCTYPE html><html><head><title>',
  title: 'Join &amp; wait',
  body: '</title></head><body><form data-form="waitlist" class="search"></form><div data-props="{}" data-island="form">',
  tail: '</div></body></html>',
  props,
};
const renderForm = async (given: NativeFormProps) => `<form data-form="${given.form}">${JSON.stringify(given.errors ?? {})}</form>`;

describe('formPageWith', () => {
  it('puts the re-rendered form between the parts the build wrote, with the error before the title', async () => {
    const dir = builtParts(parts);
    const page = await formPageWith(dir, FORMS.waitlist, { errors: { email: 'Enter an email.' } }, renderForm);
    expect(page).toBe(`${parts.head}Error: 1 field needs attention - Join &amp; wait${parts.body}<form data-form="waitlist">{"email":"Enter an email."}</form>${parts.tail}`);
  });

  it('counts the fields that need attention, and says only "Error" for a problem with the whole form', async () => {
    const dir = builtParts(parts);
    expect(await formPageWith(dir, FORMS.waitlist, { errors: { email: 'x', name: 'y' } }, renderForm)).toContain('<title>Error: 2 fields need attention - Join');
    expect(await formPageWith(dir, FORMS.waitlist, { formError: 'Too many.' }, renderForm)).toContain('<title>Error - Join');
  });

  it('gives the form the props the build gave it, and nothing when the build wrote no parts', async () => {
    const dir = builtParts(parts);
    const seen: NativeFormProps[] = [];
    await formPageWith(dir, FORMS.waitlist, { values: { name: 'Ann' } }, async (given) => (seen.push(given), ''));
    expect(seen).toEqual([{ ...props, values: { name: 'Ann' } }]);
    expect(await formPageWith(dir, FORMS.creators, {}, renderForm)).toBeNull();
  });
});
