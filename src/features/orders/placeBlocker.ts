/** Why "Place order" cannot be used yet, in words next to the button, and where a tap on it takes the diner. */
import { textsOf } from '#src/i18n/useMessages.ts';
import { checkoutMessages } from './messages/en.ts';

/** What the diner must do before ordering, and the part of the checkout that does it. */
export interface PlaceBlocker {
  text: string;
  target: 'address-form' | 'choose-area' | 'address' | 'slot' | 'problems';
}

/** The checkout's state that decides whether an order can be placed. */
export interface PlaceState {
  /** The new-address form is open. */
  formOpen: boolean;
  /** Something was typed or chosen in it. */
  addressDirty: boolean;
  /** An area was chosen on /locate (a new address needs one). */
  hasArea: boolean;
  addressId: string | null;
  /** The chosen address's label when the restaurant does not deliver there, else null. */
  addressProblem: string | null;
  /** The restaurant takes no order for now and no delivery slot is chosen (order ahead). */
  slotNeeded?: boolean;
  /** Why the order cannot be placed as it stands (closed, sold out, below the minimum), from the quote. */
  restaurantProblem?: string | null | undefined;
}

/** The first thing that stands between the diner and their order, or null when nothing does. */
export function placeBlocker(state: PlaceState): PlaceBlocker | null {
  const t = textsOf(checkoutMessages);
  if (state.formOpen && !state.hasArea && !state.addressId) return { text: t.chooseArea, target: 'choose-area' };
  // A typed address not saved yet is named, not silently ignored for the one chosen above it.
  if (state.formOpen && (state.addressDirty || !state.addressId))
    return { text: t.saveAddressFirst, target: 'address-form' };
  if (!state.addressId) return { text: t.chooseAddress, target: 'address' };
  if (state.addressProblem)
    return {
      text: t.noDelivery({ address: state.addressProblem }),
      target: 'address',
    };
  if (state.slotNeeded) return { text: t.chooseTime, target: 'slot' };
  if (state.restaurantProblem) return { text: state.restaurantProblem, target: 'problems' };
  return null;
}

/** Brings the part of the checkout a blocker names into view and puts focus there. */
export function showBlocker(target: PlaceBlocker['target']): void {
  let element: HTMLElement | null = null;
  if (target === 'slot')
    element =
      document.querySelector<HTMLElement>('input[name="slot"]:checked') ??
      document.querySelector<HTMLElement>('input[name="slot"]');
  else if (target === 'problems')
    element = document.getElementById('cart-problems') ?? document.getElementById('checkout-slot-section');
  else if (target === 'choose-area') element = document.getElementById('checkout-address-choose-area');
  else if (target === 'address-form') {
    const flat = document.getElementById('checkout-address-flat') as HTMLInputElement | null;
    element = flat && !flat.value.trim() ? flat : document.querySelector('.address-form button[type="submit"]');
  } else
    element =
      document.querySelector<HTMLElement>('input[name="address"]:checked') ??
      document.querySelector<HTMLElement>('input[name="address"]') ??
      document.getElementById('checkout-address');
  if (!element) return;
  element.scrollIntoView({ block: 'center' });
  element.focus({ preventScroll: true });
}
