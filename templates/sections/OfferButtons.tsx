import type { Pricing } from '../../generator/content/pricing.ts';
import { usePage } from '../PageContext.ts';
import { AppButtons } from './AppButtons.tsx';

/** The first-cleaning offer and the two store buttons: a location page's call to action. */
export function OfferButtons({ offer }: { offer: Pricing['offer'] }) {
  const { site } = usePage();
  return (
    <div className="offer-buttons">
      <p className="offer-line" data-boilerplate="">
        <strong>{offer.percentOff}% off your first cleaning</strong> with the code <strong className="offer-code">{offer.code}</strong> in the {site.brand.name} app.
      </p>
      <AppButtons />
    </div>
  );
}
