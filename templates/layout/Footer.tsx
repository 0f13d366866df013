import { HELP_CENTRE } from '../../kernel/page-urls.ts';
import { SOCIAL_NAMES } from '../../kernel/social-names.ts';
import { usePage } from '../PageContext.ts';
import { ReachUs } from '../sections/ReachUs.tsx';

interface FooterLink {
  label: string;
  href: string;
}

export function Footer() {
  const { site, has } = usePage();
  const columns: { heading: string; links: FooterLink[] }[] = [
    {
      heading: 'Get the app',
      links: [
        { label: 'App Store', href: `/${site.brand.slug}-ios` },
        { label: 'Google Play', href: `/${site.brand.slug}-android` },
        { label: 'Early access', href: '/waitlist' },
        { label: 'App feedback', href: '/app-feedback' },
      ],
    },
    {
      heading: 'Help',
      links: [
        { label: 'Help centre', href: HELP_CENTRE },
        { label: 'Client support', href: site.clientSupportUrl },
        { label: 'Crew support', href: site.crewSupportUrl },
        { label: 'Booking fee', href: '/booking-fee' },
      ],
    },
    {
      heading: 'Company',
      links: [
        { label: 'Locations', href: '/locations' },
        { label: 'Join the team', href: site.crewSiteUrl },
        { label: 'Careers', href: '/careers' },
        { label: 'Creator program', href: '/creators' },
        { label: 'Business waitlist', href: '/business-waitlist' },
        { label: 'Review us on Google', href: '/google-review' },
        { label: 'Blog', href: '/blog' },
      ],
    },
    {
      heading: 'Legal',
      links: [
        { label: 'Terms of Service', href: '/terms-of-service' },
        { label: 'Privacy Policy', href: '/privacy-policy' },
        { label: 'Cookie Policy', href: '/cookies' },
        { label: 'Notice at Collection', href: '/notice-at-collection' },
        { label: 'Accessibility', href: '/accessibility' },
      ],
    },
  ];
  return (
    <footer className="site-footer">
      <div className="container">
        <div className="footer-columns">
          {columns.map((column) => (
            <nav key={column.heading} aria-label={column.heading}>
              <h2 className="footer-heading">{column.heading}</h2>
              <ul>
                {column.links.filter((link) => has(link.href)).map((link) => (
                  <li key={link.href}><a href={link.href}>{link.label}</a></li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <nav aria-label="Nestwell on social media">
          <ul className="social-links">
          {(Object.keys(SOCIAL_NAMES) as (keyof typeof SOCIAL_NAMES)[]).map((key) => (
            <li key={key}>
              <a href={site.social[key]} rel="me">{SOCIAL_NAMES[key]}</a>
            </li>
          ))}
            {has('/socials') && <li><a href="/socials">All our profiles</a></li>}
          </ul>
        </nav>
        <ReachUs className="footer-reach" />
        <p className="gpc-note">Your browser sent a Global Privacy Control signal, and we honour it: no analytics load and no cookie banner appears.</p>
        <p className="copyright">© {site.copyrightYear} {site.brand.name}. All rights reserved.</p>
      </div>
    </footer>
  );
}
