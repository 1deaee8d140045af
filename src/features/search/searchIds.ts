/** The element ids that tie the search field to its suggestions list (the combobox pattern). */

/** The search field's id, which its label points at. */
export const inputId = 'search-input';

/** The suggestions list's id, which the field controls. */
export const listboxId = 'search-suggestions';

/** The id of the suggestion at `index`, which the field points at while it is active. */
export const optionId = (index: number) => `search-option-${index}`;
