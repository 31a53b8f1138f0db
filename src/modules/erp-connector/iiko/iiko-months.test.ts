import fc from 'fast-check';
import { addDays, calendarMonths, isCalendarDate } from './iiko-months';

describe('calendar months', () => {
  it('splits a range at month ends, keeping its own first and last day', () => {
    expect(calendarMonths('2024-01-15', '2024-03-10')).toEqual([
      { from: '2024-01-15', to: '2024-01-31' },
      { from: '2024-02-01', to: '2024-02-29' },
      { from: '2024-03-01', to: '2024-03-10' },
    ]);
    expect(calendarMonths('2025-12-31', '2026-01-01')).toEqual([
      { from: '2025-12-31', to: '2025-12-31' },
      { from: '2026-01-01', to: '2026-01-01' },
    ]);
    expect(calendarMonths('2025-02-01', '2025-02-28')).toEqual([{ from: '2025-02-01', to: '2025-02-28' }]);
    expect(calendarMonths('2025-03-02', '2025-03-01')).toEqual([]);
  });

  it('refuses what is not a calendar date', () => {
    expect(() => calendarMonths('2025-02-30', '2025-03-01')).toThrow(RangeError);
    expect(() => calendarMonths('2025-1-01', '2025-03-01')).toThrow(RangeError);
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2023-02-29')).toBe(false);
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
  });

  it('covers every day of any range exactly once, each piece within one month and at most 31 days', () => {
    const day = fc.integer({ min: 0, max: 3 * 366 }).map((offset) => addDays('2023-11-20', offset));
    fc.assert(
      fc.property(day, day, (a, b) => {
        const [from, to] = a <= b ? [a, b] : [b, a];
        const months = calendarMonths(from, to);
        expect(months[0].from).toBe(from);
        expect(months[months.length - 1].to).toBe(to);
        for (const [index, month] of months.entries()) {
          expect(month.from.slice(0, 7)).toBe(month.to.slice(0, 7));
          expect(month.from <= month.to).toBe(true);
          expect(Number(month.to.slice(8)) - Number(month.from.slice(8)) + 1).toBeLessThanOrEqual(31);
          if (index > 0) expect(month.from).toBe(addDays(months[index - 1].to, 1));
        }
      }),
    );
  });
});
