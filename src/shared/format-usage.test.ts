import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Every date, number, percentage and amount people read is written by shared/format.ts, so the
 * two languages stay consistent ("23 Kas 2026", "%100", "4,0", "65 $/saat"). This fails on a page
 * or server module that formats by itself.
 */
const root = path.resolve(import.meta.dirname, '..');
const FORBIDDEN =
  /new Intl\.(NumberFormat|DateTimeFormat|RelativeTimeFormat)|\.toLocale(String|DateString|TimeString)\(/;
const ALLOWED = new Set([path.join(root, 'shared/format.ts')]);

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sources(full);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [full] : [];
  });
}

describe('formatting goes through shared/format.ts', () => {
  it('no page or module formats dates, numbers or money with Intl or toLocale* itself', () => {
    const offenders = ['web', 'server', 'shared']
      .flatMap((d) => sources(path.join(root, d)))
      .filter((f) => !ALLOWED.has(f))
      .filter((f) => FORBIDDEN.test(fs.readFileSync(f, 'utf8')))
      .map((f) => path.relative(root, f));
    expect(offenders).toEqual([]);
  });
});
