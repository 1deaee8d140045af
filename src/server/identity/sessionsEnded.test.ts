import { describe, expect, it } from 'vitest';
import type { Db } from '../db/db.ts';
import { onSessionsEnded, sessionsEnded } from './sessionsEnded.ts';

describe('sessionsEnded', () => {
  it('tells every listener until it is removed', () => {
    const db = {} as Db;
    const heard: string[] = [];
    const stop = onSessionsEnded((on, userId) => heard.push(`${on === db ? 'db' : 'other'}:${userId}`));
    sessionsEnded(db, 'u1');
    stop();
    sessionsEnded(db, 'u2');
    expect(heard).toEqual(['db:u1']);
  });
});
