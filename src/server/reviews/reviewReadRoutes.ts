/** `GET /api/reviews`: a restaurant's rating summary and one page of its visible reviews, for every visitor. */
import { z } from 'astro/zod';
import type { ReviewsPage } from '#src/lib/reviewTypes.ts';
import type { CatalogBackend } from '../catalog/backend.ts';
import { restaurantIdSchema } from '../catalog/params.ts';
import type { DbExecutor } from '../db/db.ts';
import { endpoint } from '../http/endpoint.ts';
import { HttpError, json } from '../http/http.ts';
import { type DishNames, decodeCursor, reviewsPage } from './reviewReads.ts';

/** The query of `GET /api/reviews`: the restaurant, and the cursor of a later page as the last page gave it. */
export const reviewsQuerySchema = z.object({
  restaurantId: restaurantIdSchema,
  cursor: z
    .string()
    .optional()
    .transform((text, ctx) => {
      if (text === undefined || text === '') return null;
      const cursor = decodeCursor(text);
      if (!cursor)
        ctx.addIssue({ code: 'custom', message: 'is not a cursor this server gave; pass nextCursor as it came' });
      return cursor ?? z.NEVER;
    }),
});

/** Dish names from the catalog's own lookup of each dish. */
export function catalogDishNames(backend: () => CatalogBackend): DishNames {
  return async (restaurantId, dishIds) => {
    const found = await Promise.all(dishIds.map((dishId) => backend().dish(restaurantId, dishId)));
    return new Map(found.flatMap((entry) => (entry ? [[entry.dish.id, entry.dish.name] as const] : [])));
  };
}

/** What the route reads: the database and the catalog. */
export interface ReviewReadDeps {
  db: () => Promise<DbExecutor>;
  backend: () => CatalogBackend;
}

/** The public reviews route over its dependencies. */
export function createReviewReadRoutes(deps: ReviewReadDeps) {
  const names = catalogDishNames(deps.backend);
  return {
    list: endpoint({
      method: 'GET',
      query: reviewsQuerySchema,
      handle: async ({ query }) => {
        const prior = await deps.backend().ratingPrior(query.restaurantId);
        if (!prior) throw new HttpError(404, `restaurantId: no restaurant "${query.restaurantId}"`);
        const page = await reviewsPage(await deps.db(), query.restaurantId, prior, names, query.cursor);
        return json(page satisfies ReviewsPage);
      },
    }),
  };
}
