/**
 * Search folding with Turkish case rules. Both the query and the searched text go through the
 * same fold, so 'istanbul' finds 'İstanbul' and 'ISIK' finds 'Işık': the dotted and dotless i
 * in both cases become 'i', and the Turkish letters with marks become their plain letters
 * (people often type Turkish without a Turkish keyboard). The SQL function
 * `discovery_fold` in db/sql/010_discovery_search.sql must map exactly the same characters.
 */
export const FOLD_FROM = 'İIıŞşĞğÇçÖöÜüÂâÎîÛû';
export const FOLD_TO = 'iiissggccoouuaaiiuu';

const FOLD_MAP = new Map<string, string>([...FOLD_FROM].map((ch, i) => [ch, FOLD_TO[i]!]));

export function foldSearchText(value: string): string {
  let out = '';
  for (const ch of value) out += FOLD_MAP.get(ch) ?? ch;
  return out.toLowerCase();
}

/** Escapes LIKE wildcards so user text matches literally (pattern used with ESCAPE '\'). */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (m) => `\\${m}`);
}
