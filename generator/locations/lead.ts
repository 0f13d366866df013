/**
 * A place's paragraph split after its first sentence: the first becomes the hero's lead, the rest
 * the paragraph below it, so a place page says each thing once (its one-sentence description, a
 * summary of the same paragraph, is left to the meta description).
 */
export interface SplitParagraph {
  lead: string;
  rest: string;
}

/**
 * Words before a full stop that do not end a sentence: an initial ("Richard W. DeKorte"), dotted
 * initials ("U.S.", "A.J. Meerwald") and the abbreviations place names use ("St. Peter's").
 */
const NOT_AN_END = /(?:\b[A-Z]|\b(?:[A-Za-z]\.)+[A-Za-z]|\b(?:St|Mt|Ft|Dr|Jr|Sr|No))\.$/;

/**
 * @example splitLead('Carteret faces Staten Island. The Turnpike runs west.') // { lead: 'Carteret faces Staten Island.', rest: 'The Turnpike runs west.' }
 */
export function splitLead(paragraph: string): SplitParagraph {
  const text = paragraph.trim();
  const ends = /[.!?]["”’)]?(?=\s+["“‘(]?[A-Z0-9])/g;
  for (let m = ends.exec(text); m; m = ends.exec(text)) {
    const end = m.index + m[0].length;
    if (NOT_AN_END.test(text.slice(0, end))) continue;
    return { lead: text.slice(0, end), rest: text.slice(end).trim() };
  }
  return { lead: text, rest: '' };
}
