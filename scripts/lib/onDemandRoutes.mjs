// Marks every route under src/pages/api and src/pages/v1 as served on demand by the Node server,
// so that no module there repeats `export const prerender = false`. Nothing there is prebuilt:
// the hook sees the output's default (prebuilt) and a module's own export alike, and sets both to false.

/** The folders whose routes answer per request: the storefront's JSON API and the embedded identity service. */
export const onDemandFolders = ['src/pages/api/', 'src/pages/v1/'];

/**
 * Whether the route of `component` (a path from the project root, as Astro gives it) is
 * served on demand by default.
 * @param {string} component
 */
export function servedOnDemand(component) {
  return onDemandFolders.some((folder) => component.startsWith(folder));
}

/**
 * The integration: Astro's `astro:route:setup` hook runs once per route, after the route has its
 * `prerender` from the output's default or the module's own export.
 * @returns {import('astro').AstroIntegration}
 */
export function onDemandRoutes() {
  return {
    name: 'thalify-on-demand-routes',
    hooks: {
      'astro:route:setup': ({ route }) => {
        if (servedOnDemand(route.component)) route.prerender = false;
      },
    },
  };
}
