import type { ReactNode } from 'react';
import { Island } from '../Island.tsx';
import { usePage } from '../PageContext.ts';
import { Shared } from '../Shared.tsx';
import { Footer } from './Footer.tsx';
import { currentSection, Header } from './Header.tsx';

/** The frame of every page: skip link, header, the page, footer, the chat button and the cookie banner. */
export function Layout({ children }: { children: ReactNode }) {
  const { path } = usePage();
  return (
    <>
      <a className="skip-link" href="#main">Skip to content</a>
      {/* First in the tab order, so a keyboard user meets the choice before the page. */}
      <Island name="cookieBanner" props={{ policyHref: '/cookies' }} when="idle" />
      <Shared name="header" keys={{ section: currentSection(path) ?? '' }} render={({ section }) => <Header section={section} />} />
      <main id="main" tabIndex={-1}>{children}</main>
      <Shared name="footer" keys={{}} render={() => <Footer />} />
      <Island name="chat" when="interaction" />
    </>
  );
}
