/** The suggestions list of the search field, and the placeholder rows shown while it loads. */
import type { Suggestion } from '#src/lib/catalogTypes.ts';
import { mediaUrl } from '#src/lib/media.ts';
import { chooseSuggestion } from '#src/stores/search.ts';
import { HighlightedText } from './HighlightedText';
import { listboxId, optionId } from './searchIds';
import { suggestionPlaceholderCount } from '#src/lib/searchRules.ts';
import { useMessages } from '#src/i18n/useMessages.ts';
import { searchMessages } from './messages/en.ts';

interface Props {
  /** The options answering the text in the box. */
  options: Suggestion[];
  /** The highlighted option, or -1. */
  active: number;
  /** Whether the list is shown. */
  expanded: boolean;
}

/** The listbox the search field drives: each option a picture, the name with the typed part marked, and its kind. */
export function SuggestionList({ options, active, expanded }: Props) {
  const t = useMessages(searchMessages);
  return (
    <ul
      id={listboxId}
      // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the combobox pattern: a list of options the search field drives
      role="listbox"
      aria-label={t.suggestions}
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
            <span className="suggestion-name" translate="no">
              <HighlightedText highlighted={s.highlightedText} text={s.text} />
            </span>
            <span className="suggestion-type">{s.subCategory}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

/** Placeholder rows, hidden from assistive technology, while suggestions for the text are on their way. */
export function SuggestionsLoading() {
  const t = useMessages(searchMessages);
  return (
    <div aria-busy="true" className="suggestions-loading">
      <p className="visually-hidden">{t.loadingSuggestions}</p>
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
