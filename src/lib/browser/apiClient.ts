/**
 * The client's HTTP layer for the product backend: JSON in and out, errors carry the server's
 * body. ofetch loads on the first call, so pages whose visitors never call the API (an
 * anonymous reader of a city page) do not download it.
 */
import type { $Fetch, FetchOptions } from 'ofetch';
import { pageLocale } from '#src/i18n/client.ts';
import { languageHeader } from '#src/i18n/locales.ts';

let client: Promise<$Fetch> | undefined;

function fetcher(): Promise<$Fetch> {
  client ??= import('ofetch').then(({ ofetch }) =>
    // The server words its answers (errors a diner reads) in the page's language.
    ofetch.create({
      baseURL: '/api',
      retry: 0,
      timeout: 15_000,
      credentials: 'same-origin',
      headers: { [languageHeader]: pageLocale() },
    }),
  );
  return client;
}

/** Calls `/api/*`; a non-2xx answer throws with the server's `{ error }` or `{ message }` in `data`. */
export async function api<T>(path: string, options?: FetchOptions<'json'>): Promise<T> {
  return (await fetcher())<T>(path, options);
}
