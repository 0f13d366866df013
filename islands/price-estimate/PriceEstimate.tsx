import { useEffect, useState } from 'react';
import { formatCents } from '../../kernel/money.ts';
import BookNow from '../book-now/BookNow.tsx';
import type { ChoiceSet } from '../../kernel/choice-pages.ts';
import { estimate, type Level, type PriceList } from '../../kernel/estimate.ts';

export interface PriceEstimateProps {
  prices: PriceList;
  /** The store-choice page, where Book Now leads without JavaScript. */
  choiceHref: string;
  /** The store choice Book Now offers (kernel appChoice). */
  storeChoice: ChoiceSet;
}

const MAX_ROOMS = 20;

/**
 * An instant, itemised estimate from the price list. It renders hidden and shows itself once
 * JavaScript runs, so visitors without it see only the static tables, never dead controls.
 */
export default function PriceEstimate({ prices, choiceHref, storeChoice }: PriceEstimateProps) {
  const [ready, setReady] = useState(false);
  const [level, setLevel] = useState<Level>('standard');
  const [counts, setCounts] = useState<number[]>(() => prices.rooms.map((_, i) => (i < 2 ? 1 : 0)));
  const [addOns, setAddOns] = useState<number[]>([]);
  useEffect(() => setReady(true), []);

  const result = estimate(prices, { level, counts, addOns });
  const { code, percentOff } = prices.offer;
  const [clamped, setClamped] = useState<number | null>(null);
  // A count past the limit is priced as the limit, and the field says so: it shows the number the
  // estimate uses, never the one typed (Preact would keep "99" on screen, the state being 20 still).
  const setCount = (i: number, field: HTMLInputElement) => {
    const typed = Math.floor(Number(field.value)) || 0;
    const n = Math.min(MAX_ROOMS, Math.max(0, typed));
    if (field.value !== '' && String(n) !== field.value) field.value = String(n);
    setClamped(typed > MAX_ROOMS ? i : null);
    setCounts(counts.map((c, j) => (j === i ? n : c)));
  };
  const toggle = (i: number) => setAddOns(addOns.includes(i) ? addOns.filter((a) => a !== i) : [...addOns, i]);

  return (
    <section className="estimate card" aria-labelledby="estimate-title" hidden={!ready}>
      <h3 id="estimate-title">Estimate your price</h3>
      <fieldset className="estimate-level">
        <legend>Type of cleaning</legend>
        {(['standard', 'deep'] as const).map((l) => (
          <label key={l}>
            <input type="radio" name="estimate-level" value={l} checked={level === l} onChange={() => setLevel(l)} />
            {l === 'standard' ? ' Standard' : ' Deep'}
          </label>
        ))}
      </fieldset>
      <fieldset className="estimate-rooms">
        <legend>Rooms</legend>
        {prices.rooms.map((room, i) => (
          <label key={room.item}>
            {room.item}s
            <input type="number" inputMode="numeric" min={0} max={MAX_ROOMS} value={counts[i]} aria-describedby={clamped === i ? 'estimate-clamp' : undefined} onInput={(e) => setCount(i, e.currentTarget)} />
          </label>
        ))}
        <p id="estimate-clamp" className="estimate-clamp" role="status">
          {clamped !== null && `At most ${MAX_ROOMS} ${prices.rooms[clamped]!.item.toLowerCase()}s: the estimate counts ${MAX_ROOMS}.`}
        </p>
      </fieldset>
      <fieldset className="estimate-addons">
        <legend>Add-ons</legend>
        {prices.addOns.map((addOn, i) => (
          <label key={addOn.item}>
            <input type="checkbox" checked={addOns.includes(i)} onChange={() => toggle(i)} /> {addOn.item} ({formatCents(addOn.price)})
          </label>
        ))}
      </fieldset>
      <ul className="estimate-lines">
        {result.lines.map((line) => (
          <li key={line.label}>
            <span>{line.quantity} × {line.label} at {formatCents(line.unit)}</span> <span>{formatCents(line.total)}</span>
          </li>
        ))}
      </ul>
      <div aria-live="polite" className="estimate-totals">
        <p>Estimate: <strong>{formatCents(result.total)}</strong></p>
        <p>Your first cleaning with {code} ({percentOff}% off): <strong>{formatCents(result.firstClean)}</strong></p>
      </div>
      <p className="estimate-note">This is an estimate. The app confirms your final price before you book.</p>
      <BookNow id="estimate-book" label="Book Now" className="button button-primary" choiceHref={choiceHref} choice={storeChoice} />
    </section>
  );
}
