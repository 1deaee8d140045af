/** The client's HTTP layer for the product backend: JSON in and out, errors carry the server's body. */
import { ofetch } from 'ofetch';

/** Calls `/api/*`; a non-2xx answer throws with the server's `{ error }` or `{ message }` in `data`. */
export const api = ofetch.create({
  baseURL: '/api',
  retry: 0,
  timeout: 15_000,
  credentials: 'same-origin',
});
