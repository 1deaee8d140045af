/**
 * The search page island: the search box (a combobox), popular cuisines before a query,
 * suggestions as the diner types, and the single-restaurant view a chosen suggestion opens.
 * The query (and an open view) live in the URL, so a search can be shared, reloaded and
 * navigated back to.
 */
import type { PreSearchResponse } from '#src/lib/catalogTypes.ts';
import { pickTab, retrySingleSearch, retrySuggestions, searchFor, type Point } from '#src/stores/search.ts';
import { CartConflictDialog } from '../cart/CartConflictDialog';
import { CustomiseHost } from '../customise/CustomiseHost';
import { OrderAheadDialog } from '../availability/OrderAheadDialog';
import { PopularCuisines } from './PopularCuisines';
import { SearchBox } from './SearchBox';
import { SingleResultsView } from './SingleResultsView';
import { SuggestionList, SuggestionsLoading } from './SuggestionList';
import type { SearchTab } from '#src/lib/searchRules.ts';
import { useSearchField } from './useSearchField';
import { useSearchView } from './useSearchView';
import { useMessages } from '#src/i18n/useMessages.ts';
import { searchMessages } from './messages/en.ts';
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

/** The whole search screen: it renders the search store and calls its actions. */
export default function SearchScreen({
  initialQuery,
  initialView,
  initialTab,
  point,
  preSearch: servedPreSearch = null,
  favourites = [],
}: Props) {
  const t = useMessages(searchMessages);
  const served = { query: initialQuery, view: initialView, tab: initialTab };
  const view = useSearchView(served, servedPreSearch);
  const { text, viewOpen, active, query, suggestions, failed, loadingSuggestions, options, expanded, tab } = view;
  const input = useSearchField(served, point, servedPreSearch, active);

  function searchAndFocus(value: string) {
    searchFor(value);
    input.current?.focus();
  }

  return (
    <div className="search-screen">
      <SearchBox inputRef={input} text={text} expanded={expanded} active={active} />
      <p className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {view.announcement}
      </p>

      <SuggestionList options={options} active={active} expanded={expanded} />

      {loadingSuggestions && <SuggestionsLoading />}

      {failed && (
        <div className="search-error" role="alert">
          <p>{t.suggestionsFailed({ error: failed })}</p>
          <button type="button" className="btn btn-ghost" onClick={retrySuggestions}>
            {t.tryAgain}
          </button>
        </div>
      )}

      {suggestions && suggestions.length === 0 && (
        <div className="search-no-results">
          <p className="search-no-results-title">{t.noResultsFor({ query })}</p>
          <p>{t.tryAnother}</p>
          <PopularCuisines area={view.preSearch} onChoose={searchAndFocus} />
        </div>
      )}

      {!query && !viewOpen && <PopularCuisines area={view.preSearch} onChoose={searchAndFocus} />}

      {viewOpen && query && (
        <SingleResultsView
          favourites={favourites}
          query={text}
          area={view.single}
          results={view.results}
          tab={tab}
          onTab={pickTab}
          onRetry={retrySingleSearch}
        />
      )}

      <CartConflictDialog />
      <CustomiseHost />
      <OrderAheadDialog />
    </div>
  );
}
