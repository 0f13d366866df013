import type { IncomingMessage } from 'node:http';
import { createHash, timingSafeEqual } from 'node:crypto';
import net from 'node:net';
import { readManifest } from '../kernel/manifest.ts';

/** Who is asking, as far as this server can tell; what the chat and the forms share. */
export interface ClientPolicy {
  /** Proxies in front of this server whose forwarding header is believed (0: none). */
  trustProxy: number;
  /**
   * The one header the trusted proxies record client addresses in, lower-case: `x-forwarded-for`
   * (the default), `forwarded`, or a one-address header such as `cf-connecting-ip`. Only this
   * one is read, so a client cannot pick another header a proxy passes through untouched.
   */
  clientHeader: string;
  /**
   * The secret the trusted proxy sends in `X-Nestwell-Origin-Secret`; required when `trustProxy`
   * is above 0. A request without it did not come through the proxy: its forwarding headers are
   * ignored, and the chat and forms refuse it.
   */
  originSecret?: string;
  /** The site's public URL (site.json siteUrl): pages served through a CDN post from it. */
  siteUrl?: string;
}

export const ORIGIN_SECRET_HEADER = 'x-nestwell-origin-secret';
/** Shorter than this is a password someone can guess, not a shared secret. */
const MIN_SECRET_LENGTH = 32;

/** `NESTWELL_TRUST_PROXY`: the number of trusted proxy hops; 0 when unset. */
export function trustProxyFromEnv(env = process.env): number {
  return parseTrustProxy(env.NESTWELL_TRUST_PROXY ?? '0', 'NESTWELL_TRUST_PROXY');
}

export function parseTrustProxy(value: string, name = '--trust-proxy'): number {
  if (!/^\d{1,2}$/.test(value.trim())) throw new Error(`${name}: expected a number of proxy hops (0 to 99), got "${value}"`);
  return Number(value);
}

/** A header name for `--client-header` / `NESTWELL_CLIENT_HEADER`, lower-cased. */
export function parseClientHeader(value: string, name = '--client-header'): string {
  if (!/^[A-Za-z0-9-]+$/.test(value.trim())) throw new Error(`${name}: expected a header name such as X-Forwarded-For or Forwarded, got "${value}"`);
  return value.trim().toLowerCase();
}

/** The siteUrl the build recorded in its manifest, if any. */
export function siteUrlOf(dir: string): string | undefined {
  try {
    const { siteUrl } = readManifest(dir);
    return typeof siteUrl === 'string' ? siteUrl : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The policy every API starts from: what `given` says, else the environment (`NESTWELL_TRUST_PROXY`,
 * `NESTWELL_CLIENT_HEADER`, `NESTWELL_ORIGIN_SECRET`) and the build's site URL. Trusting a proxy
 * without a secret is refused: anyone who reached the server directly could name their own address.
 */
export function clientPolicy(dir: string, given: Partial<ClientPolicy> = {}, env = process.env): ClientPolicy {
  const trustProxy = given.trustProxy ?? trustProxyFromEnv(env);
  const clientHeader = given.clientHeader ?? (env.NESTWELL_CLIENT_HEADER ? parseClientHeader(env.NESTWELL_CLIENT_HEADER, 'NESTWELL_CLIENT_HEADER') : 'x-forwarded-for');
  const originSecret = given.originSecret ?? (env.NESTWELL_ORIGIN_SECRET || undefined);
  if (trustProxy > 0 && !originSecret) {
    throw new Error(`trusting ${trustProxy} proxy hop${trustProxy > 1 ? 's' : ''} needs NESTWELL_ORIGIN_SECRET, the secret the proxy sends in X-Nestwell-Origin-Secret (README, "The server")`);
  }
  if (originSecret !== undefined && originSecret.length < MIN_SECRET_LENGTH) {
    throw new Error(`NESTWELL_ORIGIN_SECRET: at least ${MIN_SECRET_LENGTH} characters (openssl rand -hex 32 makes one)`);
  }
  return { trustProxy, clientHeader, originSecret, siteUrl: given.siteUrl ?? siteUrlOf(dir) };
}

/** Whether the request carries the trusted proxy's secret; compared in constant time. */
export function viaTrustedProxy(req: IncomingMessage, policy: Pick<ClientPolicy, 'trustProxy' | 'originSecret'>): boolean {
  if (policy.trustProxy <= 0 || !policy.originSecret) return false;
  const sent = req.headers[ORIGIN_SECRET_HEADER];
  if (typeof sent !== 'string') return false;
  const a = createHash('sha256').update(sent).digest();
  const b = createHash('sha256').update(policy.originSecret).digest();
  return timingSafeEqual(a, b);
}

/** An address from a forwarding header: quotes, brackets and ports removed. */
function bareAddress(token: string): string {
  let value = token.trim().replace(/^"|"$/g, '');
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value);
  if (bracketed) value = bracketed[1]!;
  else if (/^[\d.]+:\d+$/.test(value)) value = value.slice(0, value.indexOf(':'));
  return value;
}

/**
 * The `for=` address of each element of an RFC 7239 `Forwarded` header ('' where an element has
 * none). Commas and semicolons inside a quoted string belong to the value.
 *
 * @example forwardedFor('for="[2001:db8::7]:4711";proto=https, for=203.0.113.9') // ['[2001:db8::7]:4711', '203.0.113.9']
 */
export function forwardedFor(header: string): string[] {
  const elements: string[] = [];
  let found = '';
  let pair = '';
  let quoted = false;
  const endPair = () => {
    const eq = pair.indexOf('=');
    if (eq > 0 && pair.slice(0, eq).trim().toLowerCase() === 'for' && !found) found = pair.slice(eq + 1).trim();
    pair = '';
  };
  for (let i = 0; i < header.length; i++) {
    const c = header[i]!;
    if (quoted && c === '\\') pair += header[++i] ?? '';
    else if (c === '"') quoted = !quoted;
    else if (!quoted && c === ';') endPair();
    else if (!quoted && c === ',') {
      endPair();
      elements.push(found);
      found = '';
    } else pair += c;
  }
  endPair();
  elements.push(found);
  return elements;
}

/** The hops the configured header records in front of us, nearest last. */
function forwardedChain(req: IncomingMessage, header: string): string[] {
  const raw = req.headers[header];
  const value = Array.isArray(raw) ? raw.join(',') : raw ?? '';
  if (!value) return [];
  return (header === 'forwarded' ? forwardedFor(value) : value.split(',')).map(bareAddress);
}

/**
 * The client's address. Through the trusted proxies (the request carries their secret), each
 * appended the address it saw to the configured header, so the client is the entry `trustProxy`
 * places from the end of the chain (the socket's peer being the last); anything a client put
 * earlier is ignored. Otherwise, or when that entry is not an address, the socket's peer.
 *
 * @example // one CDN, X-Forwarded-For: "spoofed, 203.0.113.9", socket 10.0.0.2 -> "203.0.113.9"
 */
export function clientAddress(req: IncomingMessage, policy: Omit<ClientPolicy, 'siteUrl'>): string {
  const peer = req.socket.remoteAddress ?? 'unknown';
  if (!viaTrustedProxy(req, policy)) return peer;
  const chain = [...forwardedChain(req, policy.clientHeader), peer];
  const candidate = chain[Math.max(0, chain.length - 1 - policy.trustProxy)]!;
  return net.isIP(candidate) ? candidate : peer;
}

/**
 * The rate-limit key of an address: IPv4 as it is (IPv4-mapped IPv6 included), IPv6 by its /64,
 * the block one subscriber usually holds whole.
 *
 * @example rateKey('2001:db8:1:2:aaaa::1') // '2001:db8:1:2::/64'
 */
export function rateKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (net.isIPv6(address)) return `${expandIPv6(address).slice(0, 4).join(':')}::/64`;
  return address;
}

function expandIPv6(address: string): string[] {
  const [head, tail] = address.split('%')[0]!.toLowerCase().split('::') as [string, string | undefined];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return groups.map((g) => (g.includes('.') ? g : String(parseInt(g, 16).toString(16))));
}

/** The key a request counts against. */
export const clientKey = (req: IncomingMessage, policy: ClientPolicy) => rateKey(clientAddress(req, policy));

/**
 * Browsers send Origin on cross-site POSTs. Only this site's own pages may post: an Origin whose
 * host is the request's Host, or the configured site URL (a CDN or proxy may rewrite Host).
 * Requests without Origin (curl, server to server) are allowed; other origins get a refusal.
 */
export function sameOrigin(req: IncomingMessage, policy: Pick<ClientPolicy, 'siteUrl'>): boolean {
  const origin = req.headers.origin;
  if (!origin) return true;
  try {
    const url = new URL(origin);
    // An Origin is a scheme, host and port, nothing else: `https://evil.example@127.0.0.1` names
    // user info that a browser never sends, and its host alone would match.
    if (url.origin !== origin || !/^https?:$/.test(url.protocol)) return false;
    if (url.host === req.headers.host) return true;
    return !!policy.siteUrl && url.origin === new URL(policy.siteUrl).origin;
  } catch {
    return false;
  }
}
