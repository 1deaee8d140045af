/** The location panel opened from the nav address: search an area, or use GPS. */
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { Drawer } from '#src/components/ui/Drawer.tsx';
import { useDebounced } from '#src/components/ui/useDebounced.ts';
import { useMessages } from '#src/i18n/useMessages.ts';
import { site } from '#src/lib/site.ts';
import { locationMessages } from './messages/en.ts';
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
  const t = useMessages(locationMessages);
  const blockedMessage = t.blocked({ site: site.name });
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
    <Drawer open={open} onClose={closeLocationPanel} side="left" width={520} durationMs={400} label={t.changeLocation}>
      <div className="location-panel">
        <div className="location-search">
          <label htmlFor="location-panel-input" className="visually-hidden">
            {t.searchArea}
          </label>
          <input
            id="location-panel-input"
            type="text"
            placeholder={t.searchAreaPlaceholder}
            maxLength={maxLocationLength}
            autoComplete="off"
            data-autofocus
            value={text}
            onChange={(e) => setText(e.target.value.slice(0, maxLocationLength))}
          />
          {hasText && (
            <button type="button" className="link-button" onClick={cancel}>
              {t.cancel}
            </button>
          )}
        </div>
        {results.length > 0 && <PlaceResults results={results} onChoose={choosePlace} busyId={busy} />}
        {hasText && settled && results.length === 0 && (
          <div className="no-results" role="status">
            <p className="no-results-title">{t.noResults}</p>
            <p>{t.rightLocation}</p>
          </div>
        )}
        {!hasText && (
          <div className="gps-option">
            <button type="button" className="place-result" onClick={locateByGps} aria-busy={busy === 'gps'}>
              <GpsIcon />
              <span>
                <span className="place-main">{t.currentLocation}</span>
                <span className="place-secondary">{t.usingGps}</span>
              </span>
            </button>
            {blocked && <BlockedBanner message={blockedMessage} />}
          </div>
        )}
        {hasText && blocked && <BlockedBanner message={blockedMessage} />}
      </div>
    </Drawer>
  );
}
