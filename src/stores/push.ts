/**
 * Notifications about an order on this device (Web Push): whether the browser can and may show
 * them, subscribing through the page's service worker with the server's public key, telling the
 * server which order to follow, stopping, and forgetting the device at sign-out.
 */
import { map } from 'nanostores';
import { keyBytes, type OrderPushState, sameKey } from '../lib/pushRules';
import { workerRegistration } from '../lib/browser/serviceWorker';
import { api } from '../lib/browser/apiClient';

/** Each order's notification state on this page, by order id. */
export const $orderPush = map<Record<string, OrderPushState>>({});

/** Whether this browser has what push needs; 'blocked' when the diner said no. */
function support(): 'ready' | 'unsupported' | 'blocked' {
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window))
    return 'unsupported';
  return Notification.permission === 'denied' ? 'blocked' : 'ready';
}

/** The device's push subscription, when it has one. */
async function heldSubscription(): Promise<PushSubscription | null> {
  const registration = await workerRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** Finds out whether this device already follows the order. */
export async function checkOrderPush(orderId: string): Promise<void> {
  const can = support();
  if (can !== 'ready') {
    $orderPush.setKey(orderId, can);
    return;
  }
  try {
    const held = Notification.permission === 'granted' ? await heldSubscription() : null;
    if (!held) {
      $orderPush.setKey(orderId, 'off');
      return;
    }
    const { orderIds } = await api<{ orderIds: string[] }>('/push/subscriptions', {
      query: { endpoint: held.endpoint },
    });
    $orderPush.setKey(orderId, orderIds.includes(orderId) ? 'on' : 'off');
  } catch {
    $orderPush.setKey(orderId, 'off');
  }
}

/** Asks the browser for permission, subscribes this device and follows the order. */
export async function notifyAboutOrder(orderId: string): Promise<void> {
  if (support() === 'unsupported') {
    $orderPush.setKey(orderId, 'unsupported');
    return;
  }
  $orderPush.setKey(orderId, 'asking');
  try {
    const permission = await Notification.requestPermission();
    if (permission !== 'granted') {
      $orderPush.setKey(orderId, permission === 'denied' ? 'blocked' : 'off');
      return;
    }
    const registration = await workerRegistration();
    if (!registration) {
      $orderPush.setKey(orderId, 'unsupported');
      return;
    }
    const publicKey = await api<{ publicKey: string }>('/push/key').then(
      (answer) => answer.publicKey,
      (error: unknown) => {
        // 404: the server sends no pushes (PUSH=off).
        if ((error as { status?: number }).status === 404) return null;
        throw error;
      },
    );
    if (!publicKey) {
      $orderPush.setKey(orderId, 'unavailable');
      return;
    }
    const key = keyBytes(publicKey);
    let subscription = await registration.pushManager.getSubscription();
    // A subscription made with another key (the server's keys changed) cannot be pushed to.
    if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
      await subscription.unsubscribe();
      subscription = null;
    }
    subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
    await api('/push/subscriptions', { method: 'POST', body: { ...subscription.toJSON(), orderId } });
    $orderPush.setKey(orderId, 'on');
  } catch {
    $orderPush.setKey(orderId, 'failed');
  }
}

/** Stops notifications about the order on this device. */
export async function stopOrderPush(orderId: string): Promise<void> {
  try {
    const held = await heldSubscription();
    if (held) await api('/push/subscriptions', { method: 'DELETE', body: { endpoint: held.endpoint, orderId } });
    $orderPush.setKey(orderId, 'off');
  } catch {
    $orderPush.setKey(orderId, 'failed');
  }
}

/**
 * At sign-out: the server forgets this device (its session's end would too) and the browser drops
 * the subscription, so the next diner on this device starts with none.
 */
export async function forgetPushDevice(): Promise<void> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  // Only a registration already there: signing out never registers a worker or waits for one.
  const held = await navigator.serviceWorker
    .getRegistration('/')
    .then((registration) => registration?.pushManager.getSubscription() ?? null)
    .catch(() => null);
  if (!held) return;
  await api('/push/subscriptions', { method: 'DELETE', body: { endpoint: held.endpoint } }).catch(() => undefined);
  await held.unsubscribe().catch(() => false);
  $orderPush.set({});
}
