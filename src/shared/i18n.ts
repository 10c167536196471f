/**
 * Tiny interpolation compatible with i18next's `{{name}}` syntax, for the server and tests.
 * The web app uses i18next itself over the same catalogues.
 */
export type Catalogue = Record<string, unknown>;

export function lookup(catalogue: Catalogue, key: string): string | undefined {
  let node: unknown = catalogue;
  for (const part of key.split('.')) {
    if (node && typeof node === 'object' && part in (node as Record<string, unknown>)) {
      node = (node as Record<string, unknown>)[part];
    } else {
      return undefined;
    }
  }
  return typeof node === 'string' ? node : undefined;
}

export function interpolate(template: string, vars?: Record<string, unknown>): string {
  if (!vars) return template;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (m, name: string) =>
    name in vars ? String(vars[name]) : m,
  );
}

/** Splits 'ns:key.path' into namespace and key; the namespace defaults to 'common'. */
export function splitKey(fullKey: string): { ns: string; key: string } {
  const i = fullKey.indexOf(':');
  return i === -1 ? { ns: 'common', key: fullKey } : { ns: fullKey.slice(0, i), key: fullKey.slice(i + 1) };
}
