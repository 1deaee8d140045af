/** The search form: a labelled combobox field that drives the suggestions list, and its clear button. */
import type { ChangeEvent, KeyboardEvent, RefObject, SubmitEvent } from 'react';
import { clearSearch, pressSearchKey, submitSearch, typeText } from '#src/stores/search.ts';
import { inputId, listboxId, optionId } from './searchIds';
import { maxSearchLength } from '#src/lib/searchRules.ts';
import { localHref } from '#src/i18n/here.ts';
import { useMessages } from '#src/i18n/useMessages.ts';
import { searchMessages } from './messages/en.ts';

interface Props {
  /** The field's ref, from the screen, which also focuses it. */
  inputRef: RefObject<HTMLInputElement | null>;
  /** The text in the box. */
  text: string;
  /** Whether the suggestions list is shown. */
  expanded: boolean;
  /** The highlighted suggestion, or -1. */
  active: number;
}

/** The search landmark: the field, with a clear button once it holds text and a search icon before. */
export function SearchBox({ inputRef, text, expanded, active }: Props) {
  const t = useMessages(searchMessages);
  function keys(event: KeyboardEvent<HTMLInputElement>) {
    if (pressSearchKey(event.key)) event.preventDefault();
  }

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    submitSearch();
  }

  function clear() {
    clearSearch();
    inputRef.current?.focus();
  }

  return (
    // biome-ignore lint/a11y/useSemanticElements: role=search on the form names the landmark in every browser diners use, older ones without <search> too
    <form className="search-form" role="search" action={localHref('/search')} method="get" onSubmit={submit}>
      <label htmlFor={inputId} className="visually-hidden">
        {t.placeholder}
      </label>
      <input
        ref={inputRef}
        id={inputId}
        name="query"
        type="text"
        className="search-input"
        placeholder={t.placeholder}
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
        <button type="button" className="search-clear" onClick={clear} aria-label={t.clear}>
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
  );
}
