/**
 * How a typed place name is compared with the names the site knows, shared by the town search in
 * the browser and the chat on the server, so both find the same places.
 */

/** Words of the official labels that people leave out: "Hoboken City" is "Hoboken". */
const LABEL = /^(city|town|village|township|borough) of |\s+(township|borough|city|town|village)$/gi;

/**
 * A name in the one form names are compared in: lower case, "Mt"/"St"/"Sq" spelled out, a trailing
 * state ("Hoboken, NJ", "Iselin New Jersey") and punctuation dropped.
 *
 * @example placeKey('Mt. Laurel, NJ') // 'mount laurel'
 */
export function placeKey(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['’.]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .replace(/\s+(nj|n j|new jersey)$/, '')
    .replace(/\bmt\b/g, 'mount')
    .replace(/\bst\b/g, 'saint')
    .replace(/\bsq\b/g, 'square')
    .replace(/\bjct\b/g, 'junction')
    .replace(/\btwp\b/g, 'township')
    .replace(/\bboro\b/g, 'borough');
}

/** Names whose "City" is part of what people call them ("Jersey City", never "Jersey"). */
const CITY_IN_NAME = new Set(['Atlantic City', 'Corbin City', 'Egg Harbor City', 'Jersey City', 'Ocean City', 'Sea Isle City', 'Union City']);

/**
 * Names that keep their label, because without it they read as a plain word or another place
 * ("Lower", "Ocean", "Delaware") or are never said that way ("Washington Township").
 */
const LABEL_KEPT = new Set([
  'Commercial Township', 'Delaware Township', 'Downe Township', 'Egg Harbor Township', 'Elk Township',
  'Franklin Township', 'Green Township', 'Greenwich Township', 'Hanover Township', 'Harmony Township',
  'Hope Township', 'Independence Township', 'Jefferson Township', 'Lawrence Township', 'Liberty Township',
  'Lower Township', 'Middle Township', 'Monroe Township', 'Morris Township', 'Ocean Township',
  'Union Township', 'Upper Township', 'Washington Township', 'White Township',
]);

/** Names people shorten further than the label. */
const SPOKEN: Record<string, string> = { 'South Orange Village Township': 'South Orange' };

function bareName(official: string): string {
  if (CITY_IN_NAME.has(official) || LABEL_KEPT.has(official)) return official;
  return SPOKEN[official] ?? (official.replace(LABEL, '').trim() || official);
}

/**
 * The name people call a municipality by, without its official label, unless another municipality
 * of its county would then share the name (Hopewell Borough and Hopewell Township stay apart).
 *
 * @example commonName('Teaneck Township', []) // 'Teaneck'
 * @example commonName('Hopewell Borough', ['Hopewell Township']) // 'Hopewell Borough'
 */
export function commonName(official: string, countyNeighbours: readonly string[]): string {
  const bare = bareName(official);
  const clash = countyNeighbours.some((other) => other !== official && bareName(other) === bare);
  return clash ? official : bare;
}
