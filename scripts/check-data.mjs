// Validates the editors' data files without a build: `npm run check:data`.
import { loadDataFile, checkReferences } from '../src/server/data/dataFiles.ts';
import { loadEditorTuning } from '../src/server/catalog/editorFiles.ts';

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
  const tuning = loadEditorTuning(root, data.cities, data.cuisines);
  const states = new Set(data.cities.map((c) => c.state));
  console.log(
    `data is valid: ${data.cities.length} cities in ${states.size} states and territories, ${data.cuisines.length} cuisines, ${data.localities.length} localities, ${tuning.collections.length} themed collections, ${tuning.featuredCities.length} featured cities`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
