/**
 * When the order arrives: "Deliver now" while the restaurant takes orders now, and the delivery
 * slots of ordering ahead (today and tomorrow, from the quote). Radio buttons in a fieldset with
 * its legend: arrow keys move between them.
 */
import type { CheckoutQuote } from '#src/lib/orderTypes.ts';
import { chooseSlot } from '#src/stores/checkout.ts';

interface Props {
  quote: CheckoutQuote | null;
  /** The slot chosen (its start); null: deliver now. */
  slot: string | null;
  /** A delivery address is chosen (the slots depend on it: the ride is part of the lead). */
  addressChosen: boolean;
}

/** The section; nothing until the quote says which slots there are. */
export function SlotSection({ quote, slot, addressChosen }: Props) {
  const slots = quote?.slots ?? [];
  const openNow = quote?.openNow ?? true;
  if (!quote || (openNow && slots.length === 0)) return null;
  return (
    <section className="checkout-section" aria-labelledby="checkout-slot" tabIndex={-1} id="checkout-slot-section">
      <h2 id="checkout-slot">Delivery time</h2>
      {!openNow && <p>The restaurant is closed now: choose when your order should arrive.</p>}
      {slots.length === 0 && !openNow ? (
        <p role={addressChosen ? 'alert' : undefined}>
          {addressChosen
            ? 'There is no delivery time left today or tomorrow.'
            : 'Choose a delivery address to see the delivery times.'}
        </p>
      ) : (
        <fieldset>
          <legend className="visually-hidden">When should your order arrive?</legend>
          <div className="slot-list">
            {openNow && (
              <label className="choice">
                <input type="radio" name="slot" value="now" checked={slot === null} onChange={() => chooseSlot(null)} />
                <span>Deliver now</span>
              </label>
            )}
            {slots.map((s) => (
              <label key={s.start} className="choice">
                <input
                  type="radio"
                  name="slot"
                  value={s.start}
                  checked={slot === s.start}
                  onChange={() => chooseSlot(s.start)}
                />
                <span>{s.label}</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
    </section>
  );
}
