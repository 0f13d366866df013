/**
 * The one rule for which places a ZIP code names, shared by the town search (islands/
 * location-search) and the chat (server/chat/places.ts), so both list the same towns for 08540:
 * every place that has the ZIP among its own, and every place that another name with that ZIP
 * (a census place, a post-office name) lies in.
 */

/** Whether a ZIP, or the start of one as typed, is among `zips`. */
export function zipFinds(typed: string, zips: readonly string[]): boolean {
  return zips.some((zip) => zip.startsWith(typed));
}

/** Every ZIP with the places it names, in the order places and then other names are given. */
export function placesByZip<P>(places: readonly { place: P; zips: readonly string[] }[], aliases: readonly { places: readonly P[]; zip?: string }[]): Map<string, P[]> {
  const out = new Map<string, P[]>();
  const add = (zip: string, place: P) => {
    const named = out.get(zip) ?? [];
    if (!named.includes(place)) out.set(zip, [...named, place]);
  };
  for (const { place, zips } of places) for (const zip of zips) add(zip, place);
  for (const alias of aliases) if (alias.zip) for (const place of alias.places) add(alias.zip, place);
  return out;
}
