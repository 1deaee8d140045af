import { describe, expect, it } from 'vitest';
import { inputs } from '#test/catalog/catalogFixture.ts';
import { problemsOf, withBrokenFile } from '#test/catalog/dataFileErrors.ts';
import { isOpenAt } from '#src/lib/openingHours.ts';
import { data } from '#test/catalog/catalogFixture.ts';
import { loadGeneratorInputs } from './catalogSchemas.ts';
import { cityRange, generateCatalog } from './generator.ts';
import { hoursOf } from './hours.ts';
import { openingOf, validateHoursFile } from './hoursFile.ts';

const { cities } = inputs;

describe('data/hours.json', () => {
  it('is read: holidays, and restaurants’ own hours by weekday with a daily default', () => {
    const { holidays, overrides } = inputs.tuning.hours;
    expect(holidays.some((h) => h.name === 'Diwali' && h.cities === 'all')).toBe(true);
    const own = overrides.find((o) => o.restaurantId === '100001');
    expect(own?.days[0]).toEqual([{ open: 660, close: 1380 }]);
    expect(own?.days[4]).toEqual([{ open: 660, close: 1620 }]);
  });

  it('keeps a whole city to the hours it sets, every other city to its own (HOURS_FILE)', () => {
    const other = loadGeneratorInputs(process.cwd(), 'tests/support/hours.json');
    const roundTheClockWeek = Array(7).fill([{ open: 0, close: 1440 }]);
    expect(other.tuning.hours.cities).toEqual([
      { city: 'bangalore', days: roundTheClockWeek, allDayMenus: true },
      { city: 'indore', days: roundTheClockWeek, allDayMenus: true },
    ]);
    const roundTheClock = generateCatalog(other);
    const city = (slug: string) => other.cities.findIndex((c) => c.slug === slug);
    const dawn = Date.parse('2026-11-27T05:00:00+05:30');
    const bengaluru = cityRange(roundTheClock, city('bangalore'));
    for (let r = bengaluru.start; r < bengaluru.end; r++) {
      expect(isOpenAt(hoursOf(roundTheClock, r), dawn)).toBe(true);
      expect(roundTheClock.dishWindows[r]).toBe(0);
    }
    const mumbai = cityRange(roundTheClock, city('mumbai'));
    for (let r = mumbai.start; r < mumbai.end; r += 7)
      expect(hoursOf(roundTheClock, r).days).toEqual(hoursOf(data, r).days);
    const problems = problemsOf(() =>
      validateHoursFile(
        { holidays: [], overrides: [], cities: [{ city: 'atlantis', daily: ['10:00-22:00'] }] },
        cities,
      ),
    );
    expect(problems).toEqual([
      'entry "cities" item 0: field "city" names "atlantis", which is not a city of data/cities.json',
    ]);
  });

  it('reads times as minutes, a close before the open running past midnight', () => {
    expect(openingOf('07:00-11:00')).toEqual({ open: 420, close: 660 });
    expect(openingOf('18:00-02:00')).toEqual({ open: 1080, close: 1560 });
    expect(openingOf('11:00-24:00')).toEqual({ open: 660, close: 1440 });
    for (const bad of ['7-11', '07:00', '25:00-26:00', '07:00-11:00-12:00', '24:00-02:00'])
      expect(openingOf(bad)).toBeUndefined();
  });

  it('names the entry and field of every mistake', () => {
    const problems = problemsOf(() =>
      validateHoursFile(
        {
          holidays: [
            { date: '2026-02-30', name: 'Nowhere day', cities: 'all', share: 0.2 },
            { date: '2026-12-25', name: 'Christmas', cities: ['atlantis'], share: 1.5 },
          ],
          overrides: [
            { restaurantId: '100001', daily: ['7am-11am'] },
            { restaurantId: '100002', days: { funday: [] } },
          ],
        },
        cities,
      ),
    );
    expect(problems).toEqual(
      expect.arrayContaining([
        'entry "holidays" item 0: field "date" is not a date of the calendar',
        'entry "holidays" item 1: field "share" must be a share from 0 to 1',
        'entry "overrides" item 0: field "daily.0" must be times written "11:00-23:00" (a close before the open runs past midnight)',
      ]),
    );
    expect(problems).toContain(
      'entry "overrides" item 1: field "days" must map weekdays (monday, tuesday, wednesday, thursday, friday, saturday, sunday) to times',
    );
    expect(
      problemsOf(() =>
        validateHoursFile(
          {
            holidays: [{ date: '2026-12-25', name: 'Christmas', cities: ['atlantis'], share: 0.5 }],
            overrides: [
              { restaurantId: '100001', daily: [] },
              { restaurantId: '100001', days: {} },
              { restaurantId: '100003' },
            ],
          },
          cities,
        ),
      ),
    ).toEqual([
      'entry "holidays" item 0: field "cities" names "atlantis", which is not a city of data/cities.json',
      'entry "overrides" item 1: field "restaurantId" lists "100001" twice',
      'entry "overrides" item 2: field "daily" is required unless "days" names every day it opens',
    ]);
  });

  it('stops the catalog from loading when broken, naming the file', () => {
    expect(() => withBrokenFile('data/hours.json', '{"holidays": []}', loadGeneratorInputs)).toThrow(
      /data\/hours\.json is not valid:\n {2}- "overrides": field "\(entry\)" must be a list of restaurants/,
    );
  });
});
