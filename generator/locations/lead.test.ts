import { describe, expect, it } from 'vitest';
import { splitLead } from './lead.ts';

describe('splitLead', () => {
  it('splits a paragraph after its first sentence', () => {
    expect(splitLead('Carteret faces Staten Island. The Turnpike runs west. Homes are small.'))
      .toEqual({ lead: 'Carteret faces Staten Island.', rest: 'The Turnpike runs west. Homes are small.' });
  });

  it('does not end a sentence at an initial, dotted initials or St.', () => {
    expect(splitLead('Lyndhurst holds Richard W. DeKorte Park and the U.S. Route 17 strip. Homes are older.').lead)
      .toBe('Lyndhurst holds Richard W. DeKorte Park and the U.S. Route 17 strip.');
    expect(splitLead('Visitors see the schooner A.J. Meerwald and St. Peter\'s church. It is old.').lead)
      .toBe('Visitors see the schooner A.J. Meerwald and St. Peter\'s church.');
  });

  it('ends a sentence at a road number: "US 1-9. James J. Braddock Park"', () => {
    expect(splitLead('It carries US 1-9. James J. Braddock Park is north.'))
      .toEqual({ lead: 'It carries US 1-9.', rest: 'James J. Braddock Park is north.' });
  });

  it('keeps a one-sentence paragraph whole', () => {
    expect(splitLead(' One sentence only. ')).toEqual({ lead: 'One sentence only.', rest: '' });
  });
});
