/**
 * What the server pushes to a diner's device and the service worker shows: one short text about
 * one order and where tapping it goes. Shared by the sender (`src/server/push/`) and the worker.
 */

/** The payload of one push, as JSON. `tag` groups an order's notices so a newer one replaces the last. */
export interface PushPayload {
  title: string;
  body: string;
  /** A path on this site, such as `/orders/{id}`. */
  url: string;
  tag: string;
}

/** The payload's limits, so a notification stays short on a lock screen. */
export const pushPayloadLimits = { titleMax: 80, bodyMax: 200, urlMax: 200 } as const;

/** Reads a push's JSON text as a payload, or null when it is not one (the worker then shows nothing). */
export function readPushPayload(text: string): PushPayload | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const { title, body, url, tag } = value as Record<string, unknown>;
  if (typeof title !== 'string' || typeof body !== 'string' || typeof url !== 'string' || typeof tag !== 'string') {
    return null;
  }
  if (!title || !body || !tag || title.length > pushPayloadLimits.titleMax || body.length > pushPayloadLimits.bodyMax) {
    return null;
  }
  // Only a path of this site: a payload can never send a tap elsewhere.
  if (!url.startsWith('/') || url.startsWith('//') || url.length > pushPayloadLimits.urlMax) return null;
  return { title, body, url, tag };
}
