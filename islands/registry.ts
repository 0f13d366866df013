/**
 * Every island the site has. The build awaits each loader to render the island on the server;
 * in the browser each dynamic import becomes its own chunk, loaded only on pages that use it.
 */
export const ISLANDS = {
  supportMenu: () => import('./support-menu/SupportMenu.tsx'),
  bookNow: () => import('./book-now/BookNow.tsx'),
  cookieBanner: () => import('./cookie-banner/CookieBanner.tsx'),
  promoCode: () => import('./promo-code/PromoCode.tsx'),
  helpSearch: () => import('./help-search/HelpSearch.tsx'),
  form: () => import('./form/NativeForm.tsx'),
  priceEstimate: () => import('./price-estimate/PriceEstimate.tsx'),
  blogShuffle: () => import('./blog-shuffle/BlogShuffle.tsx'),
  chat: () => import('./chat/Chat.tsx'),
  locationSearch: () => import('./location-search/LocationSearch.tsx'),
};

export type IslandName = keyof typeof ISLANDS;

/**
 * When an island wakes: `load` at once, `idle` when the main thread is free, `visible` on screen,
 * `interaction` on its first click (its code is not even downloaded before).
 */
export type IslandWhen = 'load' | 'idle' | 'visible' | 'interaction';

export function isIslandName(name: string): name is IslandName {
  return Object.hasOwn(ISLANDS, name);
}
