import { z } from 'zod';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * What is wrong with a `YYYY-MM-DD` day, or undefined when it is a day of the calendar.
 *
 * @example dayFault('2026-02-30') // 'February 2026 has 28 days'
 */
export function dayFault(day: string): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return 'expected a day as YYYY-MM-DD';
  const [year, month, date] = match.slice(1).map(Number) as [number, number, number];
  if (month < 1 || month > 12) return `there is no month ${month}`;
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (date < 1 || date > days) return `${MONTHS[month - 1]} ${year} has ${days} days`;
  return undefined;
}

/**
 * A publication or update day, kept as `YYYY-MM-DD`. YAML hands a written date over as a Date;
 * `writtenDates` puts it back to the text first, so an impossible day is refused here instead of
 * rolling over (2026-13-45 would otherwise be published as 2027-02-14).
 */
export const IsoDay = z.preprocess(
  (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value),
  z.string().superRefine((day, ctx) => {
    const fault = dayFault(day);
    if (fault) ctx.addIssue({ code: 'custom', message: fault === 'expected a day as YYYY-MM-DD' ? fault : `${day} is not a day: ${fault}` });
  }),
);

/**
 * The frontmatter's data with every top-level date put back to the text the author wrote, so
 * `2026-13-45` reaches the schema as written rather than as the Date YAML rolled it over to.
 */
export function writtenDates(data: Record<string, unknown>, frontmatter: string): Record<string, unknown> {
  const out = { ...data };
  for (const [key, value] of Object.entries(data)) {
    if (!(value instanceof Date)) continue;
    const escaped = key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const written = new RegExp(`^${escaped}\\s*:\\s*(\\d{4}-\\d{1,2}-\\d{1,2})\\s*(#.*)?$`, 'm').exec(frontmatter)?.[1];
    if (written) out[key] = written;
  }
  return out;
}
