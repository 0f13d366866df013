import { HELP_CENTRE } from './page-urls.ts';

/**
 * The pages behind the site's dialog buttons. "Get the app" and Book Now open the store choice,
 * Support the support choice; each button submits a GET form to its page, so it works before its
 * island wakes and without JavaScript. The chat launcher leads to the help centre the same way.
 */
export const CHOICE_PAGES = {
  app: '/get-the-app',
  support: '/contact-support',
  help: HELP_CENTRE,
} as const;

/** QR codes of the two app addresses, made at build time: the store choice shows them on computers. */
export const APP_QR_CODES = {
  ios: '/get-the-app/app-store-qr.svg',
  android: '/get-the-app/google-play-qr.svg',
} as const;

/** One choice: where it leads, in the words the dialog and the choice page both show. */
export interface Choice {
  title: string;
  text: string;
  href: string;
  /** A QR code of the choice's address (an SVG made at build time), shown on computers. */
  qrSrc?: string;
}

/** A choice as its dialog and its page show it: page heading, dialog title, lead and choices. */
export interface ChoiceSet {
  heading: string;
  dialogTitle: string;
  lead: string;
  choices: Choice[];
}

/** What the choices name, from content/site.json. */
export interface ChoiceSite {
  brand: { name: string; slug: string };
  crewBrand: { name: string };
  clientSupportUrl: string;
  crewSupportUrl: string;
}

/**
 * The store choice ("Get the app", Book Now): the one source of its words, which the build puts
 * in the choice page and, as props, in the dialog islands.
 */
export function appChoice(site: ChoiceSite): ChoiceSet {
  return {
    heading: `Get the ${site.brand.name} app`,
    dialogTitle: `Book in the ${site.brand.name} app`,
    lead: 'Choose your phone to get the app. Booking takes about 60 seconds.',
    choices: [
      { title: 'iPhone', text: 'Download on the App Store', href: `/${site.brand.slug}-ios`, qrSrc: APP_QR_CODES.ios },
      { title: 'Android', text: 'Get it on Google Play', href: `/${site.brand.slug}-android`, qrSrc: APP_QR_CODES.android },
    ],
  };
}

/** The support choice (Support): client support or the crew's, for the page and the dialog. */
export function supportChoice(site: ChoiceSite): ChoiceSet {
  return {
    heading: 'Who needs support?',
    dialogTitle: 'Who needs support?',
    lead: `Clients and the ${site.crewBrand.name} each have their own support team.`,
    choices: [
      { title: 'Clients', text: 'Questions about a booking, a cleaning or your account', href: site.clientSupportUrl },
      { title: site.crewBrand.name, text: `Help for cleaners working with ${site.brand.name}`, href: site.crewSupportUrl },
    ],
  };
}
