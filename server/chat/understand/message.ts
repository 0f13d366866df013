/**
 * What a message asks, before any slot is read: the asking part of a long story, an English
 * reading of a Spanish question, and the separate questions of one message.
 */

/** The most of a message the engine reads; a longer one is answered from the part that asks. */
export const ANSWERED_CHARS = 500;

const SENTENCES = /[^.!?\n]+(?:[.!?]+|\n|$)/g;
const ASKING = /\?|^\s*(?:(?:and|but|also|so|plus|or|then)\s+)?(how|what|whats|when|where|which|who|why|do|does|did|can|could|is|are|will|would|should|may|please|tell me|i('d| would) like to know|i want to know|i need to know|i wonder)\b/i;

/** A count and a room: a part that describes a home. */
/** "I myself live in Delaware": about the one asking, read with the question before it. */
const SAYS_WHERE_I_LIVE = /\b(i|we)( \w+)? (live|reside|am based|are based)\b/i;
const COUNTS_ROOMS = /\b(\d+|an?|one|two|three|four|five|six)\b.*\b(rooms?|rm|bed\w*|bath\w*|br|ba|kitchens?|offices?|studio)\b/i;

export interface Focused {
  text: string;
  /** Characters left out, 0 when the whole message was read. */
  cut: number;
}

/**
 * A message of at most ANSWERED_CHARS as it is; a longer one keeps the sentences that ask
 * something (the last ones first, as a story ends with its question), else its last part.
 */
export function focusMessage(message: string): Focused {
  if (message.length <= ANSWERED_CHARS) return { text: message, cut: 0 };
  const sentences = (message.match(SENTENCES) ?? []).map((s) => s.trim()).filter(Boolean);
  const kept: string[] = [];
  let length = 0;
  for (const sentence of [...sentences].reverse()) {
    if (!ASKING.test(sentence) || length + sentence.length > ANSWERED_CHARS) continue;
    kept.unshift(sentence);
    length += sentence.length + 1;
  }
  const text = kept.length ? kept.join(' ') : message.slice(-ANSWERED_CHARS).replace(/^\S*\s/, '');
  return { text, cut: message.length - text.length };
}

/** Spanish words and phrases, to the English the engine reads; longest first. */
const SPANISH: [RegExp, string][] = ([
  ['¿|¡', ''],
  ['c[oó]mo (puedo )?(reservo|reservar|agendo|agendar|programo|programar)|d[oó]nde (puedo )?(reservo|reservar)', 'how do i book'],
  ['cu[aá]nto cuesta|cu[aá]nto cobran|cu[aá]l es el precio de|precio de', 'how much is'],
  ['cu[aá]nto', 'how much'],
  ['limpieza profunda', 'deep cleaning'],
  ['limpieza (est[aá]ndar|normal|regular|b[aá]sica)', 'standard cleaning'],
  ['limpieza de mudanza|mudanza', 'move out cleaning'],
  ['limpieza de oficinas?|oficinas?', 'office cleaning'],
  ['limpiezas?', 'cleaning'],
  ['limpian|hacen limpieza', 'do you clean'], ['hacen', 'do you do'],
  ['medios? baños?', 'half bathroom'],
  ['baños', 'bathrooms'], ['baño', 'bathroom'],
  ['habitaciones|rec[aá]maras|dormitorios|cuartos', 'bedrooms'], ['habitaci[oó]n|rec[aá]mara|dormitorio|cuarto', 'bedroom'],
  ['cocina', 'kitchen'], ['sala', 'living room'], ['horno', 'oven'], ['refrigerador|nevera|refri', 'fridge'],
  ['c[oó]digo', 'code'], ['descuento', 'discount'], ['primera', 'first'],
  ['trabajo|empleo', 'job'], ['trabajar', 'work'], ['limpiadora?s?', 'cleaner'],
  ['cancelar', 'cancel'], ['reserv\\p{L}*|agend\\p{L}*|program\\p{L}*', 'book'], ['pagar|pago', 'pay'],
  ['semanal', 'weekly'], ['cada dos semanas|quincenal', 'every other week'], ['mensual', 'monthly'],
  ['casa|apartamento|departamento', 'home'], ['precios?', 'price'], ['tarifas?', 'rates'],
  ['ustedes|usted', 'you'], ['puedo', 'can i'], ['necesito|quiero', 'i need'], ['tienen', 'do you have'],
  ['d[oó]nde', 'where'], ['cu[aá]ndo', 'when'], ['c[oó]mo', 'how'], ['qu[eé]', 'what'], ['incluye', 'include'],
  ['seguro', 'insurance'], ['mascotas?|perros?|gatos?', 'pets'], ['productos', 'supplies'],
  ['por favor', 'please'], ['una|uno|un', 'a'], ['dos', 'two'], ['tres', 'three'], ['cuatro', 'four'],
  ['y', 'and'], ['con', 'with'], ['para', 'for'], ['en', 'in'], ['de|del|la|el|los|las|es|hay|son', ''],
] as const).map(([es, en]) => [new RegExp(`(?<![\\p{L}])(?:${es})(?![\\p{L}])`, 'giu'), en]);

/** Words that only a Spanish message uses: two of them, or a ¿, make it Spanish. */
const SPANISH_MARKERS = /(?<![\p{L}])(cu[aá]nto|cuesta|limpieza|limpian|habitaci[oó]n(es)?|baños?|precio|ustedes|usted|hacen|necesito|quiero|puedo|tienen|d[oó]nde|mi|casa|por favor|gracias|hola|trabajo|una|para|con|qu[eé]|c[oó]mo)(?![\p{L}])/giu;

/** An English reading of a Spanish message, or null when the message is not Spanish. */
export function fromSpanish(message: string): string | null {
  const markers = message.match(SPANISH_MARKERS)?.length ?? 0;
  if (!/[¿¡]/.test(message) && markers < 2) return null;
  let text = message;
  for (const [re, en] of SPANISH) text = text.replace(re, en);
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * The questions of one message: split after each "?" that more words follow, and before "and
 * also" / "also,"; a part of a word or two ("thanks!"), or one that only counts rooms ("it's 2 rooms"), stays with its neighbour.
 */
export function splitQuestions(message: string): string[] {
  const parts = message.split(/(?<=\?)\s+(?=\S)|\s+(?:and also|also,|plus,)\s+/i).map((p) => p.trim()).filter(Boolean);
  const out: string[] = [];
  for (const part of parts) {
    // A part that asks nothing and counts rooms ("its like 1 big room + bath") describes what the part before asked about.
    if (out.length && !/\?$/.test(part) && (part.split(/\s+/).length <= 2 || (!ASKING.test(part) && (COUNTS_ROOMS.test(part) || SAYS_WHERE_I_LIVE.test(part))))) out[out.length - 1] += ` ${part}`;
    else out.push(part);
  }
  return out.slice(0, 3);
}
