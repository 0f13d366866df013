/**
 * The fields of our own (native) forms, as plain data: the page template renders them, the form
 * island enhances them, and the server builds its zod validation from them. No zod here, so the
 * browser never downloads it.
 */

/** Our own forms, by the id content/site.json's `forms` settings use. */
export const FORM_IDS = ['waitlist', 'creators', 'creatorSubmissions', 'businessWaitlist', 'appFeedback'] as const;
export type FormId = (typeof FORM_IDS)[number];

export interface FieldBase {
  name: string;
  label: string;
  /** A short help text under the label. */
  hint?: string;
  required: boolean;
  maxLength: number;
}

export type Field =
  | (FieldBase & { kind: 'text' | 'email'; autoComplete?: string; inputMode?: 'numeric' })
  | (FieldBase & { kind: 'zip' })
  | (FieldBase & { kind: 'textarea' | 'links'; rows: number })
  | (FieldBase & { kind: 'select' | 'rating'; options: string[] });

export interface FormDefinition {
  id: FormId;
  /** The page's path and the last segment of its API address: /waitlist, /be/api/forms/waitlist. */
  slug: string;
  fields: Field[];
  submitLabel: string;
}

/** The field a person never sees; a bot that fills it in is thanked and ignored. */
export const HONEYPOT = 'website';

const name: Field = { name: 'name', label: 'Your name', kind: 'text', autoComplete: 'name', required: true, maxLength: 100 };
const email: Field = { name: 'email', label: 'Email address', kind: 'email', autoComplete: 'email', required: true, maxLength: 254 };
const zip: Field = { name: 'zip', label: 'ZIP code', hint: '5 digits, where you want the cleaning', kind: 'zip', required: true, maxLength: 5 };

export const FORMS: Record<FormId, FormDefinition> = {
  waitlist: {
    id: 'waitlist',
    slug: 'waitlist',
    fields: [name, email, zip],
    submitLabel: 'Join the waitlist',
  },
  businessWaitlist: {
    id: 'businessWaitlist',
    slug: 'business-waitlist',
    fields: [
      name,
      email,
      { name: 'company', label: 'Company name', kind: 'text', autoComplete: 'organization', required: true, maxLength: 150 },
      { name: 'size', label: 'Company size', kind: 'select', required: true, maxLength: 40, options: ['1 to 10 people', '11 to 50 people', '51 to 200 people', 'More than 200 people'] },
      { ...zip, hint: '5 digits, where your space is' },
    ],
    submitLabel: 'Join the business waitlist',
  },
  creators: {
    id: 'creators',
    slug: 'creators',
    fields: [
      name,
      email,
      { name: 'handles', label: 'Your social media handles', hint: 'One per line, with the network, e.g. TikTok @yourname', kind: 'textarea', rows: 4, required: true, maxLength: 1000 },
    ],
    submitLabel: 'Join the creator program',
  },
  creatorSubmissions: {
    id: 'creatorSubmissions',
    slug: 'creator-submissions',
    fields: [
      name,
      email,
      { name: 'videoLinks', label: 'Links to your videos', hint: 'One link per line, starting with https://', kind: 'links', rows: 5, required: true, maxLength: 4000 },
    ],
    submitLabel: 'Submit my videos',
  },
  appFeedback: {
    id: 'appFeedback',
    slug: 'app-feedback',
    fields: [
      { name: 'rating', label: 'How would you rate the app?', kind: 'rating', required: true, maxLength: 1, options: ['1', '2', '3', '4', '5'] },
      { name: 'message', label: 'Your feedback', hint: 'What works, what does not, what you would change', kind: 'textarea', rows: 6, required: true, maxLength: 4000 },
    ],
    submitLabel: 'Send feedback',
  },
};

export function formBySlug(slug: string): FormDefinition | undefined {
  return Object.values(FORMS).find((f) => f.slug === slug);
}

/** Field values and per-field error messages, both keyed by field name. */
export type FieldValues = Record<string, string>;
export type FieldErrors = Record<string, string>;

export const formApiPath = (def: FormDefinition) => `/be/api/forms/${def.slug}`;

/** The form island's props: the build writes them into the page, and the server re-renders them with errors. */
export interface NativeFormProps {
  form: FormId;
  /** What the visitor reads once the form is sent. */
  thanks: string;
  /** What was typed, and what was wrong: set when the server answers a post made without JavaScript. */
  values?: FieldValues;
  errors?: FieldErrors;
  /** A problem with the whole form, such as the rate limit. */
  formError?: string;
}

/**
 * Renders the form island's markup for a page answering a post made without JavaScript. The server
 * gets it from its caller, so it can start without React; see bin/form-markup.ts.
 */
export type RenderForm = (props: NativeFormProps) => Promise<string>;
