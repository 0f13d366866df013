import type { ReactNode } from 'react';
import { PREPAINT_SCRIPT } from '../kernel/prepaint.ts';

export interface Meta {
  title: string;
  description: string;
  /** Absolute URL. */
  canonical: string;
  /** Not-found and error pages ask not to be indexed. */
  noindex?: boolean;
  ogType?: 'website' | 'article';
  ogImage?: string;
}

export interface DocumentProps {
  meta: Meta;
  siteName: string;
  themeColor: string;
  analyticsId: string;
  /** The page's CSS, inlined: a stylesheet link would hold the first paint for a round trip. */
  css: string;
  boot: string;
  feed?: { href: string; title: string };
  jsonLd: object[];
  body: string;
}

/** Serialises JSON-LD so that no `</script>` inside a string can end the element. */
export function jsonLdText(record: object): string {
  return JSON.stringify(record).replace(/</g, '\\u003c');
}

/** The <html> shell around a rendered page body. */
export function Document(props: DocumentProps): ReactNode {
  const { meta } = props;
  return (
    <html lang="en-US" data-theme="light" data-analytics-id={props.analyticsId}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{meta.title}</title>
        <meta name="description" content={meta.description} />
        <link rel="canonical" href={meta.canonical} />
        {meta.noindex && <meta name="robots" content="noindex" />}
        <meta property="og:type" content={meta.ogType ?? 'website'} />
        <meta property="og:site_name" content={props.siteName} />
        <meta property="og:title" content={meta.title} />
        <meta property="og:description" content={meta.description} />
        <meta property="og:url" content={meta.canonical} />
        {meta.ogImage && <meta property="og:image" content={meta.ogImage} />}
        <meta name="twitter:card" content={meta.ogImage ? 'summary_large_image' : 'summary'} />
        <meta name="twitter:title" content={meta.title} />
        <meta name="twitter:description" content={meta.description} />
        {meta.ogImage && <meta name="twitter:image" content={meta.ogImage} />}
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <meta name="theme-color" content={props.themeColor} />
        {props.feed && <link rel="alternate" type="application/atom+xml" title={props.feed.title} href={props.feed.href} />}
        <script dangerouslySetInnerHTML={{ __html: PREPAINT_SCRIPT }} />
        <style dangerouslySetInnerHTML={{ __html: props.css }} />
        {/* The first frame waits for the header to be parsed whole: on a slow phone, a header painted half-parsed moved as the rest arrived. */}
        <link rel="expect" href="#main" blocking="render" />
        <script type="module" src={props.boot} />
        {props.jsonLd.map((record, i) => (
          <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(record) }} />
        ))}
      </head>
      <body dangerouslySetInnerHTML={{ __html: props.body }} />
    </html>
  );
}
