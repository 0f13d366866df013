/**
 * "What do I have to fill in to join the business waitlist?": the fields of our own form, as its
 * page shows them. A form embedded from a provider is not ours to describe, so it is not answered.
 */
import type { ChatAnswer, Facts } from '../../../kernel/chat/model.ts';
import { FORMS, type FormId } from '../../../kernel/forms/fields.ts';
import { list } from '../reply-parts.ts';
import { countOf } from '../understand/rooms.ts';
import { ownWords } from './prices.ts';

/** What a form asks for, asked in a visitor's words. */
export const FORM_FIELDS_ASKED = /\b(what|which) (exactly )?(do|does|would|will|should) (i|we|it|they|you|(the|that|this|your|ur) ([\w-]+ ){0,2}form) (have to |need to )?(fill( in| out)?|put|enter|type|ask( for)?|need|want|include|collect|gather)\b|\bwhat('?s| is) on the (form|waitlist)\b|\bwhat (info|information|details) ((do|does|would|will) )?(you|they|it|the form) (need|asks?( for)?|wants?|collect)\b|\b(fill (in|out)|sign ?up) form\b|\bwhat (info|information|details|fields)\b[^.?!]{0,40}\b(give|provide|fill|enter|share|submit|ask(ed)? for|require)\w*\b|\bwhat do (you|they|i) (ask|need to (give|provide|fill))( for)?\b|\bwhat (info|information|details|fields)\s*\??$/;

/** Which of the business waitlist's company sizes to pick, asked: "we're 6 ppl incl me, which size", "which size do I choose?". */
export const SIZE_ASKED = /\b(which|what) (company )?size\b|\bsize (do|should|would|will) (i|we) (pick|choose|put|select|tick)\b|\bfor company size\b/;
/** Any number said: "14", "six", "12-person". */
const NUMBER = /\b(\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b/g;
/** A count said again: "we're eight people. Actually, with the new hires we're twelve". */
const RECOUNTED = /\b(actually|now|new hires|instead|i mean|i meant|correction|sorry|oops)\b/;

/**
 * The company size to pick for the people counted, from the form's own options ("1 to 10 people", "More than 200 people"):
 * one number said, or the last of several where it corrects the others. Several said side by side ("3 dentists, 5
 * hygienists and 6 office staff", "six permanent staff plus five seasonal") are a sum whose parts the form may not count.
 */
function sizeFor(text: string, options: readonly string[]): string | null {
  const counts = [...text.matchAll(NUMBER)].map((m) => countOf(m[1]!));
  if (counts.length > 1 && !RECOUNTED.test(text)) return null;
  const people = counts.at(-1);
  if (people === undefined || Number.isNaN(people)) return null;
  return options.find((option) => {
    const range = /(\d+) to (\d+)/.exec(option);
    const more = /more than (\d+)/i.exec(option);
    return range ? people >= Number(range[1]) && people <= Number(range[2]) : !!more && people > Number(more[1]);
  }) ?? null;
}

/** How what is sent is used: "and how is that data used?", "what do you do with it?". */
const USE_ASKED = /\b(used|use it|use that|do with|happens to|shared?|sold|sell)\b/;

/** The form a question names, by its words: the business waitlist before the waitlist, videos before joining. */
const NAMES: [RegExp, FormId][] = [
  [/\b(business|company|office)\b/, 'businessWaitlist'],
  [/\b(upload|submit\w*|send)\b[^.?!]{0,30}\b(videos?|links?|clips?)\b|\bsubmissions?\b/, 'creatorSubmissions'],
  [/\bcreators?\b|\bcreator program\b/, 'creators'],
  [/\b(app )?feedback\b/, 'appFeedback'],
  [/\b(wait ?list|early access)\b/, 'waitlist'],
];

/** Words that name each form, for a follow-up that leans on the turn before ("ok what do I have to fill in to join?"). */
export const FORM_WORDS: Record<FormId, string> = {
  businessWaitlist: 'the business waitlist', creatorSubmissions: 'the video submissions', creators: 'the creator program',
  appFeedback: 'the app feedback', waitlist: 'the waitlist',
};

/** Which of our forms the text names, if any. */
export function formNamed(text: string): FormId | null {
  return NAMES.find(([re]) => re.test(text))?.[1] ?? null;
}

/** What a form asks for, in a sentence's words: "your name, your email address and ZIP code". */
export const fieldsAskedFor = (form: Facts['forms'][number]): string =>
  list(form.fields.map((f) => f.replace(/\?$/, '').replace(/^Your /, 'your ').replace(/^[A-Z](?=[a-z])/, (c) => c.toLowerCase())));

/** The fields of the form the question names, or null when it names none of ours. */
export function answerFormFields(text: string, facts: Facts): ChatAnswer | null {
  const id = formNamed(text);
  const form = id ? facts.forms.find((f) => f.id === id) : undefined;
  if (!form) return null;
  const sizeField = FORMS[form.id].fields.find((f) => f.name === 'size');
  // Of the turn's own words: a count carried from the turn before ("when does it launch?") asks no size again.
  const own = ownWords(text);
  const size = sizeField && 'options' in sizeField && SIZE_ASKED.test(own) ? sizeFor(own, sizeField.options) : null;
  if (size) return { reply: `For that many people, choose "${size}" as the company size on the [${form.title}](${form.url}) form.`, sources: [{ title: form.title, url: form.url }] };
  // "When does that business thing launch and what do you need from me?": both asked.
  const launch = id === 'businessWaitlist' && /\b(launch\w*|when (does|will|is))\b/.test(text) ? 'The site gives no launch date for the business version: it is coming soon, and the waitlist is the way to hear first. ' : '';
  return {
    reply: `${launch}The form on [${form.title}](${form.url}) asks for: ${fieldsAskedFor(form)}.${USE_ASKED.test(text) ? ' What is done with what you send, and why, is in our [Notice at Collection](/notice-at-collection) and [Privacy Policy](/privacy-policy).' : ''}`,
    sources: [{ title: form.title, url: form.url }],
  };
}
