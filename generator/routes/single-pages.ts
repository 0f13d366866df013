import { appChoice, CHOICE_PAGES, supportChoice } from '../../kernel/choice-pages.ts';
import { FORM_IDS } from '../../kernel/forms/fields.ts';
import type { Content } from '../content/load.ts';
import type { PageText } from '../content/page-texts.ts';
import { origin } from '../../kernel/headers.ts';
import { CREATOR_OVERVIEW_PDF } from '../documents.ts';
import { page, type Route } from '../routes.ts';
import { FORMS } from '../../kernel/forms/fields.ts';

/** The words of `content/pages/{slug}.md`; a missing file stops the build naming it. */
function textOf(content: Content, slug: string, need?: 'thanks'): PageText {
  const text = content.pageTexts.get(slug);
  if (!text) throw new Error(`content/pages/${slug}.md is missing: the /${slug} page needs its words`);
  if (need && !text[need]) throw new Error(`${text.file}: frontmatter "${need}" is missing: the form page needs it`);
  return text;
}

/**
 * The five form pages and their thank-you pages. A form with a provider configured in site.json
 * embeds it, and only that page's Content-Security-Policy allows the provider's host; any other
 * form is our own, posting to /be/api/forms/{form}.
 */
export function formPages(content: Content): Route[] {
  return FORM_IDS.flatMap((id) => {
    const def = FORMS[id];
    const text = textOf(content, def.slug, 'thanks');
    const provider = content.site.forms[id];
    const embed = provider.embedUrl ? { embedUrl: provider.embedUrl, scriptUrl: provider.scriptUrl } : null;
    const hosts = embed ? [origin(embed.embedUrl), origin(embed.scriptUrl)].filter((h): h is string => !!h) : [];
    return [
      page(content, {
        path: `/${def.slug}`, template: 'form', source: text.file,
        props: { form: id, heading: text.heading, html: text.html, thanks: text.thanks!, embed },
        csp: embed ? { script: hosts, frame: hosts, connect: hosts, form: hosts } : undefined,
        trail: [['Home', '/'], [text.heading, `/${def.slug}`]],
      }),
      page(content, {
        path: `/${def.slug}/thanks`, template: 'formThanks', source: text.file,
        props: { thanks: text.thanks!, backHref: '/', backLabel: 'Back to the home page' },
        meta: { title: `Thank you${content.pages.defaults.titleSuffix}`, description: text.thanks!, noindex: true },
      }),
    ];
  });
}

/**
 * The pages behind the dialog buttons: the store choice ("Get the app", Book Now) and the support
 * choice (Support), each the same choice as its dialog, as links.
 */
export function choicePages(content: Content): Route[] {
  const { site } = content;
  return [
    page(content, {
      path: CHOICE_PAGES.app, template: 'choice', source: 'generator/routes/single-pages.ts',
      props: appChoice(site),
      trail: [['Home', '/'], ['Get the app', CHOICE_PAGES.app]],
    }),
    page(content, {
      path: CHOICE_PAGES.support, template: 'choice', source: 'generator/routes/single-pages.ts',
      props: { ...supportChoice(site), support: true },
      trail: [['Home', '/'], ['Contact support', CHOICE_PAGES.support]],
    }),
  ];
}

/** The single pages: careers, applying to the crew, the booking fee, socials, reviews, accessibility, creator overview. */
export function infoPages(content: Content): Route[] {
  const trail = (text: PageText): [string, string][] => [['Home', '/'], [text.heading, `/${text.slug}`]];
  const documents = ['careers', 'apply', 'booking-fee', 'accessibility'].map((slug) => {
    const text = textOf(content, slug);
    return page(content, { path: `/${slug}`, template: 'document', source: text.file, props: { title: text.heading, html: text.html }, trail: trail(text) });
  });
  const socials = textOf(content, 'socials');
  const review = textOf(content, 'google-review');
  const overview = textOf(content, 'creator-overview');
  return [
    ...documents,
    page(content, { path: '/socials', template: 'socials', source: socials.file, props: { heading: socials.heading, html: socials.html }, trail: trail(socials) }),
    page(content, {
      path: '/google-review', template: 'googleReview', source: review.file,
      props: { heading: review.heading, html: review.html, reviewUrl: content.site.googleReviewUrl },
      trail: trail(review),
    }),
    page(content, {
      path: '/creator-overview', template: 'creatorOverview', source: overview.file,
      props: { heading: overview.heading, html: overview.html, pdfHref: CREATOR_OVERVIEW_PDF },
      // The PDF viewer is a same-origin frame (and <object> in some browsers): this page only.
      csp: { frame: ["'self'"], object: ["'self'"] },
      trail: trail(overview),
    }),
  ];
}
