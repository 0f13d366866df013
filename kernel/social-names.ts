/**
 * How each social network writes its own name, by the key content/site.json gives its profile
 * (the footer, the socials page and the chat name them alike).
 */
export const SOCIAL_NAMES = {
  x: 'X',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  instagram: 'Instagram',
  facebook: 'Facebook',
} as const;
