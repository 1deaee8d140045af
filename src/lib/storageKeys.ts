/**
 * Every browser storage key the storefront uses, in one place. The persistent atoms of
 * `src/stores/` are built from these names, and `client:stored` reads them to decide whether
 * an island hydrates at all.
 */
export const storageKeys = {
  /** The saved delivery address (`localStorage`, the spec's `user_address`). */
  userAddress: 'user_address',
  /** The signed-in diner (`localStorage`, the spec's `user_data`). */
  userData: 'user_data',
  /** The listing's paging position (`localStorage`, the spec's `pageOffset`). */
  pageOffset: 'pageOffset',
  /** The CSRF token of the listing's next-page call (`localStorage`, the spec's `csrfToken`). */
  csrfToken: 'csrfToken',
  /** The identity SDK's own session fallback (`localStorage`), forgotten on sign-out. */
  identityFallback: 'cookieFallback',
  /** The dish a signed-out diner pressed ADD on (`sessionStorage`), added after signing in. */
  pendingCartAdd: 'pendingCartAdd',
} as const;
