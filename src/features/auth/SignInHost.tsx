/** Loads the sign-in drawer (and its identity SDK) the first time it is opened; hosts the toasts. */
import { lazy, Suspense } from 'react';
import { useStore } from '@nanostores/react';
import { $signInPanel } from '../../stores/ui';
import { ToastHost } from '../../components/ui/ToastHost';

const SignInDrawer = lazy(() => import('./SignInDrawer'));
let everOpened = false;

/** Renders the drawer once it has been asked for, and the toast layer. */
export function SignInHost() {
  const view = useStore($signInPanel);
  if (view) everOpened = true;
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
