/**
 * The sort and filter chips over the home grid. Each is a link to the listing it shows, so they
 * work before and without JavaScript; once the grid's island is awake a tap changes the list in
 * place (`chooseListing`) and the page stays where the diner is.
 *
 * ARIA: a sort chip is a link to one view of the list, and exactly one view is shown, so the
 * chosen one is `aria-current` (a link stays a link: the URL changes with it, and it can be
 * opened in a new tab). A filter chip switches one condition on or off, independently of the
 * others: a toggle button (`role="button"` with `aria-pressed`), which also answers Space once
 * the island is awake, as a button does.
 */
import { useLayoutEffect, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import type { ListingFilters } from '#src/lib/catalogTypes.ts';
import { prefersReducedMotion } from '#src/components/ui/reducedMotion.ts';
import { chooseListing } from '#src/stores/listing.ts';
import { type Chip, chipsFor, filtersToHref } from '#src/lib/listingFilters.ts';
import { localHref } from '#src/i18n/here.ts';
import { useMessages } from '#src/i18n/useMessages.ts';
import { listingMessages } from './messages/en.ts';

/**
 * Scrolls the chip row sideways, and only the row (never the page, which `scrollIntoView` may also
 * move), just far enough to show the whole chip.
 */
function revealInRow(row: HTMLElement, chip: HTMLElement, smooth: boolean): void {
  const space = row.getBoundingClientRect();
  const own = chip.getBoundingClientRect();
  // A little room beyond the chip, so its rounded edge does not touch the row's edge.
  const margin = 8;
  let by = 0;
  if (own.left < space.left) by = own.left - space.left - margin;
  else if (own.right > space.right) by = own.right - space.right + margin;
  if (by !== 0) row.scrollBy({ left: by, behavior: smooth && !prefersReducedMotion() ? 'smooth' : 'instant' });
}

/** A click the browser should keep: a new tab or window, or a button other than the main one. */
function keptByBrowser(event: MouseEvent): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/** The chip row for the choice shown; `filters` is the choice, at once on a tap. */
export function ListingChips({ filters }: { filters: ListingFilters }) {
  const row = useRef<HTMLUListElement>(null);
  // The chip just tapped: it stays in view. Without one (the first draw, Back), the last chosen.
  const tapped = useRef<string | null>(null);
  const drawn = useRef(false);
  const t = useMessages(listingMessages);
  const choice = filtersToHref(filters);
  const chips = chipsFor(filters, localHref('/'), t);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the choice changes, which `choice` (its URL) says
  useLayoutEffect(() => {
    const list = row.current;
    if (!list) return;
    const key = tapped.current ?? chips.findLast((c) => c.chosen)?.key;
    const target = list.querySelector<HTMLElement>(`[data-chip="${key}"]`);
    // On the first draw (a shared link's choice), a row the diner already swiped stays where they left it.
    if (target && (drawn.current || list.scrollLeft === 0)) revealInRow(list, target, drawn.current);
    tapped.current = null;
    drawn.current = true;
  }, [choice]);

  function choose(chip: Chip) {
    tapped.current = chip.key;
    chooseListing(chip.next);
  }
  function click(event: MouseEvent<HTMLAnchorElement>, chip: Chip) {
    if (keptByBrowser(event)) return;
    event.preventDefault();
    choose(chip);
  }
  function key(event: KeyboardEvent<HTMLAnchorElement>, chip: Chip) {
    // A link answers Enter by itself (a click); a toggle button also answers Space, which would otherwise scroll the page.
    if (chip.kind !== 'facet' || event.key !== ' ') return;
    event.preventDefault();
    choose(chip);
  }

  return (
    <nav className="filters" aria-label={t.chipsLabel}>
      <ul ref={row}>
        {chips.map((chip) => (
          <li key={chip.key}>
            <a
              href={chip.href}
              className="chip"
              data-chip={chip.key}
              onClick={(event) => click(event, chip)}
              onKeyDown={(event) => key(event, chip)}
              {...(chip.kind === 'sort'
                ? { 'aria-current': chip.chosen ? 'true' : undefined }
                : { role: 'button', 'aria-pressed': chip.chosen })}
            >
              {chip.label}
              {chip.kind === 'facet' && chip.chosen && (
                <span aria-hidden="true" className="chip-off">
                  ✕
                </span>
              )}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
