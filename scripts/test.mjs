// `npm test`: typecheck, lint, unit tests and browser journeys in turn; stops at the first
// failing step and prints how long each step and the whole run took.
import { spawnSync } from 'node:child_process';

const steps = ['typecheck', 'lint', 'test:unit', 'test:e2e'];
const times = [];
const started = performance.now();
let status = 0;
for (const step of steps) {
  const stepStarted = performance.now();
  const result = spawnSync('npm', ['run', '--silent', step], { stdio: 'inherit' });
  times.push([step, performance.now() - stepStarted, result.status === 0 ? 'ok' : 'failed']);
  if (result.status !== 0) {
    status = result.status ?? 1;
    break;
  }
}
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
console.log('\nnpm test durations');
for (const [step, ms, outcome] of times)
  console.log(`  ${step.padEnd(10)} ${seconds(ms).padStart(9)}  ${outcome}`);
console.log(`  ${'total'.padEnd(10)} ${seconds(performance.now() - started).padStart(9)}`);
process.exit(status);
