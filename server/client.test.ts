import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { clientAddress, clientPolicy, forwardedFor, parseClientHeader, parseTrustProxy, rateKey, sameOrigin, viaTrustedProxy } from './client.ts';

const SECRET = 'a-test-secret-of-thirty-two-chars!';
const request = (headers: Record<string, string>, peer = '10.0.0.2') => ({ headers, socket: { remoteAddress: peer } }) as unknown as IncomingMessage;
/** A request as the trusted proxy passes it on: with its secret. */
const proxied = (headers: Record<string, string>, peer = '10.0.0.2') => request({ 'x-nestwell-origin-secret': SECRET, ...headers }, peer);
const hops = (trustProxy: number, clientHeader = 'x-forwarded-for') => ({ trustProxy, clientHeader, originSecret: SECRET });

describe('clientAddress', () => {
  it('is the socket peer when no proxy is trusted, whatever the headers say', () => {
    expect(clientAddress(proxied({ 'x-forwarded-for': '203.0.113.9' }), { trustProxy: 0, clientHeader: 'x-forwarded-for' })).toBe('10.0.0.2');
  });

  it('takes the address the trusted hops recorded, ignoring what the client prepended', () => {
    expect(clientAddress(proxied({ 'x-forwarded-for': '203.0.113.9' }), hops(1))).toBe('203.0.113.9');
    expect(clientAddress(proxied({ 'x-forwarded-for': '198.51.100.1, 203.0.113.9' }), hops(1))).toBe('203.0.113.9');
    expect(clientAddress(proxied({ 'x-forwarded-for': '198.51.100.1, 203.0.113.9, 10.0.0.1' }), hops(2))).toBe('203.0.113.9');
    expect(clientAddress(proxied({ 'x-forwarded-for': '203.0.113.9:5123' }), hops(1))).toBe('203.0.113.9');
  });

  it('reads only the configured header: a Forwarded header the client added changes nothing', () => {
    expect(clientAddress(proxied({ forwarded: 'for=198.51.100.1', 'x-forwarded-for': '203.0.113.9' }), hops(1))).toBe('203.0.113.9');
    expect(clientAddress(proxied({ forwarded: 'for=198.51.100.1' }), hops(1))).toBe('10.0.0.2');
    expect(clientAddress(proxied({ 'x-forwarded-for': '198.51.100.1', 'cf-connecting-ip': '203.0.113.9' }), hops(1, 'cf-connecting-ip'))).toBe('203.0.113.9');
  });

  it('reads Forwarded when configured, IPv6 in brackets included', () => {
    expect(clientAddress(proxied({ forwarded: 'for=198.51.100.1, for="[2001:db8::7]:4711";proto=https' }), hops(1, 'forwarded'))).toBe('2001:db8::7');
  });

  it('ignores the forwarding headers of a request that lacks the proxy\'s secret', () => {
    expect(clientAddress(request({ 'x-forwarded-for': '203.0.113.9' }), hops(1))).toBe('10.0.0.2');
    expect(clientAddress(request({ 'x-forwarded-for': '203.0.113.9', 'x-nestwell-origin-secret': `${SECRET}x` }), hops(1))).toBe('10.0.0.2');
  });

  it('falls back to the peer when the chain is shorter than the hops or holds no address', () => {
    expect(clientAddress(proxied({}), hops(1))).toBe('10.0.0.2');
    expect(clientAddress(proxied({ 'x-forwarded-for': 'unknown' }), hops(1))).toBe('10.0.0.2');
  });

  it('refuses a hop count that is not a small number, and a header name that is not one', () => {
    expect(parseTrustProxy('2')).toBe(2);
    expect(() => parseTrustProxy('yes')).toThrow('--trust-proxy: expected a number of proxy hops');
    expect(parseClientHeader('X-Forwarded-For')).toBe('x-forwarded-for');
    expect(() => parseClientHeader('X Forwarded')).toThrow('--client-header: expected a header name');
  });
});

describe('forwardedFor', () => {
  it('keeps commas and semicolons inside quoted values', () => {
    expect(forwardedFor('for="198.51.100.1, 10.0.0.9";proto=https, for=203.0.113.9')).toEqual(['198.51.100.1, 10.0.0.9', '203.0.113.9']);
    expect(forwardedFor('proto=https;by="a;b", For=203.0.113.9')).toEqual(['', '203.0.113.9']);
  });
});

describe('clientPolicy', () => {
  it('refuses to trust a proxy without a secret of 32 characters or more', () => {
    expect(() => clientPolicy('/nowhere', { trustProxy: 1 }, {})).toThrow('needs NESTWELL_ORIGIN_SECRET');
    expect(() => clientPolicy('/nowhere', {}, { NESTWELL_TRUST_PROXY: '1', NESTWELL_ORIGIN_SECRET: 'short' })).toThrow('at least 32 characters');
    expect(clientPolicy('/nowhere', {}, { NESTWELL_TRUST_PROXY: '1', NESTWELL_ORIGIN_SECRET: SECRET, NESTWELL_CLIENT_HEADER: 'Forwarded' })).toMatchObject({ trustProxy: 1, clientHeader: 'forwarded' });
    expect(clientPolicy('/nowhere', {}, {})).toMatchObject({ trustProxy: 0, clientHeader: 'x-forwarded-for' });
  });

  it('knows a request from the proxy by its secret, only when a proxy is trusted', () => {
    expect(viaTrustedProxy(proxied({}), hops(1))).toBe(true);
    expect(viaTrustedProxy(request({}), hops(1))).toBe(false);
    expect(viaTrustedProxy(proxied({}), { trustProxy: 0, originSecret: SECRET })).toBe(false);
  });
});

describe('rateKey', () => {
  it('keys IPv6 by /64 and keeps IPv4 whole', () => {
    expect(rateKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(rateKey('2001:db8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64');
    expect(rateKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(rateKey('203.0.113.9')).toBe('203.0.113.9');
    expect(rateKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
  });
});

describe('sameOrigin', () => {
  const policy = { siteUrl: 'https://www.nestwell.test' };
  it('accepts the request Host and the configured site URL, and nothing else', () => {
    expect(sameOrigin(request({ host: 'origin.internal:3000', origin: 'http://origin.internal:3000' }), policy)).toBe(true);
    expect(sameOrigin(request({ host: 'origin.internal:3000', origin: 'https://www.nestwell.test' }), policy)).toBe(true);
    expect(sameOrigin(request({ host: 'origin.internal:3000', origin: 'https://evil.example' }), policy)).toBe(false);
    expect(sameOrigin(request({ host: 'origin.internal:3000', origin: 'null' }), policy)).toBe(false);
    expect(sameOrigin(request({ host: 'origin.internal:3000' }), policy)).toBe(true);
  });

  it('refuses an Origin with user info, whose host alone would match', () => {
    expect(sameOrigin(request({ host: '127.0.0.1', origin: 'https://evil.example@127.0.0.1' }), policy)).toBe(false);
    expect(sameOrigin(request({ host: 'www.nestwell.test', origin: 'https://evil.example@www.nestwell.test' }), policy)).toBe(false);
  });
});
