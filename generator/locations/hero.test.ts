import { describe, expect, it } from 'vitest';
import type { Content } from '../content/load.ts';
import { heroImage } from './hero.ts';

const content = (heroImages: string[], assetBaseUrl = '/images') => ({ site: { assetBaseUrl }, locations: { heroImages } }) as unknown as Content;

describe('place hero image', () => {
  it("uses the place's photo under the asset base when the site ships it", () => {
    expect(heroImage(content(['mercer-county/trenton.jpg'], 'https://cdn.example.com'), 'mercer-county/trenton')).toEqual({
      src: 'https://cdn.example.com/locations/mercer-county/trenton.jpg',
      fallback: 'https://cdn.example.com/locations/default.svg',
    });
  });

  it('uses the default illustration directly when there is no photo', () => {
    expect(heroImage(content([]), 'bergen-county/teaneck-township').src).toBe('/images/locations/default.svg');
  });
});
