import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadConversation, safeHref } from './messages.ts';

describe('safeHref', () => {
  it.each([
    ['/pricing'],
    ['/#pricing'],
    ['/locations/new-jersey/mercer-county/princeton'],
    ['https://apps.apple.com/us/app/nestwell'],
    ['tel:+16095550142'],
  ])('keeps %s', (url) => expect(safeHref(url)).toBe(url));

  it.each([
    ['/\\evil.example'],
    ['\\\\evil.example'],
    ['//evil.example'],
    ['/\t/evil.example'],
    ['/\n/evil.example'],
    ['http://evil.example/'],
    ['javascript:alert(1)'],
    ['tel:+1609;ext=javascript:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['https://user:pass@evil.example/'],
    ['evil.example'],
    [''],
  ])('refuses %j', (url) => expect(safeHref(url)).toBeNull());
});

describe('loadConversation', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('passes restored sources through the same filter', () => {
    const stored = [
      { sender: 'user', text: 'prices?' },
      { sender: 'bot', text: 'See pricing.', sources: [{ title: 'Pricing', url: '/#pricing' }, { title: 'Evil', url: '/\\evil.example' }] },
      { sender: 'bot', text: 'Only bad links.', sources: [{ title: 'Evil', url: 'javascript:alert(1)' }] },
    ];
    vi.stubGlobal('sessionStorage', { getItem: () => JSON.stringify(stored) });
    expect(loadConversation()).toEqual([
      { sender: 'user', text: 'prices?' },
      { sender: 'bot', text: 'See pricing.', sources: [{ title: 'Pricing', url: '/#pricing' }] },
      { sender: 'bot', text: 'Only bad links.' },
    ]);
  });
});
