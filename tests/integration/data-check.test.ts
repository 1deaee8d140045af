// A bad edit to a data file fails `npm run check:data` and the build, naming file, entry and field.
import { describe, expect, it, beforeAll, afterAll } from 'vitest';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { spawnSync } from 'node:child_process';
import { buildInputs } from '../../scripts/lib/buildInputs.mjs';

const project = resolve(__dirname, '../..');
let copy: string;

beforeAll(() => {
  copy = mkdtempSync(join(tmpdir(), 'thalify-data-'));
  for (const entry of buildInputs) cpSync(join(project, entry), join(copy, entry), { recursive: true });
  symlinkSync(join(project, 'node_modules'), join(copy, 'node_modules'), 'dir');
  const cities = JSON.parse(readFileSync(join(copy, 'data/cities.json'), 'utf8'));
  cities.push({ ...cities[0], name: 'Duplicate' });
  writeFileSync(join(copy, 'data/cities.json'), JSON.stringify(cities, null, 2));
});
afterAll(() => rmSync(copy, { recursive: true, force: true }));

describe('a bad data edit', () => {
  it('fails npm run check:data with the file, entry and field', () => {
    const run = spawnSync(process.execPath, [join(project, 'scripts/check-data.mjs'), copy], { encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(
      /data\/cities\.json is not valid:\n {2}- entry \d+ \(slug "[a-z0-9-]+"\): field "slug" duplicates entry 0/,
    );
  });
  it('fails the build with the same message', () => {
    const run = spawnSync(
      process.execPath,
      [join(project, 'node_modules/astro/bin/astro.mjs'), 'build', '--root', copy],
      { encoding: 'utf8', timeout: 120_000 },
    );
    expect(run.status).not.toBe(0);
    expect(run.stdout + run.stderr).toMatch(/data\/cities\.json is not valid:[\s\S]*field "slug" duplicates entry 0/);
  }, 120_000);
});

describe('a picture name the artwork set does not have', () => {
  let data: string;
  beforeAll(() => {
    data = mkdtempSync(join(tmpdir(), 'thalify-art-'));
    cpSync(join(project, 'data'), join(data, 'data'), { recursive: true });
    const dishes = readFileSync(join(data, 'data/dishes.json'), 'utf8');
    writeFileSync(join(data, 'data/dishes.json'), dishes.replace('"art": "dumpling"', '"art": "momo"'));
  });
  afterAll(() => rmSync(data, { recursive: true, force: true }));

  it('fails npm run check:data, naming the dish, the field and the name', () => {
    const run = spawnSync(process.execPath, [join(project, 'scripts/check-data.mjs'), data], { encoding: 'utf8' });
    expect(run.stderr).toMatch(
      /data\/dishes\.json is not valid:\n {2}- entry "[a-z-]+" item \d+: field "art" names "momo", which is not a picture of the Fluent Emoji Flat set/,
    );
    expect(run.status).toBe(1);
  });

  it('passes with the project’s own data', () => {
    const run = spawnSync(process.execPath, [join(project, 'scripts/check-data.mjs'), project], { encoding: 'utf8' });
    expect(run.stdout).toMatch(/data is valid: .* \d+ dishes, .* \d+ pictures of the Fluent Emoji Flat set/);
    expect(run.status).toBe(0);
  });
});

describe('a bad surge fee edit', () => {
  let data: string;
  beforeAll(() => {
    data = mkdtempSync(join(tmpdir(), 'thalify-surge-'));
    cpSync(join(project, 'data'), join(data, 'data'), { recursive: true });
    writeFileSync(
      join(data, 'data/surge-fees.json'),
      JSON.stringify([{ id: 'rain', reason: 'rain', amount: 2500, cities: 'all', from: '11 pm' }]),
    );
  });
  afterAll(() => rmSync(data, { recursive: true, force: true }));

  it('fails npm run check:data, naming the file, the entry and the field', () => {
    const run = spawnSync(process.execPath, [join(project, 'scripts/check-data.mjs'), data], { encoding: 'utf8' });
    expect(run.stderr).toContain('data/surge-fees.json is not valid:');
    expect(run.stderr).toContain('entry 0 (id "rain"): field "from" must be a time of day as "HH:MM" (IST)');
    expect(run.status).toBe(1);
  });
});

describe('a bad locality edit', () => {
  let data: string;
  beforeAll(() => {
    data = mkdtempSync(join(tmpdir(), 'thalify-localities-'));
    cpSync(join(project, 'data'), join(data, 'data'), { recursive: true });
    const localities = JSON.parse(readFileSync(join(data, 'data/localities.json'), 'utf8')) as {
      city: string;
      name: string;
    }[];
    const koramangala = localities.findIndex((l) => l.city === 'bangalore' && l.name === 'Koramangala');
    localities.push(
      { ...localities[koramangala]!, name: 'Koramangala.' },
      { ...localities[koramangala]!, name: 'Best Restaurants' },
    );
    writeFileSync(join(data, 'data/localities.json'), JSON.stringify(localities, null, 2));
  });
  afterAll(() => rmSync(data, { recursive: true, force: true }));

  it("names the file, the entry and the field when two names make one page address or take another page's", () => {
    const run = spawnSync(process.execPath, [join(project, 'scripts/check-data.mjs'), data], { encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(
      /data\/localities\.json is not valid:[\s\S]*entry \d+ \(name "Koramangala\."\): field "name" duplicates entry \d+ \("bangalore\/koramangala"\)/,
    );
    expect(run.stderr).toMatch(
      /entry \d+ \(name "Best Restaurants"\): field "name" must not read as "best-restaurants"/,
    );
  });
});
