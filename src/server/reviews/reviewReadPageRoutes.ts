/** The public reviews route of this process, built once for its page module under src/pages/api. */
import { getCatalogBackend } from '../catalog/runtime.ts';
import { getDb } from '../db/runtime.ts';
import { createReviewReadRoutes } from './reviewReadRoutes.ts';

/** GET /api/reviews. */
export const reviewReadRoutes = createReviewReadRoutes({ db: getDb, backend: getCatalogBackend });
