/**
 * The cart service: one cart per storefront user in the `cart_items` table. The database keeps
 * only which dishes, with which choices, and how many; names, prices and diet classes of dishes
 * and choices come from the catalog each time the cart is shown, so no price a client sends
 * ever reaches a bill. A line is a dish and its choices (cartLines.ts): two customisations of
 * one dish are two lines, each capped at `maxDishQuantity`.
 *
 * Concurrency: every change runs in a transaction that first locks the user's row, so changes
 * to one cart happen one at a time (the one-restaurant rule spans rows); the quantity itself
 * changes in one capped statement, so even without the lock no update could be lost.
 */
import type { DbExecutor, Db } from '../db/db.ts';
import { HttpError } from '../http/http.ts';
import type { CartDocument, CartRestaurant, CartState } from '#src/lib/cartTypes.ts';
import type { DiscountInfo } from '#src/lib/catalogTypes.ts';
import { freeDeliveryFrom } from '#src/lib/pricing.ts';
import { type LineStock, lineStockOf, refuseSoldOut } from './availability.ts';
import { billFor } from './bill.ts';
import { type CachedCart, cartChanged, heldCarts, type CartCache } from './cartCache.ts';
import { cartAtMoment, type CartMomentDeps } from './cartNow.ts';
import { checkLineChoices, choiceKeyOf, documentOf, lineColumns, rowOfLineId, type LineRow } from './cartLines.ts';

/** Highest quantity of one cart line (the spec's cap: the plus control reaches 11). */
export const maxDishQuantity = 11;

/**
 * The version a held cart is priced with: the catalog's and the request's language, since priced
 * carts carry the catalog's words (choice names) and a read in another language prices it again.
 */
const heldVersion = (catalog: string | undefined) => catalog && `${catalog}|${requestLocale()}`;

/** Error texts of the cart endpoints, one place so tests and the client agree with the server. */
export const cartErrors = {
  get signIn(): string {
    return texts.signIn;
  },
  quantityCap: `dish quantity: at most ${maxDishQuantity} of one dish`,
  otherRestaurant: 'cart: holds dishes of another restaurant; send replace: true to start a new cart',
  noSuchDish: 'cart.id: no such dish at this restaurant',
  notInCart: 'id: this dish is not in the cart',
  catalogDown: 'catalog: dishes cannot be looked up right now; please try again',
  /** Choices the dish's groups refuse, with the reason the customisation sheet shows ("Choose 1 size"). */
  choices: (reason: string) => `cart.choices: ${reason}`,
} as const;

/** The 403 text for a body or query field naming someone other than the signed-in user. */
export function mismatchError(field: string): string {
  return `${field}: does not match the signed-in user`;
}

/** What the catalog says about one dish of one restaurant (declared beside the line rules that read it). */
import type { CatalogEntry } from './cartLines.ts';
import { requestLocale } from '../i18n/requestLocale.ts';
import { requestTexts } from '../i18n/requestTexts.ts';
import { cartServerMessages } from './messages/en.ts';

const texts = requestTexts(cartServerMessages);
export type { CatalogEntry };

/**
 * Finds a dish of a restaurant in the catalog: undefined when the restaurant does not exist or
 * does not serve that dish; throws when the catalog cannot be asked (the cart answers 503).
 */
export type DishLookup = (restaurantId: string, dishId: string) => Promise<CatalogEntry | undefined>;

/** An add: one more of the line, or (the search page's path) exactly `quantity` of it. */
export interface AddRequest {
  dishId: string;
  restaurantId: string;
  /** The option ids chosen; without them a customisable dish takes its default choices. */
  choices?: readonly string[] | undefined;
  quantity?: number;
  /** Start a new cart when the current one holds another restaurant's dishes. */
  replace?: boolean;
}

/** The cart operations, all for the user the session proved. */
export interface CartService {
  /** The user's cart. */
  get(userId: string): Promise<CartState>;
  /** Adds a line (see AddRequest); 404 unknown dish, 422 choices refused, 409 at the cap or for another restaurant. */
  add(userId: string, request: AddRequest): Promise<CartState>;
  /** Takes one of the line `lineId` away (a bare dish id: its line without choices, else its latest), dropping it at 0; 404 when it is not in the cart. */
  remove(userId: string, lineId: string): Promise<CartState>;
  /** Empties the cart. */
  clear(userId: string): Promise<CartState>;
}

/**
 * What the service needs: the database and the catalog's dish lookup; with `restaurantFacts`,
 * the restaurant's hours, minimum and city's surge fee (`now`: the clock, for tests).
 */
export interface CartDeps extends CartMomentDeps {
  db: Db;
  lookupDish: DishLookup;
  /**
   * The version of the catalog the lookup answers from. When given, priced carts are held per
   * user (src/server/cart/cartCache.ts) until the cart or the version changes; without one (a
   * catalog that may change unannounced, e.g. upstream) every cart is priced anew.
   */
  catalogVersion?: () => string | undefined;
  /** Where carts are held; the database handle's own cache unless given. */
  cache?: CartCache;
}

/** The empty cart. */
export function emptyCart(): CartState {
  return { total: 0, documents: [], restaurant: null, bill: null };
}

const selectLines = `SELECT ${lineColumns} FROM cart_items WHERE user_id = $1 ORDER BY seq`;

// A capped increment: at the cap the WHERE leaves the row alone and nothing is returned, which
// is how the caller knows to refuse. PostgreSQL re-checks the WHERE on the latest row version.
const incrementLine = `INSERT INTO cart_items (user_id, dish_id, restaurant_id, choice_key, quantity) VALUES ($1, $2, $3, $4, 1)
  ON CONFLICT (user_id, dish_id, choice_key) DO UPDATE SET quantity = cart_items.quantity + 1
  WHERE cart_items.quantity < ${maxDishQuantity}
  RETURNING quantity`;

const setLine = `INSERT INTO cart_items (user_id, dish_id, restaurant_id, choice_key, quantity) VALUES ($1, $2, $3, $4, $5)
  ON CONFLICT (user_id, dish_id, choice_key) DO UPDATE SET quantity = EXCLUDED.quantity
  RETURNING quantity`;

const deleteLines = `DELETE FROM cart_items WHERE user_id = $1
  AND (dish_id, choice_key) IN (SELECT * FROM unnest($2::text[], $3::text[]))`;

/** Locks the user's row for the rest of the transaction: one cart change at a time per user. */
async function lockUser(tx: DbExecutor, userId: string): Promise<void> {
  const found = await tx.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [userId]);
  // A session whose account is gone: the same answer as no session.
  if (found.rowCount === 0) throw new HttpError(401, cartErrors.signIn);
}

/** The key of the line a bare dish id names: the dish's line without choices, else its latest line. */
async function bareDishLine(tx: DbExecutor, userId: string, dishId: string): Promise<string> {
  const found = await tx.query<{ choice_key: string }>(
    `SELECT choice_key FROM cart_items WHERE user_id = $1 AND dish_id = $2
     ORDER BY choice_key = '' DESC, seq DESC LIMIT 1`,
    [userId, dishId],
  );
  return found.rows[0]?.choice_key ?? '';
}

/** Builds the cart service over a database and a catalog lookup. */
export function createCartService(deps: CartDeps): CartService {
  const { db, lookupDish, catalogVersion, cache } = deps;
  const dropHeld = (userId: string) => () => (cache ? cache.evict(userId) : cartChanged(db, userId));
  async function lookup(restaurantId: string, dishId: string): Promise<CatalogEntry | undefined> {
    try {
      return await lookupDish(restaurantId, dishId);
    } catch (error) {
      console.error('[cart] catalog lookup failed', error);
      throw new HttpError(503, cartErrors.catalogDown);
    }
  }

  /** Prices the lines from the catalog; lines whose dish or choices the catalog no longer sells are dropped. */
  async function stateOf(userId: string, rows: readonly LineRow[]): Promise<Omit<CachedCart, 'version'>> {
    if (rows.length === 0) return { state: emptyCart() };
    // One lookup per dish: two lines of one dish share it.
    const asked = new Map<string, Promise<CatalogEntry | undefined>>();
    const entryOf = (row: LineRow) => {
      const key = `${row.restaurant_id}/${row.dish_id}`;
      if (!asked.has(key)) asked.set(key, lookup(row.restaurant_id, row.dish_id));
      return asked.get(key)!;
    };
    const entries = await Promise.all(rows.map(entryOf));
    const documents: CartDocument[] = [];
    const stock: LineStock[] = [];
    const gone: LineRow[] = [];
    let restaurant: CartRestaurant | null = null;
    let offers: DiscountInfo[] | undefined;
    rows.forEach((row, i) => {
      const entry = entries[i];
      const document = entry && documentOf(entry, row);
      if (!entry || !document) {
        gone.push(row);
        return;
      }
      restaurant ??= entry.restaurant;
      offers ??= entry.offers;
      documents.push(document);
      stock.push(lineStockOf(entry, document));
    });
    // A dish taken off the menu, or a choice sold out, can no longer be ordered; leaving the line
    // would block the one-restaurant rule with a line the diner cannot see.
    if (gone.length)
      await db
        .query(deleteLines, [userId, gone.map((row) => row.dish_id), gone.map((row) => row.choice_key)])
        .finally(dropHeld(userId));
    const state = {
      total: documents.length,
      documents,
      restaurant,
      bill: billFor(documents, freeDeliveryFrom(offers)),
    };
    return { state, offers, stock };
  }

  async function read(userId: string): Promise<Omit<CachedCart, 'version'>> {
    const rows = (await db.query<LineRow>(selectLines, [userId])).rows;
    return stateOf(userId, rows);
  }

  /** The cart of these rows as it stands now. */
  const seen = async (priced: Promise<Omit<CachedCart, 'version'>>) => cartAtMoment(await priced, deps);

  const service: CartService = {
    async get(userId) {
      const version = heldVersion(catalogVersion?.());
      if (version === undefined) return seen(read(userId));
      const held = await (cache ?? heldCarts.for(db)).read(
        userId,
        async () => ({ version, ...(await read(userId)) }),
        (cart) => cart.version === version,
      );
      // The loader always answers a cart, so the cache always does.
      return seen(held ? Promise.resolve(held) : read(userId));
    },

    async add(userId, { dishId, restaurantId, choices, quantity, replace = false }) {
      if (quantity !== undefined && !(Number.isInteger(quantity) && quantity >= 1 && quantity <= maxDishQuantity)) {
        throw new HttpError(422, cartErrors.quantityCap);
      }
      // Checked before the transaction: the catalog is not the database, and a lock should not
      // wait on it.
      const entry = await lookup(restaurantId, dishId);
      if (!entry) throw new HttpError(404, cartErrors.noSuchDish);
      const checked = checkLineChoices(entry, choices);
      if (!checked.ok) throw new HttpError(422, cartErrors.choices(checked.reason));
      // A closed restaurant still takes adds (ordering ahead); a sold-out dish or choice does not.
      refuseSoldOut(restaurantId, entry, checked.picked);
      const key = choiceKeyOf(checked.picked);
      const rows = await db.transaction(async (tx) => {
        await lockUser(tx, userId);
        const other = await tx.query('SELECT 1 FROM cart_items WHERE user_id = $1 AND restaurant_id <> $2 LIMIT 1', [
          userId,
          restaurantId,
        ]);
        if (other.rowCount > 0) {
          if (!replace) throw new HttpError(409, cartErrors.otherRestaurant);
          // A new cart: the other restaurant's lines go (the only lines a cart of another
          // restaurant has); this restaurant's would have stayed, so nothing is lost by a retry.
          await tx.query('DELETE FROM cart_items WHERE user_id = $1 AND restaurant_id <> $2', [userId, restaurantId]);
        }
        const changed =
          quantity === undefined
            ? await tx.query(incrementLine, [userId, dishId, restaurantId, key])
            : await tx.query(setLine, [userId, dishId, restaurantId, key, quantity]);
        if (changed.rowCount === 0) throw new HttpError(409, cartErrors.quantityCap);
        return (await tx.query<LineRow>(selectLines, [userId])).rows;
      });
      return seen(stateOf(userId, rows));
    },

    async remove(userId, lineId) {
      const { dishId, choiceKey: named } = rowOfLineId(lineId);
      const rows = await db.transaction(async (tx) => {
        await lockUser(tx, userId);
        // A bare dish id names the dish's line without choices; a client that knows only dish
        // ids (the spec's) still removes a customised dish: its latest line.
        const choiceKey = named || (await bareDishLine(tx, userId, dishId));
        const decremented = await tx.query(
          'UPDATE cart_items SET quantity = quantity - 1 WHERE user_id = $1 AND dish_id = $2 AND choice_key = $3 AND quantity > 1 RETURNING quantity',
          [userId, dishId, choiceKey],
        );
        if (decremented.rowCount === 0) {
          const deleted = await tx.query(
            'DELETE FROM cart_items WHERE user_id = $1 AND dish_id = $2 AND choice_key = $3 RETURNING dish_id',
            [userId, dishId, choiceKey],
          );
          if (deleted.rowCount === 0) throw new HttpError(404, cartErrors.notInCart);
        }
        return (await tx.query<LineRow>(selectLines, [userId])).rows;
      });
      return seen(stateOf(userId, rows));
    },

    async clear(userId) {
      await db.transaction(async (tx) => {
        await lockUser(tx, userId);
        await tx.query('DELETE FROM cart_items WHERE user_id = $1', [userId]);
      });
      return emptyCart();
    },
  };
  // Every change drops the process's copy of the cart once it is committed (or failed).
  return {
    get: service.get,
    add: (userId, request) => service.add(userId, request).finally(dropHeld(userId)),
    remove: (userId, lineId) => service.remove(userId, lineId).finally(dropHeld(userId)),
    clear: (userId) => service.clear(userId).finally(dropHeld(userId)),
  };
}
