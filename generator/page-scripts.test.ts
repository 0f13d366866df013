import { describe, expect, it } from 'vitest';
import { pageScripts } from './site-files.ts';

const assets = {
  bootScripts: ['/assets/boot.js'],
  hydrateScripts: ['/assets/chunks/hydrate.js', '/assets/chunks/preact.js'],
  islandScripts: { bookNow: ['/assets/chunks/BookNow.js', '/assets/chunks/preact.js'], cookieBanner: ['/assets/chunks/CookieBanner.js'] },
};

describe('pageScripts', () => {
  it('leaves an island that waits for a click out of the first load, and counts it on its click', () => {
    expect(pageScripts(assets, [{ name: 'bookNow', firstLoad: false }])).toEqual({
      scripts: ['/assets/boot.js'],
      lazyScripts: ['/assets/chunks/BookNow.js', '/assets/chunks/hydrate.js', '/assets/chunks/preact.js'],
    });
  });

  it('counts an island, with Preact and the hydration code, when any placement wakes before interaction', () => {
    const { scripts, lazyScripts } = pageScripts(assets, [{ name: 'bookNow', firstLoad: false }, { name: 'cookieBanner', firstLoad: true }]);
    expect(scripts).toEqual(['/assets/boot.js', '/assets/chunks/CookieBanner.js', '/assets/chunks/hydrate.js', '/assets/chunks/preact.js']);
    expect(lazyScripts).toEqual(['/assets/chunks/BookNow.js']);
  });
});
