/** The location landing screen's interactive top: rotating heading, search box, GPS, popular cities. */
import { useEffect, useState, type SubmitEvent } from 'react';
import { useStore } from '@nanostores/react';
import { $locations } from '#src/stores/areas.ts';
import { $userAddress } from '#src/stores/address.ts';
import {
  $placeChoice,
  chooseFirstPlace,
  choosePlace,
  clearPlaces,
  locateByGps,
  locationDebounceMs,
  maxLocationLength,
  pageAfterChoosing,
  searchPlaces,
} from '#src/stores/places.ts';
import { openSignIn } from '#src/stores/ui.ts';
import { useDebounced } from '#src/components/ui/useDebounced.ts';
import { useTypedWhileWaking } from '#src/components/ui/useTypedWhileWaking.ts';
import { useMessages } from '#src/i18n/useMessages.ts';
import { site } from '#src/lib/site.ts';
import { SignInHost } from '../auth/SignInHost';
import { headingKeys, headingRotationMs, popularCities } from './locateTexts';
import { locationMessages } from './messages/en.ts';
import { BlockedBanner, GpsIcon, PlaceResults } from './PlaceResults';
import './location.css';

interface Props {
  /** The popular cities' names in the page's language (by their English name); English without. */
  cityNames?: Readonly<Record<string, string>>;
}

/** The landing screen island; sends a visitor who already has an address on to the page asked for (`next`), else `/`. */
export default function LocateScreen({ cityNames }: Props) {
  const t = useMessages(locationMessages);
  const [headingIndex, setHeadingIndex] = useState(0);
  const [text, setText] = useState('');
  const { busy, blocked } = useStore($placeChoice);
  const locations = useStore($locations);
  const query = useDebounced(text, locationDebounceMs);
  const saved = useStore($userAddress);
  const input = useTypedWhileWaking('', (typed) => setText(typed.slice(0, maxLocationLength)));

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once when the island mounts, with the state the page was served with
  useEffect(() => {
    // The address store has restored the cookie mirror the server guard reads, so / keeps us.
    if (saved) window.location.replace(pageAfterChoosing());
  }, []);

  useEffect(() => {
    const timer = setInterval(() => setHeadingIndex((i) => (i + 1) % headingKeys.length), headingRotationMs);
    return () => clearInterval(timer);
  }, []);

  useEffect(() => {
    void searchPlaces(query);
  }, [query]);

  const results = text.trim() ? (locations.data ?? []) : [];
  const showingResults = results.length > 0;

  function findFood(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = text.trim();
    if (typed) void chooseFirstPlace('find', typed, showingResults ? results : undefined);
  }

  function clear() {
    setText('');
    clearPlaces();
  }

  const noResults = Boolean(
    text.trim() && query === text && !locations.isLoading && locations.data && locations.data.length === 0,
  );

  return (
    <div className="locate">
      <div className="locate-actions">
        <button type="button" className="btn btn-ghost locate-login" onClick={() => openSignIn('login')}>
          {t.login}
        </button>
        <button type="button" className="btn" onClick={() => openSignIn('signup')}>
          {t.signUp}
        </button>
      </div>
      <h1 className="locate-heading">
        <span className="rotating" data-testid="rotating-heading">
          {t[headingKeys[headingIndex]!]}
        </span>
      </h1>
      <p className="locate-sub">{t.sub}</p>
      {/* biome-ignore lint/a11y/useSemanticElements: role=search on the form names the landmark in every browser diners use, older ones without <search> too */}
      <form className="locate-form" onSubmit={findFood} role="search">
        <div className="locate-field">
          <label htmlFor="locate-input" className="visually-hidden">
            {t.deliveryLocation}
          </label>
          <input
            ref={input}
            id="locate-input"
            type="text"
            placeholder={t.enterLocation}
            maxLength={maxLocationLength}
            autoComplete="off"
            value={text}
            onChange={(e) => setText(e.target.value.slice(0, maxLocationLength))}
          />
          {showingResults ? (
            <button type="button" className="link-button" onClick={clear}>
              {t.clear}
            </button>
          ) : (
            <button type="button" className="locate-me" onClick={locateByGps} aria-busy={busy === 'gps'}>
              <GpsIcon /> <span className="locate-me-text">{t.locateMe}</span>
            </button>
          )}
        </div>
        <button type="submit" className="btn find-food" disabled={busy !== null} aria-busy={busy !== null}>
          {busy ? <span className="spinner" role="status" aria-label={t.findingFood} /> : t.findFood}
        </button>
      </form>
      {blocked && <BlockedBanner message={t.blocked({ site: site.name })} />}
      {showingResults && <PlaceResults results={results} onChoose={choosePlace} busyId={busy} />}
      {noResults && (
        <p className="locate-empty" role="status">
          {t.noResults}
        </p>
      )}
      <div className="popular">
        <h2>{t.popularCities}</h2>
        <ul>
          {popularCities.map((city) => (
            <li key={city}>
              <button
                type="button"
                className="popular-city"
                onClick={() => chooseFirstPlace(`city:${city}`, city)}
                aria-busy={busy === `city:${city}`}
              >
                {cityNames?.[city] ?? city}
              </button>
            </li>
          ))}
          <li>
            <a href="#we-deliver-to" className="popular-city">
              {t.andMore}
            </a>
          </li>
        </ul>
      </div>
      <SignInHost />
    </div>
  );
}
