/**
 * The address endpoints: GET and POST /api/addresses, PATCH and DELETE /api/addresses/{id},
 * POST /api/addresses/{id}/default. The session decides whose addresses they are.
 */
import { z } from 'astro/zod';
import type { DeliveryAddress } from '#src/lib/orderTypes.ts';
import { endpoint, type RouteModule } from '../endpoint.ts';
import { HttpError, json } from '../http.ts';
import { addressErrors, addressInputSchema, type AddressService } from './addresses.ts';

/** Body of the list answer. */
export interface AddressListResponse {
  addresses: DeliveryAddress[];
}

/** Body of every single-address answer. */
export interface AddressResponse {
  address: DeliveryAddress;
}

const addressId = z.string().regex(/^[0-9a-f-]{36}$/);

/** The id in the path, or a 404 (an id that cannot exist names no address of yours). */
export function addressIdOf(params: Record<string, string | undefined>): string {
  const parsed = addressId.safeParse(params.id);
  if (!parsed.success) throw new HttpError(404, addressErrors.notFound);
  return parsed.data;
}

/** The address routes over the service `service()` resolves to (the process's, or a test's). */
export function createAddressRoutes(service: () => Promise<AddressService>): {
  list: RouteModule<'GET'>;
  create: RouteModule<'POST'>;
  update: RouteModule<'PATCH'>;
  remove: RouteModule<'DELETE'>;
  makeDefault: RouteModule<'POST'>;
} {
  return {
    list: endpoint({
      method: 'GET',
      signIn: addressErrors.signIn,
      handle: async ({ user }) =>
        json({ addresses: await (await service()).list(user.userId) } satisfies AddressListResponse),
    }),
    create: endpoint({
      method: 'POST',
      signIn: addressErrors.signIn,
      body: addressInputSchema,
      handle: async ({ user, body }) =>
        json({ address: await (await service()).create(user.userId, body) } satisfies AddressResponse, { status: 201 }),
    }),
    update: endpoint({
      method: 'PATCH',
      signIn: addressErrors.signIn,
      body: addressInputSchema,
      handle: async ({ user, body, context }) =>
        json({
          address: await (await service()).update(user.userId, addressIdOf(context.params), body),
        } satisfies AddressResponse),
    }),
    remove: endpoint({
      method: 'DELETE',
      signIn: addressErrors.signIn,
      handle: async ({ user, context }) => {
        await (await service()).remove(user.userId, addressIdOf(context.params));
        return json({ success: true });
      },
    }),
    makeDefault: endpoint({
      method: 'POST',
      signIn: addressErrors.signIn,
      handle: async ({ user, context }) =>
        json({
          address: await (await service()).makeDefault(user.userId, addressIdOf(context.params)),
        } satisfies AddressResponse),
    }),
  };
}
