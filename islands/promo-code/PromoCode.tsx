import { toast } from '../toast/toast.ts';

export interface PromoCodeProps {
  code: string;
}

/** The promo code with a button that copies it and confirms with a toast. */
export default function PromoCode({ code }: PromoCodeProps) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      toast({ status: 'success', title: `Code ${code} copied`, description: 'Paste it in the app when you book your first cleaning.' });
    } catch {
      toast({ status: 'error', title: 'Could not copy the code', description: `Type ${code} in the app when you book.` });
    }
  };
  return (
    <p className="promo-code">
      <span className="promo-code-label">Promo code</span>
      <code className="promo-code-value">{code}</code>
      <button type="button" className="button button-secondary button-small needs-js" onClick={copy}>Copy code</button>
    </p>
  );
}
