import { createContext, useContext, type ReactNode } from 'react';

/** What a build's render puts where a page shows markup many pages share (see generator/render.tsx). */
export interface SharedMarkup {
  place(id: string, children: ReactNode): ReactNode;
}

export const SharedContext = createContext<SharedMarkup | null>(null);

/**
 * Markup many pages share, such as the header and the footer: a build renders it once for each
 * `name` and `keys`, and pastes it into every page that shows it (a third of the time of
 * rendering the site). `render` is given `keys` and may read what every page of a build shares
 * (the settings, `has`), but not the page's path: a build renders it in a page context whose
 * path throws, so markup that depends on more than its keys fails instead of being pasted into
 * pages it is wrong for. Outside a build (a template rendered alone), it renders as usual.
 *
 * @example <Shared name="header" keys={{ section }} render={(k) => <Header section={k.section} />} />
 */
export function Shared<Keys extends Record<string, string>>({ name, keys, render }: { name: string; keys: Keys; render: (keys: Keys) => ReactNode }) {
  const shared = useContext(SharedContext);
  const children = render(keys);
  return <>{shared ? shared.place(`${name} ${JSON.stringify(keys)}`, children) : children}</>;
}
