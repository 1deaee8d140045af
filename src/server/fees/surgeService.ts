/**
 * The surge service: the rules of the operators' data file (data/surge-fees.json) and the rules
 * operators add and end at runtime (table surge_rules, migration 016), together in force through
 * `setSurgeRules`. Every change of the table is announced on surge_changes; each process reloads
 * the table's rules when it hears one, and all of them whenever its LISTEN (re)starts.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseDataJson, validateEntries } from '#src/lib/dataSchemas.ts';
import type { SurgeReason, SurgeRule } from '#src/lib/surgeFees.ts';
import type { Db, DbExecutor } from '../db/db.ts';
import { keepLoaded } from '../db/notifiedReload.ts';
import { HttpError } from '../http/http.ts';
import { ruleMoment, surgeRuleInput, surgeRuleOf } from './surgeSchema.ts';
import { setSurgeRules } from './surgeRules.ts';

/** The operators' data file of surge fees. */
export const surgeFeesFile = 'data/surge-fees.json';

/** The channel migration 016 announces changes of surge_rules on. */
export const surgeChangesChannel = 'surge_changes';

/** Validates the data file's text; throws a DataFileError naming file, entry and field. */
export function validateSurgeText(text: string, file: string = surgeFeesFile): SurgeRule[] {
  return validateEntries(file, parseDataJson(file, text), surgeRuleInput, 'id').map(surgeRuleOf);
}

/** The rules of the data file under `root`; none when the file is absent. */
export function loadSurgeFile(root: string = process.cwd(), file: string = surgeFeesFile): SurgeRule[] {
  let text: string;
  try {
    text = readFileSync(resolve(root, file), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return validateSurgeText(text, file);
}

interface SurgeRow {
  id: string;
  reason: SurgeReason;
  amount: number;
  cities: string[] | null;
  from_minute: number | null;
  to_minute: number | null;
  starts_at: Date | string | null;
  ends_at: Date | string | null;
}

/** The table's rules not ended (and not over), as rules. */
export async function surgeRowsInForce(executor: DbExecutor): Promise<SurgeRule[]> {
  const rows = (
    await executor.query<SurgeRow>(
      `SELECT id, reason, amount, cities, from_minute, to_minute, starts_at, ends_at FROM surge_rules
       WHERE ended_at IS NULL AND (ends_at IS NULL OR ends_at > now()) ORDER BY created_at, id`,
    )
  ).rows;
  return rows.map((row) => {
    const rule: SurgeRule = { id: row.id, reason: row.reason, amount: row.amount, cities: row.cities ?? 'all' };
    if (row.from_minute !== null && row.to_minute !== null)
      Object.assign(rule, { from: row.from_minute, to: row.to_minute });
    if (row.starts_at) rule.startsAt = new Date(row.starts_at).toISOString();
    if (row.ends_at) rule.endsAt = new Date(row.ends_at).toISOString();
    return rule;
  });
}

/** The surge rules of a process: the file's and the table's, kept in force. */
export interface SurgeService {
  /** Adds a rule (a rule with no window starts now and runs until ended); 409 when its id is taken. */
  add(rule: SurgeRule, by: string): Promise<SurgeRule>;
  /** Ends a rule of the table now; 404 when there is no such rule in force. */
  end(id: string): Promise<void>;
  /** Stops listening. */
  stop(): Promise<void>;
}

/** Loads the table's rules beside `fileRules`, sets them in force and keeps them so; resolves once loaded. */
export async function startSurgeService(db: Db, fileRules: readonly SurgeRule[]): Promise<SurgeService> {
  const reload = async () => setSurgeRules([...fileRules, ...(await surgeRowsInForce(db))]);
  await reload();
  const stop = keepLoaded(db, surgeChangesChannel, { name: 'surge', reloadAll: reload, reloadOne: reload });
  const fileIds = new Set(fileRules.map((rule) => rule.id));
  return {
    async add(rule, by) {
      if (fileIds.has(rule.id)) throw new HttpError(409, `rule.id: ${rule.id} is a rule of ${surgeFeesFile}`);
      const windowless = rule.from === undefined && !rule.startsAt && !rule.endsAt;
      // From the start of this minute, as cards of this minute are drawn.
      const added: SurgeRule = windowless ? { ...rule, startsAt: ruleMoment(Date.now()) } : rule;
      const inserted = await db.query(
        `INSERT INTO surge_rules (id, reason, amount, cities, from_minute, to_minute, starts_at, ends_at, created_by)
         VALUES ($1, $2, $3, $4::text[], $5, $6, $7::timestamptz, $8::timestamptz, $9) ON CONFLICT (id) DO NOTHING RETURNING id`,
        [
          added.id,
          added.reason,
          added.amount,
          added.cities === 'all' ? null : added.cities,
          added.from ?? null,
          added.to ?? null,
          added.startsAt ?? null,
          added.endsAt ?? null,
          by,
        ],
      );
      if (inserted.rowCount === 0) throw new HttpError(409, `rule.id: ${rule.id} is taken; rules are never reused`);
      // This process's bills follow at once; the others when the announcement reaches them.
      await reload();
      return added;
    },
    async end(id) {
      const ended = await db.query(
        'UPDATE surge_rules SET ended_at = now() WHERE id = $1 AND ended_at IS NULL RETURNING id',
        [id],
      );
      if (ended.rowCount === 0) throw new HttpError(404, `id: no rule ${id} in force that can be ended`);
      await reload();
    },
    stop,
  };
}
