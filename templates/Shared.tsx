import { createContext, useContext, type ReactNode } from 'react';

/** What a build's render puts where a page shows markup many pages share (see generator/render.tsx). */
export interface SharedMarkup {
  place(id: string, children: ReactNode): ReactNode;
}

export const SharedContext = createContext<SharedMarkup | null>(null);

/**
 * Markup many pages share, such as the header and the footer: a build renders it once for each
 * `id` and pastes it into every page that shows it, a third of the time of rendering the site.
 * `id` must name everything the markup depends on besides what every page of a build shares
 * (the settings, the set of pages): two pages with one id get the same markup. Outside a build
 * (a test rendering a template alone), the children render as usual.
 *
 * @example <Shared id={`header ${currentSection(path) ?? ''}`}><Header /></Shared>
 */
export function Shared({ id, children }: { id: string; children: ReactNode }) {
  const shared = useContext(SharedContext);
  return <>{shared ? shared.place(id, children) : children}</>;
}
