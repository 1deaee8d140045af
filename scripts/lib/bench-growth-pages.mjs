// The catalog's share of a build as the city count grows: the queries the prebuilt city,
// best-restaurants and cuisine pages and the restaurant sitemaps make, timed in-process on a
// catalog of 1x, 2x and 4x the cities, so page rendering, the footer and compression stay out.

/** `cities` `times` over: copy k (from 2) gets slug `{slug}-k`, name `{name} k`, moved 0.35° per copy. */
export function growCities(cities, times) {
  return Array.from({ length: times }, (_, copy) =>
    cities.map((city) =>
      copy === 0
        ? city
        : {
            ...city,
            slug: `${city.slug}-${copy + 1}`,
            name: `${city.name} ${copy + 1}`,
            lat: Number((city.lat + copy * 0.35).toFixed(5)),
            lng: Number((city.lng + copy * 0.35).toFixed(5)),
            geonameId: city.geonameId * 10 + copy,
          },
    ),
  ).flat();
}

/** Every prebuilt page's catalog queries once, as src/server/pages/catalogPages.ts and seoPages.ts ask them. */
function allPagesQueries(catalog) {
  for (const city of catalog.inputs.cities) {
    catalog.restaurantsInCity(city.slug, { limit: 24 });
    catalog.restaurantCountInCity(city.slug);
    catalog.localitiesOfCity(city.slug);
    catalog.popularCuisinesInCity(city.slug);
    catalog.restaurantsInCity(city.slug, { sortBy: 'rating', limit: 20 });
    catalog.restaurantPathsInCity(city.slug);
  }
  for (const cuisine of catalog.inputs.cuisines) {
    catalog.citiesServingCuisine(cuisine.slug);
    catalog.restaurantsServingCuisine(cuisine.slug, 16);
  }
}

/**
 * Catalog milliseconds per prebuilt page at each city count (best of `runs`, each on a new
 * catalog so its indexes are built inside the timing). Pages: a city page and a best-restaurants
 * page per city, a cuisine page per cuisine.
 */
export async function catalogWorkPerPage({ times = [1, 2, 4], runs = 3 } = {}) {
  const { loadGeneratorInputs } = await import('../../src/server/catalog/catalogSchemas.ts');
  const { createCatalog } = await import('../../src/server/catalog/catalog.ts');
  const inputs = loadGeneratorInputs();
  const rows = [];
  for (const t of times) {
    const grown = { ...inputs, cities: growCities(inputs.cities, t) };
    let best = Infinity;
    let restaurants = 0;
    for (let run = 0; run < runs; run++) {
      const catalog = createCatalog(grown);
      restaurants = catalog.data.count;
      const started = performance.now();
      allPagesQueries(catalog);
      best = Math.min(best, performance.now() - started);
    }
    const pages = 2 * grown.cities.length + inputs.cuisines.length;
    rows.push({
      times: t,
      cities: grown.cities.length,
      restaurants,
      pages,
      ms: Math.round(best),
      msPerPage: Number((best / pages).toFixed(3)),
    });
  }
  return rows;
}
