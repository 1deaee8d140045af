/** The location panel opened from the nav address: search an area, or use GPS. */
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { Drawer } from '#src/components/ui/Drawer.tsx';
import { useDebounced } from '#src/components/ui/useDebounced.ts';
import { locationBlockedMessage } from '#src/lib/site.ts';
import { $locations } from '#src/stores/areas.ts';
import { $locationPanelOpen, closeLocationPanel } from '#src/stores/ui.ts';
import {
  $placeChoice,
  choosePlace,
  clearPlaces,
  locateByGps,
  locationDebounceMs,
  maxLocationLength,
  searchPlaces,
} from '#src/stores/places.ts';
import { BlockedBanner, GpsIcon, PlaceResults } from './PlaceResults';
import './location.css';

/** The panel; open while `$locationPanelOpen` is true. */
export default function LocationPanel() {
  const open = useStore($locationPanelOpen);
  const locations = useStore($locations);
  const [text, setText] = useState('');
  const { busy, blocked } = useStore($placeChoice);
  const query = useDebounced(text, locationDebounceMs);

  useEffect(() => {
    void searchPlaces(query);
  }, [query]);

  const hasText = text.trim().length > 0;
  const results = hasText ? (locations.data ?? []) : [];
  const settled = query === text && !locations.isLoading && locations.data !== null;

  function cancel() {
    setText('');
    clearPlaces();
  }

  return (
    <Drawer
      open={open}
      onClose={closeLocationPanel}
      side="left"
      width={520}
      durationMs={400}
      label="Change delivery location"
    >
      <div className="location-panel">
        <div className="location-search">
          <label htmlFor="location-panel-input" className="visually-hidden">
            Search for area, street name
          </label>
          <input
            id="location-panel-input"
            type="text"
            placeholder="Search for area, street name..."
            maxLength={maxLocationLength}
            autoComplete="off"
            data-autofocus
            value={text}
            onChange={(e) => setText(e.target.value.slice(0, maxLocationLength))}
          />
          {hasText && (
            <button type="button" className="link-button" onClick={cancel}>
              Cancel
            </button>
          )}
        </div>
        {results.length > 0 && <PlaceResults results={results} onChoose={choosePlace} busyId={busy} />}
        {hasText && settled && results.length === 0 && (
          <div className="no-results" role="status">
            <p className="no-results-title">No results</p>
            <p>Are you sure you entered the right location?</p>
          </div>
        )}
        {!hasText && (
          <div className="gps-option">
            <button type="button" className="place-result" onClick={locateByGps} aria-busy={busy === 'gps'}>
              <GpsIcon />
              <span>
                <span className="place-main">Get current location</span>
                <span className="place-secondary">Using GPS</span>
              </span>
            </button>
            {blocked && <BlockedBanner message={locationBlockedMessage} />}
          </div>
        )}
        {hasText && blocked && <BlockedBanner message={locationBlockedMessage} />}
      </div>
    </Drawer>
  );
}
