/** GET /v1/test/outbox?phone=+91…: the latest code sent to a phone, for end-to-end tests only. */
import { isIndianMobile } from '#src/lib/accountTypes.ts';
import {
  AppwriteError,
  appwriteErrorResponse,
  appwriteJson,
  invalidParam,
  missingParam,
  routeNotFound,
} from './appwriteError.ts';
import type { TestOutbox } from './sms.ts';

/**
 * Answers from `outbox`, which exists only when the server started with THALIFY_TEST_OUTBOX=1;
 * without it the route does not exist (404), whatever the request says.
 */
export function handleOutboxRequest(request: Request, outbox: TestOutbox | null): Response {
  if (!outbox) return appwriteErrorResponse(routeNotFound());
  if (request.method !== 'GET')
    // text-check: not a diner's text (the test outbox's words, for tests)
    return appwriteErrorResponse(new AppwriteError(405, 'general_not_implemented', 'Only GET is allowed here'));
  let phone = new URL(request.url).searchParams.get('phone');
  if (!phone) return appwriteErrorResponse(missingParam('phone'));
  // An unencoded `+` in a query string arrives as a space.
  if (/^ \d/.test(phone)) phone = `+${phone.slice(1)}`;
  if (!isIndianMobile(phone)) return appwriteErrorResponse(invalidParam('phone', 'must be +91 followed by 10 digits'));
  const latest = outbox.latestFor(phone);
  if (!latest)
    // text-check: not a diner's text (the test outbox's words, for tests)
    return appwriteErrorResponse(new AppwriteError(404, 'general_not_found', `No code has been sent to ${phone}`));
  return appwriteJson({ phone, code: latest.code, sentAt: latest.sentAt });
}
