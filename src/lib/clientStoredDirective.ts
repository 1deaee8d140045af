/**
 * `client:stored="key"`: hydrates an island only when browser storage holds `key`. Islands that
 * only matter to a diner with a saved address or a signed-in user (the cart badge, the near-me
 * list) then cost an anonymous visitor no JavaScript; the server-rendered HTML stands as is.
 */
import type { ClientDirective } from 'astro';

const storedDirective: ClientDirective = (load, options) => {
  let present = false;
  try {
    present = localStorage.getItem(String(options.value)) !== null;
  } catch {
    present = false;
  }
  if (present) void load().then((hydrate) => hydrate());
};

export default storedDirective;
