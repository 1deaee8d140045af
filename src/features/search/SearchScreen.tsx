/**
 * The search page island: the search box (a combobox), popular cuisines before a query,
 * suggestions as the diner types, and the single-restaurant view a chosen suggestion opens.
 * The query (and an open view) live in the URL, so a search can be shared, reloaded and
 * navigated back to.
 */
import { useEffect, type ChangeEvent, type KeyboardEvent, type SubmitEvent } from 'react';
import { useStore } from '@nanostores/react';
import type { PreSearchResponse, Suggestion } from '#src/lib/catalogTypes.ts';
import { mediaUrl } from '#src/lib/media.ts';
import { $preSearch, $searchRestaurants, $singleRestaurants } from '#src/stores/areas.ts';
import {
  $search,
  $singleResults,
  chooseSuggestion,
  clearSearch,
  pickTab,
  pressSearchKey,
  retrySingleSearch,
  retrySuggestions,
  searchFor,
  searchStateOf,
  searchView,
  startSearch,
  submitSearch,
  typeText,
  type Point,
} from '#src/stores/search.ts';
import { useTypedWhileWaking } from '#src/components/ui/useTypedWhileWaking.ts';
import { CartConflictDialog } from '../cart/CartConflictDialog';
import { HighlightedText } from './HighlightedText';
import { PopularCuisines } from './PopularCuisines';
import { SingleResultsView } from './SingleResultsView';
import {
  maxSearchLength,
  searchPlaceholder,
  suggestionPlaceholderCount,
  type SearchTab,
} from '#src/lib/searchRules.ts';
import './search.css';

interface Props {
  /** The `query` of the URL, read by the server so a reload restores it. */
  initialQuery: string;
  /** Whether the URL has the single-restaurant view open (`view=single`). */
  initialView: boolean;
  /** A tab the diner picked before (`tab=`), or null for the spec's starting rule. */
  initialTab: SearchTab | null;
  /** The saved address's point from the cookie mirror, until storage is read. */
  point: Point | null;
  /** The popular cuisines the server rendered with the page for that point, if it could. */
  preSearch?: PreSearchResponse | null;
  /** The signed-in diner's saved restaurants, so the hearts on results are right at once. */
  favourites?: string[];
}

const inputId = 'search-input';
const listboxId = 'search-suggestions';
const optionId = (index: number) => `search-option-${index}`;

/** The whole search screen: it renders the search store and calls its actions. */
export default function SearchScreen({
  initialQuery,
  initialView,
  initialTab,
  point,
  preSearch: servedPreSearch = null,
  favourites = [],
}: Props) {
  const served = { query: initialQuery, view: initialView, tab: initialTab };
  // Until the store starts in the browser, the screen is the URL it was served for.
  const state = useStore($search) ?? searchStateOf(served);
  const suggestionsArea = useStore($searchRestaurants);
  const preSearchArea = useStore($preSearch);
  // Until the store starts, the cuisines are the ones served with the page.
  const preSearch =
    preSearchArea.data || preSearchArea.isLoading || preSearchArea.error || !servedPreSearch
      ? preSearchArea
      : { isLoading: false, error: null, data: servedPreSearch };
  const single = useStore($singleRestaurants);
  const results = useStore($singleResults);
  const { text, viewOpen, active } = state;
  const { query, suggestions, failed, loadingSuggestions, options, expanded, tab, announcement } = searchView(
    state,
    suggestionsArea,
    single,
    results,
  );

  // Runs once: the props are the URL the page was served for; later changes come from the diner.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once when the island mounts, with the state the page was served with
  useEffect(() => startSearch(served, point, servedPreSearch), []);
  // After the store has the served search: letters typed while the island woke go in on top of it.
  const input = useTypedWhileWaking(served.query, typeText);
  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  function keys(event: KeyboardEvent<HTMLInputElement>) {
    if (pressSearchKey(event.key)) event.preventDefault();
  }

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    submitSearch();
  }

  function searchAndFocus(value: string) {
    searchFor(value);
    input.current?.focus();
  }

  function clear() {
    clearSearch();
    input.current?.focus();
  }

  return (
    <div className="search-screen">
      {/* biome-ignore lint/a11y/useSemanticElements: role=search on the form names the landmark in every browser diners use, older ones without <search> too */}
      <form className="search-form" role="search" action="/search" method="get" onSubmit={submit}>
        <label htmlFor={inputId} className="visually-hidden">
          {searchPlaceholder}
        </label>
        <input
          ref={input}
          id={inputId}
          name="query"
          type="text"
          className="search-input"
          placeholder={searchPlaceholder}
          maxLength={maxSearchLength}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          value={text}
          onChange={(event: ChangeEvent<HTMLInputElement>) => typeText(event.target.value)}
          onKeyDown={keys}
        />
        {text ? (
          <button type="button" className="search-clear" onClick={clear} aria-label="Clear search">
            <span aria-hidden="true">✕</span>
          </button>
        ) : (
          <span className="search-icon" aria-hidden="true">
            {/* biome-ignore lint/a11y/noSvgWithoutTitle: decorative, inside a part hidden from assistive technology */}
            <svg
              viewBox="0 0 24 24"
              width="20"
              height="20"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.2"
              strokeLinecap="round"
            >
              <circle cx="10.5" cy="10.5" r="6.5" />
              <path d="m15.5 15.5 5 5" />
            </svg>
          </span>
        )}
      </form>
      <p className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>

      <SuggestionList options={options} active={active} expanded={expanded} />
      {loadingSuggestions && <SuggestionPlaceholders />}

      {failed && (
        <div className="search-error" role="alert">
          <p>Could not load suggestions: {failed}</p>
          <button type="button" className="btn btn-ghost" onClick={retrySuggestions}>
            Try again
          </button>
        </div>
      )}

      {suggestions && suggestions.length === 0 && (
        <div className="search-no-results">
          <p className="search-no-results-title">No results found for “{query}”</p>
          <p>Try another name, or pick one of the popular cuisines below.</p>
          <PopularCuisines area={preSearch} onChoose={searchAndFocus} />
        </div>
      )}

      {!query && !viewOpen && <PopularCuisines area={preSearch} onChoose={searchAndFocus} />}

      {viewOpen && query && (
        <SingleResultsView
          favourites={favourites}
          query={text}
          area={single}
          results={results}
          tab={tab}
          onTab={pickTab}
          onRetry={retrySingleSearch}
        />
      )}

      <CartConflictDialog />
    </div>
  );
}

/** The suggestions as the combobox's options: the diner's keys move the active one, a click chooses it. */
function SuggestionList({ options, active, expanded }: { options: Suggestion[]; active: number; expanded: boolean }) {
  return (
    <ul
      id={listboxId}
      // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the combobox pattern: a list of options the search field drives
      role="listbox"
      aria-label="Suggestions"
      className="suggestions"
      hidden={!expanded}
    >
      {options.map((s, i) => (
        // biome-ignore lint/a11y/useFocusableInteractive: focus stays in the search field, which points at the option (aria-activedescendant)
        // biome-ignore lint/a11y/useKeyWithClickEvents: the search field handles the keys for its options
        <li
          // biome-ignore lint/suspicious/noArrayIndexKey: two suggestions may share a text; the position tells them apart
          key={`${s.type}:${s.text}:${i}`}
          id={optionId(i)}
          // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the combobox pattern's options
          role="option"
          aria-selected={i === active}
          className="suggestion"
          // Keeps focus (and the caret) in the box, so typing after a click still works.
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => chooseSuggestion(s)}
        >
          {s.cloudinaryId ? (
            <img src={mediaUrl(s.cloudinaryId, 'dish')} alt="" width={64} height={64} loading="lazy" decoding="async" />
          ) : (
            <span className="suggestion-noimage" />
          )}
          <span className="suggestion-text">
            <span className="suggestion-name">
              <HighlightedText highlighted={s.highlightedText} text={s.text} />
            </span>
            <span className="suggestion-type">{s.subCategory}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

/** Grey rows in the suggestions' place while they load. */
function SuggestionPlaceholders() {
  return (
    <div aria-busy="true" className="suggestions-loading">
      <p className="visually-hidden">Loading suggestions</p>
      <ul className="suggestions" aria-hidden="true">
        {Array.from({ length: suggestionPlaceholderCount }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed row of placeholders that never reorders
          <li key={i} className="suggestion suggestion-placeholder" data-testid="suggestion-placeholder">
            <span className="skeleton suggestion-placeholder-image" />
            <span className="suggestion-text">
              <span className="skeleton suggestion-placeholder-line" />
              <span className="skeleton suggestion-placeholder-line short" />
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
