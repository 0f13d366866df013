import { describe, expect, it } from 'vitest';
import { FORMS } from './fields.ts';
import { isSpam, validateForm } from './validate.ts';

describe('validateForm', () => {
  it('accepts a complete waitlist entry, trimmed, and drops unknown keys', () => {
    const result = validateForm(FORMS.waitlist, { name: ' Ada ', email: 'ada@example.com', zip: '08540', admin: 'yes' });
    expect(result).toEqual({ ok: true, values: { name: 'Ada', email: 'ada@example.com', zip: '08540' } });
  });

  it('names every wrong field with a message a person can act on', () => {
    const result = validateForm(FORMS.waitlist, { name: '', email: 'not-an-email', zip: '123' });
    expect(result).toEqual({
      ok: false,
      errors: { name: 'Enter your name.', email: 'Enter an email address like name@example.com.', zip: 'Enter a 5-digit ZIP code.' },
    });
  });

  it('refuses invisible direction and zero-width characters in one-line fields', () => {
    for (const name of ['Ada\u202Egnp.exe', 'Ada\u2066x\u2069', 'A\u200Bda', '\uFEFFAda']) {
      expect(validateForm(FORMS.waitlist, { name, email: 'ada@example.com', zip: '08540' })).toEqual({ ok: false, errors: { name: 'Remove the invisible characters from your name.' } });
    }
    // Persian and Indic names and emoji need the zero-width (non-)joiner.
    expect(validateForm(FORMS.waitlist, { name: 'می\u200Cخواهم', email: 'ada@example.com', zip: '08540' }).ok).toBe(true);
  });

  it('treats missing and non-string fields as errors, not crashes', () => {
    const result = validateForm(FORMS.appFeedback, { rating: 9, message: { nested: true } });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.errors).sort()).toEqual(['message', 'rating']);
  });

  it('checks business size against its options and video links as web addresses', () => {
    const business = validateForm(FORMS.businessWaitlist, { name: 'A', email: 'a@b.co', company: 'C', size: 'huge', zip: '08540' });
    expect(business.ok ? {} : business.errors).toEqual({ size: 'Choose one of the listed options.' });
    const videos = validateForm(FORMS.creatorSubmissions, { name: 'A', email: 'a@b.co', videoLinks: 'https://tiktok.com/@a/1\njavascript:alert(1)' });
    expect(videos.ok).toBe(false);
    expect(validateForm(FORMS.creatorSubmissions, { name: 'A', email: 'a@b.co', videoLinks: 'https://tiktok.com/@a/1\nhttps://youtu.be/x' }).ok).toBe(true);
  });
});

describe('control characters', () => {
  const valid = { name: 'Ada', email: 'ada@example.com', handles: '@ada' };

  it('refuses control characters in any field, naming the field', () => {
    for (const bad of ['Ada\u0000', 'A\u001b[31mda', 'Ad\u0008a', 'Ada\u007f', 'Ada\u0085', 'A\u000bda']) {
      expect(validateForm(FORMS.creators, { ...valid, name: bad })).toEqual({ ok: false, errors: { name: 'Remove the invisible control characters from your name.' } });
      expect(validateForm(FORMS.creators, { ...valid, handles: `@ada\n${bad}` })).toEqual({
        ok: false, errors: { handles: 'Remove the invisible control characters from your social media handles.' },
      });
    }
  });

  it('keeps line breaks to fields that have lines, and allows tabs', () => {
    expect(validateForm(FORMS.creators, { ...valid, name: 'Ada\nLovelace' })).toEqual({ ok: false, errors: { name: 'Write your name on one line.' } });
    expect(validateForm(FORMS.creators, { ...valid, handles: 'TikTok @ada\r\nInstagram\t@ada' })).toEqual({
      ok: true, values: { ...valid, handles: 'TikTok @ada\r\nInstagram\t@ada' },
    });
    expect(validateForm(FORMS.creators, { ...valid, name: 'Ada\tLovelace' }).ok).toBe(true);
  });
});

describe('isSpam', () => {
  it('flags a filled honeypot only', () => {
    expect(isSpam({ website: 'http://spam.example' })).toBe(true);
    expect(isSpam({ website: '' })).toBe(false);
    expect(isSpam({})).toBe(false);
  });
});
