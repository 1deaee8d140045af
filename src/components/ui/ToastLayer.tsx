/** The react-toastify container, fed from the pending-toast store, kept above any open modal. */
import { useEffect, useLayoutEffect } from 'react';
import { createPortal } from 'react-dom';
import { useStore } from '@nanostores/react';
// The unstyled build injects no <style> element (the content security policy allows none);
// its stylesheet is a file of our own origin, linked only once a toast is on its way, so that
// no page waits for 14 KB of toast styles before it can paint.
import { ToastContainer, toast } from 'react-toastify/unstyled';
import toastStylesUrl from 'react-toastify/dist/ReactToastify.css?url';
import { $openDialogs } from './dialogStack';
import { $pendingToasts, clearPendingToasts, toastAutoCloseMs, toastKey, type PendingToast } from './toasts';

/** Resolves once the toast stylesheet has loaded (or failed: toasts still show, unstyled). */
export const toastStylesReady: Promise<void> = new Promise((resolve) => {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = toastStylesUrl;
  link.onload = () => resolve();
  link.onerror = () => resolve();
  document.head.append(link);
});

// A confirmation waits for the screen reader to finish what it is saying (a status); only a
// failure interrupts it (an alert). The container itself is a polite live region.
const roles: Record<PendingToast['kind'], string> = { success: 'status', error: 'alert' };

let host: HTMLDivElement | undefined;
/** The toast showing each text, and when it was last shown or renewed. */
const onScreen = new Map<string, { id: string; at: number }>();
/** How long before its auto-close a toast is no longer renewed (it may already be leaving). */
const renewMarginMs = 400;

function toastHost(): HTMLDivElement {
  if (!host) {
    host = document.createElement('div');
    host.className = 'toast-host';
  }
  return host;
}

/**
 * Shows queued toasts top-right; they pause on hover, close on click and can be dragged away.
 * A toast whose text is already on screen is renewed instead of stacked. While a modal dialog
 * is open the container lives inside it: the dialog is in the browser's top layer and makes
 * the rest of the page inert, so a container outside would be hidden and unclickable.
 */
export default function ToastLayer() {
  const pending = useStore($pendingToasts);
  const dialogs = useStore($openDialogs);
  const parent = dialogs[dialogs.length - 1] ?? null;

  useLayoutEffect(() => {
    const box = toastHost();
    const target = parent?.isConnected ? parent : document.body;
    if (box.parentNode !== target) target.append(box);
  }, [parent]);

  useEffect(() => {
    if (pending.length === 0) return;
    const now = Date.now();
    for (const t of pending) {
      const key = toastKey(t);
      const shown = onScreen.get(key);
      // Renew only a toast that is surely not leaving yet; any other is replaced.
      if (shown && toast.isActive(shown.id) && now - shown.at < toastAutoCloseMs - renewMarginMs) {
        toast.update(shown.id, { render: t.message, type: t.kind, role: roles[t.kind], autoClose: toastAutoCloseMs });
        shown.at = now;
      } else {
        // The older toast may still be on screen (its timer pauses on hover and while the window
        // is in the background): it leaves as the new one comes, so the text never shows twice.
        if (shown) toast.dismiss(shown.id);
        const id = `${key}#${t.id}`;
        toast[t.kind](t.message, { toastId: id, role: roles[t.kind] });
        onScreen.set(key, { id, at: now });
      }
    }
    clearPendingToasts();
  }, [pending]);

  return createPortal(
    <ToastContainer
      position="top-right"
      autoClose={toastAutoCloseMs}
      pauseOnHover
      closeOnClick
      draggable
      newestOnTop
    />,
    toastHost(),
  );
}
