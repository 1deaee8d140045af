// Validates the editors' data files without a build: `npm run check:data`.
import { loadDataFile, checkReferences } from '../src/server/data/dataFiles.ts';
import { artSetName } from '../src/server/catalog/art.ts';
import { loadGeneratorInputs } from '../src/server/catalog/catalogSchemas.ts';
import { loadSurgeFile } from '../src/server/fees/surgeService.ts';
import { loadPlaceNames } from '../src/server/data/names.ts';
import { prefixedLocales } from '../src/i18n/locales.ts';

// An optional folder argument checks a copy of the data (the tests use it).
const root = process.argv[2] ?? process.cwd();

try {
  const data = {
    cities: loadDataFile('cities', root),
    cuisines: loadDataFile('cuisines', root),
    localities: loadDataFile('localities', root),
  };
  const problems = checkReferences(data);
  if (problems.length) {
    console.error(problems.join('\n'));
    process.exit(1);
  }
  // The catalog's own files too: dishes, restaurant names, collections, and every picture name.
  const { tuning, dishes, art } = loadGeneratorInputs(root);
  // The operators' surge fees: read by the server at start, checked here before it.
  const surge = loadSurgeFile(root);
  // City, state and cuisine names in each language's script, checked against the files above.
  loadPlaceNames(root);
  const states = new Set(data.cities.map((c) => c.state));
  console.log(
    `data is valid: ${data.cities.length} cities in ${states.size} states and territories, ${data.cuisines.length} cuisines, ${dishes.length} dishes, ${data.localities.length} localities, ${tuning.collections.length} themed collections, ${tuning.featuredCities.length} featured cities, ${art.size} pictures of the ${artSetName} set, ${surge.length} surge ${surge.length === 1 ? 'fee' : 'fees'}, names of every city, state and cuisine in ${prefixedLocales.length} languages`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
