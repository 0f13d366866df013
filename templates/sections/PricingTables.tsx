import type { Pricing } from '../../generator/content/pricing.ts';
import { formatCents } from '../../kernel/money.ts';

/** The flat-rate room prices and the add-on prices, as two readable tables. */
export function PricingTables({ pricing }: { pricing: Pricing }) {
  return (
    <div className="pricing">
      <table className="price-table">
        <caption>Price per room</caption>
        <thead>
          <tr><th scope="col">Room</th><th scope="col">Standard</th><th scope="col">Deep</th></tr>
        </thead>
        <tbody>
          {pricing.rooms.map((row) => (
            <tr key={row.item}>
              <th scope="row">{row.item}</th>
              <td>{formatCents(row.standard)}</td>
              <td>{formatCents(row.deep)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <table className="price-table">
        <caption>Add-ons</caption>
        <thead>
          <tr><th scope="col">Add-on</th><th scope="col">Price</th></tr>
        </thead>
        <tbody>
          {pricing.addOns.map((row) => (
            <tr key={row.item}>
              <th scope="row">{row.item}</th>
              <td>{formatCents(row.price)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="pricing-note">{pricing.includedNote} {pricing.addOnNote}</p>
    </div>
  );
}
