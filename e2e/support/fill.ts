/** A catalogue string with its {{placeholders}} filled, as i18next does for the page. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(values[k]));
}
