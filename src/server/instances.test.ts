import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { createServices } from './bootstrap';
import { loadConfig } from './config';
import { type Database, openDatabase } from './db/client';
import { holdInstanceLock, InstanceConflictError } from './db/instance-lock';
import { sharedSecret } from './db/shared-secrets';
import type { AppServices } from './services';
import { openTestDatabase } from './test/harness';

/**
 * Several instances on one PostgreSQL database are one site (decision 094): with no secret
 * configured they share the one kept in the database, so a session made on one works on another;
 * an instance with local file storage refuses to run beside another.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('instances on one PostgreSQL database', () => {
  let url: string;
  let drop: () => Promise<void>;
  let first: Database;
  const opened: { database: Database; services: AppServices }[] = [];
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'marketplace-instances-'));

  /** One instance: its own pool, its own data folder, no BETTER_AUTH_SECRET. */
  async function instance(name: string) {
    const database = await openDatabase({ url });
    const config = loadConfig({
      NODE_ENV: 'test',
      BASE_URL: 'http://localhost:3999',
      DATA_DIR: path.join(tmp, name),
    });
    const services = await createServices(config, { database, migrate: false, rateLimit: false });
    opened.push({ database, services });
    return createApp(services);
  }

  beforeAll(async () => {
    const made = await openTestDatabase();
    first = made.database;
    url = made.url!;
    drop = made.drop;
  });
  afterAll(async () => {
    for (const { database, services } of opened) {
      await services.live.close();
      await database.close();
    }
    await first.close();
    await drop();
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  it('share one generated secret, even when they make it at the same moment', async () => {
    const secrets = await Promise.all(Array.from({ length: 5 }, () => sharedSecret(first.db, 'race-test')));
    expect(new Set(secrets).size).toBe(1);
    expect(secrets[0]).toMatch(/^[0-9a-f]{64}$/);
  });

  it('honour each other’s sessions without a configured secret', async () => {
    const [a, b] = await Promise.all([instance('a'), instance('b')]);
    const email = `two-${Date.now()}@example.com`;
    const password = 'secret123';
    const json = { 'content-type': 'application/json' };
    const signUp = await a.request('/api/auth/sign-up/email', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ name: 'Two', email, password, confirmPassword: password, acceptTerms: true }),
    });
    expect(signUp.status).toBe(200);
    const signIn = await a.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email, password }),
    });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const onB = await b.request('/api/auth/get-session', { headers: { cookie } });
    expect(onB.status).toBe(200);
    expect(((await onB.json()) as { user?: { email: string } } | null)?.user?.email).toBe(email);
    expect((await b.request('/api/notifications', { headers: { cookie } })).status).toBe(200);
  });

  it('refuse an instance with local files beside another, and another beside one with local files', async () => {
    const local = await holdInstanceLock(url, 'exclusive');
    await expect(holdInstanceLock(url, 'exclusive')).rejects.toThrow(InstanceConflictError);
    await expect(holdInstanceLock(url, 'shared')).rejects.toThrow(/STORAGE_DRIVER=local/);
    await local.release();
    const s3a = await holdInstanceLock(url, 'shared');
    const s3b = await holdInstanceLock(url, 'shared');
    await expect(holdInstanceLock(url, 'exclusive')).rejects.toThrow(/STORAGE_DRIVER=s3/);
    await s3a.release();
    await s3b.release();
    const alone = await holdInstanceLock(url, 'exclusive');
    await alone.release();
  });
});
