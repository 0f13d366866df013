import type { NativeFormProps } from './fields.ts';

/**
 * A built form page split around its form, written by the build for the server only
 * (dist-server/_forms/{slug}.json). The page is `head + title + body + form + tail`, the form being
 * the island's markup for `props`: the server answers a post made without JavaScript by putting a
 * re-rendered form in its place and a word of error before the title, with no parsing of markup.
 */
export interface FormPageParts {
  /** The page up to the text of its <title>. */
  head: string;
  /** The <title>'s text, as the page has it (escaped HTML). */
  title: string;
  /** From the end of the title's text to the form. */
  body: string;
  /** From the end of the form to the end of the page. */
  tail: string;
  /** The form island's props, as the page gives them to the browser. */
  props: NativeFormProps;
}

/** Where a form page's parts are, in the server folder. */
export const FORM_PARTS_DIR = '_forms';

export const formPartsFile = (slug: string) => `${FORM_PARTS_DIR}/${slug}.json`;
