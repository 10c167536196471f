// Fails when code uses a translation key ('ns:key.path') that the English catalogue does not have.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const localeDir = path.join(root, 'src/shared/locales/en');
const catalogues = {};
for (const file of fs.readdirSync(localeDir)) {
  if (file.endsWith('.json'))
    catalogues[file.replace('.json', '')] = JSON.parse(fs.readFileSync(path.join(localeDir, file), 'utf8'));
}
const has = (ns, key) => {
  let node = catalogues[ns];
  for (const part of key.split('.')) {
    if (node && typeof node === 'object' && part in node) node = node[part];
    else return false;
  }
  return typeof node === 'string' || (node && typeof node === 'object');
};

const missing = [];
const walk = (dir) => {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full);
    else if (/\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
      const text = fs.readFileSync(full, 'utf8');
      // Literal keys only: 'namespace:some.key' inside quotes.
      for (const m of text.matchAll(/['"`]([a-z][\w-]*):([a-zA-Z][\w]*(?:\.[\w]+)*)['"`]/g)) {
        const [, ns, key] = m;
        if (!(ns in catalogues)) continue;
        // i18next plurals: t('ns:key', { count }) reads key_one / key_other.
        if (!has(ns, key) && !has(ns, `${key}_one`) && !has(ns, `${key}_other`))
          missing.push(`${path.relative(root, full)}: ${ns}:${key}`);
      }
    }
  }
};
walk(path.join(root, 'src'));
if (missing.length) {
  console.error(
    `Translation keys used in code but missing from the English catalogue:\n${missing.join('\n')}`,
  );
  process.exit(1);
}
console.log('i18n keys: ok');
