/**
 * The numeric blog addresses (`/blog/{id}`, each article's older address) when a blog has too
 * many to be static `_redirects` rules on Cloudflare Pages: the build publishes this map of id to
 * slug, and the Pages Function functions/blog/[id].ts answers each id with a 301 from it.
 */
export const BLOG_IDS_FILE = 'blog/ids.json';

/** `/blog/{id}` and nothing else: the id is digits. */
export const BLOG_ID_PATH = /^\/blog\/(\d+)$/;

/** id -> slug. */
export type BlogIds = Record<string, string>;
