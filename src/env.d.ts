/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    /** The signed-in diner of this request (from the storefront session cookie), or null. */
    user: import('./lib/accountTypes').SessionUser | null;
    /** The client's address: the socket's peer, or what trusted proxies say (src/server/http/clientAddress.ts); '' on prebuilt pages. */
    clientAddress: string;
    /** True when the request carried a session cookie but the database could not be asked (an outage): not the same as signed out. */
    sessionLookupFailed?: boolean;
    /** The saved delivery address from the address cookie (the middleware reads it once), or null; the stand-in when `standIn` is set. */
    address: import('./lib/savedAddress').SavedAddress | null;
    /** The veg-only mode the page renders in, from the `veg_mode` cookie (src/lib/vegRules.ts); 'all' on prebuilt pages. */
    vegMode: import('./lib/vegRules').VegMode;
    /** The page's language, from its path's first segment (`/hi/…`); English at the root (src/i18n/locales.ts). */
    locale: import('./i18n/locales').Locale;
    /** When the page is rendered once per answer cell and filled in with the diner's address (src/server/pageCache/template.ts). */
    standIn?: import('./server/pageCache/template').StandIn;
    /** Set by a page whose HTML depends only on its URL, the address cookie, the catalog and the diner's saved restaurants (src/server/pageCache/index.ts). */
    holdPage?: import('./server/pageCache/store').HoldRequest;
  }
}

/** Every page's worker and offline-notice script, as astro.config.mjs hashed it (src/features/pwa/pageScript.mjs). */
declare const __THALIFY_PWA_SCRIPT__: string;

/** The languages whose pages a build writes (`BUILD_LANGUAGES` when the site was built; empty: all of them). */
declare const __BUILD_LANGUAGES__: string;
