import { describe, expect, it } from 'vitest';
import { catalogues } from '#src/server/i18n/catalogues.ts';
import type { MessageSet } from './define.ts';
import { prefixedLocales } from './locales.ts';

const english = import.meta.glob<Record<string, unknown>>('/src/**/messages/en.ts', { eager: true });
const sets = Object.values(english).flatMap((module) =>
  Object.values(module).filter((v): v is MessageSet => typeof v === 'object' && v !== null && 'ns' in v && 'base' in v),
);

function textOf(value: unknown): unknown {
  return typeof value === 'object' && value !== null && 'input' in value ? (value as { input: unknown }).input : value;
}

function placeholders(value: unknown): string[] {
  const text = typeof value === 'string' ? value : JSON.stringify(value ?? '');
  return [...new Set(text.match(/\{\w+\}/g) ?? [])].sort();
}

describe('message catalogues', () => {
  it('declares each namespace once', () => {
    const names = sets.map((s) => s.ns);
    expect(names.length).toBeGreaterThan(0);
    expect(new Set(names).size).toBe(names.length);
  });

  for (const locale of prefixedLocales) {
    it(`gives every key of every namespace in ${locale}, with the same placeholders`, () => {
      const given = catalogues.get(locale) ?? {};
      const problems: string[] = [];
      for (const set of sets) {
        const texts = given[set.ns];
        if (!texts) {
          problems.push(`${set.ns}: missing`);
          continue;
        }
        for (const [key, base] of Object.entries(set.base)) {
          const text = texts[key];
          if (text === undefined || text === '') problems.push(`${set.ns}.${key}: missing`);
          else if (placeholders(text).join() !== placeholders(textOf(base)).join())
            problems.push(`${set.ns}.${key}: placeholders ${placeholders(text)} ≠ ${placeholders(textOf(base))}`);
          else if (typeof text === 'object' && !('other' in text) && !('many' in text))
            problems.push(`${set.ns}.${key}: no "other" form`);
        }
        for (const key of Object.keys(texts)) if (!(key in set.base)) problems.push(`${set.ns}.${key}: not in English`);
      }
      for (const ns of Object.keys(given))
        if (!sets.some((s) => s.ns === ns)) problems.push(`${ns}: no English namespace`);
      expect(problems).toEqual([]);
    });
  }
});
