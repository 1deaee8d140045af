/**
 * Signed calls the browser tests and the reliability suite make as other systems would: the
 * operators' surge-fee call and a restaurant's stock webhook, with the secrets the test server
 * is started with (playwright.config.ts), signed by src/server/http/signedCalls.ts as the server checks.
 */
import { signatureHeader, signBody } from '#src/server/http/signedCalls.ts';

/** OPERATOR_SECRET of the browser tests' server. */
export const e2eOperatorSecret = 'e2e-operator-secret';
/** RESTAURANT_WEBHOOK_SECRET of the browser tests' server. */
export const e2eRestaurantSecret = 'e2e-restaurant-secret';

/** POSTs `body` to `url` signed with `secret`; answers the status and the JSON body. */
export async function signedPost(
  url: string,
  body: unknown,
  secret: string,
): Promise<{ status: number; body: unknown }> {
  const raw = JSON.stringify(body);
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [signatureHeader]: signBody(raw, secret, Math.floor(Date.now() / 1000)),
    },
    body: raw,
  });
  return { status: response.status, body: await response.json() };
}

/** A surge rule as the operators' call takes it (times of day "HH:MM" IST, moments ISO, amount in paise). */
export interface SurgeRuleCall {
  id: string;
  reason: 'rain' | 'late-night' | 'high-demand';
  amount: number;
  cities: string[] | 'all';
  from?: string;
  to?: string;
  startsAt?: string;
  endsAt?: string;
}

/** Sets a surge fee through the operators' call at `origin` (a fee without a window starts now and runs until ended); throws unless added. */
export async function addSurgeFee(origin: string, rule: SurgeRuleCall, secret = e2eOperatorSecret): Promise<void> {
  const answer = await signedPost(`${origin}/api/operator/surge-fees`, { action: 'add', rule, by: 'tests' }, secret);
  if (answer.status !== 201)
    throw new Error(`surge fee ${rule.id} not added: ${answer.status} ${JSON.stringify(answer.body)}`);
}

/** Ends a surge fee through the operators' call at `origin`; throws unless ended. */
export async function endSurgeFee(origin: string, id: string, secret = e2eOperatorSecret): Promise<void> {
  const answer = await signedPost(`${origin}/api/operator/surge-fees`, { action: 'end', id, by: 'tests' }, secret);
  if (answer.status !== 200)
    throw new Error(`surge fee ${id} not ended: ${answer.status} ${JSON.stringify(answer.body)}`);
}

/** Marks a restaurant's items in or out of stock through its webhook at `origin`; throws unless taken. */
export async function setStockOf(
  origin: string,
  restaurantId: string,
  items: { itemId: string; inStock: boolean }[],
  secret = e2eRestaurantSecret,
): Promise<void> {
  const answer = await signedPost(`${origin}/api/fleet/stock`, { restaurantId, items, by: 'tests' }, secret);
  if (answer.status !== 200)
    throw new Error(`stock of ${restaurantId} not set: ${answer.status} ${JSON.stringify(answer.body)}`);
}
