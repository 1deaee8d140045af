/**
 * The diner's saved delivery addresses: the calls to /api/addresses, and the address book the
 * profile page shows (list, add, edit, delete, make default), whose outcomes are said in place, next
 * to the list, rather than in a toast over it. Checkout reads and adds through the same calls.
 */
import { atom } from 'nanostores';
import { api } from '../lib/browser/apiClient';
import type { DeliveryAddress } from '../lib/orderTypes';
import type { SavedArea } from '../lib/savedAddress';
import { dinerMessage, serverText } from '../lib/dinerMessages';
import {
  addressTexts,
  checkAddress,
  serverFieldError,
  type AddressErrors,
  type AddressFormFields,
} from '../lib/addressRules';

/** Fields of a new or edited address, as the server takes them. */
export interface AddressFields extends Omit<DeliveryAddress, 'id' | 'isDefault' | 'createdAt'> {
  makeDefault?: boolean;
}

/** The diner's saved addresses, default first. */
export async function fetchAddresses(): Promise<DeliveryAddress[]> {
  return (await api<{ addresses: DeliveryAddress[] }>('/addresses')).addresses;
}

/** Saves a new address. */
export async function createAddress(fields: AddressFields): Promise<DeliveryAddress> {
  return (await api<{ address: DeliveryAddress }>('/addresses', { method: 'POST', body: fields })).address;
}

/** The address book: its list, which address is being edited ('new' for the add form), and messages. */
export interface AddressBookState {
  loading: boolean;
  error: string | null;
  list: DeliveryAddress[];
  editing: string | null;
  saving: boolean;
  /** The address an action (delete, make default) is running on. */
  busy: string | null;
  errors: AddressErrors;
  /** What could not be done, in the diner's words. */
  problem: string | null;
  /** What was just done ("Your address is saved."), read out by screen readers. */
  message: string | null;
}

const initial: AddressBookState = {
  loading: false,
  error: null,
  list: [],
  editing: null,
  saving: false,
  busy: null,
  errors: {},
  problem: null,
  message: null,
};

/** The profile page's address book. */
export const $addressBook = atom<AddressBookState>(initial);

const patch = (change: Partial<AddressBookState>) => $addressBook.set({ ...$addressBook.get(), ...change });

/** Reads the diner's addresses. */
export async function loadAddressBook(): Promise<void> {
  patch({ loading: true, error: null });
  try {
    patch({ loading: false, list: await fetchAddresses() });
  } catch (error) {
    patch({ loading: false, error: dinerMessage(error) });
  }
}

/** Opens the form for one address, or for a new one with 'new'. */
export function editAddress(id: string | 'new'): void {
  patch({ editing: id, errors: {}, problem: null, message: null });
}

/** Closes the form without saving. */
export function stopEditingAddress(): void {
  patch({ editing: null, errors: {}, problem: null, message: null });
}

/**
 * Saves the open form: a new address at `area`, or the edited one where it was. A wrong field
 * gets its message on the field; true when it was saved.
 */
export async function saveAddress(fields: AddressFormFields, area: SavedArea | null): Promise<boolean> {
  const { editing, list } = $addressBook.get();
  const { value, errors } = checkAddress(fields);
  if (Object.keys(errors).length > 0) {
    patch({ errors, problem: null });
    return false;
  }
  const existing = list.find((a) => a.id === editing) ?? null;
  const where = existing
    ? { area: existing.area, placeId: existing.placeId, lat: existing.lat, lng: existing.lng }
    : area && { area: area.text, placeId: area.placeId, lat: area.lat, lng: area.lng };
  if (!where) {
    patch({ problem: addressTexts.noArea });
    return false;
  }
  patch({ saving: true, errors: {}, problem: null, message: null });
  try {
    const body = { ...value, ...where };
    if (existing) await api(`/addresses/${existing.id}`, { method: 'PATCH', body });
    else await createAddress(body);
    patch({ saving: false, editing: null, list: await fetchAddresses(), message: addressTexts.saved });
    return true;
  } catch (error) {
    const onField = serverFieldError(serverText(error));
    patch({ saving: false, errors: onField ?? {}, problem: onField ? null : dinerMessage(error) });
    return false;
  }
}

async function act(id: string, call: () => Promise<unknown>, done: string): Promise<boolean> {
  patch({ busy: id, problem: null, message: null });
  try {
    await call();
    patch({ busy: null, list: await fetchAddresses(), message: done });
    return true;
  } catch (error) {
    patch({ busy: null, problem: dinerMessage(error) });
    return false;
  }
}

/** Deletes an address (the default passes to the newest remaining one, on the server); true when it is gone. */
export function removeAddress(id: string): Promise<boolean> {
  return act(id, () => api(`/addresses/${id}`, { method: 'DELETE' }), addressTexts.removed);
}

/** Makes an address the default; true when it is. */
export function makeDefaultAddress(id: string): Promise<boolean> {
  return act(id, () => api(`/addresses/${id}/default`, { method: 'POST' }), addressTexts.madeDefault);
}
