/** The dishes of a cart, each with its veg mark, add control and line total (the cart page and checkout). */
import type { CartDocument } from '#src/lib/cartTypes.ts';
import { rupees } from '#src/lib/money.ts';
import { AddControl } from './AddControl';

interface Props {
  /** The cart's lines. */
  documents: CartDocument[];
  /** The list's accessible name. */
  label: string;
}

/** One list item per dish. */
export function CartLines({ documents, label }: Props) {
  return (
    <ul className="cart-lines" aria-label={label}>
      {documents.map((d) => (
        <li key={d.id} className="cart-line">
          <span
            className={`veg-mark ${d.isVeg ? 'is-veg' : 'is-nonveg'}`}
            role="img"
            aria-label={d.isVeg ? 'Veg' : 'Non-veg'}
          />
          <span className="cart-line-name">{d.name}</span>
          <AddControl dish={{ id: d.id, name: d.name }} restaurantId={d.restaurantId} />
          <span className="cart-line-total">{rupees(d.price * d.quantity)}</span>
        </li>
      ))}
    </ul>
  );
}
