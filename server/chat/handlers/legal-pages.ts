/**
 * Questions the legal pages answer in a way no one sentence does: what the website collects (the privacy policy's list,
 * kind by kind), something private offered to the chat (the policy asks that it not be sent), and a particular question
 * about the terms of service (the section whose heading names it).
 */
import type { ChatAnswer, Source } from '../../../kernel/chat/model.ts';
import { askedTerms } from '../understand/asked-terms.ts';
import { ITEM, TABLE_RULE, type Sections } from '../sections.ts';
import { dedupe, linkTo, plain } from '../reply-parts.ts';
import { HELP_CENTRE, supportLink } from './context.ts';
import type { ScopeContext } from './scope.ts';
import { DONE_WITH } from '../understand/slots.ts';

/** A child said to be under 17 by her age: "my granddaughter is twelve", "he's 15". */
export const A_CHILD_BY_AGE = /\b(is|she'?s|he'?s|aged?|only) (eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|[89]|1[0-6])\b(?! (years? (ago|in)|minutes|hours|days|weeks|months|o'?clock|am|pm|percent|%|dollars))/;

/** Something particular asked of the terms of service: which law governs them, how they change. */
const OF_THE_TERMS = /\b(terms|tos|terms of (service|use)|fine print|conditions)\b/;
const PARTICULAR = /\b(laws?|govern\w*|jurisdiction|chang(e|es|ed)|updat\w*)\b/;

/**
 * A particular question about the terms of service ("which state's law governs your terms?"): the section of the
 * terms whose heading names it, quoted from its start. Null when no heading names it.
 */
export function termsSay(ctx: ScopeContext, text: string): ChatAnswer | null {
  const url = ctx.sections.urlEnding('terms-of-service');
  if (!url || !OF_THE_TERMS.test(text) || !PARTICULAR.test(text)) return null;
  const found = ctx.sections.sectionNaming(url, askedTerms(text.replace(OF_THE_TERMS, ' ')));
  if (!found) return null;
  const [first = ''] = found.section.text.split('\n');
  return { reply: `${plain(first)}\nThat is from the "${found.section.section}" section of our ${linkTo({ title: found.section.title, url })}.`, sources: [{ title: found.section.title, url }] };
}

/** Deleting asked for: "delete it", "get that removed", "the partners want it withdrawn". */
// "I'd like it taken off", "take me off the list": an entry removed, however it is said.
export const DELETION_ASKED = /\b(delet\w*|remov\w*|eras\w*|withdraw\w*|(?:taken|take|took|get|got) (?:(?:it|me|us|them|my name|my email|my (?:info|information|details)) )?off\b(?! (?:work|the (?:price|bill|total)))|unsubscrib\w*|opt(?:ed|ing)? out)/;
/** A form or waitlist entry to delete: "I filled the early access waitlist form, can u delete that". */
// "I sent the business waitlist form. The partners want it gone. How do I get that deleted?": a sentence or two on; "how do I
// get it deleted? (the business waitlist form)", the form carried from the turn before (dialogue.ts).
export const ENTRY_DELETED = new RegExp(String.raw`\b(wait ?list|early[- ]access|forms?|submission|sign[- ]?up)\b[^.?!]{0,60}(?:[.?!]\s*[^.?!]{0,40}){0,2}${DELETION_ASKED.source}|${DELETION_ASKED.source}\b[^.?!]{0,30}[.?!]?\s*\((the )?([a-z]+ ){0,2}form\b`);

/** The offer's end asked: "does it expire?", "if you end the promo before my clean date do I lose it?". */
export const OFFER_ENDS = /\b(expir\w*|end(s|ed|ing)? (the |this |your )?(promo|promotion|offer|code|deal|discount)|(promo|promotion|offer|code|deal|discount) (ends?|ending|goes away|is over)|valid until|good until|how long (is|does|will) (it|the code|the offer|newcomer|the promo) (last|valid|good|work)|lose (it|the discount|the code)|(pull|pulled|withdraw\w*|revok\w*|cancel+ed|taken away|take (it|the code|the offer) away)\b[^.?!]{0,30}\b(after|once|booked|confirmed))\b/;

/**
 * Questions a section of a legal page answers whole, in the visitor's words: the page (by its address's end), the
 * section's heading, and the items of its list that answer (`items`, by their lead), where the rest of it is beside
 * the question. `silentOn` names what a visitor may suspect the page hides: where the page never writes the word, the
 * answer says so first, in so many words.
 */
/** Asked where something is written, or whether the terms say it: "is that in the terms?", "where are the full terms of the promise?". */
export const WRITTEN_IN_THE_TERMS = /\b(in|part of|under|from) (the |your |ur )?(terms( of service)?|tos|t&cs?|contract|writing)\b|\bterms of service\b|\b(actual|full|exact|official) terms\b|\b(do|does) (the |your )?terms (say|mention|cover|include)\b|\blegally binding\b|\bwritten (down|anywhere|somewhere)\b/;

/** What a visitor tells us about themselves: "my email", "our phone number", "my personal data". */
export const THEIR_DETAILS = /\b(?:my|our) (?:personal |contact |home |street )?(?:address|(?:tele)?phone(?: number)?|e-?mail(?: address)?|info\w*|data|details|name)\b/;
/** Who sees what one gives us, asked: "who sees that?", "who has access to it?". */
const WHO_SEES = /\bwho (?:sees|can see|gets to see|will see|would see|has access to|reads|looks at) (?:that|it|this|them|those|my|our)\b/;
/** One of our forms named: what it took is the notice's rows for that form. */
export const A_FORM = /\b(wait ?list|forms?|sign[- ]?up|creator program|video submissions|app feedback)\b/;

const SECTIONS_ASKED: { asks: RegExp; unless?: RegExp; page: string; heading: RegExp; items?: RegExp; intro?: boolean; silentOn?: [RegExp, string][] }[] = [
  {
    // "Is the promise in the terms or just marketing?": the terms' own section on it.
    asks: new RegExp(String.raw`^(?=[\s\S]*${WRITTEN_IN_THE_TERMS.source})(?=[\s\S]*\b(promise|guarantee\w*|satisf\w*|not happy|unhappy)\b)`),
    // Its deadline, or what happens when one isn't happy, is the promise's own answer.
    unless: /\b(time limit|deadline|how long|how many days|refund\w*|re-?clean\w*|come back|redo)\b/,
    page: 'terms-of-service', heading: /\bpromise\b/i,
  },
  {
    // "Is the code in the terms?": the terms' section on the offer.
    asks: new RegExp(String.raw`^(?=[\s\S]*${WRITTEN_IN_THE_TERMS.source})(?=[\s\S]*\b(newcomer|promo( code)?|the code|discount)\b)`),
    unless: /\b(stack\w*|combin\w*|cancel\w*|add-?ons?|minimum)\b/,
    page: 'terms-of-service', heading: /\boffer\b/i,
  },
  {
    // "Does NEWCOMER expire?", "if you end the promo before my clean date do I lose it?": the terms' own section on the offer,
    // which says it may change or end without touching a confirmed booking.
    asks: new RegExp(String.raw`^(?=[\s\S]*\b(newcomer|code|promo\w*|offer|deal|discount)\b)[\s\S]*${OFFER_ENDS.source}`),
    // Asked beside another question of the code (stacking it, cancelling), the offer's answer says both.
    unless: /\b(stack\w*|combin\w*|cancel\w*|cap|max\w*|add-?ons?|minimum|fine print|conditions)\b/,
    page: 'terms-of-service', heading: /\boffer\b/i, silentOn: [[/\b(expir\w*|end date|valid until|good until)\b/, 'an end date for it']],
  },
  {
    // "Please delete my name and email", "can you remove my application?", "if I want my data deleted, how long?": how to ask, and how soon we answer.
    // "I put my name and e-mail on one of your waiting lists. I should now like all of that removed", "take me off the list".
    asks: new RegExp(String.raw`\b(my name|my e-?mail( address)?|my details|all of (that|it))\b[^.?!]{0,30}\b(removed|erased|deleted|taken off)\b|\b(removed|taken off|take (me|us) off) (from |of )?(the |your |a |one of your )?(waiting ?lists?|wait ?list|mailing list|early[- ]access list)\b|\b(please |pls |can you |could you |i want (you )?to |how (do|can) i (get you to )?)?(delete|remove|erase|wipe)\b[^.?!]{0,30}\b(my|our) (contact |personal )?(name|e-?mail|details|data|info\w*|application|handles?|submission|entry|sign[- ]?up|phone number|personal)|\b(get|have|want|need|like) (all )?(my|our|of my|of our) (personal )?(data|info\w*|details)( \w+)? (deleted|removed|erased)\b|${ENTRY_DELETED.source}`),
    page: 'privacy-policy', heading: /how to use your rights/i, items: /timing|cost/i, intro: true,
  },
  {
    // "How long does Nestwell have to respond if I ask for a copy of my data?": the policy's timing, not how long a cleaning takes.
    asks: /\b(how long|how many days|how soon|how quickly|deadline|within how)\b[^.?!]{0,60}\b(respond|response|reply|answer|get back|fulfil\w*|process\w*)\b[^.?!]{0,60}\b(request|data|information|info|copy|delet\w*|privacy|rights?)\b|\b(respond|response|reply)\b[^.?!]{0,40}\b(privacy|data|deletion|access) (request|requests)\b[^.?!]{0,40}\b(how long|how many days|deadline|within)\b/,
    page: 'privacy-policy', heading: /how to use your rights/i, items: /timing|cost/i,
  },
  {
    // "How will my personal information be kept?", "how do you protect my data?": the policy's section on protecting it, not the
    // chat's own keeping in the tab.
    asks: /\bhow (?:will|would|is|are) (?:my|our) (?:personal )?(?:information|info|data|details) (?:be )?(?:kept|stored|held|protected|secured|safeguarded)\b|\bhow (?:do|will|would) (?:you|u|nestwell) (?:keep|store|protect|secure|safeguard) (?:my|our) (?:personal )?(?:information|info|data|details)\b/,
    page: 'privacy-policy', heading: /how we protect information/i,
  },
  {
    // "If I put my salon on the business waitlist, you sell it to other company?": what the notice says we never do.
    // "Do you sell it or use it for ads?": the same list, which says both.
    asks: /^(?=[\s\S]*\b(wait ?list|forms?|sign[- ]?up)\b)[\s\S]*\b(sell|sold|selling)\b[^.?!]{0,40}\b(compan(y|ies)|others?|anyone|anybody|third[- ]part(y|ies)|advertisers|marketers|ads|advertising)\b/,
    page: 'notice-at-collection', heading: /what we don'?t do/i,
  },
  {
    // "What do you do with my IP address?": the notice's row for technical data.
    asks: /\b(ip|internet protocol) ?(address(es)?)?\b(?! (rating|camera))|\bmy ip\b/,
    // What Google Analytics receives is the cookie answers'.
    unless: /\b(google analytics|analytics|ga)\b/,
    page: 'notice-at-collection', heading: /what we collect/i, items: /\bIP address\b/,
  },
  {
    // "What do you use my personal data for?", "what do you do with my email?": the policy's purposes, its list whole.
    asks: new RegExp(String.raw`\b(?:how (?:do|does|will|would) (?:you|u|nestwell) use|what (?:do|does|will|would) (?:you|u|nestwell) (?:use|do with)) (?!(?:my|our) (?:home |street )?address\b)${THEIR_DETAILS.source}`),
    // What a form took is the notice's rows for that form; what the address is for (above), the matching article's.
    unless: A_FORM,
    page: 'privacy-policy', heading: /how we use information/i,
  },
  {
    // "Do you share my data with anyone?", "is it shared with anyone? (my personal data)": the policy's list of who gets it.
    // "How will my personal information be kept? Who sees that, and do you sell it?": who sees it is the same list, and the
    // section says we don't sell it.
    asks: new RegExp(String.raw`^(?=[\s\S]*${THEIR_DETAILS.source})[\s\S]*(?:\b(?:share|shared|sharing|give|given|pass(?:ed)? on)\b[^.?!]{0,40}\b(?:with|to) (?:anyone|anybody|others|other companies|third[- ]part(?:y|ies)|partners|advertisers|(?:my |our |the )?(?:insurance|insurer|landlord|bank|employer|government)\w*)\b|${WHO_SEES.source})`),
    // What is typed in this chat is the chat's own answer; one's address, given in the app, the app's (detailsGiven).
    unless: new RegExp(String.raw`${A_FORM.source}|^(?![\s\S]*${WHO_SEES.source})[\s\S]*\b(sell|sold|selling)\b|\b(chat|this (window|box)|in here)\b|^(?![\s\S]*\b(share|shared|sharing|give|given|pass(ed)? on)\b)[\s\S]*\b(my|our) (home |street )?address\b`),
    page: 'privacy-policy', heading: /who we share it with/i,
  },
  {
    // "Can I get a copy of whatever you have on me?": the New Jersey rights, and how to use them.
    // "Which rights do I have over my data? In Germany we have the GDPR": the rights the policy lists, New Jersey's.
    asks: /\b(copy|copies|access|see|get|download|export)\b[^.?!]{0,30}\b(whatever|everything|all|what|the (data|info\w*|details)|any (data|info\w*)) (you|u|nestwell|y'?all) (have|hold|keep|store|collected?|got)( on| about)? (me|us|my family)\b|\b(what|which) (privacy |data )?rights\b[^.?!]{0,40}\b(data|info\w*|privacy|personal)\b|\b(gdpr|dsgvo)\b/,
    page: 'privacy-policy', heading: /your new jersey privacy rights/i,
  },
  {
    // "If I put my company on the business waitlist, what do you do with that info?": the notice's rows for what forms take.
    asks: new RegExp(String.raw`^(?=[\s\S]*\b(wait ?list|forms?|sign[- ]?up)\b)[\s\S]*${DONE_WITH.source}`),
    page: 'notice-at-collection', heading: /what we collect/i, items: /\bform\b|waitlist|creator|feedback/i,
  },
  {
    // What the site keeps in the browser, not "what cookies do you put on my computer" (the cookie answer's) nor an app put on a phone.
    // "List everything your site stores on my device" too, unless cookies are asked (the cookie answer's) or the app.
    asks: /\b(local ?storage|session ?storage|key names?|(put|puts|store|stores|stored|save|saves|saved|keep|keeps|kept|leave|leaves)\b[^.?!]{0,30}\b(in|on) (my|the|your) browser)\b|^(?![\s\S]*\b(apps?|cookies?)\b)[\s\S]*\b(put|puts|store|stores|stored|save|saves|saved|keep|keeps|kept|leave|leaves)\b[^.?!]{0,30}\b(in|on) (my|the|your) (device|computer|laptop)\b/,
    page: 'cookies', heading: /stores in your browser/i,
  },
  {
    // "I clicked Decline on the cookie banner. If I want to change my mind, how?": the choice named first, then undone.
    asks: /\b(revoke|withdraw\w*|undo|take (it |that )?back|chang\w* (my|your) mind|un-?accept|reverse|opt back out)\b[^.?!]{0,60}\b(consent|accept\w*|cookies?|analytics|banner|tracking)\b|\b(clicked|pressed|hit|tapped)\b[^.?!]{0,20}\b(decline|accept)\b[^?!]{0,80}\b(chang\w* (my|your) (mind|choice|answer|setting)|chang\w* (it|that)|undo (it|that)|take (it|that) back)\b|\b(accept\w*|consent\w*|agreed)\b[^.?!]{0,60}\b(by (mistake|accident|reflex)|revoke|withdraw|undo|take (it |that )?back)\b/,
    // "I clicked Accept by accident, what did that turn on?" asks what Accept does.
    unless: /\bwhat (did|does|do|will|would|happens|happened|was|is)\b/,
    page: 'cookies', heading: /changing your mind/i,
  },
  {
    // "I use Brave and never see your cookie banner, is the site broken?": the signal that hides it.
    asks: /\b(global privacy control|gpc)\b|\b(brave|duckduckgo|firefox|privacy (browser|extension|setting))\b[^.?!]{0,80}\b(banner|popup|pop-up|cookies?|consent|tracking)\b|\b(never|don'?t|do not|doesn'?t|does not|can'?t|cannot|no longer) (see|get|show|shows|appear|appears|pop up)\b[^.?!]{0,30}\b(cookie )?(banner|popup|pop-up)\b|\b(cookie )?(banner|popup|pop-up)\b[^.?!]{0,30}\b(never|doesn'?t|does not|won'?t|isn'?t) (show|shows|appear|appears|pop|there)\b/,
    // "What happens if I press Decline?" asks what Decline does (the cookie answer's).
    unless: /\b(how (do|can) i|where (do|can) i) (turn|switch|set)\b/,
    page: 'cookies', heading: /global privacy control/i,
  },
  {
    // "What exactly does the site set in my browser if I press Decline?": the items it stores, each with its value.
    asks: /\b(set|sets|store|stores|stored|save|saves|saved|keep|keeps|left|leaves|put|puts)\b[^.?!]{0,40}\b(browser|device|computer|phone)\b[^.?!]{0,40}\b(decline|reject|close)\b|\b(decline|reject)\b[^.?!]{0,40}\b(set|sets|store|stores|stored|save|saves|saved|keep|keeps|left|leaves|put|puts)\b[^.?!]{0,40}\b(browser|device|computer)\b/,
    page: 'cookies', heading: /stores in your browser/i,
  },
  {
    // The analytics cookies by name and lifetime; which cookies the site's own code sets is the cookie answer's.
    asks: /\b(ga|google analytics|analytics|tracking) cookies\b[^.?!]{0,60}\b(how long|which|what|names?|lifetimes?|expir\w*|last|live)\b|\bwhich cookies\b[^.?!]{0,60}\b(accept\w*|how long|lifetimes?|expir\w*|last|live)\b|\b(which|what) (ga|google analytics|analytics) cookies\b|\b(names?|lifetimes?|expir\w*|how long)\b[^.?!]{0,30}\b(of )?(the |your |those |these )?cookies\b|\bcookies?'? (names?|lifetimes?)\b/,
    page: 'cookies', heading: /google analytics/i, items: /_ga/,
  },
  {
    // "Apps sell teenagers' data. Do you sell mine? I'm 17": past the teens the privacy policy's section protects, the answer
    // is the one for everyone, which the notice gives.
    asks: /^(?=[\s\S]*\b(sell|sells|selling|sold)\b)(?=[\s\S]*\b(data|info|information|mine)\b)[\s\S]*\b(i'?m|im|i am|am|turned|turning) (1[7-9]|seventeen|eighteen)\b/,
    page: 'notice-at-collection', heading: /what we don'?t do/i,
  },
  {
    // "My granddaughter is twelve... she wants to fill in your creator form herself": a child, by her age.
    asks: new RegExp(String.raw`\b(minors?|children|child|kids?|teens?|teenagers?|under (13|16|17|18)|1[0-7][- ]year[- ]olds?)\b[^.?!]{0,80}\b(data|information|info|privacy|sign up|signs? up|waitlist|forms?|collect\w*)\b|${A_CHILD_BY_AGE.source}[^.?!]{0,80}(?:[.?!]\s*[^.?!]{0,80})?\b(data|information|info|privacy|sign up|signs? up|waitlist|forms?|collect\w*)\b|` + /\b(data|information|info|privacy|waitlist|forms?)\b[^.?!]{0,80}\b(minors?|children|child|kids?|teens?|teenagers?|1[0-7][- ]year[- ]olds?)\b/.source),
    page: 'privacy-policy', heading: /children/i,
  },
  {
    // Nestwell saying no to a privacy request, not a tax or benefits appeal.
    asks: /\b(escalat\w*|appeal\w*)\b[^.?!]{0,60}\b(requests?|privacy|data|deni\w*|declin\w*|refus\w*)\b|\b(refuse|refuses|reject|rejects|deny|denies|decline|declines|turn down)\b[^.?!]{0,25}\b(my |a |the )?(privacy |data |deletion |access )?requests?\b/,
    page: 'privacy-policy', heading: /how to use your rights/i, items: /appeal/i,
  },
  {
    // "A venue in Easton" is a theater's; a venue for disputes is the terms'.
    asks: /\b(arbitration|arbitrat\w*|class[- ]action|venue (for|of) (disputes?|lawsuits?|claims?|legal)|(legal|court|dispute) venue|venue clause|which courts?|what courts?|jurisdiction)\b/,
    page: 'terms-of-service', heading: /governing law/i,
    silentOn: [[/\barbitrat\w*/, 'an arbitration clause'], [/\bclass[- ]action\b/, 'a class-action waiver'], [/\b(venue|courts?|jurisdiction)\b/, 'a court or venue for disputes']],
  },
  {
    // How the privacy policy changes, and whether anyone is told: "if you make a material change, will you email me?" (the
    // terms' own "Changes" section is found by termsSay, by its heading).
    asks: /^(?=.*\b(privacy|policy|policies)\b)(?=.*\b(chang\w*|updat\w*)\b)(?=.*\b(notify|notified|email|e-mail|tell|told|inform\w*|let (me|us|users|people) know)\b)/,
    page: 'privacy-policy', heading: /changes to this policy/i,
  },
  {
    // The terms' clause itself; who pays when a cleaner breaks something is the damage answer's.
    asks: /\blimitation[- ]of[- ]liability\b|\bliab\w*\b[^.?!]{0,40}\b(clause|terms|tos|section)\b|\b(clause|terms|tos)\b[^.?!]{0,40}\bliab\w*|\bindirect (losses|damages)\b|\bconsequential (losses|damages)\b/,
    page: 'terms-of-service', heading: /limitation of liability/i,
  },
  // "Scrape the mud off the cleats" is cleaning; a scraper is the website's.
  { asks: /\b(scrap(e|es|ed|ing|er|ers)(?! (the |that |it |them |some |all )?(mud|dirt|gum|grease|paint|wax|ice|off|down|gunk|grime|residue|stickers?|labels?)\b)|crawl(er|ers|ing)? (your|the) (site|website|pages)|web crawlers?|automated (requests|access|tools?))\b/, page: 'terms-of-service', heading: /using the website/i },
  {
    // How far the chat's answers can be relied on: "can I rely on its answers as a binding commitment?" (what it is, the
    // assistant intent says).
    asks: /\b(rely|count) on (your|its|the chat'?s?|these|the|what you) (answers?|replies|say)\b|\b(answers?|replies)\b[^.?!]{0,30}\b(binding|a commitment|official)\b|\b(is|are) (this|that|it|these|your answers?) binding\b/,
    page: 'terms-of-service', heading: /chat assistant/i,
  },
];

/** A table's rows as list items, their cells joined by "; " ("- Contact details...; To answer your request; ..."); its header and rule rows left out. */
function tableAsItems(lines: string[]): string[] {
  return lines.flatMap((line, i) => {
    if (!line.startsWith('|')) return [line];
    if (TABLE_RULE.test(line) || TABLE_RULE.test(lines[i + 1] ?? '')) return [];
    return [`- ${line.replace(/^\|\s*|\s*\|$/g, '').split(/\s*\|\s*/).join('; ')}`];
  });
}

/**
 * The section of a legal page that answers a question whole ("how do I undo Accept on the banner?", "is there an
 * arbitration clause?"), quoted with its list, or just the items asked of it. Null when no such question is asked.
 */
export function legalSection(ctx: ScopeContext, text: string): ChatAnswer | null {
  const asked = SECTIONS_ASKED.find((s) => s.asks.test(text) && !s.unless?.test(text));
  const url = asked && ctx.sections.urlEnding(asked.page);
  const section = url ? ctx.sections.section(url, asked!.heading) : null;
  const effect = takesEffect(ctx, text);
  if (!asked || !url || !section) {
    // "When did the terms take effect, and which state's law governs them?": both, each from its own place.
    const law = effect && termsSay(ctx, text);
    return law ? { reply: `${effect!.reply}\n${law.reply}`, sources: dedupe([...effect!.sources, ...law.sources]) } : effect;
  }
  const lines = tableAsItems(section.text.split('\n').filter(Boolean));
  const picked = asked.items ? lines.filter((line) => (ITEM.test(line) ? asked.items!.test(line) : !!asked.intro)) : lines;
  const whole = ctx.sections.pageText(url);
  const silent = (asked.silentOn ?? []).filter(([word, name]) => word.test(text) && !word.test(whole) && name).map(([, name]) => name);
  const source = { title: section.title, url };
  const quoted = (picked.length ? picked : lines).map((line) => plain(line).replace(/`/g, ''));
  return {
    reply: [
      ...(effect && effect.sources[0]!.url === url ? [effect.reply.split('\n')[0]!] : []),
      ...(silent.length ? [`Our ${linkTo(source)} don't mention ${silent.length > 1 ? `${silent.slice(0, -1).join(', ')} or ${silent.at(-1)}` : silent[0]}: there is no such clause in them.`] : []),
      // "What do you do with my info? Don't want it sold": the page's own word on selling first, where the section quoted lacks it.
      ...(SOLD_ASKED.test(text) && !quoted.some((line) => SOLD_ASKED.test(line.toLowerCase())) ? notSold(ctx, url) : []),
      ...quoted,
      `That is from the "${section.section}" section of our ${linkTo(source)}. Questions about it go to ${supportLink(ctx.facts)}, 24/7.`,
    ].join('\n'),
    sources: [source],
  };
}

/** Selling one's data or using it for ads, asked: "don't want it sold", "u selling it?", "for ads?"; not "once I sell the house". */
const DATA = String.raw`(?:it|them|that|this|those|my|our|data|info\w*|details|address|(?:tele)?phone|number|e-?mail)`;
const SOLD_ASKED = new RegExp(String.raw`\b(?:sell|sells|selling)\b(?= ${DATA}\b)|\b${DATA}\b[^.?!]{0,12}\b(?:sold|selling)\b|\bads\b|\badvertis\w*`);

/** The page's sentence that says personal data is not sold ("We do not sell personal data, and ..."), if it has one. */
function notSold(ctx: ScopeContext, url: string): string[] {
  const line = ctx.sections.pageText(url).split('\n').find((l) => /\bdo not sell\b/i.test(l) && !ITEM.test(l));
  return line ? [plain(line)] : [];
}

/** When a legal page took effect: "when did the current ToS take effect?", "when was the privacy policy last updated?". */
const TAKES_EFFECT = /\b(took|take|takes|taking|come|came|comes) (into )?effect|\beffective (date|since|from|as of)\b|\blast (updated|changed|revised)\b|\bin effect since\b|\bwhen (was|were|did) [^.?!]{0,40}\b(updated|written|published|changed|revised)\b/;
/** The legal pages by the words a question names them with. */
const LEGAL_PAGES: [RegExp, string][] = [[/\b(terms|tos)\b/, 'terms-of-service'], [/\bcookies?\b/, 'cookies'], [/\bnotice\b/, 'notice-at-collection'], [/\bprivacy\b/, 'privacy-policy']];

/** The sentence of a legal page's opening that says when it took effect; null when none is asked about or named. */
function takesEffect(ctx: ScopeContext, text: string): ChatAnswer | null {
  const slug = TAKES_EFFECT.test(text) ? LEGAL_PAGES.find(([named]) => named.test(text))?.[1] : undefined;
  const url = slug && ctx.sections.urlEnding(slug);
  const opening = url ? ctx.sections.section(url, /^$/) : null;
  const sentences = opening?.text.split(/(?<=[.!?])\s+/) ?? [];
  const said = sentences.find((sentence) => /\beffect\b/.test(sentence));
  if (!url || !opening || !said) return null;
  // "...and which statute is it written under?": the opening's sentence on the law it follows, where it has one.
  const law = /\b(statute|law|act|written (for|under|against))\b/.test(text) ? sentences.find((sentence) => sentence !== said && /\b(Act|law)\b/.test(sentence)) : undefined;
  const source = { title: opening.title, url };
  return { reply: `${[said, ...(law ? [law] : [])].map(plain).join(' ')}\nThat is from our ${linkTo(source)}.`, sources: [source] };
}

/** Our name or logo used by someone else: "can I put the Nestwell logo in my thumbnails?". */
const OUR_LOGO = /\b(your|the|nestwell'?s?) (logo|logos|brand(ing)?(?! new)|trademark)\b|\blogo\b[^.?!]{0,40}\b(use|put|add|show|thumbnails?|videos?|posts?|website|flyers?)\b|\b(use|put|add|show)\b[^.?!]{0,30}\blogo\b/;

/** What the terms of service say about using our name or logo, in their own words. Null when it isn't asked. */
export function logoUse(ctx: ScopeContext, text: string): ChatAnswer | null {
  if (!OUR_LOGO.test(text)) return null;
  const [said] = ctx.sections.sentences(['logo', 'endorse'], 1, ['legal']);
  if (!said) return null;
  return {
    reply: `${plain(said.text)}\nThat is from our ${linkTo(said.source)}. The site doesn't say how to ask for that permission; ${supportLink(ctx.facts)} can tell you.`,
    sources: [said.source],
  };
}

/** Something private offered to the chat: "can I paste the lockbox code here?", "is it safe to type my SSN in here", "can you give it to the cleaner?", "I was about to paste in the staff's cell numbers". */
const PRIVATE_HERE = /\b((can|could|should|may|shall) (i|we) (just |simply )?|(if|when) (i|we) |(is it|it'?s) (ok|okay|safe|fine) to |safe to )(type|paste|put|send|give|share|enter|write|post|drop|tell)\b[^.?!]{0,60}\b(here|in here|(in|into|on|through|to) (the|this|your) (chat|bot|assistant|window)|to you|in this)\b|\b(pass|forward|relay|give) (it|that|this|them|these|those)( on| along)? to (whoever|the cleaners?|my cleaners?|your cleaners?|the person)\b|\b(can|could|would|will) (you|u) (please |pls )?(pass|forward|relay|give|send)( (it|that|this|them|these|those))?( on| along)? to (whoever|the cleaners?|my cleaners?|your cleaners?|the person)\b|\b(about|going|planning|fixing) to (paste|type|send|give|share|put) (in |you )?/;
/** Health details offered for the cleaner's sake: "his medical conditions and medications". */
const HEALTH = /\b(medical|medications?|meds|prescriptions?|diagnos[ie]s|health (conditions?|issues?|problems?|needs|details|history|info\w*)|disabilit(y|ies)|conditions?|allerg(y|ies))\b/;
const PRIVATE_THING = new RegExp(String.raw`\b(ssn|social security|codes?|lockbox|alarm|passwords?|card|pin|bank|account numbers?|licen[cs]e|passport|keys?|fob|date of birth|birthday|(cell|phone|mobile) numbers?|names|keypad)\b|${HEALTH.source}`);

/**
 * The private part of a message that types it out: an access code ("the lockbox code is 4471", "gate code: #2580"), a
 * password said, a card or social security number written out.
 */
// "A locked closet, code 4471": a code with its number, whatever it opens; not a ZIP, whatever it is called.
const PRIVATE_TYPED = /\b(?:lockbox|lock ?box|door|gate|garage|alarm|entry|access|key ?pad)\s*(?:code|number|pin|#)?\s*(?:is|was|=|:|-)?\s*#?(\d{3,8}|\d(?: \d){2,7})\b|\bpassword\s*(?:is|=|:)\s*(\S{4,})|\b(\d{4}[ -]?\d{4}[ -]?\d{4}[ -]?\d{1,7})\b|\b(\d{3}-\d{2}-\d{4})\b|(?<!\b(?:zip|postal|area|pin|promo|discount|coupon|referral)\s?)\bcode\s*(?:is|was|=|:|-)?\s*#?(?!0[78]\d{3}\b)(\d{3,8})\b/gi;
/** What a reply to a secret typed opens with. */
export const DONT_TYPE_IT = 'Please don\'t type codes, passwords or card numbers into this chat.';
/** Where access details go instead. */
const ACCESS_IN_THE_NOTES = 'Access details such as a lockbox or alarm code go in your booking\'s notes when you describe your space in the app.';
/** A secret typed, as privateTyped hides it. */
const HIDDEN = '****';
/** An access code, of the secrets typed: it goes in the booking's notes. */
const AN_ACCESS_CODE = /^(?:lockbox|lock ?box|door|gate|garage|alarm|entry|access|key ?pad|code)\b/i;

/**
 * Something private typed into the chat: the message with it hidden, so its figures are read as no count or ZIP, and the
 * note that opens the reply: not to type it, in the privacy policy's words, where the conversation is kept, and where an
 * access code goes instead. Null when nothing private is typed.
 */
export function privateTyped(sections: Sections, text: string): { hidden: string; note: string; access: string | null; sources: Source[] } | null {
  let access = false;
  const hidden = text.replace(PRIVATE_TYPED, (found, ...secrets: (string | undefined)[]) => {
    const secret = secrets.slice(0, 5).find((s) => s !== undefined)!;
    access ||= AN_ACCESS_CODE.test(found);
    return found.replace(secret, HIDDEN);
  });
  if (hidden === text) return null;
  const said = [...sections.sentences(['sensitive', 'chat'], 1, ['legal'], /privacy/i), ...sections.sentences(['conversation', 'session'], 1, ['legal'], /privacy/i)];
  return {
    hidden,
    note: [DONT_TYPE_IT, ...said.map((s) => plain(s.text))].join(' '),
    access: access ? ACCESS_IN_THE_NOTES : null,
    sources: said.length ? dedupe(said.map((s) => s.source)) : [HELP_CENTRE],
  };
}

/** What becomes of what is typed: "does that get stored anywhere?", "do you send them to some AI company?". */
const WHAT_HAPPENS_TO_IT = /\bwhere (does|do|will|would) (it|that|this|they|them|those) (go|end up)\b|\b(is|are|does|do|will|would) (it|that|this|they|them|you)\b[^.?!]{0,25}\b(stor(e|ed|es|ing)|saved?|logg?(ed|ing)?|kept|keep|record(ed|s)?)\b|\b(stored|saved|logged|kept|recorded) (anywhere|somewhere)\b|\bsend (it|them) to (some |an? |any )?(ai|third|other|outside)\w*/;

/**
 * Something private offered to the chat: not to send it, in the privacy policy's own words, and that access
 * details go in the booking's notes in the app. Null when nothing private is offered.
 */
export function privateInTheChat(ctx: ScopeContext, text: string, before = ''): ChatAnswer | null {
  // "How do I get the lockbox code to the cleaner? Can I just paste it here?": what "it" is, the question before says.
  const offered = PRIVATE_THING.test(text) || (/\b(it|them|that|those|this)\b/.test(text) && PRIVATE_THING.test(before));
  // "If I type guest names here, do you store them?": what happens to a question is the privacy policy's to say.
  if (!PRIVATE_HERE.test(text) || !offered || WHAT_HAPPENS_TO_IT.test(text)) return null;
  const [dont] = ctx.sections.sentences(['sensitive', 'chat'], 1, ['legal'], /privacy/i);
  const access = /\b(codes?|lockbox|alarm|keys?|fob|keypad|let (the cleaners?|them|him|her) in)\b/.test(`${text} ${before}`) && !/\b(ssn|social security|card|bank|passport)\b/.test(text);
  const reply = [
    // "The lockbox code is 4471, can you pass it on?": typed already (and hidden), not offered.
    `${text.includes(HIDDEN) ? DONT_TYPE_IT : 'Better not to type it here.'} ${dont ? plain(dont.text) : ''}`.trim(),
    'This chat only answers from our website\'s pages: it can\'t see your booking, your account or an application.',
    ...(access ? [ACCESS_IN_THE_NOTES] : []),
    ...(HEALTH.test(text) ? ['What the cleaner should know to take care goes in your booking\'s notes when you describe your space in the app.'] : []),
  ].join(' ');
  return { reply, sources: dont ? [dont.source] : [HELP_CENTRE] };
}

/**
 * "What do you collect about me?", "what info does the site gather": what is collected, not one sentence that names collecting.
 * What one form, the app, the chat or the cookies collect is asked of them.
 */
/**
 * What the website keeps about its visitors, asked in those words ("what exactly does your website keep about us?"), or of
 * Nestwell with what is kept named ("what info do you guys keep about us?").
 */
export const SITE_KEEPS = /\bwhat\b[^.?!]{0,40}\b(website|site)\b[^.?!]{0,20}\b(keep|keeps|store|stores|save|saves|record|records|know|knows|track|tracks)\b[^.?!]{0,15}\babout (me|us)\b|\bwhat (info\w*|data|details|personal (info\w*|data|details)) (do|does|will) (you|u|y'?all|you guys|u guys|nestwell) (keep|store|save|record|hold) (on|about) (me|us)\b/;
export const WHAT_COLLECTED = new RegExp(String.raw`^(?!.*\b(app|form|waitlist|creator|cookies?|trackers?|analytics|chat)\b).*(\bwhat\b[^.?!]{0,50}\b(collect\w*|gather\w*)\b|\b(collect\w*|gather\w*) (about|on|from) (me|us|visitors|users|people)\b|${SITE_KEEPS.source})`);

/** The most words a paragraph's lead has ("Analytics, only with your consent."). */
const LEAD_WORDS = 8;

/**
 * What the website collects, as the privacy policy's section on it sets out: each kind by its lead and the sentence
 * that says what it is (with the list it introduces). Null when the policy has no such section.
 */
export function whatCollected(ctx: ScopeContext): ChatAnswer | null {
  const policy = ctx.sections.urlEnding('privacy-policy');
  const section = ctx.sections.section(policy, /\bcollect\b/i);
  if (!section || !policy) return null;
  const kinds: { lead: string; said: string[] }[] = [];
  for (const line of section.text.split('\n').filter(Boolean)) {
    if (ITEM.test(line) && kinds.length) kinds.at(-1)!.said.push(line.replace(ITEM, '').replace(/[;.]$/, ''));
    else if (!ITEM.test(line)) {
      const [lead = '', ...rest] = line.split(/(?<=[.!?])\s+/);
      // A kind opens with a short lead ("Server logs."); a longer first sentence goes on with the kind before it.
      if (lead.split(' ').length > LEAD_WORDS || !rest.length) continue;
      // The sentence that introduces a list says what the list is; otherwise the one after the lead.
      kinds.push({ lead, said: [rest.find((s) => s.endsWith(':')) ?? rest[0]!] });
    }
  }
  if (!kinds.length) return null;
  const lines = kinds.map(({ lead, said: [first = '', ...items] }) => `- ${lead} ${items.length ? `${first} ${items.join('; ')}.` : first}`);
  return {
    reply: `What this website collects, as our [Privacy Policy](${policy}) sets it out:\n${lines.join('\n')}\nQuestions or requests about your information go to ${supportLink(ctx.facts)}, 24/7.`,
    sources: dedupe([{ title: section.title, url: policy }, ctx.page('how-does-nestwell-handle-my-personal-information', HELP_CENTRE)]),
  };
}

/** What one gives us, in everyday words: "the details I give you", "our address and stuff", "what I have written here". */
const GIVEN = String.raw`(details|info\w*|data|address(es)?|answers|stuff|what (i|we) (have )?(give|gave|given|provide|provided|share|shared|enter|entered|type|typed|write|wrote|written|tell|told|say|said|put))`;
/**
 * What becomes of what one gives us: "what will become of the details I give you?", "what do you do with the information we
 * give when we book?", "and what of what I have written here?", "I have to give my address in the app? What for?", "what
 * will you and the cleaner know about me?".
 */
// "What happens to my address in the app?", "what about my address from the app" (after the chat's own), "my address
// all over the internet? who sees it".
export const DETAILS_GIVEN = new RegExp(String.raw`\bwhat (happens|becomes) (to|of|with) (my|our) (home )?(address|info\w*|data|details|personal (data|info\w*|details)|phone( number)?)\b|^(?=[\s\S]*\b(my|our) (home |street )?(address|info\w*|details|phone( number)?)\b)[\s\S]*\bwho (all )?(sees|can see|will see|gets to see|has access to|can access)\b|\b(my|our) (home )?address (from|in) the app\b|\b(have to|need to|must|(must|do|should) (i|we)( really)?) (give|provide|enter|put in|share) (you |the app |them )?(my |the |our |an? )?(home |street )?address\b|\b(why|what for)\b[^.?!]{0,40}\b(need|want|ask for|asks for|require)\b[^.?!]{0,20}\baddress\b|\baddress\b[^.?!]{0,15}[?.]?\s*(why|what for)\s*\??\s*$|\bwhat (will|would|does|do|did|is going to|'s going to) (become|happen|come) (of|to|with)\b[^.?!]{0,40}\b${GIVEN}\b|\bwhat (of|about) what (i|we) (have )?(written|typed|said|told|entered|put)\b|\bwhat (will|would|do|does|did) (you|u|y'?all|nestwell|they|the cleaners?)( and (the |my |your )?cleaners?)? (know|see|have|get|keep) (about|of|on) (me|us)\b|\bwhat (do|does|will|would|did) (you|u|y'?all|you guys|u guys|nestwell|they) do (with|w) (the |my |our |this |that |those |all (of )?(the |my |our )?)?([\w']+ ){0,3}${GIVEN}\b`);
/** The chat itself meant: "what I have written here", "in this conversation". */
const THIS_CHAT = /\b(here|chat|conversation|this window|type|typed|write|written)\b/;

/** The notice's row on chat questions as a sentence: "Your chat questions are used to answer…, and not logged by default; …". */
function chatQuestions(row: string): string | undefined {
  const [, why, kept] = row.replace(/^\|\s*|\s*\|\s*$/g, '').split(/\s*\|\s*/);
  const lower = (cell: string) => cell.charAt(0).toLowerCase() + cell.slice(1);
  return why && kept ? `Your chat questions are used ${lower(why)}, and ${lower(kept)}.` : undefined;
}

/**
 * What becomes of what one gives us, in the site's own sentences: what the app asks for when you book and why, where the
 * booking's details are not the question; the chat's questions, where the chat is meant; that we do not sell personal data;
 * and the right to have it deleted where that is asked. Null when the pages say none of it.
 */
export function detailsGiven(ctx: ScopeContext, text: string): ChatAnswer | null {
  const article = ctx.page('how-does-nestwell-handle-my-personal-information', HELP_CENTRE);
  const policy = ctx.sections.urlEnding('privacy-policy');
  const notice = ctx.sections.urlEnding('notice-at-collection');
  const chat = THIS_CHAT.test(text);
  const inTheApp = chat ? null : ctx.sections.section(article.url, /\bapp\b/i);
  const chatRow = chat ? ctx.sections.section(notice, /what we collect/i)?.text.split('\n').find((line) => /^\|\s*Chat\b/.test(line)) : undefined;
  const notSold = ctx.sections.section(policy, /share/i)?.text.split('\n').find((line) => /\bnot sell\b/.test(line));
  const noAi = chat ? ctx.sections.section(notice, /don't do/i)?.text.split('\n').find((line) => /\bchat\b/.test(line)) : undefined;
  const rights = /\b(delet\w*|eras\w*|remov\w*)\b/.test(text) ? ctx.sections.section(notice, /choices/i)?.text.split('\n').find((line) => /\bdelete\b/.test(line)) : undefined;
  const lines = [
    inTheApp?.text.split('\n')[0],
    chatRow && chatQuestions(chatRow),
    noAi?.replace(/^- /, ''),
    notSold,
    rights?.replace(/^- /, ''),
  ].filter((line): line is string => !!line).map((line) => plain(line));
  if (!lines.length) return null;
  return {
    reply: `${lines.join('\n')}\nQuestions or requests about your information go to ${supportLink(ctx.facts)}, 24/7.`,
    sources: dedupe([article, ...(policy ? [{ title: 'Privacy Policy', url: policy }] : []), ...(notice && (chat || rights) ? [{ title: 'Notice at Collection', url: notice }] : [])]),
  };
}
