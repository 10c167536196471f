import { format } from 'date-fns';
import { enUS, tr } from 'date-fns/locale';
import { afterEach, describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatDayMonth,
  formatHourlyRate,
  formatMessageVars,
  formatMoney,
  formatNumber,
  formatPercent,
  formatRating,
  formatTime,
  formatTimeAgo,
  isTimeZone,
  setFormatTimeZone,
} from './format';

// Local noon, so the calendar day is the same in every time zone the tests run in.
const day = new Date(2026, 10, 23, 12, 5);

describe('formatDate', () => {
  it('writes the month first in English', () => {
    expect(formatDate(day, 'en')).toBe('Nov 23, 2026');
    expect(formatDayMonth(day, 'en')).toBe('Nov 23');
  });

  it('writes the day first in Turkish, never "Kas 23, 2026"', () => {
    expect(formatDate(day, 'tr')).toBe('23 Kas 2026');
    expect(formatDate(day.toISOString(), 'tr')).toBe('23 Kas 2026');
    expect(formatDate(day.getTime(), 'tr')).toBe('23 Kas 2026');
    expect(formatDayMonth(day, 'tr')).toBe('23 Kas');
  });

  it('writes times on a 24-hour clock', () => {
    expect(formatTime(new Date(2026, 0, 2, 14, 5))).toBe('14:05');
    expect(formatTime(new Date(2026, 0, 2, 0, 0))).toBe('00:00');
  });

  it("writes every month, day and hour as date-fns' en-US and tr locales do", () => {
    for (let month = 0; month < 12; month++) {
      for (const [date, hour] of [
        [1, 0],
        [9, 7],
        [28, 23],
      ]) {
        const d = new Date(2026, month, date, hour, 3);
        expect(formatDate(d, 'en')).toBe(format(d, 'MMM d, yyyy', { locale: enUS }));
        expect(formatDate(d, 'tr')).toBe(format(d, 'd MMM yyyy', { locale: tr }));
        expect(formatDayMonth(d, 'en')).toBe(format(d, 'MMM d', { locale: enUS }));
        expect(formatDayMonth(d, 'tr')).toBe(format(d, 'd MMM', { locale: tr }));
        expect(formatTime(d)).toBe(format(d, 'HH:mm'));
      }
    }
  });
});

describe('formatPercent', () => {
  it('puts the sign after the number in English and before it in Turkish', () => {
    expect(formatPercent(100, 'en')).toBe('100%');
    expect(formatPercent(100, 'tr')).toBe('%100');
    expect(formatPercent(87.34, 'en', 1)).toBe('87.3%');
    expect(formatPercent(87.34, 'tr', 1)).toBe('%87,3');
  });
});

describe('formatRating', () => {
  it('keeps one decimal with the language decimal mark', () => {
    expect(formatRating(4, 'en')).toBe('4.0');
    expect(formatRating(4, 'tr')).toBe('4,0');
    expect(formatRating(4.75, 'tr')).toBe('4,8');
  });
});

describe('formatNumber', () => {
  it('groups thousands with the language separator', () => {
    expect(formatNumber(12345.5, 'en')).toBe('12,345.5');
    expect(formatNumber(12345.5, 'tr')).toBe('12.345,5');
  });
});

describe('formatMoney', () => {
  it('writes dollars before the amount in English', () => {
    expect(formatMoney(123450, 'en')).toBe('$1,234.50');
    expect(formatMoney(20000, 'en')).toBe('$200.00');
    expect(formatMoney(6500, 'en', { whole: true })).toBe('$65');
    expect(formatMoney(6550, 'en', { whole: true })).toBe('$65.50');
  });

  it('writes the dollar sign after the amount with Turkish separators', () => {
    expect(formatMoney(123450, 'tr')).toBe('1.234,50 $');
    expect(formatMoney(6500, 'tr', { whole: true })).toBe('65 $');
    expect(formatMoney(0, 'tr')).toBe('0,00 $');
  });

  it('writes hourly rates per hour in each language', () => {
    expect(formatHourlyRate(6500, 'en')).toBe('$65/hr');
    expect(formatHourlyRate(4250, 'en')).toBe('$42.50/hr');
    expect(formatHourlyRate(6500, 'tr')).toBe('65 $/saat');
    expect(formatHourlyRate(4250, 'tr')).toBe('42,50 $/saat');
  });
});

describe('formatTimeAgo', () => {
  it('says how long ago in each language', () => {
    expect(formatTimeAgo(5, 'minute', 'en')).toBe('5 minutes ago');
    expect(formatTimeAgo(5, 'minute', 'tr')).toBe('5 dakika önce');
    expect(formatTimeAgo(1, 'day', 'tr')).toBe('1 gün önce');
  });
});

describe('formatMessageVars', () => {
  it('writes …At moments and …Cents amounts in the reader language, and leaves the rest', () => {
    const vars = { contract: 'Logo', dueAt: '2026-06-04T09:00:00.000Z', refundCents: 9_000, count: 3 };
    const inEn = formatMessageVars(vars, 'en');
    const inTr = formatMessageVars(vars, 'tr');
    expect(inEn).toMatchObject({ contract: 'Logo', refundCents: '$90.00', count: 3 });
    expect(inTr.refundCents).toBe(formatMoney(9_000, 'tr'));
    expect(inEn.dueAt).toBe(formatDateTime(vars.dueAt, 'en'));
    expect(inTr.dueAt).toMatch(/Haz 2026/);
    // Not a moment or not an integer amount: left as it is.
    expect(formatMessageVars({ startedAt: 'soon', priceCents: 1.5 }, 'en')).toEqual({
      startedAt: 'soon',
      priceCents: 1.5,
    });
  });
});

describe('a fixed time zone (a page rendered on the server and taken over, decision 134)', () => {
  afterEach(() => setFormatTimeZone(null));

  it('writes the day and time of that zone, whatever the device', () => {
    const late = '2026-11-23T22:30:00.000Z';
    setFormatTimeZone('Europe/Istanbul');
    expect(formatDate(late, 'en')).toBe('Nov 24, 2026');
    expect(formatDateTime(late, 'tr')).toBe('24 Kas 2026 01:30');
    setFormatTimeZone('UTC');
    expect(formatDate(late, 'tr')).toBe('23 Kas 2026');
    expect(formatTime(late)).toBe('22:30');
    expect(isTimeZone('America/New_York')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});
