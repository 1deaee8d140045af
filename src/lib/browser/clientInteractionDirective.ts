/**
 * `client:interaction={{ idle, stored }}`: hydrates an island on the first sign that a person is
 * about to use it (pointer over it, a touch, keyboard focus), and besides that when the browser
 * is next idle if `idle` is set or browser storage holds one of the `stored` keys.
 *
 * The page paints and its largest picture shows before React is even fetched, so a cheap phone on
 * a slow network sees the content first; a person who reaches for an island sooner wakes it at
 * once. A prebuilt page's anonymous visitor never loads React unless they reach for the header.
 * A click that lands before the island has hydrated is held and given again afterwards, so the
 * first tap opens a drawer or adds a dish as it would on a hydrated page; a click on a link is
 * left to the browser, which follows it without waiting.
 */
import type { ClientDirective } from 'astro';
import { storageHolds, whenIdle } from './islandWake';

/** What a `client:interaction` island waits for besides a person reaching for it. */
export interface InteractionOptions {
  /** Hydrate when the browser is next idle. */
  idle?: boolean;
  /** Hydrate when the browser is next idle if storage holds one of these keys. */
  stored?: string[];
}

/** Events that announce a coming click or key press on the island. */
const intentEvents = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;

/** A click on one of these inside the island waits for the island; a link's does not. */
const actionable = 'a[href], button, input, label, select, textarea, summary, [role="button"]';

const interactionDirective: ClientDirective = (load, options, el) => {
  const { idle = false, stored = [] } = (options.value ?? {}) as InteractionOptions;
  let hydration: Promise<void> | undefined;
  const start = (): Promise<void> => {
    if (!hydration) {
      for (const type of intentEvents) el.removeEventListener(type, start, true);
      // Marked for whoever waits for the page's islands (the browser tests).
      el.setAttribute('data-waking', '');
      hydration = load()
        .then((hydrate) => hydrate())
        .finally(() => el.removeEventListener('click', onClick, true));
    }
    return hydration;
  };
  function onClick(event: Event) {
    const target = event.target instanceof Element ? event.target.closest(actionable) : null;
    if (!(target instanceof HTMLElement) || target.matches('a[href]')) return;
    el.removeEventListener('click', onClick, true);
    // Held until the island can answer it; then the same element is clicked again.
    event.preventDefault();
    event.stopImmediatePropagation();
    void start().then(() => {
      if (target.isConnected) target.click();
    });
  }
  for (const type of intentEvents) el.addEventListener(type, start, { capture: true, passive: true });
  el.addEventListener('click', onClick, true);
  if (idle || storageHolds(stored)) {
    el.setAttribute('data-waking', '');
    whenIdle(() => void start());
  }
};

export default interactionDirective;
