/**
 * The nav bar's delivery address: first part bold; opens the location panel; guards the page;
 * and says, once, on the page that loads after an area was chosen, that the cart's restaurant
 * does not deliver there.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useStore } from '@nanostores/react';
import { useHydrated } from '#src/components/ui/useHydrated.ts';
import { localHref } from '#src/i18n/here.ts';
import { useMessages } from '#src/i18n/useMessages.ts';
import { headerMessages } from '#src/layouts/messages/en.ts';
import { splitAddress } from '#src/lib/savedAddress.ts';
import { $userAddress } from '#src/stores/address.ts';
import { takeCartReachNotice } from '#src/stores/cartReachNotice.ts';
import { $locationPanelOpen, openLocationPanel } from '#src/stores/ui.ts';

const LocationPanel = lazy(() => import('./LocationPanel'));

interface Props {
  /** Guarded pages send a visitor without a saved address to /locate; SEO pages do not. */
  guard: boolean;
  /** The address the server rendered from the cookie mirror, shown until storage is read. */
  initial?: string | null;
}

/** The address button; on guarded pages a missing address redirects to /locate. */
export default function AddressButton({ guard, initial = null }: Props) {
  const address = useStore($userAddress);
  const open = useStore($locationPanelOpen);
  const hydrated = useHydrated();
  const t = useMessages(headerMessages);
  const [panelWanted, setPanelWanted] = useState(false);
  const [notice, setNotice] = useState<{ text: string; host: HTMLElement } | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once when the island mounts, with the state the page was served with
  useEffect(() => {
    // A saved address has already restored its cookie mirror (a reaction of the address store).
    if (!address && guard) window.location.replace(localHref('/locate'));
    // Taken on every page, so that it is said once; shown where the page keeps room for it (the
    // live region at the top of main), not where the page says it itself (checkout).
    const text = takeCartReachNotice();
    const host = document.getElementById('location-notice');
    if (text && host) setNotice({ text, host });
  }, [guard]);

  useEffect(() => {
    if (open) setPanelWanted(true);
  }, [open]);

  const formatted = hydrated ? address?.formatted_address : (initial ?? undefined);
  const { main, rest } = splitAddress(formatted ?? '');
  return (
    <>
      <button type="button" className="address-button" onClick={openLocationPanel} aria-haspopup="dialog">
        {formatted ? (
          <>
            <span className="visually-hidden">{t.deliveryAddress}</span>
            <b className="address-main">{main}</b>
            {rest && <span className="address-rest">{rest}</span>}
          </>
        ) : (
          <b className="address-main">{t.setLocation}</b>
        )}
        <span aria-hidden="true" className="address-caret">
          ⌄
        </span>
      </button>
      {notice && createPortal(notice.text, notice.host)}
      {panelWanted && (
        <Suspense fallback={null}>
          <LocationPanel />
        </Suspense>
      )}
    </>
  );
}
