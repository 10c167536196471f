import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Language } from '@shared/constants';
import { formatDateTime, formatMoney } from '@shared/format';
import { type Catalogue, interpolate, lookup, splitKey } from '@shared/i18n';

const here = path.dirname(fileURLToPath(import.meta.url));
// The production bundle (dist/server, scripts/build-server.mjs) carries a copy beside itself;
// from the sources the catalogues are read where they live.
const LOCALES_DIR = [path.join(here, 'locales'), path.resolve(here, '../../shared/locales')].find((dir) =>
  fs.existsSync(dir),
)!;

let catalogues: Record<Language, Record<string, Catalogue>> | undefined;

function load(): Record<Language, Record<string, Catalogue>> {
  const result = { en: {}, tr: {} } as Record<Language, Record<string, Catalogue>>;
  for (const lang of ['en', 'tr'] as const) {
    const dir = path.join(LOCALES_DIR, lang);
    for (const file of fs.readdirSync(dir)) {
      if (!file.endsWith('.json')) continue;
      result[lang][file.replace(/\.json$/, '')] = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
    }
  }
  return result;
}

/**
 * A value of a message that is written in the reader's language when the message is translated:
 * an amount (`moneyVar(cents)`) or a moment (`dateVar(date)`), through src/shared/format.ts.
 * Errors thrown deep in a service do not know the request's language; their values do this.
 */
export interface FormattedVar {
  readonly format: (lang: Language) => string;
}

export const moneyVar = (cents: number): FormattedVar => ({ format: (lang) => formatMoney(cents, lang) });
export const dateVar = (date: Date | string): FormattedVar => ({
  format: (lang) => formatDateTime(date, lang),
});

function isFormatted(value: unknown): value is FormattedVar {
  return typeof value === 'object' && value !== null && typeof (value as FormattedVar).format === 'function';
}

/** Translates 'ns:key' into the language; falls back to English, then to the key itself. */
export function translate(lang: Language, fullKey: string, vars?: Record<string, unknown>): string {
  catalogues ??= load();
  const { ns, key } = splitKey(fullKey);
  const text = lookup(catalogues[lang][ns] ?? {}, key) ?? lookup(catalogues.en[ns] ?? {}, key);
  const values =
    vars && Object.values(vars).some(isFormatted)
      ? Object.fromEntries(Object.entries(vars).map(([k, v]) => [k, isFormatted(v) ? v.format(lang) : v]))
      : vars;
  return interpolate(text ?? fullKey, values);
}
