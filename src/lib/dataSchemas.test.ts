import { describe, expect, it } from 'vitest';
import { DataFileError } from './dataSchemas';
import { validateDataText } from '../server/data/dataFiles';

const pune = { slug: 'pune', name: 'Pune', state: 'Maharashtra', lat: 18.51957, lng: 73.85535, population: 2935744 };

function problemsOf(kind: 'cities' | 'cuisines' | 'localities', value: unknown): string {
  try {
    validateDataText(kind, JSON.stringify(value));
  } catch (error) {
    expect(error).toBeInstanceOf(DataFileError);
    return (error as Error).message;
  }
  throw new Error('expected the data to be refused');
}

describe('data file validation', () => {
  it('accepts a good city', () => {
    expect(validateDataText('cities', JSON.stringify([pune]))).toEqual([pune]);
  });
  it('names the file, entry and field of a duplicate slug', () => {
    const message = problemsOf('cities', [pune, { ...pune, name: 'Poona' }]);
    expect(message).toContain('data/cities.json');
    expect(message).toContain('entry 1 (slug "pune"): field "slug" duplicates entry 0');
  });
  it('names a missing field', () => {
    const { state: _state, ...noState } = pune;
    expect(problemsOf('cities', [noState])).toContain('entry 0 (slug "pune"): field "state" is required');
  });
  it('refuses coordinates outside India', () => {
    expect(problemsOf('cities', [{ ...pune, lat: 51.5, lng: -0.12 }])).toMatch(
      /entry 0 \(slug "pune"\): field "lat" must be a latitude inside India[\s\S]*field "lng" must be a longitude inside India/,
    );
  });
  it('refuses a slug that is not lowercase-hyphenated', () => {
    expect(problemsOf('cities', [{ ...pune, slug: 'Port Blair' }])).toContain(
      'entry 0 (slug "Port Blair"): field "slug" must be lowercase words joined by hyphens',
    );
    expect(problemsOf('cuisines', [{ slug: 'north_indian', name: 'North Indian' }])).toContain('data/cuisines.json');
  });
  it('reports invalid JSON and a non-array file', () => {
    expect(() => validateDataText('cities', '[{')).toThrow(
      /data\/cities.json is not valid:\n {2}- the file is not valid JSON/,
    );
    expect(problemsOf('cuisines', { slug: 'x' })).toContain('must hold a JSON array');
  });
  it('keys localities by city and name', () => {
    const loc = { city: 'bangalore', name: 'Koramangala', lat: 12.93, lng: 77.62 };
    expect(problemsOf('localities', [loc, { ...loc, name: 'koramangala' }])).toContain(
      'data/localities.json is not valid',
    );
    expect(validateDataText('localities', JSON.stringify([loc, { ...loc, city: 'mysore' }]))).toHaveLength(2);
  });
  it("keys localities by the page address their name makes, and keeps other pages' addresses free", () => {
    const loc = { city: 'bangalore', name: 'HSR Layout', lat: 12.91, lng: 77.64 };
    expect(problemsOf('localities', [loc, { ...loc, name: 'HSR  layout.' }])).toContain(
      'entry 1 (name "HSR  layout."): field "name" duplicates entry 0 ("bangalore/hsr-layout")',
    );
    expect(problemsOf('localities', [{ ...loc, name: 'Best Restaurants' }])).toContain(
      'entry 0 (name "Best Restaurants"): field "name" must not read as "best-restaurants"',
    );
    expect(problemsOf('localities', [{ ...loc, name: '...' }])).toContain(
      'field "name" must contain letters or digits',
    );
  });
  it('accepts an optional intro on cities and cuisines and names a bad one', () => {
    const intro =
      'Pune is a city of students, old wadas and misal pav, where breakfast can mean poha and a cutting chai.';
    expect(validateDataText('cities', JSON.stringify([{ ...pune, intro }]))[0]?.intro).toBe(intro);
    expect(problemsOf('cities', [{ ...pune, intro: 'Too short.' }])).toContain(
      'entry 0 (slug "pune"): field "intro" must be at least 80 characters',
    );
    expect(problemsOf('cuisines', [{ slug: 'thai', name: 'Thai', intro: 42 }])).toContain(
      'entry 0 (slug "thai"): field "intro" must be a string',
    );
  });
});
