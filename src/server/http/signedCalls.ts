/**
 * Calls from other systems signed with a shared secret: HMAC-SHA256 over `<timestamp>.<body>` in
 * `X-Thalify-Signature: t=<seconds>,v1=<hex>`, taken only within five minutes of the timestamp.
 * The fleet webhook, the restaurant's stock webhook and the operators' surge-fee call all use it.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'astro/zod';
import { HttpError, maxBodyBytes, parseJsonText, readBodyText } from './http.ts';
import { isPlainText, plainTextError } from './plainText.ts';

/** How far a signature's timestamp may be from now, in seconds (replays beyond it are refused). */
export const signatureToleranceSeconds = 300;

/** The header a signed call carries. */
export const signatureHeader = 'x-thalify-signature';

/** The `X-Thalify-Signature` header for `rawBody` sent at `timestamp` (seconds): `t=<timestamp>,v1=<hex>`. */
export function signBody(rawBody: string, secret: string, timestamp: number): string {
  const mac = createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
  return `t=${timestamp},v1=${mac}`;
}

/** Whether `header` signs `rawBody` with `secret` and was made within the tolerance of `nowSeconds`. */
export function verifySignature(rawBody: string, header: string | null, secret: string, nowSeconds: number): boolean {
  const match = /^t=(\d{1,12}),v1=([0-9a-f]{64})$/.exec(header ?? '');
  if (!match?.[1] || !match[2]) return false;
  const timestamp = Number(match[1]);
  if (Math.abs(nowSeconds - timestamp) > signatureToleranceSeconds) return false;
  const expected = Buffer.from(signBody(rawBody, secret, timestamp).slice(-64), 'hex');
  return timingSafeEqual(expected, Buffer.from(match[2], 'hex'));
}

/**
 * The body of a signed call, checked against `schema` (400 naming the field); 404 while no
 * secret is set (the call is off), 413 over the body limit, 401 for a missing, stale or wrong signature.
 */
export async function signedBody<S extends z.ZodType>(
  request: Request,
  secret: string | null,
  schema: S,
): Promise<z.infer<S>> {
  if (!secret) throw new HttpError(404, 'Not Found');
  // The signature is over the exact bytes sent: read the raw body, never re-serialised JSON.
  const raw = await readBodyText(request, maxBodyBytes).catch(() => {
    throw new HttpError(413, `body: must be at most ${maxBodyBytes} bytes`);
  });
  if (!verifySignature(raw, request.headers.get(signatureHeader), secret, Math.floor(Date.now() / 1000)))
    throw new HttpError(401, 'X-Thalify-Signature: missing, expired or not matching the body');
  return parseJsonText(raw, schema);
}

/** Who made a change, as a signed call names them (kept with it): optional plain text, at most 60 characters. */
export const changedBy = z
  .string({ error: 'must be text' })
  .max(60, { error: 'must be at most 60 characters' })
  .refine((text) => isPlainText(text), { error: plainTextError })
  .optional();
