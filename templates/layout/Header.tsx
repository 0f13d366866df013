import { HELP_CENTRE } from '../../kernel/page-urls.ts';
import { appChoice, CHOICE_PAGES } from '../../kernel/choice-pages.ts';
import { Island } from '../Island.tsx';
import { usePage } from '../PageContext.ts';
import { SupportButton } from '../sections/SupportButton.tsx';
import { LogoMark } from './Logo.tsx';

/** The sections the header leads to; a link is marked current on its section's pages. */
const SECTIONS: { label: string; href: string }[] = [
  { label: 'Pricing', href: '/#pricing' },
  { label: 'Locations', href: '/locations' },
  { label: 'Help centre', href: HELP_CENTRE },
  { label: 'Blog', href: '/blog' },
];

/**
 * The section of the header whose pages `path` is among, if any: the one thing of the page the
 * header shows (pages with the same one share its markup; see templates/Shared.tsx).
 */
export function currentSection(path: string): string | undefined {
  return SECTIONS.find((s) => path === s.href || path.startsWith(`${s.href}/`))?.href;
}

/**
 * Logo, "Get the app" (the Book Now choice), and the menu: the four sections, Support, Join Our
 * Team and the colour mode. Below 62em the menu folds into a native <details>, which opens and
 * closes without JavaScript; wider screens show its content in the row (see layout.css).
 * `section`: the address of the section the page is in (currentSection), '' for none.
 */
export function Header({ section }: { section: string }) {
  const { site } = usePage();
  return (
    <header className="site-header">
      <div className="container header-row">
        <a className="logo" href="/">
          <LogoMark />
          <span>{site.brand.name}</span>
        </a>
        <div className="header-app">
          <Island
            name="bookNow"
            props={{
              id: 'header-get-app',
              label: 'Get the app',
              className: 'button button-primary button-small',
              choiceHref: CHOICE_PAGES.app,
              choice: appChoice(site),
            }}
            when="interaction"
          />
        </div>
        <details className="site-menu">
          <summary className="site-menu-button">
            <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
            </svg>
            <span className="site-menu-label">Menu</span>
          </summary>
          <nav className="header-nav" aria-label="Main">
            <ul className="header-links">
              {SECTIONS.map((s) => (
                <li key={s.href}>
                  <a className="header-link" href={s.href} aria-current={s.href === section ? 'page' : undefined}>{s.label}</a>
                </li>
              ))}
            </ul>
            <SupportButton id="support-menu" className="button button-ghost header-link" />
            <a className="button button-ghost header-link" href={site.crewSiteUrl}>Join Our Team</a>
            <button type="button" className="theme-toggle needs-js" data-theme-toggle aria-pressed="false" aria-label="Dark mode">
              <svg className="icon-moon" width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M20 14.5A8.5 8.5 0 0 1 9.5 4a8.5 8.5 0 1 0 10.5 10.5z" fill="currentColor" />
              </svg>
              <svg className="icon-sun" width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <circle cx="12" cy="12" r="4.5" fill="currentColor" />
                <path d="M12 1.5v3M12 19.5v3M1.5 12h3M19.5 12h3M4.6 4.6l2.1 2.1M17.3 17.3l2.1 2.1M4.6 19.4l2.1-2.1M17.3 6.7l2.1-2.1" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
          </nav>
        </details>
      </div>
    </header>
  );
}
