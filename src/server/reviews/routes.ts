/**
 * The review endpoints as Astro routes over the review service: an order's review (GET, POST,
 * PATCH, DELETE /api/orders/{id}/review), the orders waiting for a rating, reports, and photo
 * uploads whose body is the image's bytes. The session decides whose orders they are.
 */
import { z } from 'astro/zod';
import {
  type ReportInput,
  type ReportReason,
  reportReasons,
  reviewLimits,
  type UploadPhotoResponse,
} from '#src/lib/reviewTypes.ts';
import { endpoint } from '../http/endpoint.ts';
import { BodyTooLargeError, HttpError, json, readBodyBytes } from '../http/http.ts';
import { isPlainText, plainTextError } from '../http/plainText.ts';
import { photoErrors, photoTypeOf } from '../media/photoCheck.ts';
import type { ReviewService } from './reviewService.ts';
import { reviewErrors } from './reviewState.ts';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The `[id]` of the path when it can name an order or review; otherwise a 404 with `message`. */
function idOf(params: Record<string, string | undefined>, message: string): string {
  const id = params.id ?? '';
  if (!uuid.test(id)) throw new HttpError(404, message);
  return id;
}

const stars = z
  .number({ error: 'must be a number' })
  .int({ error: 'must be a whole number of stars' })
  .min(1, { error: 'must be 1 to 5' })
  .max(5, { error: 'must be 1 to 5' });

/** Whether no two keys are the same. */
const distinct = (keys: string[]) => new Set(keys).size === keys.length;

/** Body of POST and PATCH /api/orders/{id}/review. */
export const reviewInputBody = z.strictObject({
  food: stars,
  delivery: stars,
  text: z
    .string({ error: 'must be text' })
    .max(reviewLimits.textMax, { error: `must be at most ${reviewLimits.textMax} characters` })
    .refine((text) => isPlainText(text, true), { error: plainTextError })
    .transform((text) => text.trim()),
  dishes: z
    .array(
      z.strictObject({
        dishId: z.string({ error: 'must be text' }).min(1, { error: 'is required' }).max(40, { error: 'is too long' }),
        liked: z.boolean({ error: 'must be true or false' }),
      }),
      { error: 'must be a list' },
    )
    .max(100, { error: 'has too many dishes' })
    .refine((dishes) => distinct(dishes.map((dish) => dish.dishId)), { error: 'must name each dish once' }),
  photoIds: z
    .array(
      z.string({ error: 'must be text' }).regex(/^[0-9a-f]{32}$/, { error: 'must be the id of an uploaded photo' }),
      {
        error: 'must be a list',
      },
    )
    .max(reviewLimits.photosMax, { error: `must hold at most ${reviewLimits.photosMax} photos` })
    .refine(distinct, { error: 'must name each photo once' }),
});

const reasons = Object.keys(reportReasons) as [ReportReason, ...ReportReason[]];

/** Body of POST /api/reviews/{id}/report. */
export const reportBody: z.ZodType<ReportInput> = z.strictObject({
  reason: z.enum(reasons, { error: `must be one of ${reasons.join(', ')}` }),
});

/** The review routes over the service the function resolves to (the process's, or a test's). */
export function createReviewRoutes(service: () => Promise<ReviewService>) {
  return {
    view: endpoint({
      method: 'GET',
      signIn: reviewErrors.signIn,
      handle: async ({ user, context }) =>
        json(await (await service()).view(user.userId, idOf(context.params, reviewErrors.orderNotFound))),
    }),

    write: endpoint({
      method: 'POST',
      signIn: reviewErrors.signIn,
      body: reviewInputBody,
      handle: async ({ user, body, context }) => {
        const orderId = idOf(context.params, reviewErrors.orderNotFound);
        return json({ review: await (await service()).write(user.userId, orderId, body) }, { status: 201 });
      },
    }),

    edit: endpoint({
      method: 'PATCH',
      signIn: reviewErrors.signIn,
      body: reviewInputBody,
      handle: async ({ user, body, context }) => {
        const orderId = idOf(context.params, reviewErrors.orderNotFound);
        return json({ review: await (await service()).edit(user.userId, orderId, body) });
      },
    }),

    remove: endpoint({
      method: 'DELETE',
      signIn: reviewErrors.signIn,
      handle: async ({ user, context }) => {
        await (await service()).remove(user.userId, idOf(context.params, reviewErrors.orderNotFound));
        return new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } });
      },
    }),

    pending: endpoint({
      method: 'GET',
      signIn: reviewErrors.signIn,
      handle: async ({ user }) => json({ pending: await (await service()).pending(user.userId) }),
    }),

    report: endpoint({
      method: 'POST',
      signIn: reviewErrors.signIn,
      body: reportBody,
      handle: async ({ user, body, context }) => {
        const reviewId = idOf(context.params, reviewErrors.reviewNotFound);
        const { created } = await (await service()).report(user.userId, reviewId, body.reason);
        return json({ reported: true }, { status: created ? 201 : 200 });
      },
    }),

    uploadPhoto: endpoint({
      method: 'POST',
      signIn: reviewErrors.signIn,
      handle: async ({ user, context }) => {
        const type = photoTypeOf(context.request.headers.get('content-type'));
        if (!type) throw new HttpError(415, photoErrors.wrongType);
        const bytes = await readBodyBytes(context.request, reviewLimits.photoBytesMax).catch((error: unknown) => {
          throw error instanceof BodyTooLargeError ? new HttpError(413, photoErrors.tooLarge) : error;
        });
        if (bytes.length === 0) throw new HttpError(422, photoErrors.unreadable);
        const answer: UploadPhotoResponse = { photo: await (await service()).uploadPhoto(user.userId, bytes, type) };
        return json(answer, { status: 201 });
      },
    }),
  };
}
