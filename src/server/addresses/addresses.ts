/**
 * Delivery addresses saved per account (the `addresses` table): list, create, update, delete and
 * make default. Each address belongs to one diner; another diner's id is a 404, never a hint that
 * it exists. The first address an account saves is its default; deleting the default passes the
 * role to the newest remaining one.
 */
import { randomUUID } from 'node:crypto';
import { z } from 'astro/zod';
import { addressLabels, addressLimits, type DeliveryAddress } from '#src/lib/orderTypes.ts';
import type { Db, DbExecutor } from '../db/db.ts';
import { HttpError } from '../http/http.ts';
import { isPlainText, plainTextError } from '../http/plainText.ts';
import { requestTexts } from '../i18n/requestTexts.ts';
import { addressServerMessages } from './messages/en.ts';

const texts = requestTexts(addressServerMessages);

/** Most addresses one account keeps. */
export const maxAddressesPerAccount = 20;

/** Texts of the address endpoints. */
export const addressErrors = {
  get signIn(): string {
    return texts.signIn;
  },
  notFound: 'address: no such address in your account',
  tooMany: `addresses: at most ${maxAddressesPerAccount} addresses an account; delete one first`,
};

const text = (max: number, required: boolean, lines = false) => {
  const base = z
    .string({ error: 'must be text' })
    .trim()
    .max(max, { error: `must be at most ${max} characters` })
    .refine((value) => isPlainText(value, lines), { error: plainTextError });
  return required ? base.min(1, { error: 'is required' }) : base.default('');
};

// India's bounding box: a delivery point outside it is a typing or tampering mistake.
const latitude = z
  .number({ error: 'must be a number' })
  .min(6.5, { error: 'must be a latitude inside India (6.5 to 37.6)' })
  .max(37.6, { error: 'must be a latitude inside India (6.5 to 37.6)' });
const longitude = z
  .number({ error: 'must be a number' })
  .min(68, { error: 'must be a longitude inside India (68 to 97.5)' })
  .max(97.5, { error: 'must be a longitude inside India (68 to 97.5)' });

/** Body of creating or replacing an address: the area and its point come from the places service. */
export const addressInputSchema = z.strictObject({
  label: z.enum(addressLabels, { error: 'must be Home, Work or Other' }),
  flat: text(addressLimits.flat, true),
  floor: text(addressLimits.floor, false),
  area: text(addressLimits.area, true),
  placeId: z
    .string({ error: 'must be text' })
    .max(200, { error: 'must be at most 200 characters' })
    .nullable()
    .optional(),
  lat: latitude,
  lng: longitude,
  landmark: text(addressLimits.landmark, false),
  instructions: text(addressLimits.instructions, false, true),
  makeDefault: z.boolean({ error: 'must be true or false' }).optional(),
});

/** A validated address input. */
export type AddressInput = z.infer<typeof addressInputSchema>;

interface AddressRow {
  id: string;
  label: DeliveryAddress['label'];
  flat: string;
  floor: string;
  area: string;
  place_id: string | null;
  lat: number;
  lng: number;
  landmark: string;
  instructions: string;
  is_default: boolean;
  created_at: Date | string;
}

const columns = 'id, label, flat, floor, area, place_id, lat, lng, landmark, instructions, is_default, created_at';

/** The API's shape of a row. */
/** The written columns from label to instructions, in the order of the INSERT and UPDATE statements ($3 to $11). */
function addressColumns(input: AddressInput): unknown[] {
  const { label, flat, floor, area, placeId, lat, lng, landmark, instructions } = input;
  return [label, flat, floor, area, placeId ?? null, lat, lng, landmark, instructions];
}

function toAddress(row: AddressRow): DeliveryAddress {
  return {
    id: row.id,
    label: row.label,
    flat: row.flat,
    floor: row.floor,
    area: row.area,
    placeId: row.place_id,
    lat: Number(row.lat),
    lng: Number(row.lng),
    landmark: row.landmark,
    instructions: row.instructions,
    isDefault: row.is_default,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** The address operations, all for the diner the session proved. */
export interface AddressService {
  /** The diner's addresses, default first, then newest first. */
  list(userId: string): Promise<DeliveryAddress[]>;
  /** One address; 404 when it is not the diner's. */
  get(userId: string, id: string): Promise<DeliveryAddress>;
  /** Saves a new address (the first one becomes the default). */
  create(userId: string, input: AddressInput): Promise<DeliveryAddress>;
  /** Replaces an address's fields; 404 when it is not the diner's. */
  update(userId: string, id: string, input: AddressInput): Promise<DeliveryAddress>;
  /** Deletes an address; 404 when it is not the diner's. */
  remove(userId: string, id: string): Promise<void>;
  /** Makes an address the default; 404 when it is not the diner's. */
  makeDefault(userId: string, id: string): Promise<DeliveryAddress>;
}

/** Locks the diner's row so address changes of one account run one at a time (the one-default rule spans rows). */
async function lockUser(tx: DbExecutor, userId: string): Promise<void> {
  const found = await tx.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [userId]);
  if (found.rowCount === 0) throw new HttpError(401, addressErrors.signIn);
}

async function setDefault(tx: DbExecutor, userId: string, id: string): Promise<void> {
  await tx.query('UPDATE addresses SET is_default = false WHERE user_id = $1 AND is_default AND id <> $2', [
    userId,
    id,
  ]);
  await tx.query('UPDATE addresses SET is_default = true, updated_at = now() WHERE user_id = $1 AND id = $2', [
    userId,
    id,
  ]);
}

/** The address service over a database. */
export function createAddressService(db: Db): AddressService {
  async function get(userId: string, id: string, executor: DbExecutor = db): Promise<DeliveryAddress> {
    const row = (
      await executor.query<AddressRow>(`SELECT ${columns} FROM addresses WHERE id = $1 AND user_id = $2`, [id, userId])
    ).rows[0];
    if (!row) throw new HttpError(404, addressErrors.notFound);
    return toAddress(row);
  }

  return {
    async list(userId) {
      const rows = (
        await db.query<AddressRow>(
          `SELECT ${columns} FROM addresses WHERE user_id = $1 ORDER BY is_default DESC, created_at DESC, id`,
          [userId],
        )
      ).rows;
      return rows.map(toAddress);
    },

    get: (userId, id) => get(userId, id),

    async create(userId, input) {
      return db.transaction(async (tx) => {
        await lockUser(tx, userId);
        const count = Number(
          (await tx.query<{ n: number | string }>('SELECT count(*) AS n FROM addresses WHERE user_id = $1', [userId]))
            .rows[0]?.n ?? 0,
        );
        if (count >= maxAddressesPerAccount) throw new HttpError(409, addressErrors.tooMany);
        const id = randomUUID();
        await tx.query(
          'INSERT INTO addresses (id, user_id, label, flat, floor, area, place_id, lat, lng, landmark, instructions) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)',
          [id, userId, ...addressColumns(input)],
        );
        if (count === 0 || input.makeDefault) await setDefault(tx, userId, id);
        return get(userId, id, tx);
      });
    },

    async update(userId, id, input) {
      return db.transaction(async (tx) => {
        await lockUser(tx, userId);
        const changed = await tx.query(
          'UPDATE addresses SET label = $3, flat = $4, floor = $5, area = $6, place_id = $7, lat = $8, lng = $9, landmark = $10, instructions = $11, updated_at = now() WHERE id = $1 AND user_id = $2 RETURNING id',
          [id, userId, ...addressColumns(input)],
        );
        if (changed.rowCount === 0) throw new HttpError(404, addressErrors.notFound);
        if (input.makeDefault) await setDefault(tx, userId, id);
        return get(userId, id, tx);
      });
    },

    async remove(userId, id) {
      await db.transaction(async (tx) => {
        await lockUser(tx, userId);
        const deleted = (
          await tx.query<{ is_default: boolean }>(
            'DELETE FROM addresses WHERE id = $1 AND user_id = $2 RETURNING is_default',
            [id, userId],
          )
        ).rows[0];
        if (!deleted) throw new HttpError(404, addressErrors.notFound);
        if (deleted.is_default) {
          const next = (
            await tx.query<{ id: string }>(
              'SELECT id FROM addresses WHERE user_id = $1 ORDER BY created_at DESC, id LIMIT 1',
              [userId],
            )
          ).rows[0];
          if (next) await setDefault(tx, userId, next.id);
        }
      });
    },

    async makeDefault(userId, id) {
      return db.transaction(async (tx) => {
        await lockUser(tx, userId);
        await get(userId, id, tx);
        await setDefault(tx, userId, id);
        return get(userId, id, tx);
      });
    },
  };
}
