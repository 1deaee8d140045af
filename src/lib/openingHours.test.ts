import { describe, expect, it } from 'vitest';
import {
  clockText,
  deliverySlots,
  dishWindowText,
  istClock,
  istWireTime,
  opensWhenText,
  openStateAt,
  openStateText,
  slotFits,
  type WeeklyHours,
} from './openingHours.ts';

/** Epoch ms of an IST wall-clock time. */
const ist = (text: string) => Date.parse(`${text}+05:30`);

// Lunch 12–3:30 pm and dinner 7 pm–1 am; Tuesday off; shut on 2026-11-29 (a Sunday).
const split: WeeklyHours = {
  days: Array.from({ length: 7 }, (_, d) =>
    d === 1
      ? []
      : [
          { open: 720, close: 930 },
          { open: 1140, close: 1500 },
        ],
  ),
  holidays: ['2026-11-29'],
};

describe('openingHours', () => {
  it('reads the IST clock whatever the server zone', () => {
    const c = istClock(ist('2026-11-27T23:45:00'));
    expect(c).toMatchObject({ date: '2026-11-27', weekday: 4, minute: 23 * 60 + 45 });
    expect(istWireTime(ist('2026-11-27T18:00:00'))).toBe('2026-11-27 18:00:00');
  });

  it('says open, closing soon, and when it opens', () => {
    const friday = (t: string) => ist(`2026-11-27T${t}`);
    expect(openStateText(openStateAt(split, friday('12:30:00')), friday('12:30:00'))).toBe('Open');
    expect(openStateText(openStateAt(split, friday('15:10:00')), friday('15:10:00'))).toBe('Closes in 20 min');
    expect(openStateText(openStateAt(split, friday('16:00:00')), friday('16:00:00'))).toBe('Closed · opens at 7 pm');
    expect(openStateAt(split, friday('10:00:00')).open).toBe(false);
  });

  it('keeps a late-night kitchen open past midnight, and skips holidays and days off', () => {
    expect(openStateAt(split, ist('2026-11-28T00:30:00')).open).toBe(true);
    // Saturday night runs into the Sunday holiday: the holiday shuts what starts that day only.
    expect(openStateAt(split, ist('2026-11-29T00:30:00')).open).toBe(true);
    const sunday = ist('2026-11-29T13:00:00');
    expect(openStateAt(split, sunday).open).toBe(false);
    expect(openStateText(openStateAt(split, sunday), sunday)).toBe('Opens tomorrow at 12 pm');
    const monday = ist('2026-11-30T23:00:00');
    expect(openStateText(openStateAt(split, monday), monday)).toBe('Open');
    const tuesday = ist('2026-12-01T09:00:00');
    expect(openStateText(openStateAt(split, tuesday), tuesday)).toBe('Opens tomorrow at 12 pm');
    const mondaysOnly: WeeklyHours = { days: [[{ open: 720, close: 900 }], [], [], [], [], [], []], holidays: [] };
    const friday = ist('2026-11-27T09:00:00');
    expect(openStateText(openStateAt(mondaysOnly, friday), friday)).toBe('Opens Monday at 12 pm');
  });

  it('says when a closed restaurant opens as a sentence goes on', () => {
    expect(opensWhenText(split, ist('2026-11-27T16:00:00'))).toBe('at 7 pm');
    expect(opensWhenText(split, ist('2026-11-29T13:00:00'))).toBe('tomorrow at 12 pm');
    expect(opensWhenText(split, ist('2026-11-27T20:00:00'))).toBeNull();
    const mondaysOnly: WeeklyHours = { days: [[{ open: 720, close: 900 }], [], [], [], [], [], []], holidays: [] };
    expect(opensWhenText(mondaysOnly, ist('2026-11-27T09:00:00'))).toBe('on Monday at 12 pm');
  });

  it('writes clock times as diners read them', () => {
    expect([0, 420, 720, 750, 1080, 1439].map(clockText)).toEqual([
      '12 am',
      '7 am',
      '12 pm',
      '12:30 pm',
      '6 pm',
      '11:59 pm',
    ]);
  });

  it('offers only slots the kitchen can start and finish within its hours', () => {
    const now = ist('2026-11-27T16:00:00');
    const slots = deliverySlots(split, now, 40, 15);
    expect(slots[0]?.label).toBe('Today, 8 pm – 8:30 pm');
    expect(slots.every((s) => slotFits(split, Date.parse(s.start), now, 40, 15))).toBe(true);
    expect(slots.some((s) => s.label.startsWith('Tomorrow, 1 pm'))).toBe(true);
    expect(slotFits(split, ist('2026-11-27T19:15:00'), now, 40, 15)).toBe(false);
    expect(slotFits(split, ist('2026-11-27T17:00:00'), now, 40, 15)).toBe(false);
  });

  it('says when a dish served in some hours comes back', () => {
    const lunch = [{ open: 720, close: 960 }];
    expect(dishWindowText(lunch, ist('2026-11-27T10:00:00'))).toBe('Available from 12 pm');
    expect(dishWindowText(lunch, ist('2026-11-27T13:00:00'))).toBeNull();
    expect(dishWindowText(lunch, ist('2026-11-27T17:00:00'))).toBe('Available tomorrow from 12 pm');
  });
});
