/**
 * When the order arrives: "Deliver now" while the restaurant takes orders now, and the delivery
 * slots of ordering ahead (today and tomorrow, from the quote). Radio buttons in a fieldset with
 * its legend: arrow keys move between them.
 */
import { useMessages } from '#src/i18n/useMessages.ts';
import type { CheckoutQuote } from '#src/lib/orderTypes.ts';
import { chooseSlot } from '#src/stores/checkout.ts';
import { checkoutMessages } from './messages/en.ts';

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
  const t = useMessages(checkoutMessages);
  if (!quote || (openNow && slots.length === 0)) return null;
  return (
    <section className="checkout-section" aria-labelledby="checkout-slot" tabIndex={-1} id="checkout-slot-section">
      <h2 id="checkout-slot">{t.deliveryTime}</h2>
      {!openNow && <p>{t.closedNow}</p>}
      {slots.length === 0 && !openNow ? (
        <p role={addressChosen ? 'alert' : undefined}>{addressChosen ? t.noSlotLeft : t.addressForSlots}</p>
      ) : (
        <fieldset>
          <legend className="visually-hidden">{t.whenArrive}</legend>
          <div className="slot-list">
            {openNow && (
              <label className="choice">
                <input type="radio" name="slot" value="now" checked={slot === null} onChange={() => chooseSlot(null)} />
                <span>{t.deliverNow}</span>
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
