import type { ChatAnswer } from '../model.ts';
import { HELP_CENTRE, HOME_PRICING, supportLink, type Handler, type HandlerContext } from './context.ts';

/** A topic the structured content answers exactly: when its words appear, its reply is given. */
interface Intent {
  name: string;
  matches: RegExp;
  /** Topics that a help article answers better, even when the intent's words appear. */
  unless?: RegExp;
  answer: (ctx: HandlerContext) => ChatAnswer;
}

const INTENTS: Intent[] = [
  {
    name: 'human',
    matches: /\b(human|real person|a person|agent|representative|operator|talk to|speak (to|with)|contact (you|support|nestwell|client support|customer)|customer (service|support|care)|client support|call you|phone( number)?|e-?mail( address)?|support team)\b/,
    answer: ({ facts, page }) => ({
      reply: `Our ${supportLink(facts)} team is there 24/7, for anything about a booking, a charge, a cleaner or the app. You can also reach it from the Support button at the top of every page: choose Clients.`,
      sources: [page('how-do-i-contact-nestwell-support', HELP_CENTRE)],
    }),
  },
  {
    name: 'jobs',
    matches: /\b(jobs?|hiring|careers?|employment|work (for|at|with) (you|nestwell|your company)|work as an? (cleaner|housekeeper|maid)|become an? (nestwell )?(cleaner|crew member|housekeeper|maid)|join (the|your) (team|crew)|crew app|apply (to|for) (a |the )?(job|position|crew|work|cleaner)|i('m| am) an? (cleaner|housekeeper|maid))\b/,
    answer: ({ facts, page }) => ({
      reply: `Our cleaners, the crew, apply on the [crew site](${facts.crewSiteUrl}) and work through the ${facts.brand} Crew app. Every cleaner is vetted and background-checked, so expect that to be part of joining. Questions about an application go to crew support, linked from the crew site.`,
      sources: [page('how-do-i-become-a-nestwell-cleaner', { title: 'Crew site', url: facts.crewSiteUrl })],
    }),
  },
  {
    name: 'creators',
    matches: /\b(creators?|influencers?|ugc|content creat\w*|youtubers?|tiktokers?|brand deals?|sponsor\w*|collab\w*|ambassador)\b/,
    answer: ({ page }) => ({
      reply: 'We run a creator program for content creators. Join it through the form on our [creators page](/creators), where the program details are too.',
      sources: [{ title: 'Creator program', url: '/creators' }, page('what-is-the-nestwell-creator-program', HELP_CENTRE)],
    }),
  },
  {
    name: 'business',
    matches: /\b(business (version|account|plan|waitlist|app)|for (my |our |a )?business(es)?|(business|the) wait ?list|company account|corporate|commercial account|for teams|b2b)\b/,
    answer: ({ facts, page }) => ({
      reply: `A business version of ${facts.brand} is coming soon: join the [business waitlist](/business-waitlist) to hear first. Today, offices and businesses can already book Office and Business Cleaning in the ${facts.brand} app.`,
      sources: [{ title: 'Business waitlist', url: '/business-waitlist' }, page('what-is-the-nestwell-business-version', HELP_CENTRE)],
    }),
  },
  {
    name: 'offer',
    matches: /\b(newcomer|promo( code)?|coupons?|discounts?|deals?|promotions?|% off|percent off|(special|current|welcome|intro\w*|first[- ]time|new customer) offers?|first (clean|cleaning|booking|order|visit)|half off|50 ?%)|\bcode\b/,
    unless: /\b(recurring|refund)\b/,
    answer: ({ facts, page }) => ({
      reply: `Your first cleaning is ${facts.offer.percentOff}% off with the promo code ${facts.offer.code}. Enter it in the ${facts.brand} app when you book; the app shows the discounted total before you confirm. If the code does not seem to apply, don't confirm yet and ask ${supportLink(facts)}, 24/7.`,
      sources: [page('how-do-i-pay-&-use-the-newcomer-code', HOME_PRICING)],
    }),
  },
  {
    name: 'promise',
    matches: /\b(satisf\w*|guarantee\w*|not happy|unhappy|not satisfied|dissatisfied|(don'?t|didn'?t|do not|did not) (like|love)|money back|refunds?|promise|bad (job|clean|cleaning)|poor (job|clean|cleaning)|not (clean|good) enough)\b/,
    answer: ({ facts, page }) => ({
      reply: `Our satisfaction promise: if you are not happy, you do not pay. Check the work, or review the job photos in the app, then tell ${supportLink(facts)} (24/7) what fell short; photos help. They'll walk you through what happens next for your booking.`,
      sources: [page('what-is-the-nestwell-satisfaction-promise', HELP_CENTRE)],
    }),
  },
  {
    name: 'trust',
    matches: /\b(is (it|nestwell|this) safe|safe to|can i trust|trust\w*|vetted|vetting|background[- ]check\w*|screen(ed|ing)|reliable|criminal record)\b/,
    answer: ({ facts, page }) => ({
      reply: `Every cleaner on the ${facts.brand} crew is vetted and background-checked. After each cleaning you can review the job photos in the app, and ${supportLink(facts)} is there 24/7 if anything concerns you.`,
      sources: [page('are-nestwell-cleaners-vetted-&-background-checked', HELP_CENTRE)],
    }),
  },
  {
    name: 'booking',
    matches: /\b((how|where) (do|can|would) i|how to|can i|i want to|i'?d like to|want to|help me|let me|is it possible to) (book|schedule|order|get|make|arrange|hire)\b|\bbook(ing)? (a |my |an )?(clean|cleaning|cleaner|appointment|maid|visit)\b|\b(the app|download|app store|google play|iphone|android|ios app)\b|\bbook (now|online|today)\b|\bhow does (it|booking) work\b/,
    unless: /\b(recurring|weekly|biweekly|monthly|cancel\w*|reschedul\w*|change|fees?|pay(ment)?|track|history|preferences?|website|photos?|add-?ons?|extras?|services?)\b/,
    answer: ({ facts, page }) => ({
      reply: `You book in the ${facts.brand} app, and it takes about 60 seconds, in three steps:\n1. Describe your space and needs.\n2. Get matched with a top-rated cleaner nearby.\n3. Pay securely.\nGet the app on the [App Store](${facts.iosHref}) or [Google Play](${facts.androidHref}).`,
      sources: [page('how-do-i-book-my-first-cleaning', { title: 'Home', url: '/' })],
    }),
  },
  {
    name: 'services',
    matches: /\b((what|which) (services|kinds? of clean\w*|types? of clean\w*|cleanings?)|services (do you|you) (offer|provide|have)|list (of )?(your )?services)\b/,
    answer: ({ facts, page }) => ({
      reply: `We offer five services, all booked in the ${facts.brand} app:\n${facts.services.map((s) => `- ${s}`).join('\n')}\nNot sure which fits? See [Which cleaning service should I choose?](${page('which-cleaning-service-should-i-choose', { title: '', url: '/support' }).url})`,
      sources: [page('which-cleaning-service-should-i-choose', { title: 'Home', url: '/' })],
    }),
  },
  {
    name: 'greeting',
    matches: /^(hi|hello|hey|hiya|good (morning|afternoon|evening)|thanks|thank you|thx|ok|okay|cool|great)[\s!.,]*(there|so much|a lot)?[\s!.]*$/,
    answer: () => ({
      reply: 'Hi! I can help with prices, where we clean, booking, the NEWCOMER offer and more. What would you like to know?',
      sources: [HELP_CENTRE],
    }),
  },
];

/** The first intent whose words the question uses (and whose exceptions it does not). */
export const answerIntent: Handler = (question, ctx) => {
  const intent = INTENTS.find((i) => i.matches.test(question.text) && !i.unless?.test(question.text));
  return intent ? intent.answer(ctx) : null;
};
