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
