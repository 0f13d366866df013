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

  it('loads without problems, every category with at least one article and unique addresses', () => {
    expect(issues.items).toEqual([]);
    expect(help.length).toBeGreaterThan(0);
    for (const category of help) expect(category.articles.length, category.title).toBeGreaterThan(0);
    const addresses = help.flatMap((c) => [c.slug, ...c.articles.map((a) => `${c.slug}/${a.slug}`)]);
    expect(new Set(addresses).size).toBe(addresses.length);
  });
});
