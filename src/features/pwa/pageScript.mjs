// Plain JavaScript: astro.config.mjs hashes both forms for the content security policy, and every
// page's head carries the build's (src/layouts/BaseLayout.astro). The function's source is what
// ships, so it holds no comments; they are here.
//
// - The notice (`#offline-notice`, a polite live region) says "You are offline" while the browser
//   is, and, for a page or answer that came from the device (`data-saved-at` on <html>, set by the
//   worker, or a `thalify:saved` message for an API answer), when it was saved: nothing saved is
//   shown as fresh. Its words are the page's language, in the notice's data attributes
//   (`data-offline`, `data-saved`, `data-reload`, `data-locale`: BaseLayout writes them), so this
//   script, hashed once for every page, holds none of its own.
// - The worker is registered after the load event, when the browser is idle, so it never delays the
//   first paint; with SERVICE_WORKER=off at build, a worker installed before is unregistered and its
//   caches deleted.

/**
 * @param {boolean} enabled
 * @param {string} workerUrl
 */
function thalifyPwa(enabled, workerUrl) {
  var nav = navigator;
  var doc = document;
  var saved = Number(doc.documentElement.getAttribute('data-saved-at')) || 0;
  var time = (ms) => {
    var at = new Date(ms);
    var today = at.toDateString() === new Date().toDateString();
    var shape = today
      ? { hour: 'numeric', minute: '2-digit' }
      : { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' };
    return at.toLocaleString(locale, shape);
  };
  var locale;
  var show = () => {
    var box = doc.getElementById('offline-notice');
    if (!box) return;
    var say = (name) => box.getAttribute(`data-${name}`) || '';
    locale = say('locale') || undefined;
    var text = nav.onLine ? '' : say('offline');
    if (saved) {
      text += (text ? ' ' : '') + say('saved').replace('{time}', time(saved));
      if (nav.onLine) text += ` ${say('reload')}`;
    }
    if (box.textContent !== text) box.textContent = text;
  };
  doc.addEventListener('DOMContentLoaded', show);
  addEventListener('online', show);
  addEventListener('offline', show);
  if (!('serviceWorker' in nav)) return;
  var workers = nav.serviceWorker;
  if (!enabled) {
    workers.getRegistrations().then((all) => {
      all.forEach((registration) => {
        registration.unregister();
      });
    });
    if (window.caches) {
      caches.keys().then((names) => {
        names.forEach((name) => {
          if (name.indexOf('thalify-') === 0) caches.delete(name);
        });
      });
    }
    return;
  }
  workers.addEventListener('message', (event) => {
    var data = event.data;
    if (data?.type !== 'thalify:saved' || !(data.savedAt > 0)) return;
    saved = saved ? Math.min(saved, data.savedAt) : data.savedAt;
    show();
  });
  addEventListener('load', () => {
    var register = () => {
      workers.register(workerUrl).catch(() => {});
    };
    if (window.requestIdleCallback) requestIdleCallback(register, { timeout: 5000 });
    else setTimeout(register, 1);
  });
}

/** The head script of every page, with the worker on or off (SERVICE_WORKER at build). */
export function pwaPageScript(enabled) {
  return `(${thalifyPwa.toString()})(${enabled ? 'true' : 'false'},"/sw.js")`;
}
