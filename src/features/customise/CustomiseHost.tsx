/** Renders the customisation sheet on a page of dishes (a menu, search), loading its code when it first opens. */
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { notify } from '#src/components/ui/toasts.ts';
import { textsOf } from '#src/i18n/useMessages.ts';
import { $customising, closeCustomise } from '#src/stores/customise.ts';
import { loadedSheet, loadSheet } from './sheetLoader';
import { customiseMessages } from './messages/en.ts';
import './customise.css';

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
        notify.error(textsOf(customiseMessages).loadFailed);
      },
    );
  }, [open, Sheet]);
  return Sheet ? <Sheet /> : null;
}
