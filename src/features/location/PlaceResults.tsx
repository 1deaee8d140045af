/** Place suggestions as a list of buttons: main text bold, secondary text below. */
import type { PlaceSuggestion } from '../../stores/areas';

interface Props {
  results: PlaceSuggestion[];
  onChoose: (placeId: string) => void;
  busyId?: string | null;
}

/** Lists place suggestions; choosing one hands its place_id to `onChoose`. */
export function PlaceResults({ results, onChoose, busyId }: Props) {
  return (
    <ul className="place-results" aria-label="Location suggestions">
      {results.map((r) => (
        <li key={r.place_id}>
          <button type="button" className="place-result" onClick={() => onChoose(r.place_id)} aria-busy={busyId === r.place_id}>
            <span className="place-icon" aria-hidden="true">⌖</span>
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
