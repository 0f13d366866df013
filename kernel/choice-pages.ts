/**
 * The pages behind the site's dialog buttons. "Get the app" and Book Now open the store choice,
 * Support the support choice; each button submits a GET form to its page, so it works before its
 * island wakes and without JavaScript. The chat launcher leads to the help centre the same way.
 */
export const CHOICE_PAGES = {
  app: '/get-the-app',
  support: '/contact-support',
  help: '/support',
} as const;

/** QR codes of the two app addresses, made at build time: the store choice shows them on computers. */
export const APP_QR_CODES = {
  ios: '/get-the-app/app-store-qr.svg',
  android: '/get-the-app/google-play-qr.svg',
} as const;
