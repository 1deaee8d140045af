/**
 * The dish add control: 'ADD' at 0, then minus, count and plus (the spec's rules). A dish with
 * choices goes through the customisation sheet: ADD and + open it (with "Repeat last" once the
 * dish is in the cart), and − on a dish in the cart several ways points to the cart.
 */
import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { Dish } from '#src/lib/catalogTypes.ts';
import { isCustomisable } from '#src/lib/dishChoices.ts';
import { $dishLines, addToCart, removeFromCart } from '#src/stores/cart.ts';
import { customiseDish, explainSeveralLines } from '#src/stores/customise.ts';
import { askOrderAhead } from '#src/stores/orderAhead.ts';
import { useHydrated } from '#src/components/ui/useHydrated.ts';
import { useMessages } from '#src/i18n/useMessages.ts';
import { loadSheet } from '../customise/sheetLoader';
import { minusOnLines, pressAdd, pressMinus, pressPlus, type Step } from './addControlRules';
import { Stepper } from './Stepper';
import './addControl.css';
import { cartMessages } from './messages/en.ts';

interface Props {
  dish: Dish;
  restaurantId: string;
  /** On the search page each change to a quantity above 0 adds the dish with that quantity. */
  mode?: 'menu' | 'search';
  /** Set when the dish cannot come now: ADD first asks about ordering ahead, with these words of why. */
  askAhead?: string | undefined;
  /** The id of the words next to the control that say why it is different (closed, served later). */
  describedBy?: string | undefined;
}

/** Adds and removes one dish; starts from the quantity already in the server's cart (all its lines). */
export function AddControl({ dish, restaurantId, mode = 'menu', askAhead, describedBy }: Props) {
  const lines = useStore($dishLines).get(dish.id);
  const inCart = lines?.reduce((sum, line) => sum + line.quantity, 0) ?? 0;
  // While hydrating, ADD as the server drew it; the effect below brings in the cart's count.
  const [count, setCount] = useState(useHydrated() ? inCart : 0);
  const [busy, setBusy] = useState(false);
  const addButton = useRef<HTMLButtonElement>(null);
  const plusButton = useRef<HTMLButtonElement>(null);
  const customisable = isCustomisable(dish);
  const t = useMessages(cartMessages);
  useEffect(() => setCount(inCart), [inCart]);
  // ADD pressed here becomes the stepper: focus, lost with the ADD button, goes to its +.
  const fromAdd = useRef(false);
  useEffect(() => {
    if (count === 0 || !fromAdd.current) return;
    fromAdd.current = false;
    if (document.activeElement === document.body || document.activeElement === null) plusButton.current?.focus();
  }, [count]);

  async function apply(step: Step, lineId = dish.id) {
    if (!step.call || busy) return;
    setBusy(true);
    const ok =
      step.call === 'remove'
        ? await removeFromCart(lineId)
        : await addToCart(dish, restaurantId, mode === 'search' && step.next > 0 ? { quantity: step.next } : {});
    if (ok) setCount(step.next);
    setBusy(false);
  }

  async function sheet(opening: Promise<boolean>) {
    await opening;
    // The sheet gives focus back to the button that opened it; when ADD became the stepper, its + takes it.
    requestAnimationFrame(() => {
      if (document.activeElement === document.body) (addButton.current ?? plusButton.current)?.focus();
    });
  }

  function plus() {
    if (busy) return;
    fromAdd.current = count === 0;
    if (askAhead && count === 0) void sheet(askOrderAhead({ dish, restaurantId, text: askAhead, mode }));
    else if (customisable) void sheet(customiseDish(dish, restaurantId));
    else void apply(count === 0 ? pressAdd(count) : pressPlus(count));
  }

  function minus() {
    const press = minusOnLines(lines ?? [], dish.id);
    if (press.call === 'several') void sheet(explainSeveralLines(dish, restaurantId));
    else void apply(pressMinus(count), press.lineId);
  }

  // The sheet's code is fetched when a diner reaches for a dish with choices, before the press lands.
  const preload = customisable ? () => void loadSheet().catch(() => {}) : undefined;

  if (count === 0) {
    return (
      <button
        ref={addButton}
        type="button"
        className="add-button"
        onClick={plus}
        onPointerEnter={preload}
        onPointerDown={preload}
        onFocus={preload}
        aria-busy={busy}
        aria-haspopup={customisable || askAhead ? 'dialog' : undefined}
        aria-label={t.add({ dish: dish.name })}
        aria-describedby={describedBy}
      >
        {t.addButton}
      </button>
    );
  }
  return (
    <Stepper
      label={dish.name}
      count={count}
      busy={busy}
      onMinus={minus}
      onPlus={plus}
      plusRef={plusButton}
      onReach={preload}
      opensDialog={customisable}
    />
  );
}
