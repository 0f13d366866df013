import { describe, expect, it } from 'vitest';
import type { Facts } from '../../../kernel/chat/model.ts';
import { answerFormFields, formNamed } from './forms.ts';

/** Only what the form answers read: our own forms, as the chat index lists them. */
const facts = {
  forms: [
    { id: 'businessWaitlist', title: 'Join the business list', url: '/business-waitlist', fields: ['Your name', 'Team size (1 to 9, 10 or more)'] },
    { id: 'waitlist', title: 'Early access', url: '/waitlist', fields: ['Your name', 'ZIP code'] },
  ],
} as unknown as Facts;

describe('the fields of our own forms', () => {
  it('lists the fields of the form the question names, with the choices of a select', () => {
    const answer = answerFormFields('what do i need to fill in for the business waitlist?', facts)!;
    expect(answer.reply).toBe('The form on [Join the business list](/business-waitlist) asks for: your name and team size (1 to 9, 10 or more).');
    expect(answer.sources).toEqual([{ title: 'Join the business list', url: '/business-waitlist' }]);
  });

  it('tells the business waitlist from the waitlist, and a video submission from joining the program', () => {
    expect(formNamed('whats on the waitlist form')).toBe('waitlist');
    expect(formNamed('what does the company waitlist ask')).toBe('businessWaitlist');
    expect(formNamed('what do i put on the form to submit my videos')).toBe('creatorSubmissions');
    expect(formNamed('what does the creator program form ask')).toBe('creators');
  });

  it('describes no form that is not ours (a provider\'s embedded form is not in the list)', () => {
    expect(answerFormFields('what does the creator program form ask for?', facts)).toBeNull();
  });

  it('answers the launch date beside the business form, which the site does not give', () => {
    expect(answerFormFields('when does that business thing launch and what do you need from me to get on the waitlist', facts)!.reply).toMatch(/^The site gives no launch date/);
  });
});
