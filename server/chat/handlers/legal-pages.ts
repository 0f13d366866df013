/**
 * Questions the legal pages answer in a way no one sentence does: what the website collects (the privacy policy's list,
 * kind by kind), something private offered to the chat (the policy asks that it not be sent), and a particular question
 * about the terms of service (the section whose heading names it).
 */
import type { ChatAnswer } from '../../../kernel/chat/model.ts';
import { askedTerms } from '../understand/asked-terms.ts';
import { ITEM } from '../sections.ts';
import { dedupe, linkTo, plain } from '../reply-parts.ts';
import { HELP_CENTRE, supportLink } from './context.ts';
import type { ScopeContext } from './scope.ts';

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

/** Our name or logo used by someone else: "can I put the Nestwell logo in my thumbnails?". */
const OUR_LOGO = /\b(your|the|nestwell'?s?) (logo|logos|brand(ing)?|trademark)\b|\blogo\b[^.?!]{0,40}\b(use|put|add|show|thumbnails?|videos?|posts?|website|flyers?)\b|\b(use|put|add|show)\b[^.?!]{0,30}\blogo\b/;

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

/** Something private offered to the chat: "can I paste the lockbox code here?", "is it safe to type my SSN in here". */
const PRIVATE_HERE = /\b((can|could|should|may|shall) (i|we) (just |simply )?|(if|when) (i|we) |(is it|it'?s) (ok|okay|safe|fine) to |safe to )(type|paste|put|send|give|share|enter|write|post|drop|tell)\b[^.?!]{0,40}\b(here|in here|(in|into|on|through|to) (the|this|your) (chat|bot|assistant|window)|to you|in this)\b/;
const PRIVATE_THING = /\b(ssn|social security|codes?|lockbox|alarm|passwords?|card|pin|bank|account numbers?|licen[cs]e|passport|keys?|fob|date of birth|birthday)\b/;

/**
 * Something private offered to the chat: not to send it, in the privacy policy's own words, and that access
 * details go in the booking's notes in the app. Null when nothing private is offered.
 */
export function privateInTheChat(ctx: ScopeContext, text: string, before = ''): ChatAnswer | null {
  // "How do I get the lockbox code to the cleaner? Can I just paste it here?": what "it" is, the question before says.
  const offered = PRIVATE_THING.test(text) || (/\b(it|them|that|those|this)\b/.test(text) && PRIVATE_THING.test(before));
  if (!PRIVATE_HERE.test(text) || !offered) return null;
  const [dont] = ctx.sections.sentences(['sensitive', 'chat'], 1, ['legal'], /privacy/i);
  const access = /\b(codes?|lockbox|alarm|keys?|fob)\b/.test(`${text} ${before}`) && !/\b(ssn|social security|card|bank|passport)\b/.test(text);
  const reply = [
    `Better not to type it here. ${dont ? plain(dont.text) : ''}`.trim(),
    'This chat only answers from our website\'s pages: it can\'t see your booking, your account or an application.',
    ...(access ? ['Access details such as a lockbox or alarm code go in your booking\'s notes when you describe your space in the app.'] : []),
  ].join(' ');
  return { reply, sources: dont ? [dont.source] : [HELP_CENTRE] };
}

/**
 * "What do you collect about me?", "what info does the site gather": what is collected, not one sentence that names collecting.
 * What one form, the app, the chat or the cookies collect is asked of them.
 */
export const WHAT_COLLECTED = /^(?!.*\b(app|form|waitlist|creator|cookies?|trackers?|analytics|chat)\b).*(\bwhat\b[^.?!]{0,50}\b(collect\w*|gather\w*)\b|\b(collect\w*|gather\w*) (about|on|from) (me|us|visitors|users|people)\b)/;

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
