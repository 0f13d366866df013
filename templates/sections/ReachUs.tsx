import { phoneDisplay, phoneHref, SUPPORT_HOURS } from '../../kernel/phone.ts';
import { usePage } from '../PageContext.ts';

/** How to reach a person: the shared phone number and the support hours. */
export function ReachUs({ className = 'reach-us' }: { className?: string }) {
  const { site } = usePage();
  return (
    <p className={className}>
      Talk to a person: call <a href={phoneHref(site.phone)}>{phoneDisplay(site.phone)}</a>, support is open {SUPPORT_HOURS}.
    </p>
  );
}
