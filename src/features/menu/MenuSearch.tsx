/** In-menu search: back arrow, text box 'Search in {restaurant name}', clear icon, and the matching dishes. */
import { useId, useMemo, useRef } from 'react';
import { useMessages } from '#src/i18n/useMessages.ts';
import { maxSearchLength } from '#src/lib/textLimits.ts';
import { DishRow } from './DishRow';
import { filterDishes, type MenuSection } from './menuRules';
import { menuMessages } from './messages/en.ts';

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
  const t = useMessages(menuMessages);

  return (
    <section className="menu-search" aria-label={t.searchInMenu}>
      <div className="menu-search-bar">
        <button type="button" className="icon-button" onClick={onBack} aria-label={t.backToMenu}>
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
          {t.searchDishes}
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
          placeholder={t.searchIn({ restaurant: restaurantName })}
          value={text}
          onChange={(event) => onText(event.target.value)}
        />
        <button
          type="button"
          className="icon-button"
          aria-label={t.clearSearch}
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
        {searching ? t.found(results.length) : ''}
      </p>
      {searching && results.length === 0 && <p className="menu-search-empty">{t.noMatch({ text: text.trim() })}</p>}
      {results.length > 0 && <h2 className="visually-hidden">{t.matching}</h2>}
      {results.length > 0 && (
        <ul className="dish-list" aria-label={t.matching}>
          {results.map((dish) => (
            <DishRow key={dish.id} dish={dish} restaurantId={restaurantId} level={3} />
          ))}
        </ul>
      )}
    </section>
  );
}
