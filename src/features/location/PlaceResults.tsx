/** Place suggestions as a list of buttons: main text bold, secondary text below. */
import { useMessages } from '#src/i18n/useMessages.ts';
import type { PlaceSuggestion } from '#src/stores/areas.ts';
import { locationMessages } from './messages/en.ts';

interface Props {
  results: PlaceSuggestion[];
  onChoose: (placeId: string) => void;
  busyId?: string | null;
}

/** The map-pin drawn before each suggestion (an SVG: no font lacks it). */
export function PinIcon() {
  return (
    <svg
      className="place-icon"
      viewBox="0 0 24 24"
      width={20}
      height={20}
      aria-hidden="true"
      focusable="false"
      data-testid="place-pin"
    >
      <path
        fill="currentColor"
        d="M12 2a7 7 0 0 1 7 7c0 5-7 13-7 13S5 14 5 9a7 7 0 0 1 7-7zm0 4.5a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5z"
      />
    </svg>
  );
}

/** The crosshair of 'use my current location'. */
export function GpsIcon() {
  return (
    <svg className="place-icon" viewBox="0 0 24 24" width={20} height={20} aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="12" cy="12" r="3" fill="currentColor" />
      <path d="M12 1v4M12 19v4M1 12h4M19 12h4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** Lists place suggestions; choosing one hands its place_id to `onChoose`. */
export function PlaceResults({ results, onChoose, busyId }: Props) {
  const t = useMessages(locationMessages);
  return (
    <ul className="place-results" aria-label={t.suggestions}>
      {results.map((r) => (
        <li key={r.place_id}>
          <button
            type="button"
            className="place-result"
            onClick={() => onChoose(r.place_id)}
            aria-busy={busyId === r.place_id}
          >
            <PinIcon />
            <span>
              <span className="place-main">{r.structured_formatting.main_text}</span>
              <span className="place-secondary">{r.structured_formatting.secondary_text}</span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/** The red banner shown when geolocation is blocked or an address cannot be resolved. */
export function BlockedBanner({ message }: { message: string }) {
  return (
    <p className="blocked-banner" role="alert">
      {message}
    </p>
  );
}
