/**
 * `client:interaction="key other-key"`: hydrates an island at once when browser storage holds
 * one of the keys, otherwise on the first sign that a person is about to use it (pointer over
 * it, a touch, keyboard focus). The header's address and Sign In buttons then cost an anonymous
 * visitor of a prebuilt page no JavaScript at all; React loads only when they are reached for.
 * A click that lands before the island has hydrated is held and given again afterwards, so the
 * first tap opens the drawer or panel as it would on a hydrated page.
 */
import type { ClientDirective } from 'astro';

/** Events that announce a coming click or key press on the island. */
const intentEvents = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;

function storageHolds(keys: string[]): boolean {
  try {
    return keys.some((key) => localStorage.getItem(key) !== null);
  } catch {
    return false;
  }
}

const interactionDirective: ClientDirective = (load, options, el) => {
  const keys = typeof options.value === 'string' ? options.value.split(/\s+/).filter(Boolean) : [];
  let hydration: Promise<void> | undefined;
  const start = (): Promise<void> => {
    hydration ??= load()
      .then((hydrate) => hydrate())
      .finally(() => el.removeEventListener('click', onClick, true));
    return hydration;
  };
  if (storageHolds(keys)) {
    void start();
    return;
  }
  const onIntent = () => {
    for (const type of intentEvents) el.removeEventListener(type, onIntent, true);
    void start();
  };
  for (const type of intentEvents) el.addEventListener(type, onIntent, { capture: true, passive: true });
  function onClick(event: Event) {
    el.removeEventListener('click', onClick, true);
    const target = event.target;
    if (!(target instanceof HTMLElement)) return;
    // Held until the island can answer it; then the same element is clicked again.
    event.preventDefault();
    event.stopImmediatePropagation();
    void start().then(() => {
      if (target.isConnected) target.click();
    });
  }
  el.addEventListener('click', onClick, true);
};

export default interactionDirective;
