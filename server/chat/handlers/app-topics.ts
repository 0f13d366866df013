import type { ChatAnswer } from '../../../kernel/chat/model.ts';
import { AREA_WAITLIST, type Slots } from '../understand/slots.ts';
import { quote } from '../sections.ts';
import { termsOf } from '../../../kernel/chat/search.ts';
import { HELP_CENTRE, phoneLink, supportLink } from './context.ts';
import type { ScopeContext } from './scope.ts';
import { plain } from '../reply-parts.ts';

/**
 * Questions about the app or the website itself, answered from what the site says of it: using the
 * website with assistive technology or adjusting how it looks (the accessibility statement),
 * trouble with the app (the App Feedback form), a web version of it (booking is in the app), and the
 * reminders it sends (quoted, saying what the site leaves out: when they come and how).
 */
export function answerAboutTheApp(text: string, slots: Slots, ctx: ScopeContext): ChatAnswer | null {
  if (asksSiteAccess(text)) {
    const access = siteAccess(ctx, text);
    if (access) return access;
  }
  if (APP_TROUBLE.test(text)) return appTrouble(ctx, text);
  if (DEVICE_ASKED.test(text) && !ANOTHER_WAY_ASKED.test(text)) return devices(ctx);
  // "A host account or dashboard for managing multiple properties" is the business version's (intents.ts), not a web version.
  if (ON_THE_WEB.test(text) && !slots.order.rooms.size && !SEVERAL_PLACES.test(text)) {
    const web = onTheWeb(ctx);
    if (web) return web;
  }
  if (REMINDED.test(text) && !slots.asks.includes('price') && !CLEANER_COMES_OR_GOES.test(text) && !AREA_WAITLIST.test(text)) return reminders(ctx, text);
  if (UNDESCRIBED_FEATURE.test(text)) return undescribedFeature(ctx);
  if (AN_ACCOUNT.test(text) && !SHARED_LOGIN.test(text) && !NOT_THE_SITE.test(text)) return anAccount(ctx);
  return null;
}

/** Using the website with poor sight or assistive technology, or changing how it looks: "your website is hard for me to read". */
/** Paying asked, whatever screen reader it is asked with: "how do i pay, can i give the cleaner cash?". */
const PAYING_ASKED = /\bhow (do|can|would|should) (i|we) pay\b|\b(pay|give|hand)\b[^.?!]{0,25}\b(cash|check|cheque)\b/;

export const asksSiteAccess = (text: string) => BARRIER.test(text) || !PAYING_ASKED.test(text) && (SITE_ACCESS.test(text) && (ON_THE_SITE.test(text) || ASSISTIVE.test(text) || ON_THIS_PAGE.test(text)) && (!NOT_THE_SITE.test(text) || (ASSISTIVE.test(text) && !NOT_A_DEVICE.test(text))));

/** Whether one needs an account, or trouble signing in: "must I make an 'account'?", "I have trouble with passwords". */
const AN_ACCOUNT = /\b(make|create|open|need|have to (make|have|create|open)|set up|sign up for|register for) (an? |my )?['"‘“]?accounts?\b|\b(passwords?|log ?ins?|sign ?ins?|logging in|signing in)\b/;

/** The words of the terms' sentence on where accounts live, as the index reads them: made once. */
const ACCOUNT_WORDS = termsOf('account booking payment');

/** One login for several people or places, a business account: the business version's question (intents.ts), not signing in. */
const SHARED_LOGIN = /\b(one|single|same|multiple|several|shared?|business|church|company|team|another|second|separate|two|three|all)\b[^.?!]{0,25}\b(logins?|log-ins?|accounts?)\b|\blog ?in too\b|\b(both|staff|manager|secretary|partners?|co-?hosts?)\b[^.?!]{0,40}\blog ?in\b/;

/** Accounts live in the app: the terms' own sentence, and who can help. */
function anAccount({ facts, sections }: ScopeContext): ChatAnswer | null {
  const [said] = sections.sentences(ACCOUNT_WORDS, 1, ['legal']);
  if (!said) return null;
  return {
    reply: `${plain(said.text)}\nThe site doesn't say more about signing up, signing in or passwords, so I won't guess; ${supportLink(facts)} can help you get set up, 24/7, or call ${phoneLink(facts)}.`,
    sources: [said.source],
  };
}

/** What people hope the app does that the site never describes: calendar sync, a split bill, a second user, exported photos. */
const UNDESCRIBED_FEATURE = /\b(sync\w*|integrat\w*|connect\w*|link\w*) (w\/ |with |to )?(my |the |our |your )?(airbnb|vrbo|calendars?|google calendar|ical|guesty|hostaway)\b|\b(airbnb|vrbo) calendars?\b|\bsplit (the |a |our )?(bill|cost|costs|payment|charge|price)\b|\bco-?host\b[^.?!]{0,40}\b(see|access|log ?in|login|account|share|notif\w*|automatically)\b|\b(second user|another user|multiple users|two logins?)\b|\b(download|export|save|timestamp\w*|time-?stamped|date-?stamped)\b[^.?!]{0,30}\bphotos?\b|\bphotos?\b[^.?!]{0,30}\b(download\w*|export\w*|timestamp\w*|time-?stamped|date-?stamped)\b/;

function undescribedFeature({ facts, page }: ScopeContext): ChatAnswer {
  return {
    reply: `The site doesn't describe that in the ${facts.brand} app, so I won't promise it. What it says the app does: booking in about 60 seconds, recurring schedules with reminders before each visit, job photos to review after each cleaning, and payment, with your total shown before you confirm. For anything else, ask ${supportLink(facts)}, 24/7.`,
    sources: [page('can-i-set-up-recurring-cleanings', HELP_CENTRE), page('can-i-see-photos-of-my-finished-cleaning', HELP_CENTRE)],
  };
}

/** Being told before a cleaning comes: the app's reminders ("remind me of the steps" asks to recall something). */
const REMINDED = /\b(reminders?|reminded|notif\w*|heads[- ]up|alerts?|(let|tell|warn) (me|us|her|him) know before|text (me|us) before)\b|\bremind (me|us|her|him)\b(?! (of|what|how|about|where|which|again))/;

/** The cleaner's arrival or leaving, which an alert would be about: "a notification when the cleaner arrives and leaves". */
export const CLEANER_COMES_OR_GOES = /\b(when|once|as soon as|if) (the |my |our |his |her )?(cleaners?|crew|they|she|he|someone)\b[^.?!]{0,15}\b(arriv\w*|gets? (there|here|in)|leaves?|left|is done|are done|finish\w*)\b/;

/** How long before a visit: the site does not say when reminders come. */
const HOW_LONG_BEFORE = /\b(the )?(day|night|morning|hours?|days?|week) before\b|\bhow (long|early|far|much) (before|ahead|in advance)\b|\bwhen (do|does|will|would)\b|\bhow many (hours|days)\b/;

/** How a reminder reaches you: a text, an email, a notification. */
const BY_WHAT = /\b(texts?|text messages?|sms|e-?mails?|push|notifications?|calls?|ring|phone|telephone)\b/;

/** Someone else's phone or inbox: "can the reminders go to the mother's phone instead of mine?" (intents.ts answers it). */
const ANOTHER_PHONE = /\binstead of (me|mine|my (phone|number|e-?mail))\b|\b(my|our|the|his|her|their) (parents?|mom|mum|dad|mother|father|wife|husband|partner|family|landlord|tenants?|roommates?|owner|boss)('?s)? (phone|e-?mail|number|ipad)\b/;

/** The reminders section of the recurring-cleanings article: what the app sends before each visit. */
function reminders(ctx: ScopeContext, text: string): ChatAnswer | null {
  if (ANOTHER_PHONE.test(text)) return null;
  const said = ctx.sections.section(ctx.sections.urlEnding('can-i-set-up-recurring-cleanings'), /remind/i);
  if (!said) return null;
  // The site says the app sends reminders, no more: not when they come, nor how (a text, an email).
  const unsaid = [
    ...(HOW_LONG_BEFORE.test(text) ? ['how long before a visit they arrive'] : []),
    ...(BY_WHAT.test(text) ? ['whether they come as a text, an email or a notification'] : []),
  ];
  return {
    reply: `${quote(said)}${unsaid.length ? `\nThe site doesn't say ${unsaid.join(', or ')}; ${supportLink(ctx.facts)} can tell you, 24/7.` : ''}`,
    sources: [{ title: said.title, url: said.url }, ctx.page('how-do-i-keep-track-of-my-cleanings-in-the-app', HELP_CENTRE)],
  };
}

/** Something wrong with the app itself: a crash, a bug, a log-in that fails, or feedback about it. */
const APP_TROUBLE = /^(?=.*\bapp\b).*\b(buttons?|text|letters|font|icons?|screens?|menus?)\b[^.?!]{0,40}\b(tiny|too small|so small|hard to (read|see|tap|press|use))\b|\bapp\b.*\b(crash\w*|bugs?|buggy|glitch\w*|freez\w*|froze|frozen|broken|not working|(won'?t|doesn'?t|does not|will not|can'?t) (open|load|work|let me|log)|keeps? (crashing|closing|freezing|logging me out)|log(ging|s)? me out|error)\b|\b(crash\w*|bugs?|buggy|glitch\w*)\b.*\bapp\b|\b(feedback|suggestion|idea|complain\w*|report) (about|on|for|with) (the|your) app\b|\bapp feedback\b/;

/** The app failing to install or open: "it keeps crashing when I open it", "won't download". */
const WONT_OPEN = /\b((won'?t|doesn'?t|does not|will not|can'?t|cannot) (open|load|install|download|start)|not (opening|loading|installing)|(crash|clos)\w* (when|as soon as|whenever|every time|each time) (i|we) (open|start|launch)\w*( it| the app| up)?(?! \w))\b/;

/** A person asked for beside the trouble: "how do I talk to an actual human, the app keeps glitching". */
const A_PERSON_ASKED = /\b(human|real person|a person|(actual|live|real live) (person|human|agent)|(talk|speak) (to|with) (someone|somebody|anyone|anybody)|call (someone|somebody|you|u|anyone|anybody)|phone number|(number|line) (to|i can) call)\b/;

function appTrouble(ctx: ScopeContext, text: string): ChatAnswer {
  // A person asked for: the phone line first, open as support is.
  const call = A_PERSON_ASKED.test(text) ? `To talk to a person, call ${phoneLink(ctx.facts)}, open 24/7.\n` : '';
  // The download article's own advice for an app that won't install or open comes first, then where to report it.
  const help = WONT_OPEN.test(text)
    ? `If the app won't install or open, the help centre says to check you have the client app, ${ctx.facts.brand} (${ctx.facts.brand} Crew is the cleaners' app), from the App Store or Google Play, and if you're still stuck to contact ${supportLink(ctx.facts)}, available 24/7. You can also tell us what went wrong on our [App Feedback Form](/app-feedback).`
    : null;
  return {
    reply: call + (help ?? `Tell us on our [App Feedback Form](/app-feedback): it is for feedback about the ${ctx.facts.brand} app, what works and what gets in your way. If you need help with a booking, a payment or a cleaning, contact ${supportLink(ctx.facts)}, available 24/7.`),
    sources: help ? [ctx.page('where-can-i-download-the-nestwell-app', HELP_CENTRE), { title: 'App Feedback Form', url: '/app-feedback' }] : [{ title: 'App Feedback Form', url: '/app-feedback' }, HELP_CENTRE],
  };
}

/** Whether the app runs on a phone: "a pretty old android phone, will that work?", "android or just iphone?", "what iOS version?". */
const DEVICE_ASKED = /\b(?:old|older|ancient|outdated|cheap)\s+(?:android|iphone|phone|samsung)\b|\b(?:android|ios|iphone) version\b|\bversion of (?:android|ios)\b|\b(?:android|iphone) or (?:just |only )?(?:android|iphone)\b|\b(?:android|iphone|ios) only\b[^.?!]{0,20}\b(?:android|iphone|ios)\b|\b(?:only|just) (?:for )?(?:android|iphone|ios)\b[^.?!]{0,20}\b(?:or|and)\b[^.?!]{0,10}\b(?:android|iphone|ios)\b|\b(?:app|it|that)\b[^.?!]{0,20}\b(?:work|run)s? on (?:my |an? |the )?(?:old |older )?(?:android|iphone|samsung)\b/;
/** Another way asked beside the phone, or which app or where to get it: those questions' own answers (a tablet's too). */
const ANOTHER_WAY_ASKED = /\b(?:web ?site|online|computer|laptop|browser|by (?:tele)?phone|on (?:the )?telephone|by calling|ring you|call(?:ing)? you|which (?:one|app)|where (?:do|can|would|should) (?:i|we)|download|find|ipad|tablet)\b/;

/** The stores the app is in; the site names no versions of Android or iOS it needs. */
function devices(ctx: ScopeContext): ChatAnswer {
  return {
    reply: `The ${ctx.facts.brand} app is on [Google Play](/nestwell-android) for Android and on the [App Store](/nestwell-ios) for iPhone. The site doesn't say which versions of Android or iOS it needs: the store's page for the app shows whether it installs on your phone. If it doesn't, ask ${supportLink(ctx.facts)}, 24/7.`,
    sources: [{ title: 'Google Play', url: '/nestwell-android' }, { title: 'App Store', url: '/nestwell-ios' }, HELP_CENTRE],
  };
}

/** Several properties or locations looked after at once. */
const SEVERAL_PLACES = /\b(multiple|several|many|all (my|our)|a few|\d+) (properties|units|listings|rentals|locations|offices|sites|buildings)\b/;

/** A web version of the app: a portal, a dashboard, booking from a computer. */
const ON_THE_WEB = /\b(web|browser|desktop|computer|laptop|pc|online) ?(version|portal|dashboard|app|account|log-?in|booking)\b|\b(portal|dashboard)\b|\bonly (the |a |on the )?(phone|mobile) app\b|\bwithout (installing |downloading )?(the |an )?app\b|\b(don'?t|do not) (want|like) to (install|download) (an?|the|another|yet another) app\b|\b(can'?t|can|could|couldn'?t) (i|we) (just )?do (it|this|that) (on|through|from|via) (the|your|ur) (web ?)?site\b/;

function onTheWeb(ctx: ScopeContext): ChatAnswer | null {
  const url = ctx.sections.urlEnding('can-i-book-a-cleaning-on-the-nestwell-website');
  const opening = ctx.sections.section(url, /^$/);
  const why = ctx.sections.section(url, /why/i);
  if (!opening) return null;
  return {
    reply: [quote(opening), ...(why ? [quote(why)] : []), `If you can't get the app working, ${supportLink(ctx.facts)} can help, 24/7.`].join('\n'),
    sources: [{ title: opening.title, url: opening.url }],
  };
}

/** Moving content on a page that bothers a visitor: "the moving line of words makes me dizzy". */
const MOTION = /(moving|scrolling|sliding|running|rolling) (line|text|words|bar|banner|ticker|letters)|dizzy|motion sick\w*|animations?|marquee|ticker|(stop|pause) (the |that )?(moving|scrolling)|(?<!\b(date|day|time|dates|plans?|move-?out|move-?in|closing|schedule) )keeps? (on )?(scrolling|moving|sliding)/;
/** What the statement says the site does not yet do well: "are there parts you know are not fully accessible?". */
const LIMITATIONS = /\b(limitations?|not (fully |yet |completely |entirely )?accessible|inaccessible|known (issues|problems|gaps))\b/;
/** The letters themselves hard to read, said without naming the website: "the writing is far too small and pale for my eyes". */
const READING = /(letters|text|writing|font|print|words)\b.{0,40}\b(small|tiny|pale|faint|hard to (read|see))|for my eyes/;

/** A part of the website that a keyboard can't get past, the cookie banner's included: a barrier to report. */
const BARRIER = /\b(buttons?|forms?|links?|menus?|(price )?table|web ?site|site)\b[^.?!]{0,30}\b(doesn'?t|does not|don'?t|do not|isn'?t|won'?t) work(ing)?\b(?! (out|for (my|our) (schedule|budget|family)))|\b(keyboard|focus|tab(bing)?)\b[^.?!]{0,80}\b(trap\w*|stuck|can'?t (get|move|tab) (past|out|away)|cannot (get|move|tab) (past|out|away)|won'?t let me|lost)\b|\b(trap\w*|stuck)\b[^.?!]{0,40}\b(keyboard|focus)\b/;

/** Using the website with a disability or assistive technology, or changing how it looks. */
// "A large print or audio version of the price list?": another format of the site's own pages (not a library's large-print book).
const SITE_IN_ANOTHER_FORMAT = /\b(large[- ]print|braille|audio|alternative|accessible) (version|format|copy|edition)s?\b[^.?!]{0,25}\b(site|website|price|prices|pages?|terms|policy|list)\b/;
/** Scripts blocked or off, in other words than "JavaScript": "our filter blocks a lot of scripts", "with scripts disabled". */
const SCRIPTS_OFF = /\b(?:block\w*|filter\w*|disabl\w*|turn\w* off|without|no)\b[^.?!]{0,20}\bscripts\b|\bscripts\b[^.?!]{0,20}\b(?:blocked|off|disabled|turned off)\b/;
export const SITE_ACCESS = new RegExp(String.raw`${SITE_IN_ANOTHER_FORMAT.source}|\b(poor (sight|vision)|accessib\w*|disabilit(y|ies)|disabled|impair\w*|blind|deaf|screen ?readers?|voice ?over|nvda|jaws|talkback|keyboard|without a mouse|mouth ?stick|switch access|magnif\w*|zoom|text size|font size|bigger (text|letters|font|print)|(text|writing|letters|font|print|words) (\w+ )?(bigger|larger)|macular|(letters?|text|writing|font|print|words)\b.{0,40}\b(small|tiny|hard to (read|see))|(small|tiny|fine) (letters|text|writing|font|print)\b[^.?!]{0,40}\b(hard|difficult|struggle)|(hard|difficult) (for me )?to (read|see)|easier (to read|on (my|the) eyes)|dark mode|night mode|contrast|too bright|colou?r ?blind\w*|javascript|noscript|${SCRIPTS_OFF.source}|no[- ]?js|wcag|assistive|eyesight|low vision|larger (text|letters|font|print)|(text|letters|font|print|words|website|site|page)\b.{0,25}\b(bigger|larger)|(made|make) (it |things |everything )?(bigger|larger)|read (it |things |the (site|page|text) )?(out )?aloud|text[- ]to[- ]speech|ada( compliant| compliance)?|section 508|big (letters|text|print|font)|${MOTION.source}|(dark|light|night) (button|setting|theme|background)|(website|site|page|screen)\b.{0,25}\b(darker|dimmer)|make (it |the (website|site|page|screen) )?(darker|dimmer)|hurts? (my|the) eyes|voice (control|commands?|access)|(hard|difficult|tricky) (for me )?to (click|tap|press|hit)|easier to (use|read|click|tap)|(my )?(hands?|fingers?) (shake|tremble|aren'?t what)|tremors?|(back|switch|change|return|go) (it )?(back )?to (the )?(light|normal|white|bright|old|original)( (mode|way|colou?rs?|look))?)\b`);
/** The website named, so an "accessible entrance" or a "keyboard" to clean is not about it. */
const ON_THE_SITE = /\b(site|website|web ?site|pages?|menus?|forms?|chat|online|browser|screen|links?|buttons?)\b/;
/** Words that are about using a website whatever else is named. */
const ASSISTIVE = new RegExp(String.raw`\b(high[- ]contrast|contrast mode|low vision|macular|(make|get) (the )?(text|writing|letters|font|print|words) (\w+ )?(bigger|larger)|screen ?readers?|voice ?over|voice control|nvda|jaws|talkback|javascript|noscript|wcag|dark mode|assistive|mouth ?stick)\b|${SCRIPTS_OFF.source}|${SITE_IN_ANOTHER_FORMAT.source}`);
/** Letters hard to read or moving words, said of the page the chat is on unless the app is named (the app's feedback form is for that). */
const ON_THIS_PAGE = new RegExp(String.raw`^(?!.*\bapp\b).*\b(${READING.source}|${MOTION.source})\b`);
/** Words of a home's or a building's access, the cookie banner, or reaching a person: none of them the website's use. */
const NOT_THE_SITE_S = String.raw`entrance|ramp|parking|stairs|elevator|lift|driveway|wheelchair accessible (home|house|apartment|unit)|cookies?|(?<!(?:moving|scrolling|sliding|running|rolling) )banner|tracking|sent to|reach|a person|human|call`;
/** Those words, which a screen reader's user on a phone still means ("VoiceOver on her phone" is about the site). */
const NOT_A_DEVICE = new RegExp(String.raw`\b(${NOT_THE_SITE_S})\b`);
/** Those words or a phone: a home's or a building's access, which the booking notes are for. */
// "I read on phone", "on my phone": the phone the site is read on, which is the site's.
const NOT_THE_SITE = new RegExp(String.raw`\b(${NOT_THE_SITE_S}|(?<!\bon (?:my |a |the |her |his )?)phone)\b`);

/** Booking asked of someone using assistive technology: "can she book it herself?", "the one booking", not a booking screen or fee. */
const BOOKING_ASKED = /\b(can|could|will|would|how (do|can|would)|able to|to)\b[^.?!]{0,25}\b(book|make (a |the )?booking)\b(?! now)|\b(the one|ones?) booking\b|\bhandl\w* (our |the |my )?bookings\b/;

/** The accessibility statement: its opening, the part the question is about, and how to report a barrier. */
function siteAccess(ctx: ScopeContext, text: string): ChatAnswer | null {
  const url = ctx.sections.urlEnding('accessibility');
  const opening = ctx.sections.section(url, /^$/);
  if (!opening) return null;
  const adjusting = /\b(dark|darker|dimmer|night|light|bright|contrast|pale|faint|small|tiny|bigger|larger|size|zoom|font|read|see|eyes|magnif\w*|colou?r|mov\w*|scroll\w*|dizzy|motion|animations?)\b/.test(text);
  const barrier = BARRIER.test(text);
  const part = barrier ? ctx.sections.section(url, /report/i) : LIMITATIONS.test(text) ? ctx.sections.section(url, /limitation/i) : adjusting ? ctx.sections.section(url, /adjust/i) : ctx.sections.section(url, /standard|test/i);
  // "Will the site work with scripts blocked?": the statement's line on it, whichever part the other words point to.
  const javascript = /\b(javascript|noscript|no[- ]?js)\b/.test(text) || SCRIPTS_OFF.test(text) ? ctx.sections.section(url, /standard|test/i)?.text.split('\n').find((line) => /javascript/i.test(line)) : undefined;
  const size = [
    ...(/\b(small|tiny|big|bigger|larger|size|zoom|font|magnif\w*)\b/.test(text) ? ["The site describes no text-size setting of its own; your browser's zoom (Ctrl and +, or Cmd and + on a Mac, or pinching on a phone) makes the text larger."] : []),
    ...(/\b(contrast|pale|faint)\b/.test(text) ? ['The site describes no high-contrast setting beyond light and dark mode.'] : []),
  ];
  // "Does that apply to the app too?": the app first, and the statement's opening for what it does cover.
  // "Is your site/app accessible?" asks of both: the statement's part as well.
  // "VoiceOver on her iPhone. Can she book the cleaning herself?": booking on a phone is the app's.
  const booking = BOOKING_ASKED.test(text);
  const appAsked = /\bapp\b/.test(text) || (booking && /\b(iphone|android|phone|ipad|tablet)\b/.test(text));
  const ofTheApp = appAsked && !/\b(site|website)\s*(\/|or|and|&)\s*(the )?app\b|\bapp\s*(\/|or|and|&)\s*(the )?(site|website)\b/.test(text) && !adjusting && !LIMITATIONS.test(text) && !javascript;
  const appNotCovered = (statement: string) => `${statement} covers this website; the site doesn't say how the ${ctx.facts.brand} app works with assistive technology. For the app, use the [app feedback form](/app-feedback) or ask client support.`;
  return {
    reply: [
      ...(ofTheApp ? [appNotCovered('The accessibility statement')] : []),
      quote(opening),
      ...(ofTheApp ? [] : javascript ? [javascript] : part ? [quote(part)] : []),
      // The home page's own control, which the statement does not name.
      ...(MOTION.test(text) ? ['The scrolling features bar on the home page also has a Pause button.'] : []),
      ...size,
      // The statement is the website's: "is the app accessible?" is not answered by it.
      ...(appAsked && !ofTheApp ? [appNotCovered('The statement')] : []),
      // "If the app doesn't work with my screen reader, can I book over the phone instead?": the app is the one way to book.
      ...(booking ? [`Cleanings are booked in the ${ctx.facts.brand} app; the site offers no other way to book, not by phone or on the website. If the app is hard to use, ${supportLink(ctx.facts)} can help, 24/7, or call ${phoneLink(ctx.facts)}.`] : []),
      ...(barrier ? [] : [`If something on the site is hard to use, tell ${supportLink(ctx.facts)}, 24/7, with the page address and what you were trying to do.`]),
    ].join('\n'),
    sources: [{ title: opening.title, url: opening.url }],
  };
}
