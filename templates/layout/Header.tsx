import { Island } from '../Island.tsx';
import { usePage } from '../PageContext.ts';
import { LogoMark } from './Logo.tsx';

export function Header() {
  const { site } = usePage();
  return (
    <header className="site-header">
      <div className="container header-row">
        <a className="logo" href="/">
          <LogoMark />
          <span>{site.brand.name}</span>
        </a>
        <nav className="header-nav" aria-label="Main">
          <Island
            name="supportMenu"
            props={{
              id: 'support-menu',
              label: 'Support',
              className: 'button button-ghost',
              clientSupportUrl: site.clientSupportUrl,
              crewSupportUrl: site.crewSupportUrl,
              crewBrandName: site.crewBrand.name,
            }}
          />
          <a className="button button-ghost" href={site.crewSiteUrl}>Join Our Team</a>
          <button type="button" className="theme-toggle" data-theme-toggle aria-pressed="false" aria-label="Dark mode">
            <svg className="icon-moon" width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M20 14.5A8.5 8.5 0 0 1 9.5 4a8.5 8.5 0 1 0 10.5 10.5z" fill="currentColor" />
            </svg>
            <svg className="icon-sun" width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <circle cx="12" cy="12" r="4.5" fill="currentColor" />
              <path d="M12 1.5v3M12 19.5v3M1.5 12h3M19.5 12h3M4.6 4.6l2.1 2.1M17.3 17.3l2.1 2.1M4.6 19.4l2.1-2.1M17.3 6.7l2.1-2.1" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </nav>
      </div>
    </header>
  );
}
