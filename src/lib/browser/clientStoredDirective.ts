/**
 * `client:stored="key"`: hydrates an island, when the browser is next idle, only if browser
 * storage holds `key`. Islands that only matter to a diner with a saved address or a signed-in
 * user (the cart badge, the near-me list) then cost an anonymous visitor no JavaScript, and a
 * diner's page paints before React is fetched; the server-rendered HTML stands until then.
 */
import type { ClientDirective } from 'astro';
import { storageHolds, whenIdle } from './islandWake';

const storedDirective: ClientDirective = (load, options, el) => {
  if (!storageHolds([String(options.value)])) return;
  // Marked before the first paint, so the page's CSS can hold the room the island will fill.
  el.setAttribute('data-stored', '');
  whenIdle(() => void load().then((hydrate) => hydrate()));
};

export default storedDirective;
