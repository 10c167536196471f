import { CATEGORY_IDS, CATEGORY_LABELS, SUBCATEGORIES } from '@shared/taxonomy';

const quote = (value: string) => `'${value.replace(/'/g, "''")}'`;

/**
 * The VALUES rows of search_taxonomy as db/sql/052_search.sql lists them (between its
 * "taxonomy:begin" and "taxonomy:end" lines). A test keeps the file equal to this, so the
 * search documents always carry the taxonomy's current names.
 */
export function taxonomySqlRows(): string {
  const rows: string[] = [];
  for (const category of CATEGORY_IDS) {
    const label = CATEGORY_LABELS[category];
    rows.push(`  (${[category, 'category', category, label.en, label.tr].map(quote).join(', ')})`);
    for (const sub of SUBCATEGORIES[category]) {
      rows.push(`  (${[sub.id, 'subcategory', category, sub.en, sub.tr].map(quote).join(', ')})`);
    }
  }
  return rows.join(',\n');
}
