import { it } from 'vitest';
import { loadDataFile } from '../data/dataFiles.ts';
import { PlaceIndex } from './placeIndex.ts';
it('scratch', () => {
  const cities = loadDataFile('cities');
  const locs = [
    { city: 'bangalore', name: 'Koramangala', lat: 12.9352, lng: 77.6245 },
    { city: 'bangalore', name: 'Koramangala 4th Block', lat: 12.9336, lng: 77.6294 },
    { city: 'mumbai', name: 'Andheri West', lat: 19.1364, lng: 72.8296 },
    { city: 'mumbai', name: 'Andheri East', lat: 19.1136, lng: 72.8697 },
    { city: 'delhi', name: 'Connaught Place', lat: 28.6315, lng: 77.2167 },
    { city: 'kolkata', name: 'Salt Lake', lat: 22.58, lng: 88.41 },
    { city: 'hyderabad', name: 'Banjara Hills', lat: 17.4156, lng: 78.4347 },
    { city: 'pune', name: 'Punawale', lat: 18.6286, lng: 73.7436 },
    { city: 'ahmedabad', name: 'Bopal', lat: 23.0339, lng: 72.4637 },
    { city: 'delhi', name: 'Punjabi Bagh', lat: 28.6683, lng: 77.1167 },
  ];
  const idx = new PlaceIndex(cities, loadDataFile('localities')); void locs;
  for (const q of ['korama', 'koramangla', 'andheri', 'connaught', 'salt lake', 'saltlake', 'banjara', 'bangalor', 'hydrabad', 'gurgoan', 'chenai', 'mumabi', 'puna', 'bombay', 'madras', 'poona', 'calcutta', 'bhopal', 'bopal', 'k', 'ban', 'koramangala bangalore', 'west', 'noida', 'trivandrum', 'cochin', 'delhi', 'new delhi', 'pune maharashtra', 'xyzzy', 'hyderbad', 'kolkatta', 'bengaluru', 'andheri west', 'sector', 'indiranagar', 'indira nagar', 'bandra', 'whitefield', 'hsr', 'gachibowli', 'park street', 'cp', 'mg road'])
    console.log(q.padEnd(22), '→', idx.suggest(q).map((s) => s.description).join(' | '));
  for (const [a, b] of [[12.9352, 77.6245], [28.6315, 77.2167], [19.076, 72.8777], [22.5726, 88.3639], [17.385, 78.4867], [18.5204, 73.8567], [20, 65], [33, 80], [19.1364, 72.8296], [12.9716, 77.5946], [28.4595, 77.0266]])
    console.log(a, b, JSON.stringify(idx.reverse(a!, b!)));
});
