/**
 * The shared phone number as site.json holds it ("+1-609-555-0142"), for people and for links.
 *
 * @example phoneDisplay('+1-609-555-0142') // '(609) 555-0142' with a no-break space and hyphen, so it never wraps
 * @example phoneHref('+1-609-555-0142') // 'tel:+16095550142'
 */
export function phoneDisplay(phone: string): string {
  const digits = phone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
  return digits.length === 10 ? `(${digits.slice(0, 3)})\u00a0${digits.slice(3, 6)}\u2011${digits.slice(6)}` : phone;
}

export function phoneHref(phone: string): string {
  return `tel:+${phone.replace(/\D/g, '')}`;
}

/**
 * True for a number in 555-0100..0199, reserved for fiction and examples: a stand-in that must be
 * replaced before the site goes live.
 */
export function isStandInPhone(phone: string): boolean {
  return /55501\d\d$/.test(phone.replace(/\D/g, ''));
}

/** The support hours the spec states: every day, all day. */
export const SUPPORT_HOURS = 'every day, 24/7 (00:00–23:59)';
