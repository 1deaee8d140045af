/**
 * The one place where whatever a call throws becomes a text a diner reads. Servers answer for
 * developers too ("cart.id: no such dish …", "upstream catalog …"); those never reach a toast.
 * Texts already written for diners (the identity and account answers) pass through.
 */
import { textsOf } from '#src/i18n/useMessages.ts';
import { liveTexts } from './liveTexts.ts';
import { errorMessages } from './messages/en.ts';

/** Diner texts for failures, by what went wrong, worded in the current language when read. */
export const dinerTexts = liveTexts(errorMessages);

/**
 * What a diner reads when the cart's restaurant does not deliver to the area just chosen: said at
 * once, before any address is typed, and kind about what happens to the cart.
 */
export function cartOutOfReach(restaurant: string, area: string): string {
  return textsOf(errorMessages).cartOutOfReach({ restaurant, area });
}

interface Parts {
  status: number | undefined;
  text: string | undefined;
  code: string | undefined;
}

function partsOf(error: unknown): Parts {
  const parts: Parts = { status: undefined, text: undefined, code: undefined };
  if (!error || typeof error !== 'object') return parts;
  const e = error as {
    status?: unknown;
    statusCode?: unknown;
    code?: unknown;
    type?: unknown;
    data?: unknown;
    message?: unknown;
    response?: { status?: unknown };
  };
  const status = [e.status, e.statusCode, e.response?.status, e.code].find((v) => typeof v === 'number' && v >= 100);
  parts.status = typeof status === 'number' ? status : undefined;
  if (typeof e.type === 'string') parts.code = e.type;
  const data = e.data;
  if (data && typeof data === 'object') {
    const body = data as { error?: unknown; message?: unknown; code?: unknown; type?: unknown };
    // Either field may hold the sentence; the other may be a short code.
    const texts = [body.message, body.error].filter((v): v is string => typeof v === 'string' && v.length > 0);
    parts.text = texts.find((t) => /\s/.test(t)) ?? texts[0];
    const code = [body.code, body.type, ...texts.filter((t) => !/\s/.test(t))].find((v) => typeof v === 'string');
    if (typeof code === 'string') parts.code ??= code;
  }
  if (parts.text === undefined && typeof e.message === 'string' && e.message) parts.text = e.message;
  return parts;
}

/**
 * The HTTP status of a failed call, whatever threw it (ofetch's `status`/`statusCode`, the identity
 * SDK's `code`); undefined when no answer came (offline, a timeout, a connection cut).
 */
export function errorStatus(error: unknown): number | undefined {
  return partsOf(error).status;
}

/** The sentence a refusal's body carries (for mapping "field: reason" onto a form's field), if any. */
export function serverText(error: unknown): string | undefined {
  return partsOf(error).text;
}

/** True for a cart add refused because the cart holds another restaurant's dishes. */
export function isOtherRestaurantConflict(error: unknown): boolean {
  const { status, text, code } = partsOf(error);
  return status === 409 && /another[\s_-]restaurant|other[\s_-]restaurant/i.test(`${text ?? ''} ${code ?? ''}`);
}

/**
 * Whether a text reads as written for a person rather than for a developer: a sentence begins
 * with a capital, or with a letter of a script without capitals (the server words its answers in
 * the page's language: Devanagari, Tamil, Telugu, Kannada, Bengali).
 */
export function readsAsDinerText(text: string): boolean {
  if (!/^[\p{Lu}\p{Lo}]/u.test(text)) return false;
  if (/^(Bad Request: )?[\w.[\]-]+: /.test(text)) return false; // "field: reason", as a 400 says it too
  return !/\b(upstream|api|json|param|payload|body|null|undefined|fetch|csrf|jwt|scope|replace: true|X-[A-Z])\b|\/api\/|[`{}<>]|\bat \w+ \(/i.test(
    text,
  );
}

/** The text a diner sees for a failed call, whatever was thrown. */
export function dinerMessage(error: unknown): string {
  const { status, text } = partsOf(error);
  if (status === undefined) {
    if (
      error instanceof TypeError ||
      (error as { name?: unknown } | null)?.name === 'FetchError' ||
      (typeof navigator !== 'undefined' && navigator.onLine === false)
    ) {
      return text && readsAsDinerText(text) && !/fetch|network/i.test(text) ? text : dinerTexts.offline;
    }
    return text && readsAsDinerText(text) ? text : dinerTexts.generic;
  }
  if (text && readsAsDinerText(text)) return text;
  const about = text ?? '';
  // A refused choice carries the reason the customisation sheet shows ("Extra Raita is sold out").
  const choice = /^cart\.choices: (.+)$/.exec(about)?.[1];
  if (status === 422 && choice && readsAsDinerText(choice)) return `${choice}.`;
  if (status === 409 && /another restaurant/i.test(about)) return dinerTexts.otherRestaurant;
  if ((status === 409 || status === 422) && /at most|quantity|cap/i.test(about)) return dinerTexts.quantityCap;
  if (status === 404 && /not in the cart/i.test(about)) return dinerTexts.notInCart;
  if (status === 404 && /dish/i.test(about)) return dinerTexts.dishGone;
  if (status === 401 || status === 403) return dinerTexts.signIn;
  if (status === 429) return dinerTexts.busy;
  if (status === 503 || status === 502 || status === 504) return dinerTexts.unavailable;
  return dinerTexts.generic;
}
