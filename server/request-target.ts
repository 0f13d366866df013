/** Longer request targets get 414; Node's own 16 KB header limit stops anything longer still. */
export const MAX_URL_LENGTH = 8 * 1024;

export interface RequestTarget {
  /** The path as sent, still percent-encoded. */
  raw: string;
  /** The decoded path. */
  pathname: string;
  /** `?` and what follows, as sent, or ''. */
  query: string;
}

/**
 * Splits a request target into its raw path, decoded path and query. Null for a target that
 * cannot be a path on this site: undecodable, a NUL, or neither origin-form nor absolute-form.
 */
export function parseTarget(url: string): RequestTarget | null {
  let target = url;
  if (!target.startsWith('/')) {
    if (!/^https?:\/\//i.test(target)) return null;
    try {
      const parsed = new URL(target);
      target = parsed.pathname + parsed.search;
    } catch {
      return null;
    }
  }
  const cut = target.search(/[?#]/);
  const raw = cut < 0 ? target : target.slice(0, cut);
  const query = cut >= 0 && target[cut] === '?' ? target.slice(cut).replace(/#.*/, '') : '';
  let pathname: string;
  try {
    pathname = decodeURIComponent(raw);
  } catch {
    return null;
  }
  if (pathname.includes('\0')) return null;
  return { raw, pathname, query };
}

/**
 * Whether a decoded path can never name a page, and must not be echoed into a redirect: an empty
 * segment (`//`, which browsers read as another host), a backslash (read as `/`), a dot segment.
 */
export function isAmbiguousPath(pathname: string): boolean {
  return pathname.includes('//') || pathname.includes('\\') || /(^|\/)\.\.?(\/|$)/.test(pathname);
}

/** Everything outside printable ASCII, and the characters that end a path, percent-encoded. */
const encodeUnsafe = (s: string) =>
  s.replace(/[^\x21-\x7e]|["#<>\\^`{|}]/g, (c) => {
    const code = c.charCodeAt(0);
    return code < 0x100 ? `%${code.toString(16).toUpperCase().padStart(2, '0')}` : encodeURIComponent(c);
  });

/**
 * The Location for the trailing-slash redirect, built from the raw path: trailing slashes
 * dropped, leading slashes (plain, encoded or backslashes) collapsed to one, so it always names
 * a path on this site.
 *
 * @example withoutTrailingSlash('/cookies/', '?a=1') // '/cookies?a=1'
 */
export function withoutTrailingSlash(raw: string, query: string): string {
  const path = raw.replace(/(?:\/|%2f)+$/i, '').replace(/^(?:\/|\\|%2f|%5c)+/i, '/');
  return encodeUnsafe(path.startsWith('/') ? path : `/${path}`) + encodeUnsafe(query);
}

/** A decoded path as a Location, each segment encoded so `?` and `#` stay part of the path. */
export function pathLocation(pathname: string, query: string): string {
  const path = pathname.split('/').map(encodeURIComponent).join('/').replace(/^\/+/, '/');
  return (path || '/') + encodeUnsafe(query);
}

/**
 * A configured redirect's target with the request's query string added (UTM tags survive), after
 * any query the target has and before its fragment.
 *
 * @example withQuery('https://x.test/s?term=a#top', '?utm_source=b') // 'https://x.test/s?term=a&utm_source=b#top'
 */
export function withQuery(to: string, query: string): string {
  if (query.length <= 1) return to;
  const hash = to.indexOf('#');
  const base = hash < 0 ? to : to.slice(0, hash);
  const fragment = hash < 0 ? '' : to.slice(hash);
  return `${base}${base.includes('?') ? '&' : '?'}${encodeUnsafe(query.slice(1))}${fragment}`;
}
