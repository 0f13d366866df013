/** The static hosts whose `_headers` and `_redirects` dialects the build writes. */
export const HOSTS = ['cloudflare', 'netlify'] as const;
export type Host = (typeof HOSTS)[number];
