/**
 * Drives a native `<dialog>` as a modal: the browser traps focus, makes the page behind it
 * inert, closes on Escape and gives focus back; this hook keeps it in step with React state.
 */
import { useEffect, useRef, type RefObject } from 'react';
import { dialogClosed, dialogOpened } from './dialogStack';

/**
 * Shows `ref` with `showModal()` while `open`, closes it otherwise. Escape and a click on the
 * dialog's own box (its backdrop area) call `onClose`; the latest `onClose` is always used, so
 * a new function on each render never re-runs the effect (or moves focus).
 */
export function useModalDialog(ref: RefObject<HTMLDialogElement | null>, open: boolean, onClose: () => void): void {
  const latest = useRef(onClose);
  latest.current = onClose;
  const closing = useRef(false);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const cancel = (event: Event) => {
      event.preventDefault();
      latest.current();
    };
    // The browser may close the dialog itself (a second Escape); the state follows.
    const closed = () => {
      dialogClosed(dialog);
      if (closing.current) closing.current = false;
      else latest.current();
    };
    const click = (event: MouseEvent) => {
      if (event.target === dialog) latest.current();
    };
    dialog.addEventListener('cancel', cancel);
    dialog.addEventListener('close', closed);
    dialog.addEventListener('click', click);
    return () => {
      dialog.removeEventListener('cancel', cancel);
      dialog.removeEventListener('close', closed);
      dialog.removeEventListener('click', click);
    };
  }, [ref]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    if (!dialog.open) {
      const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      dialogOpened(dialog);
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
      return () => {
        dialogClosed(dialog);
        if (dialog.open) {
          closing.current = true;
          dialog.close();
        }
        // close() restores focus itself; this covers a dialog that left the page first.
        if (previous?.isConnected && (document.activeElement === document.body || document.activeElement === null)) previous.focus();
      };
    }
    return undefined;
  }, [ref, open]);
}
