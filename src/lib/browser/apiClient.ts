/**
 * The client's HTTP layer for the product backend: JSON in and out, errors carry the server's
 * body. ofetch loads on the first call, so pages whose visitors never call the API (an
 * anonymous reader of a city page) do not download it.
 */
import type { $Fetch, FetchOptions } from 'ofetch';

let client: Promise<$Fetch> | undefined;

function fetcher(): Promise<$Fetch> {
  client ??= import('ofetch').then(({ ofetch }) =>
    ofetch.create({ baseURL: '/api', retry: 0, timeout: 15_000, credentials: 'same-origin' }),
  );
  return client;
}

/** Calls `/api/*`; a non-2xx answer throws with the server's `{ error }` or `{ message }` in `data`. */
export async function api<T>(path: string, options?: FetchOptions<'json'>): Promise<T> {
  return (await fetcher())<T>(path, options);
}
