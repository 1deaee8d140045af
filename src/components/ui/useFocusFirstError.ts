/**
 * After a save that failed on a field, focus goes to the first field marked invalid: the diner
 * lands on what to fix, and the browser scrolls it below the sticky header (the page's scroll
 * padding, see src/styles/global.css) with its label in sight (the field's scroll margin).
 */
import { useEffect, type RefObject } from 'react';

/** Focuses the first `[aria-invalid="true"]` inside `form` whenever a new set of `errors` names a field. */
export function useFocusFirstError(form: RefObject<HTMLElement | null>, errors: object): void {
  useEffect(() => {
    if (!Object.values(errors).some(Boolean)) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [form, errors]);
}
