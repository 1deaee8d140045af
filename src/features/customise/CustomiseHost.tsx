/** Renders the customisation sheet on a page of dishes (a menu, search), loading its code when it first opens. */
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { notify } from '#src/components/ui/toasts.ts';
import { $customising, closeCustomise } from '#src/stores/customise.ts';
import { loadedSheet, loadSheet } from './sheetLoader';
import './customise.css';

/** What a diner reads when the sheet's code could not be fetched (a dropped connection). */
export const sheetLoadFailed = 'Could not open the choices for this dish. Check your connection and try again.';

/** The sheet, once its code is in; nothing before the first opening. */
export function CustomiseHost() {
  const open = useStore($customising) !== null;
  const [Sheet, setSheet] = useState(loadedSheet);
  useEffect(() => {
    if (!open || Sheet) return;
    loadSheet().then(
      (loaded) => setSheet(() => loaded),
      () => {
        closeCustomise();
        notify.error(sheetLoadFailed);
      },
    );
  }, [open, Sheet]);
  return Sheet ? <Sheet /> : null;
}
