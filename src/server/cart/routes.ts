/**
 * The cart endpoints (GET /api/getcart, POST /api/addToCart, /api/removeCart, /api/clearCart)
 * as Astro routes over a cart service. The session (`locals.user`) decides whose cart it is;
 * the ids the spec's payloads carry must name that same user or the call gets a 403.
 */
import { z } from 'astro/zod';
import type { SessionUser } from '#src/lib/accountTypes.ts';
import { restaurantIdSchema } from '../catalog/params.ts';
import { endpoint, type RouteModule } from '../http/endpoint.ts';
import { HttpError, json } from '../http/http.ts';
import type { CartState } from '#src/lib/cartTypes.ts';
import { cartErrors, maxDishQuantity, mismatchError, type CartService } from './cart.ts';
import { maxLineChoices } from './cartLines.ts';

/** Body of every cart answer. */
export interface CartResponse {
  cart: CartState;
}

// Catalog ids are short digit strings; an upstream catalog may use letters, dashes or underscores.
const catalogId = z
  .string({ error: 'must be a string' })
  .regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'must be an id of 1 to 64 letters, digits, - or _' });
// A choice id is a catalog id too; a picked choice as the cart answers it (`{ id, name, … }`) is
// read as its id, so a client may send a cart line's choices back as they came.
const choiceId = z.union([catalogId, z.looseObject({ id: catalogId }).transform((picked) => picked.id)], {
  error: 'must be choice ids, each of 1 to 64 letters, digits, - or _',
});
// The length first: a list too long is refused in one sentence, not one per element.
const choiceIds = z
  .array(z.unknown(), { error: 'must be a list of choice ids' })
  .max(maxLineChoices, { error: `must hold no more than ${maxLineChoices} choices` })
  .pipe(z.array(choiceId));
// A line id: the dish id, or the dish id, '~' and its choice ids joined by '.' (lineIdOf).
const lineId = z
  .string({ error: 'must be a string' })
  .max(64 + 1 + maxLineChoices * 65, { error: 'is not a line of this cart' })
  .regex(/^[A-Za-z0-9_-]{1,64}(~[A-Za-z0-9_-]{1,64}(\.[A-Za-z0-9_-]{1,64})*)?$/, {
    error: 'must be a dish id or a line id of the cart',
  });
const userField = z
  .string({ error: 'must be a string' })
  .min(1, { error: 'is required' })
  .max(200, { error: 'must be at most 200 characters' });

/** Query of GET /api/getcart. */
export const getCartQuery = z.object({ database: userField });

/** Body of POST /api/addToCart: dish fields beyond id, restaurantId, choices and quantity are accepted and ignored. */
export const addToCartBody = z.object({
  number: userField,
  database: userField,
  userId: userField,
  cart: z.looseObject(
    {
      id: catalogId,
      // The menu endpoints' rule, so an id they accept ('rest102029') names the same restaurant here.
      restaurantId: restaurantIdSchema,
      choices: choiceIds.optional(),
      quantity: z
        .number({ error: 'must be a number' })
        .int({ error: 'must be a whole number' })
        .min(1, { error: 'must be at least 1' })
        .max(maxDishQuantity, { error: `must be at most ${maxDishQuantity}` })
        .optional(),
    },
    { error: 'must be an object with the dish id and restaurantId' },
  ),
  replace: z.boolean({ error: 'must be true or false' }).optional(),
});

/** Body of POST /api/removeCart: `id` is a line id (a dish id for a line without choices). */
export const removeCartBody = z.object({ number: userField, id: lineId, database: userField });

/** Body of POST /api/clearCart. */
export const clearCartBody = z.object({ number: userField, database: userField });

/** Throws a 403 naming the first given id that is not the session user's. */
function requireSameUser(user: SessionUser, given: { userId?: string; database?: string; number?: string }): void {
  if (given.userId !== undefined && given.userId !== user.userId) throw new HttpError(403, mismatchError('userId'));
  if (given.database !== undefined && given.database !== user.database)
    throw new HttpError(403, mismatchError('database'));
  if (given.number !== undefined && given.number !== user.phone) throw new HttpError(403, mismatchError('number'));
}

function answer(cart: CartState): Response {
  return json({ cart } satisfies CartResponse);
}

/** The four cart routes over the service `service()` resolves to (the process's, or a test's), one page module each. */
export function createCartRoutes(service: () => Promise<CartService>): {
  getCart: RouteModule<'GET'>;
  addToCart: RouteModule<'POST'>;
  removeCart: RouteModule<'POST'>;
  clearCart: RouteModule<'POST'>;
} {
  return {
    getCart: endpoint({
      method: 'GET',
      signIn: cartErrors.signIn,
      query: getCartQuery,
      handle: async ({ user, query }) => {
        requireSameUser(user, query);
        return answer(await (await service()).get(user.userId));
      },
    }),

    addToCart: endpoint({
      method: 'POST',
      signIn: cartErrors.signIn,
      body: addToCartBody,
      handle: async ({ user, body }) => {
        requireSameUser(user, body);
        const { id, restaurantId, choices, quantity } = body.cart;
        const cart = await (await service()).add(user.userId, {
          dishId: id,
          restaurantId,
          ...(choices === undefined ? {} : { choices }),
          ...(quantity === undefined ? {} : { quantity }),
          ...(body.replace === undefined ? {} : { replace: body.replace }),
        });
        return answer(cart);
      },
    }),

    removeCart: endpoint({
      method: 'POST',
      signIn: cartErrors.signIn,
      body: removeCartBody,
      handle: async ({ user, body }) => {
        requireSameUser(user, body);
        return answer(await (await service()).remove(user.userId, body.id));
      },
    }),

    clearCart: endpoint({
      method: 'POST',
      signIn: cartErrors.signIn,
      body: clearCartBody,
      handle: async ({ user, body }) => {
        requireSameUser(user, body);
        return answer(await (await service()).clear(user.userId));
      },
    }),
  };
}
