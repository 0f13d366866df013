import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { NativeFormProps } from '../kernel/forms/fields.ts';
import type { FormPageParts } from '../kernel/forms/page-parts.ts';
import { renderPage, type RenderContext } from './render.tsx';
import type { PageRoute } from './routes.ts';

/** Stand in for the form and the title's text in a second render; characters React never escapes. */
const FORM_MARK = 'nestwell-form-place';
const TITLE_MARK = '\u{E000}nestwell-title\u{E000}';

/**
 * A form page split around its form and its title (kernel/forms/page-parts.ts), from a render of
 * the same route with a marker in place of the form island's markup and of the title. Throws when
 * the parts do not rebuild the page as built, so the server never answers with a page that differs
 * from it.
 */
export function formPageParts(route: PageRoute, ctx: RenderContext): FormPageParts {
  let props: NativeFormProps | undefined;
  const Place = (given: NativeFormProps) => {
    props = given;
    return createElement(FORM_MARK);
  };
  // Without shared markup: a page rendered whole is the same page.
  const whole = { ...ctx, shared: undefined };
  const html = renderPage(route, whole).html;
  const marked = renderPage({ ...route, meta: { ...route.meta, title: TITLE_MARK } }, { ...whole, islands: { ...ctx.islands, form: Place } }).html;
  const around = marked.split(`<${FORM_MARK}></${FORM_MARK}>`);
  const titled = around[0]!.split(TITLE_MARK);
  if (!props || around.length !== 2 || titled.length < 2) throw new Error(`${route.path}: the form page has no form island and title to split around`);
  // The title is the document's first use of it; the others (og:title...) keep its text.
  const title = renderToStaticMarkup(<>{route.meta.title}</>);
  const parts = { head: titled[0]!, title, body: titled.slice(1).join(title), tail: around[1]!.split(TITLE_MARK).join(title), props };
  const front = parts.head + parts.title + parts.body;
  if (!html.startsWith(front) || !html.endsWith(parts.tail) || html.length < front.length + parts.tail.length) {
    throw new Error(`${route.path}: the form page split around its form does not rebuild the page`);
  }
  return parts;
}
