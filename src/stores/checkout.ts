/**
 * Checkout's state and actions: the diner's saved addresses and the one chosen, the coupon
 * applied, the delivery slot of an order ahead, the server's bill for them (recomputed as a listener whenever the cart or a choice
 * changes), a new address saved on the spot, and placing the order with one Idempotency-Key per
 * attempt, so a double tap or a retry after a lost answer makes one order.
 */
import { atom, computed } from 'nanostores';
import { checkAddress, type AddressErrors, type AddressFormFields } from '../lib/addressRules';
import { dinerMessage, errorStatus } from '../lib/dinerMessages';
import type { CheckoutQuote, DeliveryAddress, PaymentMethod } from '../lib/orderTypes';
import type { SavedArea } from '../lib/savedAddress';
import { createAddress, fetchAddresses } from './addresses';
import { $cart } from './areas';
import { ensureCartLoaded, loadCart } from './cart';
import { chosenCoupon } from './coupon';
import { createDataArea } from './dataArea';
import { fetchQuote, placeOrder } from './orders';
import { goToPayment } from './payment';
import { $userData } from './user';

/** The diner's saved addresses, default first (`GET /api/addresses`). */
export const $checkoutAddresses = createDataArea<DeliveryAddress[]>();

/** The bill of the cart with the chosen address and coupon (`POST /api/checkout/quote`); the last one stays while the next loads. */
export const $quote = createDataArea<CheckoutQuote>();

/** What the diner chose at checkout and what is under way. */
export interface CheckoutState {
  /** The saved address the order goes to. */
  addressId: string | null;
  /** The coupon code applied (the quote says whether it holds). */
  couponCode: string;
  /** The delivery slot chosen for an order ahead (its start, an ISO time); null: deliver now. */
  slot: string | null;
  /** The rider's tip in paise (0: none); in the bill, so the quote follows it. */
  tip: number;
  /** Leave the food at the door. */
  noContact: boolean;
  /** The order is being placed (or the diner is on the way to pay). */
  placing: boolean;
  /** A new address is being saved. */
  savingAddress: boolean;
  /** What is wrong with the new address's fields. */
  addressErrors: AddressErrors;
  /** The last thing that went wrong, in the diner's words. */
  problem: string | null;
}

const initial: CheckoutState = {
  addressId: null,
  couponCode: '',
  slot: null,
  tip: 0,
  noContact: false,
  placing: false,
  savingAddress: false,
  addressErrors: {},
  problem: null,
};

/** The checkout's choices and progress. */
export const $checkout = atom<CheckoutState>(initial);

const patch = (change: Partial<CheckoutState>) => $checkout.set({ ...$checkout.get(), ...change });

/** The Idempotency-Key of the attempt under way; empty until the diner first presses "Place order". */
let attemptKey = '';

const newKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;

/**
 * Whether a failed "Place order" ends its attempt. A refusal (a 4xx: the bill changed, the
 * address is out of reach) does, so the next press is a new order; a lost answer (no status, or
 * a 5xx) does not, so a retry sends the same key and finds the order the server may have made.
 */
export function attemptEnds(status: number | undefined): boolean {
  return typeof status === 'number' && status < 500;
}

/** The diner whose addresses checkout shows. */
const $diner = computed($userData, (user) => user?.userId ?? null);

/** Everything the bill depends on (the diner, the cart's lines, the address, the coupon, the slot, the tip); null while there is nothing to price. */
const $quoteInput = computed([$userData, $cart, $checkout], (user, cart, { addressId, couponCode, slot, tip }) => {
  const lines = (cart.data?.documents ?? []).map((d) => `${d.id}x${d.quantity}`).join(',');
  return user && lines ? JSON.stringify([user.userId, lines, addressId, couponCode, slot, tip]) : null;
});

/** Reads the diner's addresses and chooses the default one (else the newest). */
export async function loadCheckoutAddresses(): Promise<void> {
  const list = await $checkoutAddresses.run(() => fetchAddresses());
  if (list) {
    const chosen = list.find((a) => a.isDefault) ?? list[0];
    patch({ addressId: chosen?.id ?? null });
    return;
  }
  const { error } = $checkoutAddresses.get();
  if (error) patch({ problem: error });
}

/** Asks the server for the bill of the cart with the current choices. */
async function loadQuote(): Promise<void> {
  const { addressId, couponCode, slot, tip } = $checkout.get();
  // A new bill is a new attempt: its key must not answer an order made for another bill.
  attemptKey = '';
  await $quote.run((signal) => fetchQuote(addressId, couponCode, signal, slot, tip), { keepData: true });
  const { isLoading, error, data } = $quote.get();
  if (!isLoading && error) patch({ problem: error });
  // A slot the restaurant no longer offers (time moved on) is dropped: the diner chooses again.
  if (!isLoading && data && slot && !data.slots?.some((s) => s.start === slot)) patch({ slot: null });
}

/**
 * Opens checkout: the cart is loaded, a deal's code taken on a menu is applied, the addresses are
 * read for the signed-in diner and the bill follows the cart and the choices, until the returned
 * function closes it.
 */
export function openCheckout(): () => void {
  attemptKey = '';
  $checkout.set({ ...initial, couponCode: chosenCoupon() ?? '' });
  $checkoutAddresses.set({ isLoading: false, error: null, data: null });
  $quote.set({ isLoading: false, error: null, data: null });
  ensureCartLoaded();
  const stopAddresses = $diner.subscribe((diner) => {
    if (diner) void loadCheckoutAddresses();
  });
  const stopQuote = $quoteInput.subscribe((input) => {
    if (input) void loadQuote();
    else $quote.cancel();
  });
  return () => {
    stopAddresses();
    stopQuote();
    $quote.cancel();
  };
}

/** Chooses the saved address the order goes to. */
export function chooseAddress(id: string): void {
  patch({ addressId: id });
}

/** Chooses when the order arrives: a slot's start (an ISO time) to order ahead, or null to have it delivered now. */
export function chooseSlot(slot: string | null): void {
  patch({ slot });
}

/** Chooses the rider's tip in paise (0: none); the bill follows. */
export function chooseTip(tip: number): void {
  patch({ tip });
}

/** Asks for the food to be left at the door, or not. */
export function chooseNoContact(noContact: boolean): void {
  patch({ noContact });
}

/** Applies a coupon code as typed (the quote says whether it holds); an empty code removes it. */
export function applyCoupon(code: string): void {
  patch({ couponCode: code.trim().toUpperCase() });
}

/** Saves a new address in `area` and chooses it; answers it, or null when a field is wrong or the save failed. */
export async function saveCheckoutAddress(fields: AddressFormFields, area: SavedArea): Promise<DeliveryAddress | null> {
  const { value, errors } = checkAddress(fields);
  patch({ addressErrors: errors });
  if (Object.keys(errors).length > 0) return null;
  patch({ savingAddress: true });
  try {
    const saved = await createAddress({
      ...value,
      area: area.text,
      placeId: area.placeId,
      lat: area.lat,
      lng: area.lng,
    });
    $checkoutAddresses.success([saved, ...($checkoutAddresses.get().data ?? [])]);
    patch({ addressId: saved.id, problem: null, savingAddress: false });
    return saved;
  } catch (error) {
    patch({ problem: dinerMessage(error), savingAddress: false });
    return null;
  }
}

/**
 * Places the cart as an order with the chosen address, `paymentMethod`, the coupon the bill
 * applied and the total it showed, then takes the diner to pay. Does nothing while an order is
 * being placed, or without an address or a bill.
 */
export async function placeCheckoutOrder(paymentMethod: PaymentMethod): Promise<void> {
  const { addressId, placing, slot, noContact } = $checkout.get();
  const quote = $quote.get().data;
  if (!addressId || !quote || placing) return;
  patch({ placing: true, problem: null });
  attemptKey ||= newKey();
  try {
    const answer = await placeOrder(attemptKey, {
      addressId,
      paymentMethod,
      ...(quote.coupon?.applied ? { couponCode: quote.coupon.code } : {}),
      expectedTotal: quote.bill.total,
      ...(slot ? { slot } : {}),
      // The tip the bill showed: the total above already has it.
      ...(quote.bill.tip ? { tip: quote.bill.tip } : {}),
      ...(noContact ? { noContact } : {}),
    });
    await goToPayment(answer);
  } catch (error) {
    const status = errorStatus(error);
    if (attemptEnds(status)) attemptKey = '';
    patch({ problem: dinerMessage(error), placing: false });
    // The cart changed under the bill: the screen shows it as it is now.
    if (status === 409) void loadCart();
  }
}
