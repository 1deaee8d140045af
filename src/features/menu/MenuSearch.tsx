/** In-menu search: back arrow, text box 'Search in {restaurant name}', clear icon, and the matching dishes. */
import { useId, useMemo, useRef } from 'react';
import { maxSearchLength } from '#src/lib/textLimits.ts';
import { DishRow } from './DishRow';
import { filterDishes, type MenuSection } from './menuRules';

interface Props {
  restaurantName: string;
  restaurantId: string;
  sections: MenuSection[];
  text: string;
  onText: (text: string) => void;
  /** The back arrow: closes the search. */
  onBack: () => void;
}

/** The search bar and its results; empty text shows nothing. */
export function MenuSearch({ restaurantName, restaurantId, sections, text, onText, onBack }: Props) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const results = useMemo(() => filterDishes(sections, text), [sections, text]);
  const searching = text.trim() !== '';

  return (
    <section className="menu-search" aria-label="Search in menu">
      <div className="menu-search-bar">
        <button type="button" className="icon-button" onClick={onBack} aria-label="Back to menu">
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <path
              d="M19 12H5M11 6l-6 6 6 6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </button>
        <label htmlFor={inputId} className="visually-hidden">
          Search dishes
        </label>
        <input
          ref={input}
          id={inputId}
          type="search"
          // biome-ignore lint/a11y/noAutofocus: the diner has just pressed the search button; typing is the next step
          autoFocus
          autoComplete="off"
          enterKeyHint="search"
          maxLength={maxSearchLength}
          placeholder={`Search in ${restaurantName}`}
          value={text}
          onChange={(event) => onText(event.target.value)}
        />
        <button
          type="button"
          className="icon-button"
          aria-label="Clear search"
          onClick={() => {
            onText('');
            input.current?.focus();
          }}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      <p role="status" className="visually-hidden">
        {searching ? `${results.length} ${results.length === 1 ? 'dish' : 'dishes'} found` : ''}
      </p>
      {searching && results.length === 0 && <p className="menu-search-empty">No dishes match “{text.trim()}”</p>}
      {results.length > 0 && <h2 className="visually-hidden">Matching dishes</h2>}
      {results.length > 0 && (
        <ul className="dish-list" aria-label="Matching dishes">
          {results.map((dish) => (
            <DishRow key={dish.id} dish={dish} restaurantId={restaurantId} level={3} />
          ))}
        </ul>
      )}
    </section>
  );
}
