/** The stored cookie choice, under the original site's key so returning visitors keep it. */
export const CONSENT_KEY = 'cookieConsent';
export type Consent = 'accepted' | 'dismissed';

export function storedConsent(): Consent | null {
  try {
    const value = localStorage.getItem(CONSENT_KEY);
    return value === 'accepted' || value === 'dismissed' ? value : null;
  } catch {
    return null;
  }
}

export function storeConsent(value: Consent): void {
  try {
    localStorage.setItem(CONSENT_KEY, value);
  } catch {
    // Storage can be disabled; the choice then lasts for this page only.
  }
}

/** Global Privacy Control: a visitor who sends it gets no banner and no analytics. */
export function gpcEnabled(): boolean {
  return (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true;
}

/** Loads Google Analytics with the page's measurement id (chosen by path at build time). */
export function loadAnalytics(): void {
  const id = document.documentElement.dataset.analyticsId;
  if (!id || document.getElementById('gtag-js')) return;
  const w = window as Window & { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void };
  w.dataLayer = w.dataLayer || [];
  w.gtag = function gtag() {
    // gtag reads the arguments object itself, not an array copy.
    // eslint-disable-next-line prefer-rest-params
    w.dataLayer!.push(arguments);
  };
  w.gtag('js', new Date());
  w.gtag('config', id);
  const script = document.createElement('script');
  script.id = 'gtag-js';
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
  document.head.append(script);
}
