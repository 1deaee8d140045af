/** What the landing screen and the location panel share: choosing a place or GPS, the busy state and the blocked banner. */
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $address } from '../../stores/areas';
import { currentPosition } from './geolocation';
import { chooseAddress } from '../../stores/places';

/**
 * Choosing actions with their state: `busy` names what is being resolved (a place id, 'gps',
 * ...) and `blocked` is true after geolocation was refused or an address could not be resolved.
 */
export function usePlaceChooser() {
  const address = useStore($address);
  const [busy, setBusy] = useState<string | null>(null);
  const [blocked, setBlocked] = useState(false);

  useEffect(() => {
    if (address.error) setBlocked(true);
  }, [address.error]);

  /** Resolves a suggestion and goes home; stays put with `busy` cleared on failure. */
  async function choose(placeId: string) {
    setBusy(placeId);
    setBlocked(false);
    if (!(await chooseAddress({ placeId }))) setBusy(null);
  }

  /** Uses the browser's position; a refusal shows the blocked banner. */
  async function locateByGps() {
    setBusy('gps');
    setBlocked(false);
    try {
      if (await chooseAddress(await currentPosition())) return;
    } catch {
      setBlocked(true);
    }
    setBusy(null);
  }

  return { busy, setBusy, blocked, choose, locateByGps };
}
