import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { clientAddress, parseTrustProxy, rateKey, sameOrigin } from './client.ts';

const request = (headers: Record<string, string>, peer = '10.0.0.2') => ({ headers, socket: { remoteAddress: peer } }) as unknown as IncomingMessage;

describe('clientAddress', () => {
  it('is the socket peer when no proxy is trusted, whatever the headers say', () => {
    expect(clientAddress(request({ 'x-forwarded-for': '203.0.113.9' }), 0)).toBe('10.0.0.2');
  });

  it('takes the address the trusted hops recorded, ignoring what the client prepended', () => {
    expect(clientAddress(request({ 'x-forwarded-for': '203.0.113.9' }), 1)).toBe('203.0.113.9');
    expect(clientAddress(request({ 'x-forwarded-for': '198.51.100.1, 203.0.113.9' }), 1)).toBe('203.0.113.9');
    expect(clientAddress(request({ 'x-forwarded-for': '198.51.100.1, 203.0.113.9, 10.0.0.1' }), 2)).toBe('203.0.113.9');
    expect(clientAddress(request({ 'x-forwarded-for': '203.0.113.9:5123' }), 1)).toBe('203.0.113.9');
  });

  it('reads Forwarded, IPv6 in brackets included', () => {
    expect(clientAddress(request({ forwarded: 'for=198.51.100.1, for="[2001:db8::7]:4711";proto=https' }), 1)).toBe('2001:db8::7');
  });

  it('falls back to the peer when the chain is shorter than the hops or holds no address', () => {
    expect(clientAddress(request({}), 1)).toBe('10.0.0.2');
    expect(clientAddress(request({ 'x-forwarded-for': 'unknown' }), 1)).toBe('10.0.0.2');
  });

  it('refuses a hop count that is not a small number', () => {
    expect(parseTrustProxy('2')).toBe(2);
    expect(() => parseTrustProxy('yes')).toThrow('--trust-proxy: expected a number of proxy hops');
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
  const policy = { trustProxy: 1, siteUrl: 'https://www.nestwell.test' };
  it('accepts the request Host and the configured site URL, and nothing else', () => {
    expect(sameOrigin(request({ host: 'origin.internal:3000', origin: 'http://origin.internal:3000' }), policy)).toBe(true);
    expect(sameOrigin(request({ host: 'origin.internal:3000', origin: 'https://www.nestwell.test' }), policy)).toBe(true);
    expect(sameOrigin(request({ host: 'origin.internal:3000', origin: 'https://evil.example' }), policy)).toBe(false);
    expect(sameOrigin(request({ host: 'origin.internal:3000', origin: 'null' }), policy)).toBe(false);
    expect(sameOrigin(request({ host: 'origin.internal:3000' }), policy)).toBe(true);
  });
});
