import { useEffect, useState } from 'react';
import { gpcEnabled, loadAnalytics, storeConsent, storedConsent, type Consent } from '../shared/consent.ts';

export interface CookieBannerProps {
  policyHref: string;
}

/**
 * Asks once for analytics consent. Nothing renders on the server: whether to ask depends on the
 * visitor's stored choice and Global Privacy Control, which only the browser knows.
 */
export default function CookieBanner({ policyHref }: CookieBannerProps) {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (gpcEnabled()) return;
    const consent = storedConsent();
    if (consent === 'accepted') loadAnalytics();
    else if (consent === null) setVisible(true);
  }, []);

  if (!visible) return null;

  const choose = (value: Consent) => {
    storeConsent(value);
    if (value === 'accepted') loadAnalytics();
    setVisible(false);
  };

  return (
    <section className="cookie-banner" aria-labelledby="cookie-title">
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
