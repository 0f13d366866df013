import { usePage } from '../PageContext.ts';

/** App Store and Google Play buttons, through the site's redirect routes. */
export function AppButtons() {
  const { site } = usePage();
  return (
    <div className="store-buttons">
      <a className="button button-primary button-store" href={`/${site.brand.slug}-ios`}>
        <span className="store-small">Download on the</span> App Store
      </a>
      <a className="button button-primary button-store" href={`/${site.brand.slug}-android`}>
        <span className="store-small">Get it on</span> Google Play
      </a>
    </div>
  );
}
