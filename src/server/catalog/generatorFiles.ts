/** The catalog generator's data files, with their paths relative to the project folder. */
export const generatorFiles = {
  dishes: 'data/dishes.json',
  restaurantNames: 'data/restaurant-names.json',
  areaNames: 'data/area-names.json',
  collections: 'data/collections.json',
  cuisineWeights: 'data/cuisine-weights.json',
  featuredCities: 'data/featured-cities.json',
  hours: 'data/hours.json',
} as const;
