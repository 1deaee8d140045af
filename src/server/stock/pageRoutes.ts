/** The restaurants' stock webhook of this process, built once for its page module under src/pages/api. */
import { getDb } from '../db/runtime.ts';
import { createStockRoute } from './routes.ts';
import { restaurantWebhookSecret } from './runtime.ts';

/** POST /api/fleet/stock. */
export const stockRoute = createStockRoute(getDb, restaurantWebhookSecret);
