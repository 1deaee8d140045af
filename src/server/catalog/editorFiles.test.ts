import { describe, expect, it } from 'vitest';
import { loadGeneratorInputs } from './catalogSchemas.ts';
import { validateCollections, validateCuisineWeights, validateFeaturedCities } from './editorFiles.ts';
import { problemsOf, withBrokenFile } from '#test/catalog/dataFileErrors.ts';

const inputs = loadGeneratorInputs();

describe('the editors’ tuning files', () => {
  it('load from data/ and agree with the cities and cuisines', () => {
    expect(inputs.tuning.collections.map((c) => c.id)).toContain('top-rated');
    expect(inputs.tuning.featuredCities).toContain('bangalore');
    expect(inputs.tuning.cuisineWeights.national['north-indian']).toBeGreaterThan(1);
  });

  it('name the entry and the field of a bad collection', () => {
    expect(
      problemsOf(() =>
        validateCollections([
          { id: 'Top Rated', title: '', description: 'x', facets: ['cheap'], minRating: 9, sortBy: 'price' },
        ]),
      ),
    ).toEqual([
      'entry 0 (id "Top Rated"): field "id" must be lowercase words joined by hyphens',
      'entry 0 (id "Top Rated"): field "title" must not be empty',
      'entry 0 (id "Top Rated"): field "facets.0" must each be one of pureVeg, rating4, fastDelivery, offers',
      'entry 0 (id "Top Rated"): field "minRating" must be a rating from 0 to 5',
      'entry 0 (id "Top Rated"): field "sortBy" must be one of relevance, deliveryTime, rating',
    ]);
  });

  it('refuse weights for unknown cuisines or states', () => {
    expect(
      problemsOf(() =>
        validateCuisineWeights(
          { national: { 'moon-food': 2 }, byState: { Atlantis: { biryani: 1 }, Kerala: { 'kerala': -1 } } },
          inputs.cities,
          inputs.cuisines,
        ),
      ),
    ).toEqual(['entry "byState.Kerala": field "kerala" must be 0 or more']);
    expect(
      problemsOf(() =>
        validateCuisineWeights(
          { national: { 'moon-food': 2 }, byState: { Atlantis: { biryani: 1 } } },
          inputs.cities,
          inputs.cuisines,
        ),
      ),
    ).toEqual([
      'entry "national": field "moon-food" is not a cuisine of data/cuisines.json',
      'entry "byState": field "Atlantis" is not a state of data/cities.json',
    ]);
  });

  it('refuse featured cities that do not exist or repeat', () => {
    expect(problemsOf(() => validateFeaturedCities(['bangalore', 'atlantis', 'bangalore', 3], inputs.cities))).toEqual([
      'entry 1: field "(entry)" must be a city slug of data/cities.json',
      'entry 2: field "(entry)" lists "bangalore" twice',
      'entry 3: field "(entry)" must be a city slug of data/cities.json',
    ]);
  });

  it('fail loading with the file named', () => {
    expect(() => withBrokenFile('data/featured-cities.json', '["bangalore",', loadGeneratorInputs)).toThrow(
      /data\/featured-cities\.json is not valid:\n {2}- the file is not valid JSON/,
    );
  });
});
