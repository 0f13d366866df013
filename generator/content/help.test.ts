import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { andSpellings, helpSlug, loadHelp } from './help.ts';
import { IssueList } from './issues.ts';

describe('helpSlug', () => {
  it('turns the whole word "and" into "&" and spaces into hyphens', () => {
    expect(helpSlug('Pricing and Payments')).toBe('pricing-&-payments');
    expect(helpSlug('Special Requests and Add-On Services')).toBe('special-requests-&-add-on-services');
    expect(helpSlug('Help and Support')).toBe('help-&-support');
  });

  it('keeps "and" inside a word', () => {
    expect(helpSlug('Standard Cleaning')).toBe('standard-cleaning');
    expect(helpSlug('Understanding Brand Handles')).toBe('understanding-brand-handles');
  });

  it('drops characters that would break a path, so "?" and "/" still give a working path', () => {
    expect(helpSlug('How much does a cleaning cost?')).toBe('how-much-does-a-cleaning-cost');
    expect(helpSlug('Move In/Out Cleaning')).toBe('move-inout-cleaning');
    expect(helpSlug('What\'s "deep" #1?')).toBe('whats-deep-1');
    expect(helpSlug('  Spaces   and   dashes -- here ')).toBe('spaces-&-dashes-here');
  });

  it('spells "-&-" paths with "-and-" for redirects', () => {
    expect(andSpellings('/support/pricing-&-payments')).toEqual(['/support/pricing-and-payments']);
    expect(andSpellings('/support/our-services/what-does-move-in-&-move-out-cleaning-cover')).toEqual(['/support/our-services/what-does-move-in-and-move-out-cleaning-cover']);
    expect(andSpellings('/support/trust-&-safety/are-nestwell-cleaners-vetted-&-background-checked')).toEqual([
      '/support/trust-&-safety/are-nestwell-cleaners-vetted-and-background-checked',
      '/support/trust-and-safety/are-nestwell-cleaners-vetted-&-background-checked',
      '/support/trust-and-safety/are-nestwell-cleaners-vetted-and-background-checked',
    ]);
    expect(andSpellings('/support/getting-started')).toEqual([]);
  });
});

describe('the help centre content', () => {
  const issues = new IssueList();
  const help = loadHelp({ root: path.resolve(import.meta.dirname, '../..') }, { clientSupportUrl: 'https://x.test', crewSiteUrl: 'https://x.test', crewSupportUrl: 'https://x.test', methodArticleUrl: 'https://x.test', businessArticleUrl: 'https://x.test' }, issues);

  it('has ten categories in the spec order with 3, 3, 2, 4, 3, 3, 4, 3, 3 and 3 articles', () => {
    expect(issues.items).toEqual([]);
    expect(help.map((c) => c.title)).toEqual([
      'Getting Started', 'Booking and Scheduling', 'Pricing and Payments', 'Our Services', 'Trust and Safety',
      'Policies and Guarantees', 'Special Requests and Add-On Services', 'Rental Hosts and Businesses', 'Account and App', 'Help and Support',
    ]);
    expect(help.map((c) => c.articles.length)).toEqual([3, 3, 2, 4, 3, 3, 4, 3, 3, 3]);
  });

  it('has real answers of 150 to 400 words', () => {
    for (const article of help.flatMap((c) => c.articles)) {
      expect(article.words, article.file).toBeGreaterThanOrEqual(150);
      expect(article.words, article.file).toBeLessThanOrEqual(400);
    }
  });
});
