/** The operators' surge-fee route of this process, built once for its page module under src/pages/api. */
import { createSurgeRoute } from './routes.ts';
import { operatorSecret } from '../http/operatorSecret.ts';
import { getSurgeService } from './runtime.ts';

/** POST /api/operator/surge-fees. */
export const surgeRoute = createSurgeRoute(getSurgeService, operatorSecret);
