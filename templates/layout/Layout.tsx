import type { ReactNode } from 'react';
import { Island } from '../Island.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';

/** The frame of every page: skip link, header, the page, footer, the chat button and the cookie banner. */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#main">Skip to content</a>
      <Header />
      <main id="main" tabIndex={-1}>{children}</main>
      <Footer />
      <Island name="chat" when="interaction" />
      <Island name="cookieBanner" props={{ policyHref: '/cookies' }} when="idle" />
    </>
  );
}
