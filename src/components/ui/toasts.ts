/**
 * Toasts (react-toastify: top-right, 3000 ms, pause on hover, close on click, draggable).
 * Calls are queued in a store so the toast library loads only when the first toast shows.
 */
import { atom } from 'nanostores';

/** A toast waiting to be shown. */
export interface PendingToast {
  id: number;
  kind: 'success' | 'error';
  message: string;
}

/** Toasts not yet handed to the toast layer. */
export const $pendingToasts = atom<PendingToast[]>([]);
let nextId = 1;

/** Auto-close delay of every toast (the spec's constant). */
export const toastAutoCloseMs = 3000;

/** One id per kind and text: the same toast shown again renews the one on screen. */
export function toastKey(t: Pick<PendingToast, 'kind' | 'message'>): string {
  return `${t.kind}:${t.message}`;
}

function push(kind: PendingToast['kind'], message: string): void {
  $pendingToasts.set([...$pendingToasts.get(), { id: nextId++, kind, message }]);
}

/** Shows a success or error toast. */
export const notify = {
  success: (message: string) => push('success', message),
  error: (message: string) => push('error', message),
};

/** Empties the queue once the toast layer has shown what it held. */
export function clearPendingToasts(): void {
  $pendingToasts.set([]);
}
