/** The profile's saved delivery addresses: each with Edit, Delete (asked first) and Make default, and a form to add one. */
import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { useMessages } from '#src/i18n/useMessages.ts';
import {
  $addressBook,
  editAddress,
  loadAddressBook,
  makeDefaultAddress,
  removeAddress,
  saveAddress,
  stopEditingAddress,
} from '#src/stores/addresses.ts';
import type { DeliveryAddress } from '#src/lib/orderTypes.ts';
import type { SavedArea } from '#src/lib/savedAddress.ts';
import { AddressForm, NewAddressForm } from './AddressForm';
import { addressLine, addressTexts, formFieldsOf, labelText } from '#src/lib/addressRules.ts';
import { DeleteAddressDialog } from './DeleteAddressDialog';
import { addressMessages } from './messages/en.ts';

interface Props {
  /** The area chosen on /locate, where a new address goes. */
  area: SavedArea | null;
}

/** The list of addresses and the add form. */
export function AddressBook({ area }: Props) {
  const book = useStore($addressBook);
  const t = useMessages(addressMessages);
  useEffect(() => void loadAddressBook(), []);
  const section = useRef<HTMLElement>(null);
  const wasEditing = useRef<string | null>(null);
  // When a form closes, focus goes back to what opened it: the address's Edit, or Add a new address.
  useEffect(() => {
    const closed = wasEditing.current;
    wasEditing.current = book.editing;
    if (closed === null || book.editing !== null) return;
    const opener = section.current?.querySelector<HTMLButtonElement>(
      closed === 'new' ? '[data-opens="new"]' : `[data-opens="${closed}"]`,
    );
    (opener ?? section.current?.querySelector<HTMLButtonElement>('[data-opens="new"]'))?.focus();
  }, [book.editing]);
  const idle = book.busy === null && !book.saving;
  const [asking, setAsking] = useState<DeliveryAddress | null>(null);
  // After a delete, focus goes to the address that followed it (or came before it), else to the
  // list's heading: never to the page's body, where a screen reader would lose its place.
  const [focusAfterDelete, setFocusAfterDelete] = useState<{ next: string | null } | null>(null);
  useEffect(() => {
    if (!focusAfterDelete) return;
    const { next } = focusAfterDelete;
    const row = next && section.current?.querySelector<HTMLElement>(`[data-address="${CSS.escape(next)}"]`);
    (row || section.current?.querySelector<HTMLElement>('#addresses-title'))?.focus();
    setFocusAfterDelete(null);
  }, [focusAfterDelete]);
  const deleteAsked = async (address: DeliveryAddress) => {
    setAsking(null);
    const at = book.list.findIndex((a) => a.id === address.id);
    const next = book.list[at + 1] ?? book.list[at - 1] ?? null;
    if (await removeAddress(address.id)) setFocusAfterDelete({ next: next?.id ?? null });
  };

  return (
    <section ref={section} className="addresses" aria-labelledby="addresses-title">
      <h2 id="addresses-title" tabIndex={-1}>
        {t.savedAddresses}
      </h2>
      {book.error && <p role="alert">{book.error}</p>}
      {book.loading && book.list.length === 0 && <p>{t.loading}</p>}
      {!book.loading && !book.error && book.list.length === 0 && <p>{addressTexts.empty}</p>}
      <ul className="address-list">
        {book.list.map((a) => (
          <li key={a.id} className="address" data-testid="saved-address">
            {book.editing === a.id ? (
              <AddressForm
                idPrefix={`address-${a.id}`}
                name={t.editName({ label: labelText(a.label) })}
                initial={formFieldsOf(a)}
                area={a.area}
                areaChangeable={false}
                errors={book.errors}
                saving={book.saving}
                submitLabel={t.saveAddress}
                onSubmit={(fields) => void saveAddress(fields, area)}
                onCancel={stopEditingAddress}
              />
            ) : (
              <>
                <span data-address={a.id} tabIndex={-1}>
                  <strong>{labelText(a.label)}</strong>
                  {a.isDefault && <span className="address-default"> · {t.isDefault}</span>}
                  <span className="address-line" translate="no">
                    {addressLine(a)}
                  </span>
                </span>
                <span className="address-actions">
                  <button
                    type="button"
                    className="btn btn-ghost"
                    disabled={!idle}
                    data-opens={a.id}
                    onClick={() => editAddress(a.id)}
                    aria-label={t.editAria({ label: labelText(a.label), address: addressLine(a) })}
                  >
                    {t.edit}
                  </button>
                  {!a.isDefault && (
                    <button
                      type="button"
                      className="btn btn-ghost"
                      disabled={!idle}
                      onClick={() => void makeDefaultAddress(a.id)}
                      aria-label={t.makeDefaultAria({ label: labelText(a.label), address: addressLine(a) })}
                    >
                      {t.makeDefault}
                    </button>
                  )}
                  <button
                    type="button"
                    className="btn btn-ghost"
                    disabled={!idle}
                    onClick={() => setAsking(a)}
                    aria-label={t.deleteAria({ label: labelText(a.label), address: addressLine(a) })}
                  >
                    {t.delete}
                  </button>
                </span>
              </>
            )}
          </li>
        ))}
      </ul>
      {book.problem && (
        <p className="field-error" role="alert">
          {book.problem}
        </p>
      )}
      <p className="address-message" role="status">
        {book.message}
      </p>
      <DeleteAddressDialog address={asking} onKeep={() => setAsking(null)} onDelete={(a) => void deleteAsked(a)} />
      {book.editing === 'new' ? (
        <NewAddressForm
          idPrefix="address-new"
          area={area}
          errors={book.errors}
          saving={book.saving}
          onSubmit={(fields, chosen) => void saveAddress(fields, chosen)}
          onCancel={stopEditingAddress}
        />
      ) : (
        <button
          type="button"
          className="btn btn-ghost"
          disabled={!idle}
          data-opens="new"
          onClick={() => editAddress('new')}
        >
          {t.addNew}
        </button>
      )}
    </section>
  );
}
