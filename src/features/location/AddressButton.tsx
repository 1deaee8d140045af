/** The nav bar's delivery address: first part bold; opens the location panel; guards the page. */
import { lazy, Suspense, useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { splitAddress } from '#src/lib/savedAddress.ts';
import { $userAddress } from '#src/stores/address.ts';
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
  const [hydrated, setHydrated] = useState(false);
  const [panelWanted, setPanelWanted] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once when the island mounts, with the state the page was served with
  useEffect(() => {
    setHydrated(true);
    // A saved address has already restored its cookie mirror (a reaction of the address store).
    if (!address && guard) window.location.replace('/locate');
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
            <span className="visually-hidden">Delivery address: </span>
            <b className="address-main">{main}</b>
            {rest && <span className="address-rest">{rest}</span>}
          </>
        ) : (
          <b className="address-main">Set delivery location</b>
        )}
        <span aria-hidden="true" className="address-caret">
          ⌄
        </span>
      </button>
      {panelWanted && (
        <Suspense fallback={null}>
          <LocationPanel />
        </Suspense>
      )}
    </>
  );
}
