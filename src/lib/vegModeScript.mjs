// Plain JavaScript: astro.config.mjs hashes it for the content security policy, and every page's
// head carries it (src/layouts/BaseLayout.astro).

/**
 * The few lines every page runs before its first paint: the veg-only mode saved in
 * `localStorage.veg_mode` becomes `data-veg-mode` on `<html>`, so the page's CSS hides what the
 * mode leaves out (restaurant cards marked `data-lightest-veg`, src/styles/global.css) without
 * any other script; and the `veg_mode` cookie the server renders with is brought in line with
 * storage when it was lost. The names and the cookie's form are those of src/lib/storageKeys.ts
 * and `vegModeCookie` in src/lib/vegRules.ts.
 */
export const vegModeScript =
  '(function(){try{var d=document,m=localStorage.getItem("veg_mode");if(m!=="veg"&&m!=="egg")m="";' +
  'if(m)d.documentElement.setAttribute("data-veg-mode",m);var c=/(?:^|;\\s*)veg_mode=([^;]*)/.exec(d.cookie);' +
  'if((c?c[1]:"")!==m)d.cookie="veg_mode="+m+"; Path=/; Max-Age="+(m?31536000:0)+"; SameSite=Lax"}catch(e){}})()';
