/**
 * Loads the sign-in drawer (and its identity SDK) the first time it is opened, and hosts the
 * toasts. Several islands include a host; only the first one mounted on the page renders.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $signInPanel } from '#src/stores/ui.ts';
import { ToastHost } from '#src/components/ui/ToastHost.tsx';

const SignInDrawer = lazy(() => import('./SignInDrawer'));
let everOpened = false;
let owner: object | null = null;

/** Renders the drawer once it has been asked for, and the toast layer, from one island only. */
export function SignInHost() {
  const view = useStore($signInPanel);
  const [me] = useState(() => ({}));
  const [isOwner, setIsOwner] = useState(false);
  useEffect(() => {
    if (owner === null) owner = me;
    setIsOwner(owner === me);
    return () => {
      if (owner === me) owner = null;
    };
  }, [me]);
  if (view) everOpened = true;
  if (!isOwner) return null;
  return (
    <>
      {everOpened && (
        <Suspense fallback={null}>
          <SignInDrawer />
        </Suspense>
      )}
      <ToastHost />
    </>
  );
}
