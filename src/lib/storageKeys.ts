/**
 * Every browser storage key the storefront uses, in one place. The persistent atoms of
 * `src/stores/` are built from these names, and `client:stored` reads them to decide whether
 * an island hydrates at all. Separate constants, so a bundle carries only the keys it uses.
 */

/** The saved delivery address (`localStorage`, the spec's `user_address`). */
export const userAddressKey = 'user_address';
/** The signed-in diner (`localStorage`, the spec's `user_data`). */
export const userDataKey = 'user_data';
/** The listing's paging position (`localStorage`, the spec's `pageOffset`). */
export const pageOffsetKey = 'pageOffset';
/** The CSRF token of the listing's next-page call (`localStorage`, the spec's `csrfToken`). */
export const csrfTokenKey = 'csrfToken';
/** The identity SDK's own session fallback (`localStorage`), forgotten on sign-out. */
export const identityFallbackKey = 'cookieFallback';
/** The dish a signed-out diner pressed ADD on (`sessionStorage`), added after signing in. */
export const pendingCartAddKey = 'pendingCartAdd';
/** The coupon code a diner took from a menu's deal (`sessionStorage`), filled in at checkout. */
export const chosenCouponKey = 'chosenCoupon';
/** A notice for the page that loads after choosing an area (`sessionStorage`): the cart's restaurant does not deliver there. */
export const cartReachNoticeKey = 'cartReachNotice';
/** The veg-only mode ('veg' or 'egg'; absent or 'all': every dish), `localStorage`; its cookie mirror has the same name. */
export const vegModeKey = 'veg_mode';
/** Delivered orders whose rating prompt the diner put off with "Not now" (`localStorage`, a JSON list of order ids). */
export const ratingPromptOffKey = 'ratingPromptOff';
/** The language a diner chose (a cookie the server reads: `hi`, `ta`, …, or `en`); unset until they choose. */
export const languageKey = 'lang';
/** Whether the offer to read the storefront in the browser's language was answered (`localStorage`). */
export const languageOfferKey = 'languageOffer';
