/** The dish add control: 'ADD' at 0, then minus, count and plus (the spec's rules). */
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $cartQuantities, addToCart, removeFromCart, type DishRef } from '#src/stores/cart.ts';
import { useHydrated } from '#src/components/ui/useHydrated.ts';
import { pressAdd, pressMinus, pressPlus, type Step } from './addControlRules';
import './addControl.css';

interface Props {
  dish: DishRef;
  restaurantId: string;
  /** On the search page each change to a quantity above 0 adds the dish with that quantity. */
  mode?: 'menu' | 'search';
}

/** Adds and removes one dish; starts from the quantity already in the server's cart. */
export function AddControl({ dish, restaurantId, mode = 'menu' }: Props) {
  const inCart = useStore($cartQuantities).get(dish.id) ?? 0;
  // While hydrating, ADD as the server drew it; the effect below brings in the cart's count.
  const [count, setCount] = useState(useHydrated() ? inCart : 0);
  const [busy, setBusy] = useState(false);
  useEffect(() => setCount(inCart), [inCart]);

  async function apply(step: Step) {
    if (!step.call || busy) return;
    setBusy(true);
    const ok =
      step.call === 'remove'
        ? await removeFromCart(dish.id)
        : await addToCart(dish, restaurantId, mode === 'search' && step.next > 0 ? step.next : undefined);
    if (ok) setCount(step.next);
    setBusy(false);
  }

  if (count === 0) {
    return (
      <button
        type="button"
        className="add-button"
        onClick={() => apply(pressAdd(count))}
        aria-busy={busy}
        aria-label={`Add ${dish.name}`}
      >
        ADD
      </button>
    );
  }
  return (
    <fieldset className="add-stepper" aria-label={`${dish.name} quantity`} aria-busy={busy}>
      <button type="button" onClick={() => apply(pressMinus(count))} aria-label={`Remove one ${dish.name}`}>
        −
      </button>
      <span aria-live="polite" data-testid="dish-count">
        {count}
      </span>
      <button type="button" onClick={() => apply(pressPlus(count))} aria-label={`Add one more ${dish.name}`}>
        +
      </button>
    </fieldset>
  );
}
