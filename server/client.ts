import type { IncomingMessage } from 'node:http';
import net from 'node:net';
import { readManifest } from '../kernel/manifest.ts';

/** Who is asking, as far as this server can tell; what the chat and the forms share. */
export interface ClientPolicy {
  /** Proxies in front of this server whose forwarding headers are believed (0: none). */
  trustProxy: number;
  /** The site's public URL (site.json siteUrl): pages served through a CDN post from it. */
  siteUrl?: string;
}

/** `NESTWELL_TRUST_PROXY`: the number of trusted proxy hops; 0 when unset. */
export function trustProxyFromEnv(env = process.env): number {
  return parseTrustProxy(env.NESTWELL_TRUST_PROXY ?? '0', 'NESTWELL_TRUST_PROXY');
}

export function parseTrustProxy(value: string, name = '--trust-proxy'): number {
  if (!/^\d{1,2}$/.test(value.trim())) throw new Error(`${name}: expected a number of proxy hops (0 to 99), got "${value}"`);
  return Number(value);
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

/** The defaults every API starts from: the environment's hop count and the build's site URL. */
export function clientPolicy(dir: string, given: Partial<ClientPolicy> = {}): ClientPolicy {
  return { trustProxy: given.trustProxy ?? trustProxyFromEnv(), siteUrl: given.siteUrl ?? siteUrlOf(dir) };
}

/** An address from a forwarding header: quotes, brackets and ports removed. */
function bareAddress(token: string): string {
  let value = token.trim().replace(/^"|"$/g, '');
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value);
  if (bracketed) value = bracketed[1]!;
  else if (/^[\d.]+:\d+$/.test(value)) value = value.slice(0, value.indexOf(':'));
  return value;
}

/** The hops recorded in front of us, nearest last: `Forwarded` when present, else `X-Forwarded-For`. */
function forwardedChain(req: IncomingMessage): string[] {
  const forwarded = req.headers.forwarded;
  if (forwarded) {
    return forwarded.split(',').map((element) => {
      const pair = element.split(';').map((p) => p.trim()).find((p) => p.toLowerCase().startsWith('for='));
      return pair ? bareAddress(pair.slice(4)) : '';
    });
  }
  const xff = req.headers['x-forwarded-for'];
  const list = Array.isArray(xff) ? xff.join(',') : xff ?? '';
  return list ? list.split(',').map(bareAddress) : [];
}

/**
 * The client's address. With `trustProxy` hops, each trusted proxy appended the address it saw,
 * so the client is the entry that many places from the end of the chain (the socket's peer
 * being the last); anything a client put earlier in the header is ignored. An entry that is not
 * an address falls back to the socket's peer.
 *
 * @example // one CDN, X-Forwarded-For: "spoofed, 203.0.113.9", socket 10.0.0.2 -> "203.0.113.9"
 */
export function clientAddress(req: IncomingMessage, trustProxy: number): string {
  const peer = req.socket.remoteAddress ?? 'unknown';
  if (trustProxy <= 0) return peer;
  const chain = [...forwardedChain(req), peer];
  const candidate = chain[Math.max(0, chain.length - 1 - trustProxy)]!;
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
export const clientKey = (req: IncomingMessage, policy: ClientPolicy) => rateKey(clientAddress(req, policy.trustProxy));

/**
 * Browsers send Origin on cross-site POSTs. Only this site's own pages may post: an Origin whose
 * host is the request's Host, or the configured site URL (a CDN or proxy may rewrite Host).
 * Requests without Origin (curl, server to server) are allowed; other origins get a refusal.
 */
export function sameOrigin(req: IncomingMessage, policy: ClientPolicy): boolean {
  const origin = req.headers.origin;
  if (!origin) return true;
  try {
    const url = new URL(origin);
    if (url.host === req.headers.host) return true;
    return !!policy.siteUrl && url.origin === new URL(policy.siteUrl).origin;
  } catch {
    return false;
  }
}
