// Fails when code uses a translation key ('ns:key.path') that the English catalogue does not have,
// or when the English and Turkish catalogues do not hold the same keys (so a key found in English
// exists in Turkish too). Keys are found as literals anywhere in the code (t() calls, zod messages,
// AppError keys, server-side translate()), which is why this is not i18next-cli (decision 041).
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const LANGUAGES = ['en', 'tr'];
const load = (lang) => {
  const dir = path.join(root, 'src/shared/locales', lang);
  const out = {};
  for (const file of fs.readdirSync(dir)) {
    if (file.endsWith('.json'))
      out[file.replace('.json', '')] = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
  }
  return out;
};
const byLanguage = Object.fromEntries(LANGUAGES.map((lang) => [lang, load(lang)]));
const catalogues = byLanguage.en;

/** Every leaf key of a catalogue as 'ns:a.b.c'. */
const leaves = (cats) => {
  const keys = new Set();
  const visit = (ns, prefix, node) => {
    for (const [k, v] of Object.entries(node)) {
      const key = prefix ? `${prefix}.${k}` : k;
      if (v && typeof v === 'object') visit(ns, key, v);
      else keys.add(`${ns}:${key}`);
    }
  };
  for (const [ns, node] of Object.entries(cats)) visit(ns, '', node);
  return keys;
};
const mismatched = [];
const english = leaves(byLanguage.en);
for (const lang of LANGUAGES.filter((l) => l !== 'en')) {
  const other = leaves(byLanguage[lang]);
  for (const key of english) if (!other.has(key)) mismatched.push(`${key} is missing in ${lang}`);
  for (const key of other) if (!english.has(key)) mismatched.push(`${key} is in ${lang} but not in en`);
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
if (missing.length || mismatched.length) {
  if (missing.length)
    console.error(
      `Translation keys used in code but missing from the English catalogue:\n${missing.join('\n')}`,
    );
  if (mismatched.length) console.error(`English and Turkish catalogues differ:\n${mismatched.join('\n')}`);
  process.exit(1);
}
console.log('i18n keys: ok');
