/** The react-toastify container, fed from the pending-toast store. */
import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { ToastContainer, toast } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { $pendingToasts, toastAutoCloseMs } from './toasts';

/** Shows queued toasts top-right; they pause on hover, close on click and can be dragged away. */
export default function ToastLayer() {
  const pending = useStore($pendingToasts);
  useEffect(() => {
    if (pending.length === 0) return;
    for (const t of pending) toast[t.kind](t.message, { toastId: t.id });
    $pendingToasts.set([]);
  }, [pending]);
  return <ToastContainer position="top-right" autoClose={toastAutoCloseMs} pauseOnHover closeOnClick draggable newestOnTop />;
}
