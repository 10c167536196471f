import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { envSchema, loadConfig } from './config';

const root = path.resolve(import.meta.dirname, '../..');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(full);
    return /\.(ts|mjs)$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [full] : [];
  });
}

describe('.env.example', () => {
  it('lists every setting the server and its start scripts read', () => {
    const example = fs.readFileSync(path.join(root, '.env.example'), 'utf8');
    const listed = new Set([...example.matchAll(/^#? ?([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]));
    const read = new Set(Object.keys(envSchema.shape));
    for (const file of [
      ...sourceFiles(path.join(root, 'src/server')),
      path.join(root, 'scripts/start.mjs'),
      path.join(root, 'scripts/dev.mjs'),
    ]) {
      for (const m of fs.readFileSync(file, 'utf8').matchAll(/process\.env\.([A-Z][A-Z0-9_]+)/g))
        read.add(m[1]!);
    }
    expect([...read].filter((name) => !listed.has(name)).sort()).toEqual([]);
  });
});

describe('configuration', () => {
  it('refuses settings made for the tests in production (TEST_CLOCK)', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', TEST_CLOCK: '1' })).toThrow(/TEST_CLOCK=1/);
    expect(loadConfig({ NODE_ENV: 'development', TEST_CLOCK: '1' }).TEST_CLOCK).toBe('1');
    expect(loadConfig({ NODE_ENV: 'production', TEST_CLOCK: '0' }).isProduction).toBe(true);
  });

  it('gives a grace period of 25 s after SIGTERM unless configured', () => {
    expect(loadConfig({}).SHUTDOWN_GRACE_MS).toBe(25_000);
    expect(loadConfig({ SHUTDOWN_GRACE_MS: '5000' }).SHUTDOWN_GRACE_MS).toBe(5000);
  });
});
