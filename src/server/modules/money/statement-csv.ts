import type { Language } from '@shared/constants';
import { translate } from '../../lib/i18n';
import type { StatementLine } from './receipts';

/*
 * The yearly statement as CSV (decision 115): UTF-8 with a byte order mark, so a spreadsheet opens
 * Turkish letters right; Turkish uses ';' between fields and a decimal comma (what a Turkish Excel
 * expects), English ',' and a decimal point. Amounts are plain numbers in dollars, signed as in the
 * wallet, without grouping so a spreadsheet reads them as numbers. Dates are ISO 8601 days (UTC,
 * as the year is cut), which a spreadsheet reads as dates in either language.
 */

const BOM = '\uFEFF';

function cell(value: string, separator: string): string {
  // A leading = + - @ would be read as a formula by a spreadsheet (CSV injection): quote it with a '.
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return safe.includes(separator) || /["\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Cents as a plain signed decimal: "-1234.50" / "-1234,50". */
function amount(cents: number, lang: Language): string {
  const abs = Math.abs(cents);
  const decimal = lang === 'tr' ? ',' : '.';
  return `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)}${decimal}${String(abs % 100).padStart(2, '0')}`;
}

export function statementCsv(lines: StatementLine[], lang: Language): string {
  const t = (key: string) => translate(lang, key);
  const separator = lang === 'tr' ? ';' : ',';
  const header = ['date', 'number', 'type', 'account', 'description', 'amount'].map((c) =>
    cell(t(`money:statement.column.${c}`), separator),
  );
  const rows = lines.map((l) =>
    [
      l.createdAt.toISOString().slice(0, 10),
      cell(l.number, separator),
      cell(t(`money:wallet.kind.${l.kind}`), separator),
      cell(t(`money:statement.account.${l.account}`), separator),
      cell(l.projectTitle ?? '', separator),
      // The sign is data here, written as is (a number cell, not text a spreadsheet could run).
      amount(l.amountCents, lang),
    ].join(separator),
  );
  return `${BOM}${[header.join(separator), ...rows].join('\r\n')}\r\n`;
}
