import { describe, expect, it } from 'vitest';
import { isAmbiguousPath, parseTarget, pathLocation, withoutTrailingSlash, withQuery } from './request-target.ts';

describe('parseTarget', () => {
  it('keeps the raw path and query apart from the decoded path', () => {
    expect(parseTarget('/a%3Fb/?x=1')).toEqual({ raw: '/a%3Fb/', pathname: '/a?b/', query: '?x=1' });
    expect(parseTarget('http://host.test/cookies?x=1')).toEqual({ raw: '/cookies', pathname: '/cookies', query: '?x=1' });
  });

  it('refuses what cannot be a path here', () => {
    for (const url of ['/%E0%A4%A', '/a%00b', '*', 'evil.example/']) expect(parseTarget(url), url).toBeNull();
  });
});

describe('isAmbiguousPath', () => {
  it('flags empty and dot segments and backslashes', () => {
    for (const p of ['//evil.example/', '/\\evil.example', '/./index.html', '/a/../b', '/a/..']) expect(isAmbiguousPath(p), p).toBe(true);
    for (const p of ['/', '/cookies/', '/a.b/c', '/..a']) expect(isAmbiguousPath(p), p).toBe(false);
  });
});

describe('redirect locations', () => {
  it('never start with two slashes, whatever the raw path holds', () => {
    for (const raw of ['/%2Fevil.example/', '/%2F%2Fevil.example/', '//evil.example/', '/%5Cevil.example/', '/\\evil.example/', '/%2F/', '/']) {
      expect(withoutTrailingSlash(raw, ''), raw).toMatch(/^\/(?![/\\])/);
    }
    expect(withoutTrailingSlash('/cookies/', '?a=1')).toBe('/cookies?a=1');
    expect(withoutTrailingSlash('/caf\u00e9/', '?q=\u00e9')).toBe('/caf%E9?q=%E9');
    expect(pathLocation('/a?b#c/index', '')).toBe('/a%3Fb%23c/index');
  });

  it('add the query to a configured target, before its fragment', () => {
    expect(withQuery('https://x.test/s?term=a#top', '?utm_source=b')).toBe('https://x.test/s?term=a&utm_source=b#top');
    expect(withQuery('/help', '?utm_source=b')).toBe('/help?utm_source=b');
    expect(withQuery('/help', '')).toBe('/help');
  });
});
