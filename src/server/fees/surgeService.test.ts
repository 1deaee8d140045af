/**
 * Surge fees from the operators' data file and from the database, added and ended through the
 * signed operator call, in force in every process (PGlite, or PostgreSQL with DATABASE_URL).
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataFileError } from '#src/lib/dataSchemas.ts';
import { callSignedRoute } from '#test/routeHarness.ts';
import { openTestDb, type TestDb } from '#test/testDb.ts';
import { createSurgeRoute } from './routes.ts';
import { setSurgeRules, surgeNow, surgeRules } from './surgeRules.ts';
import { loadSurgeFile, startSurgeService, type SurgeService, validateSurgeText } from './surgeService.ts';

const secret = 'operator-secret-for-tests';
/** Friday 27 November 2026, 11:30 pm IST, and noon. */
const lateNight = Date.parse('2026-11-27T18:00:00Z');
const noon = Date.parse('2026-11-27T06:30:00Z');

let testDb: TestDb;
let service: SurgeService;

beforeAll(async () => {
  testDb = await openTestDb();
  service = await startSurgeService(testDb.db, loadSurgeFile());
});

afterAll(async () => {
  await service?.stop();
  await testDb?.cleanup();
  setSurgeRules([]);
});

const route = createSurgeRoute(
  async () => service,
  () => secret,
);

/** The operators' call, signed as an operator's tool signs it. */
const call = (body: unknown) => callSignedRoute(route, 'operator/surge-fees', body, secret);

describe('the operators’ data file', () => {
  it('holds a late-night fee in every city from 11 pm to 5 am', () => {
    const rules = validateSurgeText(readFileSync('data/surge-fees.json', 'utf8'));
    expect(rules).toEqual([
      { id: 'late-night', reason: 'late-night', amount: 2000, cities: 'all', from: 1380, to: 300 },
    ]);
    expect(surgeNow('mumbai', lateNight)).toMatchObject({
      reason: 'late-night',
      amount: 2000,
      label: 'Late night fee',
    });
    expect(surgeNow('mumbai', noon)).toBeNull();
  });

  it('is refused with the file, the entry and the field named', () => {
    const text = JSON.stringify([
      { id: 'rain', reason: 'snow', amount: 25, cities: ['Bangalore'], from: '25:00' },
      { id: 'rain', reason: 'rain', amount: 2500, cities: 'all', from: '18:00', to: '20:00' },
    ]);
    let error: unknown;
    try {
      validateSurgeText(text);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(DataFileError);
    const problems = (error as DataFileError).problems.join('\n');
    expect(problems).toContain('entry 0 (id "rain"): field "reason" must be one of rain, late-night, high-demand');
    expect(problems).toContain('entry 0 (id "rain"): field "amount" must be at least 100 paise');
    expect(problems).toContain('entry 0 (id "rain"): field "cities.0" must be a city slug');
    expect(problems).toContain('entry 0 (id "rain"): field "from" must be a time of day');
    expect((error as DataFileError).message).toContain('data/surge-fees.json is not valid');
  });
});

describe('the operators’ call', () => {
  it('adds a rain fee that every process charges at once, and ends it', async () => {
    const added = await call({
      action: 'add',
      rule: { id: 'rain-blr-1', reason: 'rain', amount: 2500, cities: ['bangalore'] },
      by: 'Ops desk',
    });
    expect(added.status).toBe(201);
    expect(surgeNow('bangalore')).toMatchObject({
      reason: 'rain',
      amount: 2500,
      label: 'Rain fee',
      ruleId: 'rain-blr-1',
    });
    // Elsewhere only the file's late-night fee may apply.
    expect(surgeNow('chennai')?.ruleId).not.toBe('rain-blr-1');
    // The id is never used again, even after the rule ends.
    expect(
      (await call({ action: 'add', rule: { id: 'rain-blr-1', reason: 'rain', amount: 100, cities: 'all' } })).status,
    ).toBe(409);

    // Another process ends it: this one hears.
    const other = await testDb.another();
    await other.query('UPDATE surge_rules SET ended_at = now() WHERE id = $1', ['rain-blr-1']);
    await expect.poll(() => surgeRules().some((rule) => rule.id === 'rain-blr-1')).toBe(false);
    expect((await call({ action: 'end', id: 'rain-blr-1' })).status).toBe(404);
  });

  it('ends a rule through the call, and names the field of a malformed one', async () => {
    await call({
      action: 'add',
      rule: { id: 'demand-1', reason: 'high-demand', amount: 1500, cities: 'all', from: '19:00', to: '22:00' },
    });
    expect(surgeRules().map((rule) => rule.id)).toContain('demand-1');
    expect(await call({ action: 'end', id: 'demand-1' })).toEqual({ status: 200, body: { ended: 'demand-1' } });
    expect(surgeRules().map((rule) => rule.id)).not.toContain('demand-1');
    const bad = await call({
      action: 'add',
      rule: { id: 'x', reason: 'rain', amount: 2500, cities: 'all', from: '19:00' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('rule.to: must be given with from');
    expect((await call({ action: 'pause' })).body.message).toContain('action: must be add or end');
  });
});
