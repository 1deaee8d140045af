/**
 * The service worker's side of push (imported by the worker's entry, `src/features/pwa/worker/`):
 * a push from the server is shown as a notification, and tapping it focuses a tab already on
 * that order or opens one. The worker's types are declared here, narrowly, so the project's
 * DOM types stay as they are.
 */
import { readPushPayload } from '#src/lib/pushTypes.ts';

/** The parts of a push event the worker uses. */
interface PushEventLike {
  data: { text(): string } | null;
  waitUntil(work: Promise<unknown>): void;
}

/** The parts of a notification click the worker uses. */
interface NotificationClickLike {
  notification: { data: unknown; close(): void };
  waitUntil(work: Promise<unknown>): void;
}

/** A window the worker controls. */
interface WindowClientLike {
  url: string;
  focus(): Promise<unknown>;
  navigate(url: string): Promise<unknown>;
}

/** The parts of the worker's global scope push needs. */
export interface PushWorkerScope {
  location: { origin: string };
  registration: { showNotification(title: string, options: Record<string, unknown>): Promise<void> };
  clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly WindowClientLike[]>;
    openWindow(url: string): Promise<unknown>;
  };
  addEventListener(type: 'push', listener: (event: PushEventLike) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationClickLike) => void): void;
}

/** The icon a notification carries (the app's, from the manifest). */
export const notificationIcon = '/icons/icon-192.png';

/** Shows one push as a notification; a push that is not the server's payload shows nothing. */
export function showPush(scope: PushWorkerScope, text: string): Promise<void> {
  const payload = readPushPayload(text);
  if (!payload) return Promise.resolve();
  return scope.registration.showNotification(payload.title, {
    body: payload.body,
    tag: payload.tag,
    // A newer notice of the same order replaces the last and still alerts.
    renotify: true,
    icon: notificationIcon,
    badge: notificationIcon,
    data: { url: payload.url },
  });
}

/** Focuses a tab already on the notice's page, or opens one. */
export async function openNotice(scope: PushWorkerScope, data: unknown): Promise<void> {
  const path = data && typeof data === 'object' ? (data as { url?: unknown }).url : undefined;
  const url = new URL(
    typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') ? path : '/orders',
    scope.location.origin,
  );
  const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const same = windows.find((client) => client.url === url.href);
  if (same) {
    await same.focus();
    return;
  }
  await scope.clients.openWindow(url.href);
}

/** Listens for pushes and taps on their notifications. */
export function listenForPushes(scope: PushWorkerScope): void {
  scope.addEventListener('push', (event) => {
    event.waitUntil(showPush(scope, event.data?.text() ?? ''));
  });
  scope.addEventListener('notificationclick', (event) => {
    event.notification.close();
    event.waitUntil(openNotice(scope, event.notification.data));
  });
}
