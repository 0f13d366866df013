/** Text to be matched as written inside a regular expression: "St. Mary's (Ocean City)" has no wildcards. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
