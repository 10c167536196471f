import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admins, auditLog, contracts, ledgerTransactions, user } from '../../db/schema';
import { acquireDataDirLock, DataDirLockedError, LOCK_FILE } from '../../lib/data-dir-lock';
import { call } from '../../test/call';
import { createUser, type TestUser } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/harness';
import { getOrCreateAccount, postTransaction } from '../money/ledger';
import { markPayoutPaid, requestPayout } from '../money/payouts';
import { runAdminCommand } from './cli';
import { adminOverview } from './overview';

let ctx: TestContext;
let admin: TestUser;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await createUser(ctx, { name: 'Ada Admin' });
  await ctx.services.db.insert(admins).values({ userId: admin.id });
});
afterAll(async () => {
  await ctx.close();
});

describe('npm run admin', () => {
  it('grants, lists and revokes by e-mail address, audited with no actor', async () => {
    const member = await createUser(ctx, { email: 'Operator@Example.com', name: 'Olive Operator' });
    const granted = await runAdminCommand(ctx.services.db, ['grant', 'operator@example.com']);
    expect(granted).toEqual({ code: 0, output: 'operator@example.com is now an administrator.' });
    expect(await ctx.services.db.select().from(admins).where(eq(admins.userId, member.id))).toHaveLength(1);
    expect((await runAdminCommand(ctx.services.db, ['grant', 'operator@example.com'])).output).toBe(
      'operator@example.com already is an administrator.',
    );
    const listed = await runAdminCommand(ctx.services.db, ['list']);
    expect(listed.output).toContain('operator@example.com\tOlive Operator');
    expect(listed.output).toContain('(command line)');

    expect((await runAdminCommand(ctx.services.db, ['revoke', 'operator@example.com'])).code).toBe(0);
    expect(await ctx.services.db.select().from(admins).where(eq(admins.userId, member.id))).toHaveLength(0);
    const audit = await ctx.services.db.select().from(auditLog).where(eq(auditLog.entityId, member.id));
    expect(audit.map((a) => [a.action, a.actorId]).sort()).toEqual([
      ['admin.granted', null],
      ['admin.revoked', null],
    ]);
  });

  it('refuses an unknown address and wrong usage with their exit codes', async () => {
    expect(await runAdminCommand(ctx.services.db, ['grant', 'nobody@example.com'])).toEqual({
      code: 1,
      output: 'No account with the e-mail address nobody@example.com.',
    });
    expect((await runAdminCommand(ctx.services.db, [])).code).toBe(2);
    expect((await runAdminCommand(ctx.services.db, ['promote', 'a@b.c'])).code).toBe(2);
    expect((await runAdminCommand(ctx.services.db, ['grant'])).code).toBe(2);
  });

  it('keeps a PGlite data folder to one process: a living holder refuses, a dead one is taken over', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-lock-'));
    try {
      // The parent process (the test runner) is alive: it plays the running app.
      fs.writeFileSync(
        path.join(dir, LOCK_FILE),
        JSON.stringify({ pid: process.ppid, role: 'server', since: '2026-11-24T05:00:00.000Z' }),
      );
      expect(() => acquireDataDirLock(dir, 'admin command')).toThrow(DataDirLockedError);
      expect(() => acquireDataDirLock(dir, 'admin command')).toThrow(/stop it first/);
      // A process id nobody has: the app crashed, the lock is stale.
      fs.writeFileSync(
        path.join(dir, LOCK_FILE),
        JSON.stringify({ pid: 2 ** 22 + 7, role: 'server', since: '' }),
      );
      const lock = acquireDataDirLock(dir, 'admin command');
      expect(JSON.parse(fs.readFileSync(path.join(dir, LOCK_FILE), 'utf8')).pid).toBe(process.pid);
      lock.release();
      expect(fs.existsSync(path.join(dir, LOCK_FILE))).toBe(false);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('administrators from the console', () => {
  it('grants and revokes another user’s role, audited with the actor, never one’s own', async () => {
    const member = await createUser(ctx, { name: 'Mia Member' });
    expect((await call(ctx, 'PUT', `/api/admin/users/${member.id}/admin`, member)).status).toBe(403);
    expect((await call(ctx, 'PUT', `/api/admin/users/${member.id}/admin`, admin)).body).toEqual({
      admin: true,
    });
    const page = await call(ctx, 'GET', `/api/admin/users/${member.id}`, admin);
    expect(page.body).toMatchObject({ admin: true, self: false, name: 'Mia Member' });
    expect((await call(ctx, 'DELETE', `/api/admin/users/${member.id}/admin`, admin)).body).toEqual({
      admin: false,
    });
    const self = await call(ctx, 'DELETE', `/api/admin/users/${admin.id}/admin`, admin);
    expect(self.status).toBe(409);
    expect((await call(ctx, 'GET', `/api/admin/users/${admin.id}`, admin)).body).toMatchObject({
      admin: true,
      self: true,
    });
    expect((await call(ctx, 'GET', '/api/admin/users/no-such-user', admin)).status).toBe(404);
    const audit = await ctx.services.db.select().from(auditLog).where(eq(auditLog.entityId, member.id));
    expect(audit.map((a) => [a.action, a.actorId]).sort()).toEqual([
      ['admin.granted', admin.id],
      ['admin.revoked', admin.id],
    ]);
    const found = await call(ctx, 'GET', '/api/admin/users?q=mia%20mem', admin);
    expect(found.body).toMatchObject({ total: 1, items: [{ id: member.id, admin: false }] });
  });
});

describe('the overview', () => {
  it('adds up escrow, fees, payouts and the queue from known postings, and checks the ledger', async () => {
    const db = ctx.services.db;
    const now = new Date('2026-11-24T12:00:00Z');
    const client = await createUser(ctx, { name: 'Cem Client' });
    const freelancer = await createUser(ctx, { name: 'Fay Freelancer' });
    await db.transaction(async (tx) => {
      const clearing = await getOrCreateAccount(tx, { userId: null, kind: 'provider_clearing' });
      const available = await getOrCreateAccount(tx, { userId: client.id, kind: 'user_available' });
      const escrow = await getOrCreateAccount(tx, { userId: client.id, kind: 'user_escrow' });
      const earned = await getOrCreateAccount(tx, { userId: freelancer.id, kind: 'user_available' });
      const fees = await getOrCreateAccount(tx, { userId: null, kind: 'platform_fees' });
      await postTransaction(tx, {
        kind: 'topup',
        idempotencyKey: 'ov:topup',
        entries: [
          { accountId: clearing, amountCents: -10_000 },
          { accountId: available, amountCents: 10_000 },
        ],
      });
      await postTransaction(tx, {
        kind: 'escrow_hold',
        idempotencyKey: 'ov:hold',
        entries: [
          { accountId: available, amountCents: -3_000 },
          { accountId: escrow, amountCents: 3_000 },
        ],
      });
      await postTransaction(tx, {
        kind: 'escrow_release',
        idempotencyKey: 'ov:release',
        entries: [
          { accountId: escrow, amountCents: -1_000 },
          { accountId: earned, amountCents: 900 },
          { accountId: fees, amountCents: 100 },
        ],
      });
    });
    const withdrawal = {
      userId: freelancer.id,
      accountHolder: 'Fay Freelancer',
      iban: 'TR330006100519786457841326',
    };
    const paid = await requestPayout(db, { ...withdrawal, amountCents: 500 });
    await markPayoutPaid(db, paid.id, { decidedBy: admin.id, reference: 'B-1' });
    await requestPayout(db, { ...withdrawal, amountCents: 200 });

    // Sign-ups and orders: today, 10 days ago, and 40 days ago (outside the chart).
    await db
      .update(user)
      .set({ createdAt: new Date('2026-11-14T08:00:00Z') })
      .where(eq(user.id, client.id));
    await db
      .update(user)
      .set({ createdAt: new Date('2026-10-01T08:00:00Z') })
      .where(eq(user.id, freelancer.id));
    const order = (createdAt: string) => ({
      kind: 'service',
      clientId: client.id,
      freelancerId: freelancer.id,
      title: 'Logo',
      priceCents: 5_000,
      deliveryDays: 3,
      status: 'in_progress',
      createdAt: new Date(createdAt),
    });
    await db
      .insert(contracts)
      .values([order('2026-11-24T01:00:00Z'), order('2026-11-24T23:00:00Z'), order('2026-11-14T10:00:00Z')]);

    const overview = await adminOverview(db, now);
    expect(overview.money).toEqual({
      escrowCents: 2_000,
      feesCents: 100,
      paidOutCents: 500,
      pendingPayoutCents: 200,
      pendingPayoutCount: 1,
    });
    expect(overview.ledger).toMatchObject({ balanced: true, unbalancedTransactions: 0, totalCents: 0 });
    expect(overview.ledger.transactions).toBe(6);
    expect(overview.queues[0]).toEqual({
      key: 'payouts',
      labelKey: 'admin:overview.queue.payouts',
      to: '/admin/payouts',
      count: 1,
    });
    expect(overview.queues.find((q) => q.key === 'reports')).toMatchObject({
      to: '/admin/reports',
      count: 0,
    });
    expect(overview.signups).toHaveLength(30);
    expect(overview.signups[0]!.day).toBe('2026-10-26');
    expect(overview.signups.at(-1)!.day).toBe('2026-11-24');
    expect(overview.signups.find((d) => d.day === '2026-11-14')!.count).toBe(1);
    expect(overview.signups.reduce((s, d) => s + d.count, 0)).toBe(
      0 + 1 + (await countUsersOn('2026-11-24')),
    );
    expect(overview.orders.find((d) => d.day === '2026-11-24')!.count).toBe(2);
    expect(overview.orders.find((d) => d.day === '2026-11-14')!.count).toBe(1);
    expect(overview.orders.reduce((s, d) => s + d.count, 0)).toBe(3);

    // A transaction without entries is not balanced: the check says so.
    await db.insert(ledgerTransactions).values({ kind: 'topup', idempotencyKey: 'ov:broken' });
    const broken = await adminOverview(db, now);
    expect(broken.ledger).toMatchObject({ balanced: false, unbalancedTransactions: 1 });
  });
});

async function countUsersOn(day: string): Promise<number> {
  const { rows } = (await ctx.services.db.execute(
    sql`select count(*)::int as n from "user" where to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') = ${day}`,
  )) as unknown as { rows: { n: number }[] };
  return Number(rows[0]!.n);
}
