import { createContext, useContext } from 'react';
import type { Site } from '../generator/content/site.ts';

/** What every page's frame needs: the settings, the page's own path, and which links lead somewhere. */
export interface PageFrame {
  site: Site;
  path: string;
  /**
   * True for an external URL, or an internal path the site builds. Shared navigation lists what
   * the site will have; a section that has not been built yet is left out instead of linking nowhere.
   */
  has: (href: string) => boolean;
}

export const PageContext = createContext<PageFrame | null>(null);

export function usePage(): PageFrame {
  const page = useContext(PageContext);
  if (!page) throw new Error('template rendered outside a page');
  return page;
}
