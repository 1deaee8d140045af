/** Mounts the toast layer the first time a toast is asked for. */
import { lazy, Suspense } from 'react';
import { useStore } from '@nanostores/react';
import { $pendingToasts } from './toasts';

// The layer shows once its stylesheet is in, so no toast flashes unstyled.
const ToastLayer = lazy(async () => {
  const layer = await import('./ToastLayer');
  await layer.toastStylesReady;
  return layer;
});
let everShown = false;

/** Renders nothing until the first toast; then the react-toastify container. */
export function ToastHost() {
  const pending = useStore($pendingToasts);
  if (pending.length > 0) everShown = true;
  if (!everShown) return null;
  return (
    <Suspense fallback={null}>
      <ToastLayer />
    </Suspense>
  );
}
