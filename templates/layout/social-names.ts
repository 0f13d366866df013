import type { Site } from '../../generator/content/site.ts';

/** How each social network writes its own name. */
export const SOCIAL_NAMES: Record<keyof Site['social'], string> = {
  x: 'X',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  instagram: 'Instagram',
  facebook: 'Facebook',
};
