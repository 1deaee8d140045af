/**
 * The search page island: the search box (a combobox), popular cuisines before a query,
 * suggestions as the diner types, and the single-restaurant view a chosen suggestion opens.
 * The query (and an open view) live in the URL, so a search can be shared, reloaded and
 * navigated back to.
 */
import { useEffect, useMemo, useRef, useState, type ChangeEvent, type KeyboardEvent, type SubmitEvent } from 'react';
import { useStore } from '@nanostores/react';
import type { Suggestion } from '../../lib/catalogTypes';
import { mediaUrl } from '../../lib/media';
import { useDebounced } from '../../components/ui/useDebounced';
import { $userAddress } from '../../stores/address';
import { $preSearch, $searchRestaurants, $singleRestaurants } from '../../stores/areas';
import { CartConflictDialog } from '../cart/CartConflictDialog';
import { HighlightedText } from './HighlightedText';
import { PopularCuisines } from './PopularCuisines';
import { SingleResultsView } from './SingleResultsView';
import { createSuggestionFetcher, loadPreSearch, loadSingleSearch, suggestionsFromApi, type Point, type SuggestionFetcher } from './searchController';
import {
  activeAfterKey,
  initialTab,
  maxSearchLength,
  normaliseQuery,
  readSearchParams,
  searchPlaceholder,
  searchUrl,
  singleResults,
  suggestionDebounceMs,
  suggestionPlaceholderCount,
  suggestionsAnnouncement,
  type SearchTab,
  type SearchUrlState,
} from './searchRules';
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
}

const inputId = 'search-input';
const listboxId = 'search-suggestions';
const optionId = (index: number) => `search-option-${index}`;

/** The current delivery point: the saved address in storage, else the one the server read. */
function pointOf(fallback: Point | null): Point | null {
  return $userAddress.get()?.geometry.location ?? fallback;
}

/** Writes the URL of a state without adding a history entry (or with one, for `push`). */
function writeUrl(state: SearchUrlState, mode: 'replace' | 'push' = 'replace') {
  const url = searchUrl(state);
  if (url === window.location.pathname + window.location.search) return;
  if (mode === 'push') window.history.pushState(null, '', url);
  else window.history.replaceState(window.history.state, '', url);
}

/** The whole search screen. */
export default function SearchScreen({ initialQuery, initialView, initialTab: pickedAtStart, point }: Props) {
  const [text, setText] = useState(initialQuery.slice(0, maxSearchLength));
  const [viewOpen, setViewOpen] = useState(initialView);
  const [pickedTab, setPickedTab] = useState<SearchTab | null>(pickedAtStart);
  const [active, setActive] = useState(-1);
  const [listHidden, setListHidden] = useState(false);
  const suggestionsArea = useStore($searchRestaurants);
  const preSearch = useStore($preSearch);
  const single = useStore($singleRestaurants);
  const settledText = useDebounced(text, suggestionDebounceMs);
  const input = useRef<HTMLInputElement>(null);
  const fetcherRef = useRef<SuggestionFetcher | null>(null);

  const fetcher = () => (fetcherRef.current ??= createSuggestionFetcher({ debounceMs: suggestionDebounceMs, fetch: suggestionsFromApi(() => pointOf(point)) }));

  useEffect(() => {
    loadPreSearch(pointOf(point));
    if (initialView) loadSingleSearch(pointOf(point), initialQuery);
    else fetcher().now(initialQuery);

    function restore() {
      const state = readSearchParams(new URLSearchParams(window.location.search));
      setText(state.query);
      setViewOpen(state.view);
      setPickedTab(state.tab);
      setActive(-1);
      setListHidden(false);
      if (state.view) loadSingleSearch(pointOf(point), state.query);
      else fetcher().now(state.query);
    }
    window.addEventListener('popstate', restore);
    return () => {
      window.removeEventListener('popstate', restore);
      fetcherRef.current?.cancel();
    };
    // Runs once: the props are the URL the page was served for; later changes come from the diner.
  }, []);

  // The typed query reaches the URL once typing pauses, not on every keystroke.
  useEffect(() => {
    if (!viewOpen && settledText === text) writeUrl({ query: text, view: false, tab: null });
  }, [settledText, text, viewOpen]);

  const query = normaliseQuery(text);
  const answered = suggestionsArea.data;
  // Only an answer to the text in the box is shown; anything else is still on its way.
  const suggestions = !viewOpen && query && answered && answered.query === query ? answered.suggestions : null;
  const failed = !viewOpen && query !== '' && !suggestions && !suggestionsArea.isLoading ? suggestionsArea.error : null;
  const loadingSuggestions = !viewOpen && query !== '' && !suggestions && !failed;
  const options = suggestions ?? [];
  const expanded = options.length > 0 && !listHidden;
  const results = useMemo(() => singleResults(single.data), [single.data]);
  const tab = pickedTab ?? initialTab(results);

  useEffect(() => setActive(-1), [suggestions]);
  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  function change(event: ChangeEvent<HTMLInputElement>) {
    const value = event.target.value.slice(0, maxSearchLength);
    setText(value);
    setActive(-1);
    setListHidden(false);
    if (viewOpen) {
      // Typing again closes the view; the URL follows at once so a reload does not reopen it.
      setViewOpen(false);
      setPickedTab(null);
      writeUrl({ query: value, view: false, tab: null });
    }
    fetcher().update(value);
  }

  function choose(suggestion: Suggestion) {
    const chosen = suggestion.text.slice(0, maxSearchLength);
    fetcher().cancel();
    setText(chosen);
    setViewOpen(true);
    setPickedTab(null);
    setActive(-1);
    writeUrl({ query: chosen, view: true, tab: null }, 'push');
    loadSingleSearch(pointOf(point), chosen);
  }

  function searchFor(value: string) {
    const next = value.slice(0, maxSearchLength);
    setText(next);
    setViewOpen(false);
    setPickedTab(null);
    setActive(-1);
    setListHidden(false);
    writeUrl({ query: next, view: false, tab: null }, 'push');
    fetcher().now(next);
    input.current?.focus();
  }

  function clear() {
    setText('');
    setViewOpen(false);
    setPickedTab(null);
    setActive(-1);
    writeUrl({ query: '', view: false, tab: null });
    fetcher().update('');
    input.current?.focus();
  }

  function pickTab(next: SearchTab) {
    setPickedTab(next);
    writeUrl({ query: text, view: true, tab: next });
  }

  function keys(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setListHidden(true);
      setActive(-1);
      return;
    }
    const next = activeAfterKey(active, event.key, options.length);
    if (next === null) return;
    event.preventDefault();
    setListHidden(false);
    setActive(next);
  }

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const chosen = expanded && active >= 0 ? options[active] : undefined;
    if (chosen) return choose(chosen);
    // Enter without a chosen suggestion looks the text up without waiting for the pause.
    if (!viewOpen) fetcher().now(text);
  }

  const announcement = viewOpen
    ? single.data
      ? `${results.restaurants.length} restaurants and ${results.dishes.length} dishes found`
      : ''
    : suggestions
      ? suggestionsAnnouncement(suggestions.length)
      : '';

  return (
    <div className="search-screen">
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
          onChange={change}
          onKeyDown={keys}
        />
        {text ? (
          <button type="button" className="search-clear" onClick={clear} aria-label="Clear search">
            <span aria-hidden="true">✕</span>
          </button>
        ) : (
          <span className="search-icon" aria-hidden="true">
            <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round">
              <circle cx="10.5" cy="10.5" r="6.5" />
              <path d="m15.5 15.5 5 5" />
            </svg>
          </span>
        )}
      </form>
      <p className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>

      <ul id={listboxId} role="listbox" aria-label="Suggestions" className="suggestions" hidden={!expanded}>
        {options.map((s, i) => (
          <li
            key={`${s.type}:${s.text}:${i}`}
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            className="suggestion"
            // Keeps focus (and the caret) in the box, so typing after a click still works.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => choose(s)}
          >
            {s.cloudinaryId ? <img src={mediaUrl(s.cloudinaryId, 'dish')} alt="" width={64} height={64} loading="lazy" decoding="async" /> : <span className="suggestion-noimage" />}
            <span className="suggestion-text">
              <span className="suggestion-name">
                <HighlightedText highlighted={s.highlightedText} text={s.text} />
              </span>
              <span className="suggestion-type">{s.subCategory}</span>
            </span>
          </li>
        ))}
      </ul>

      {loadingSuggestions && (
        <div aria-busy="true" className="suggestions-loading">
          <p className="visually-hidden">Loading suggestions</p>
          <ul className="suggestions" aria-hidden="true">
            {Array.from({ length: suggestionPlaceholderCount }, (_, i) => (
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
      )}

      {failed && (
        <div className="search-error" role="alert">
          <p>Could not load suggestions: {failed}</p>
          <button type="button" className="btn btn-ghost" onClick={() => fetcher().now(text)}>
            Try again
          </button>
        </div>
      )}

      {suggestions && suggestions.length === 0 && (
        <div className="search-no-results">
          <p className="search-no-results-title">No results found for “{query}”</p>
          <p>Try another name, or pick one of the popular cuisines below.</p>
          <PopularCuisines area={preSearch} onChoose={searchFor} />
        </div>
      )}

      {!query && !viewOpen && <PopularCuisines area={preSearch} onChoose={searchFor} />}

      {viewOpen && query && <SingleResultsView query={text} area={single} results={results} tab={tab} onTab={pickTab} onRetry={() => loadSingleSearch(pointOf(point), text)} />}

      <CartConflictDialog />
    </div>
  );
}
