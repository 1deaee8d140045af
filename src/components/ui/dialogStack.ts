/**
 * The modal dialogs open on the page, newest last. A modal `<dialog>` sits in the browser's top
 * layer and makes everything outside it inert, so layers that must stay visible and usable
 * above it (the toasts) move into the newest open dialog.
 */
import { atom } from 'nanostores';

/** Open modal dialogs, in the order they were opened. */
export const $openDialogs = atom<HTMLDialogElement[]>([]);

/** Records a dialog that has just been shown with `showModal()`. */
export function dialogOpened(dialog: HTMLDialogElement): void {
  $openDialogs.set([...$openDialogs.get().filter((d) => d !== dialog), dialog]);
}

/** Forgets a dialog that has closed or left the page. */
export function dialogClosed(dialog: HTMLDialogElement): void {
  $openDialogs.set($openDialogs.get().filter((d) => d !== dialog));
}
