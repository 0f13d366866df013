import { useEffect, useRef, useState } from 'react';
import { gpcEnabled, loadAnalytics, storeConsent, storedConsent, type Consent } from '../shared/consent.ts';

export interface CookieBannerProps {
  policyHref: string;
}

/**
 * Asks once for analytics consent. The banner is in the HTML, first in the page's tab order and
 * painted with the page (injected later, it became the page's largest and latest paint). The
 * pre-paint script marks a stored choice or Global Privacy Control on <html>, and CSS hides the
 * banner then; without JavaScript it is hidden too, since nothing could load. While it is up, the
 * page's scroll padding is its height, so a focused element is scrolled above it (WCAG 2.4.11).
 */
export default function CookieBanner({ policyHref }: CookieBannerProps) {
  const [visible, setVisible] = useState(true);
  const banner = useRef<HTMLElement>(null);

  useEffect(() => {
    const consent = storedConsent();
    if (consent === 'accepted' && !gpcEnabled()) loadAnalytics();
    if (consent !== null || gpcEnabled()) setVisible(false);
  }, []);
  // The page's scroll padding keeps the banner's height clear: focus scrolls what it moves to above it.
  useEffect(() => {
    const root = document.documentElement.style;
    if (visible) root.setProperty('--banner-clearance', `${innerHeight - banner.current!.getBoundingClientRect().top}px`);
    else root.removeProperty('--banner-clearance');
  }, [visible]);
  // The browser scrolls a focused element into view only when it is off screen: one that is on
  // screen but under the banner (a footer link, with Arial-width fonts) is scrolled above it here.
  useEffect(() => {
    if (!visible) return;
    const onFocus = (event: FocusEvent) => {
      const target = event.target as Element;
      const top = banner.current?.getBoundingClientRect().top;
      if (top === undefined || banner.current!.contains(target)) return;
      const box = target.getBoundingClientRect();
      if (box.bottom > top && box.top < innerHeight) window.scrollBy(0, box.bottom - top + 8);
    };
    document.addEventListener('focusin', onFocus);
    return () => document.removeEventListener('focusin', onFocus);
  }, [visible]);

  if (!visible) return null;

  const choose = (value: Consent) => {
    storeConsent(value);
    if (value === 'accepted') loadAnalytics();
    setVisible(false);
  };

  return (
    <section ref={banner} className="cookie-banner needs-js" aria-labelledby="cookie-title">
      <button type="button" className="dialog-close" aria-label="Close cookie banner" onClick={() => choose('dismissed')}>
        <span aria-hidden="true">×</span>
      </button>
      <h2 id="cookie-title">Cookies, only with your OK</h2>
      <p>
        We would like Google Analytics cookies, to learn which pages help. Nothing loads unless you
        accept. <a href={policyHref}>Cookie Policy</a>
      </p>
      <div className="cookie-actions">
        <button type="button" className="button button-primary" onClick={() => choose('accepted')}>Accept</button>
        <button type="button" className="button button-secondary" onClick={() => choose('dismissed')}>Decline</button>
      </div>
    </section>
  );
}
