/**
 * Drives a native `<dialog>` as a modal: the browser traps focus, makes the page behind it
 * inert, closes on Escape and gives focus back; this hook keeps it in step with React state.
 */
import { useEffect, useRef, type RefObject } from 'react';
import { dialogClosed, dialogOpened } from './dialogStack';

/**
 * Shows `ref` with `showModal()` while `open`, closes it otherwise. Escape and a click on the
 * dialog's own box (its backdrop area) call `onClose`; the latest `onClose` is always used, so
 * a new function on each render never re-runs the effect (or moves focus). An element marked
 * `data-autofocus` takes focus when the dialog opens.
 */
export function useModalDialog(ref: RefObject<HTMLDialogElement | null>, open: boolean, onClose: () => void): void {
  const latest = useRef(onClose);
  latest.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const requestClose = () => latest.current();
    const cancel = (event: Event) => {
      event.preventDefault();
      requestClose();
    };
    // The browser may close the dialog itself (a second Escape in a row); the state follows.
    const closed = () => {
      dialogClosed(dialog);
      requestClose();
    };
    const click = (event: MouseEvent) => {
      if (event.target === dialog) requestClose();
    };
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    dialogOpened(dialog);
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    dialog.addEventListener('cancel', cancel);
    dialog.addEventListener('close', closed);
    dialog.addEventListener('click', click);
    return () => {
      dialog.removeEventListener('cancel', cancel);
      dialog.removeEventListener('close', closed);
      dialog.removeEventListener('click', click);
      dialogClosed(dialog);
      if (dialog.open) dialog.close();
      // close() gives focus back itself; this covers a dialog the browser closed first.
      if (previous?.isConnected && (document.activeElement === document.body || document.activeElement === null))
        previous.focus();
    };
  }, [ref, open]);
}
