import { z } from 'zod';
import { escapeRegExp } from '../../kernel/regexp.ts';

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

/** A YAML timestamp as written: the day, then optionally a time of day and a zone (YAML 1.1 timestamp). */
const TIMESTAMP = /^(\d{4}-\d{2}-\d{2})(?:(?:[Tt]|[ \t]+)(\d{1,2}):(\d{2}):(\d{2})(?:\.\d+)?(?:[ \t]*(?:Z|[-+](\d{1,2})(?::?(\d{2}))?))?)?$/;

/**
 * What is wrong with the time of day after a written day, or undefined when it is a real time
 * (or there is none).
 *
 * @example timeFault('2026-03-10T25:00:00Z') // 'there is no hour 25'
 */
function timeFault(written: string): string | undefined {
  const match = TIMESTAMP.exec(written);
  if (!match) return 'expected a day as YYYY-MM-DD, or one with a time as YYYY-MM-DDTHH:MM:SS';
  const [hour, minute, second, zoneHour, zoneMinute] = match.slice(2).map((part) => (part === undefined ? 0 : Number(part))) as number[];
  if (hour! > 23) return `there is no hour ${hour}`;
  if (minute! > 59) return `there is no minute ${minute}`;
  if (second! > 59) return `there is no second ${second}`;
  if (zoneHour! > 14 || zoneMinute! > 59) return 'there is no such time zone';
  return undefined;
}

/**
 * A publication or update day, kept as `YYYY-MM-DD`: the calendar day as written. YAML hands a
 * written date over as a Date; `writtenDates` puts it back to the text first, so an impossible
 * day or time is refused here instead of rolling over (2026-13-45 would be published as
 * 2027-02-14, 2026-03-10T25:00:00Z as March 11), and a time with a zone keeps its own day
 * (2026-03-10T23:30:00-05:00, an evening in New Jersey, is March 10, not March 11 in UTC).
 */
export const IsoDay = z.preprocess(
  (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value),
  z.string().superRefine((written, ctx) => {
    const day = written.slice(0, 10);
    const fault = dayFault(day);
    const time = fault ? undefined : timeFault(written);
    if (fault?.startsWith('expected') || time?.startsWith('expected')) ctx.addIssue({ code: 'custom', message: (time ?? fault)! });
    else if (fault || time) ctx.addIssue({ code: 'custom', message: `${written} is not a ${fault ? 'day' : 'time'}: ${fault ?? time}` });
  }).transform((written) => written.slice(0, 10)),
);

/**
 * The frontmatter's data with every top-level date put back to the text the author wrote, so
 * `2026-13-45` or `2026-03-10T25:00:00Z` reaches the schema as written rather than as the Date
 * YAML rolled it over to.
 */
export function writtenDates(data: Record<string, unknown>, frontmatter: string): Record<string, unknown> {
  const out = { ...data };
  for (const [key, value] of Object.entries(data)) {
    if (!(value instanceof Date)) continue;
    const written = new RegExp(`^${escapeRegExp(key)}\\s*:\\s*(\\d{4}-\\d{1,2}-\\d{1,2}(?:[Tt \\t][^#]*?)?)\\s*(#.*)?$`, 'm').exec(frontmatter)?.[1];
    if (written) out[key] = written.trim();
  }
  return out;
}
