/** The react-toastify container, fed from the pending-toast store, kept above any open modal. */
import { useEffect, useLayoutEffect } from 'react';
import { createPortal } from 'react-dom';
import { useStore } from '@nanostores/react';
// The unstyled build injects no <style> element (the content security policy allows none);
// its stylesheet comes in as a file with the rest of the page's CSS.
import { ToastContainer, toast } from 'react-toastify/unstyled';
import 'react-toastify/dist/ReactToastify.css';
import { $openDialogs } from './dialogStack';
import { $pendingToasts, toastAutoCloseMs, toastKey } from './toasts';

let host: HTMLDivElement | undefined;

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
    for (const t of pending) {
      const id = toastKey(t);
      if (toast.isActive(id)) toast.update(id, { render: t.message, type: t.kind, autoClose: toastAutoCloseMs });
      else toast[t.kind](t.message, { toastId: id });
    }
    $pendingToasts.set([]);
  }, [pending]);

  return createPortal(<ToastContainer position="top-right" autoClose={toastAutoCloseMs} pauseOnHover closeOnClick draggable newestOnTop />, toastHost());
}
