import path from 'node:path';
import { expect, inject, it } from 'vitest';
import { contentInvariants } from './content-invariants.ts';

it('the real site keeps every content invariant: pages, feed entries, redirects and prices from content/', () => {
  expect(contentInvariants(path.resolve(import.meta.dirname, '..'), inject('siteDir'))).toEqual([]);
});
