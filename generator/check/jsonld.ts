/** The fields spec section 3 lists for a local-business record, by dotted path. */
export const LOCAL_BUSINESS_FIELDS = [
  '@context', '@type', 'name', 'image', '@id', 'url', 'telephone', 'priceRange',
  'address.@type', 'address.addressLocality', 'address.addressRegion', 'address.postalCode', 'address.addressCountry',
  'openingHoursSpecification.@type', 'openingHoursSpecification.dayOfWeek', 'openingHoursSpecification.opens', 'openingHoursSpecification.closes',
  'areaServed', 'description', 'serviceType', 'sameAs',
];

export function jsonLdBlocks(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
}

function at(record: unknown, dotted: string): unknown {
  let value = record;
  for (const key of dotted.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** Problems with the structured data of one page: every LocalBusiness record must be complete. */
export function jsonLdProblems(from: string, html: string): string[] {
  let blocks: unknown[];
  try {
    blocks = jsonLdBlocks(html);
  } catch (error) {
    return [`${from}: JSON-LD does not parse: ${(error as Error).message}`];
  }
  const problems: string[] = [];
  const businesses = blocks.filter((b) => (b as { '@type'?: string })['@type'] === 'LocalBusiness');
  if (!businesses.length) problems.push(`${from}: no LocalBusiness record`);
  for (const record of businesses) {
    for (const field of LOCAL_BUSINESS_FIELDS) {
      const value = at(record, field);
      if (value === undefined || value === null || value === '' || (Array.isArray(value) && !value.length)) {
        problems.push(`${from}: LocalBusiness record lacks ${field}`);
      }
    }
    const days = at(record, 'openingHoursSpecification.dayOfWeek');
    if (Array.isArray(days) && days.length !== 7) problems.push(`${from}: LocalBusiness open on ${days.length} days, expected all 7`);
    const services = at(record, 'serviceType');
    if (Array.isArray(services) && services.length !== 5) problems.push(`${from}: LocalBusiness lists ${services.length} services, expected 5`);
    const sameAs = at(record, 'sameAs');
    if (Array.isArray(sameAs) && sameAs.length !== 6) problems.push(`${from}: LocalBusiness has ${sameAs.length} social links, expected 6`);
  }
  return problems;
}
