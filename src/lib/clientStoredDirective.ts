/**
 * `client:stored="key"`: hydrates an island only when browser storage holds `key`. Islands that
 * only matter to a diner with a saved address or a signed-in user (the cart badge, the near-me
 * list) then cost an anonymous visitor no JavaScript; the server-rendered HTML stands as is.
 */
import type { ClientDirective } from 'astro';

const storedDirective: ClientDirective = (load, options, el) => {
  let present = false;
  try {
    present = localStorage.getItem(String(options.value)) !== null;
  } catch {
    present = false;
  }
  if (!present) return;
  // Marked before the first paint, so the page's CSS can hold the room the island will fill.
  el.setAttribute('data-stored', '');
  void load().then((hydrate) => hydrate());
};

export default storedDirective;
