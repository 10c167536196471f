// The contract engine's statuses have one home (decision 090): src/shared/contract-machine.ts.
// Fails when a contract, milestone or dispute status is written as a string literal in the sources of
// the server, the web or src/shared anywhere but the machine, the database schema and its
// migrations (tests are left out: they assert statuses). Code names them through the machine (CONTRACT.in_progress, MILESTONE.funded, the named
// sets, the transition table).
//   - statuses only the contract engine has are refused wherever they appear;
//   - statuses other tables share ('completed', 'open', 'refunded', ...) are refused on a line that
//     reads a status and names a contract, milestone or dispute, and anywhere in the contracts and
//     disputes modules.
// A line that names another table's status says so in a comment on it or just above it:
// `// not an engine status: <whose>`.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const DIRS = ['src/server', 'src/web', 'src/shared'].map((dir) => path.join(root, dir));
const ALLOWED = [
  /^src\/shared\/contract-machine\.ts$/,
  /^src\/shared\/offer-machine\.ts$/,
  /^src\/server\/test\//,
  /^src\/server\/db\/schema\//,
  /^src\/server\/db\/migrations\//,
  /^src\/server\/db\/sql\//,
  // Generated from the OpenAPI document (npm run api:types), which states the statuses as enums.
  /^src\/shared\/api\/openapi\.gen\.ts$/,
];

const ONLY_OURS = ['awaiting_payment', 'awaiting_requirements', 'in_progress', 'unfunded', 'escalated'];
const SHARED = [
  'delivered',
  'completed',
  'cancelled',
  'funded',
  'released',
  'refunded',
  'open',
  'resolved',
  'withdrawn',
];
const OWN_MODULES = [
  /^src\/server\/modules\/contracts\//,
  /^src\/server\/modules\/disputes\//,
  /^src\/web\/features\/contracts\//,
  /^src\/web\/features\/disputes\//,
];

const quoted = (words) => new RegExp(`(['"\`])(${words.join('|')})\\1`);
const onlyOurs = quoted(ONLY_OURS);
const shared = quoted(SHARED);
const statusRead = /status/i;
const MARKER = /\/\/ not an engine status/;
const engineNoun = /contract|milestone|dispute/i;

function sourceFiles(dir) {
  const out = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...sourceFiles(full));
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) out.push(full);
  }
  return out;
}

const problems = [];
for (const file of DIRS.flatMap(sourceFiles)) {
  const rel = path.relative(root, file).split(path.sep).join('/');
  if (ALLOWED.some((re) => re.test(rel))) continue;
  const own = OWN_MODULES.some((re) => re.test(rel));
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  lines.forEach((line, i) => {
    if (MARKER.test(line) || (i > 0 && /^\s*\/\/ not an engine status/.test(lines[i - 1]))) return;
    const code = line.replace(/\/\/.*$/, '');
    if (/^\s*(\*|\/\*)/.test(code)) return; // comments
    const hit =
      onlyOurs.exec(code) ??
      (statusRead.test(code) && (own || engineNoun.test(code)) ? shared.exec(code) : null);
    if (hit)
      problems.push(`${rel}:${i + 1}: status literal '${hit[2]}' (use src/shared/contract-machine.ts)`);
  });
}

if (problems.length) {
  for (const p of problems) console.error(p);
  console.error(`${problems.length} contract, milestone or dispute status literal(s) outside the machine`);
  process.exit(1);
}
console.log('status literals: contract, milestone and dispute statuses only in the machine and the schema');
