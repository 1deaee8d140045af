import { describe, expect, it } from 'vitest';
import { hoursSummary, latestClose, openLateText } from './hoursText.ts';
import type { Opening, WeeklyHours } from './openingHours.ts';

const week = (day: Opening[], off: number[] = []): WeeklyHours => ({
  days: Array.from({ length: 7 }, (_, i) => (off.includes(i) ? [] : day)),
  holidays: [],
});

describe('hours in words', () => {
  it('say one day’s hours, split hours and days off', () => {
    expect(hoursSummary(week([{ open: 660, close: 1380 }]))).toBe('Hours: 11 am – 11 pm');
    expect(
      hoursSummary(
        week(
          [
            { open: 720, close: 930 },
            { open: 1140, close: 1380 },
          ],
          [0],
        ),
      ),
    ).toBe('Hours: 12 pm – 3:30 pm, 7 pm – 11 pm · Closed on Mondays');
    expect(hoursSummary(week([{ open: 420, close: 660 }], [0, 1]))).toBe(
      'Hours: 7 am – 11 am · Closed on Mondays and Tuesdays',
    );
    const varying = week([{ open: 660, close: 1380 }]);
    varying.days[4] = [{ open: 660, close: 1620 }];
    expect(hoursSummary(varying)).toBe('Hours vary by day');
    expect(hoursSummary(week([], [0, 1, 2, 3, 4, 5, 6]))).toBe('Closed');
  });

  it('say how late a late-night kitchen stays open, and nothing of one that closes by 11 pm', () => {
    expect(openLateText(week([{ open: 720, close: 1560 }]))).toBe('Open till 2 am');
    expect(latestClose(week([{ open: 720, close: 1560 }]))).toBe(1560);
    expect(openLateText(week([{ open: 660, close: 1440 }]))).toBe('Open till midnight');
    expect(openLateText(week([{ open: 660, close: 1380 }]))).toBeNull();
  });
});
