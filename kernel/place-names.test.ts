import { describe, expect, it } from 'vitest';
import { commonName, placeKey } from './place-names.ts';

describe('placeKey', () => {
  it('spells out Mt and St, drops a trailing state and punctuation', () => {
    expect(placeKey('Mt. Laurel, NJ')).toBe('mount laurel');
    expect(placeKey('St Cloud')).toBe('saint cloud');
    expect(placeKey('Hoboken, New Jersey')).toBe('hoboken');
    expect(placeKey('Princeton Jct')).toBe('princeton junction');
    expect(placeKey("  O'Hara's   Corner ")).toBe('oharas corner');
  });
});

describe('commonName', () => {
  it('drops the official label', () => {
    expect(commonName('Hoboken City', [])).toBe('Hoboken');
    expect(commonName('Teaneck Township', [])).toBe('Teaneck');
    expect(commonName('City of Orange Township', [])).toBe('Orange');
    expect(commonName('Neptune City Borough', [])).toBe('Neptune City');
  });
  it('keeps the label where the bare name reads as a plain word or another place', () => {
    expect(commonName('Lower Township', [])).toBe('Lower Township');
    expect(commonName('Delaware Township', [])).toBe('Delaware Township');
    expect(commonName('Washington Township', [])).toBe('Washington Township');
    expect(commonName('South Orange Village Township', [])).toBe('South Orange');
  });
  it('keeps "City" where it is part of the name', () => {
    expect(commonName('Jersey City', [])).toBe('Jersey City');
    expect(commonName('Ocean City', [])).toBe('Ocean City');
  });
  it('keeps the label where the county has another place of that name', () => {
    expect(commonName('Hopewell Borough', ['Hopewell Borough', 'Hopewell Township'])).toBe('Hopewell Borough');
    expect(commonName('Gloucester City', ['Gloucester Township'])).toBe('Gloucester City');
  });
});
