import { describe, expect, it } from 'vitest';
import { formatIssue, IssueList } from './issues.ts';
import { fillTokens } from './markdown.ts';
import { computedToken, priceTokens, refuseWrittenPrices, suggestPriceTokens } from './price-tokens.ts';
import type { Pricing } from './pricing.ts';

/** A price list of its own, so the tests say nothing about today's prices. */
const pricing: Pricing = {
  rooms: [
    { item: 'Bedroom', standard: 1000, deep: 2000 },
    { item: 'Bathroom', standard: 1500, deep: 3000 },
    { item: 'Half Bathroom', standard: 600, deep: 800 },
  ],
  addOns: [{ item: 'Oven inside', price: 1234 }, { item: 'Refrigerator inside', price: 800 }],
  addOnNote: 'note',
  includedNote: 'note',
  offer: { code: 'NEWCOMER', percentOff: 50 },
  priceRange: { default: '$10+', mercer: '$10+', home: '$10+' },
};
const tokens = priceTokens(pricing);

function fill(source: string) {
  const issues = new IssueList();
  const text = fillTokens(source, { file: 'content/help/a.md', line: 5 }, tokens, issues);
  return { text, issues: issues.items.map(formatIssue) };
}

describe('price tokens', () => {
  it('fill a room at a level, an add-on, a worked example and its first cleaning from the price list', () => {
    expect(fill('A bedroom is {{price:bedroom.standard}}, deep {{price:bedroom.deep}}; a half bathroom {{price:half-bathroom.deep}}; oven {{price:oven-inside}}.').text)
      .toBe('A bedroom is $10.00, deep $20.00; a half bathroom $8.00; oven $12.34.');
    expect(fill('{{estimate:standard bedrooms=2 bathrooms=1}}').text).toBe('$35.00');
    expect(fill('{{estimate:deep bedroom=1 half-bathrooms=1 +oven-inside}}').text).toBe('$40.34');
    expect(fill('{{first-clean:standard bedrooms=1 +oven-inside}}').text).toBe('$11.17');
    expect(fill('{{literal:$25}} an hour').text).toBe('$25 an hour');
  });

  it('name the token, its line and what is wrong with it', () => {
    expect(fill('\n{{price:garage.standard}}').issues).toEqual([expect.stringMatching(/^content\/help\/a\.md:6 \{\{price:garage\.standard\}\}: unknown price; known: price:bedroom\.standard, /)]);
    expect(fill('{{estimate:bedrooms=2}}').issues).toEqual([expect.stringContaining('starts with the level, standard or deep')]);
    expect(fill('{{estimate:standard garages=2}}').issues).toEqual([expect.stringContaining('no room "garages"; rooms: bedrooms=N, bathrooms=N, half-bathrooms=N')]);
    expect(fill('{{estimate:standard +sauna}}').issues).toEqual([expect.stringContaining('no add-on "sauna"')]);
    expect(fill('{{literal:25}}').issues).toEqual([expect.stringContaining('like {{literal:$25}}')]);
    // The hidden price list is not a name an editor can write.
    expect(fill('{{price list}}').issues).toEqual([expect.stringContaining('unknown setting')]);
    expect(computedToken('clientSupportUrl', pricing)).toBeUndefined();
  });

  it('refuse a dollar amount written out, by line, with the token to write instead', () => {
    const issues = new IssueList();
    const text = '---\ntitle: "Costs"\ndescription: "From $35.00"\n---\n\nA bedroom is $10.00, {{price:bedroom.deep}} deep.\nOven: $12.34; fridge $8.00.\nAt {{literal:$25}} an hour, $1,000 a year; first cleaning $17.50.\n';
    refuseWrittenPrices(text, 'content/help/a.md', issues);
    suggestPriceTokens(issues, pricing);
    expect(issues.items.map(formatIssue)).toEqual([
      expect.stringMatching(/^content\/help\/a\.md:3 \$35\.00: .*write \{\{estimate:standard bedrooms=2 bathrooms=1\}\} instead, or \{\{literal:\$35\.00\}\}/),
      expect.stringMatching(/^content\/help\/a\.md:6 \$10\.00: .*write \{\{price:bedroom\.standard\}\} instead/),
      expect.stringMatching(/^content\/help\/a\.md:7 \$12\.34: .*write \{\{price:oven-inside\}\} instead/),
      expect.stringMatching(/^content\/help\/a\.md:7 \$8\.00: .*write \{\{price:half-bathroom\.deep\}\} or \{\{price:refrigerator-inside\}\} instead/),
      expect.stringMatching(/^content\/help\/a\.md:8 \$1,000: .*write a \{\{price:…\}\} or \{\{estimate:…\}\} token instead, or \{\{literal:\$1,000\}\}/),
      expect.stringMatching(/^content\/help\/a\.md:8 \$17\.50: .*write \{\{first-clean:standard bedrooms=2 bathrooms=1\}\} instead/),
    ]);
  });

  it('leave content/pricing.json, where prices are written, alone', () => {
    const issues = new IssueList();
    refuseWrittenPrices('{ "priceRange": { "default": "$49.99+" } }', 'content/pricing.json', issues);
    refuseWrittenPrices('{ "note": "from $49.99" }', 'content/home.json', issues);
    expect(issues.items.map((i) => i.file)).toEqual(['content/home.json']);
  });
});
