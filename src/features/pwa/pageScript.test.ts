import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { pwaPageScript } from './pageScript.mjs';

type Listener = (event?: unknown) => void;

/** Runs the head script against a page of its own: the notice, the browser's state, the worker's calls. */
function page(options: { onLine: boolean; savedAt?: number; enabled?: boolean }) {
  const listeners = new Map<string, Listener[]>();
  const on = (type: string, listener: Listener) => listeners.set(type, [...(listeners.get(type) ?? []), listener]);
  const fire = (type: string, event?: unknown) => {
    for (const listener of listeners.get(type) ?? []) listener(event);
  };
  // The words BaseLayout puts on an English page's notice.
  const words: Record<string, string> = {
    'data-offline': 'You are offline.',
    'data-saved': 'This was saved on this device at {time} and may have changed since.',
    'data-reload': 'Reload the page to see it as it is now.',
    'data-locale': 'en-IN-u-nu-latn',
  };
  const notice = { textContent: '', getAttribute: (name: string) => words[name] ?? null };
  const calls: string[] = [];
  const navigator = {
    onLine: options.onLine,
    serviceWorker: {
      register: (url: string) => {
        calls.push(`register ${url}`);
        return Promise.resolve();
      },
      getRegistrations: () => Promise.resolve([{ unregister: () => calls.push('unregister') }]),
      addEventListener: (type: string, listener: Listener) => on(`worker:${type}`, listener),
    },
  };
  const document = {
    documentElement: { getAttribute: () => (options.savedAt ? String(options.savedAt) : null) },
    getElementById: (id: string) => (id === 'offline-notice' ? notice : null),
    addEventListener: on,
  };
  const context = {
    navigator,
    document,
    window: {} as Record<string, unknown>,
    addEventListener: on,
    setTimeout: (fn: () => void) => fn(),
    caches: {
      keys: () => Promise.resolve(['thalify-diner-menus', 'other']),
      delete: (n: string) => calls.push(`delete ${n}`),
    },
    Date,
    Number,
    Math,
    Promise,
  };
  context.window = context as unknown as Record<string, unknown>;
  runInNewContext(pwaPageScript(options.enabled ?? true), context);
  return { notice, calls, fire, navigator };
}

describe('every page’s head script', () => {
  it('says nothing on a fresh page online, and registers the worker only after the load event', () => {
    const tab = page({ onLine: true });
    tab.fire('DOMContentLoaded');
    expect(tab.notice.textContent).toBe('');
    expect(tab.calls).toEqual([]);
    tab.fire('load');
    expect(tab.calls).toEqual(['register /sw.js']);
  });

  it('says the diner is offline, and when a page from the device was saved', () => {
    const live = page({ onLine: false });
    live.fire('DOMContentLoaded');
    expect(live.notice.textContent).toBe('You are offline.');

    const saved = page({ onLine: false, savedAt: new Date(2026, 10, 27, 16, 40).getTime() });
    saved.fire('DOMContentLoaded');
    expect(saved.notice.textContent).toMatch(
      /^You are offline\. This was saved on this device at .+ and may have changed since\.$/,
    );
    saved.navigator.onLine = true;
    saved.fire('online');
    expect(saved.notice.textContent).toMatch(
      /^This was saved on this device at .+ Reload the page to see it as it is now\.$/,
    );
  });

  it('names the oldest saving when the worker serves API answers from the device', () => {
    const tab = page({ onLine: false });
    tab.fire('DOMContentLoaded');
    tab.fire('worker:message', { data: { type: 'thalify:saved', savedAt: Date.now() - 60_000 } });
    expect(tab.notice.textContent).toContain('This was saved on this device at');
    tab.fire('worker:message', { data: { type: 'something else' } });
    expect(tab.notice.textContent).toContain('This was saved on this device at');
  });

  it('with the worker off, unregisters one installed before and deletes only the site’s caches', async () => {
    const tab = page({ onLine: true, enabled: false });
    tab.fire('load');
    await new Promise((resolve) => setImmediate(resolve));
    expect(tab.calls).toEqual(['unregister', 'delete thalify-diner-menus']);
  });
});
