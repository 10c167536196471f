import { DISPUTE } from '@shared/contract-machine';
import type { AdminDayCount, AdminOverview } from '@shared/schemas/admin';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

/* The console's overview (decision 060): money from the ledger, the queues, and 30 days of activity. */

export interface QueueCounter {
  key: string;
  /** Full translation key of the counter's label ('admin:overview.queue.payouts'). */
  labelKey: string;
  /** The console page of the queue. */
  to: string;
  count(db: DbOrTx): Promise<number>;
}

async function countOf(db: DbOrTx, query: ReturnType<typeof sql>): Promise<number> {
  const { rows } = (await db.execute(query)) as unknown as { rows: { n: number | string }[] };
  return Number(rows[0]?.n ?? 0);
}

/**
 * The queues whose sizes the overview shows, in this order. A section with a queue adds its
 * counter here with one line.
 */
export const QUEUE_COUNTERS: QueueCounter[] = [
  {
    key: 'payouts',
    labelKey: 'admin:overview.queue.payouts',
    to: '/admin/payouts',
    count: (db) => countOf(db, sql`select count(*)::int as n from payout_requests where status = 'pending'`),
  },
  {
    key: 'disputes',
    labelKey: 'disputes:admin.nav',
    to: '/admin/disputes',
    // Disputes waiting for an administrator (decision 061).
    count: (db) =>
      countOf(db, sql`select count(*)::int as n from disputes where status = ${DISPUTE.escalated}`),
  },
  {
    key: 'reports',
    labelKey: 'moderation:admin.nav',
    to: '/admin/reports',
    // Counted here in SQL: the reports module depends on this one (guard, audit), not the reverse.
    count: (db) => countOf(db, sql`select count(*)::int as n from reports where status = 'open'`),
  },
  {
    key: 'messages',
    labelKey: 'admin:messages.queue',
    to: '/admin/messages',
    // The contact form's open messages (decision 119).
    count: (db) => countOf(db, sql`select count(*)::int as n from contact_messages where status = 'open'`),
  },
];

export const CHART_DAYS = 30;

/** The last `CHART_DAYS` UTC days up to `now`, oldest first, each with its count (0 when none). */
async function perDay(db: DbOrTx, table: 'user' | 'contracts', now: Date): Promise<AdminDayCount[]> {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const from = new Date(today - (CHART_DAYS - 1) * 86_400_000);
  const { rows } = (await db.execute(sql`
    select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day, count(*)::int as n
    from ${sql.identifier(table)}
    where created_at >= ${from.toISOString()}::timestamptz
      and created_at < ${new Date(today + 86_400_000).toISOString()}::timestamptz
    group by 1`)) as unknown as { rows: { day: string; n: number | string }[] };
  const counts = new Map(rows.map((r) => [r.day, Number(r.n)]));
  return Array.from({ length: CHART_DAYS }, (_, i) => {
    const day = new Date(from.getTime() + i * 86_400_000).toISOString().slice(0, 10);
    return { day, count: counts.get(day) ?? 0 };
  });
}

export async function adminOverview(db: DbOrTx, now: Date): Promise<AdminOverview> {
  const { rows: balances } = (await db.execute(sql`
    select a.kind, coalesce(sum(e.amount_cents), 0)::text as total
    from ledger_accounts a left join ledger_entries e on e.account_id = a.id
    where a.kind in ('user_escrow', 'platform_fees', 'payouts', 'user_payout_pending')
    group by a.kind`)) as unknown as { rows: { kind: string; total: string }[] };
  const sum = (kind: string) => Number(balances.find((b) => b.kind === kind)?.total ?? 0);
  const { rows: checks } = (await db.execute(sql`
    select
      (select count(*) from ledger_transactions)::int as transactions,
      (select count(*) from (
         select t.id from ledger_transactions t left join ledger_entries e on e.transaction_id = t.id
         group by t.id having coalesce(sum(e.amount_cents), 0) <> 0 or count(e.id) < 2
       ) u)::int as unbalanced,
      (select coalesce(sum(amount_cents), 0) from ledger_entries)::text as total`)) as unknown as {
    rows: { transactions: number; unbalanced: number; total: string }[];
  };
  const check = checks[0]!;
  const queues = await Promise.all(
    QUEUE_COUNTERS.map(async (q) => ({
      key: q.key,
      labelKey: q.labelKey,
      to: q.to,
      count: await q.count(db),
    })),
  );
  const [signups, orders] = await Promise.all([perDay(db, 'user', now), perDay(db, 'contracts', now)]);
  const totalCents = Number(check.total);
  const unbalancedTransactions = Number(check.unbalanced);
  return {
    money: {
      escrowCents: sum('user_escrow'),
      feesCents: sum('platform_fees'),
      paidOutCents: sum('payouts'),
      pendingPayoutCents: sum('user_payout_pending'),
      pendingPayoutCount: queues.find((q) => q.key === 'payouts')?.count ?? 0,
    },
    ledger: {
      balanced: totalCents === 0 && unbalancedTransactions === 0,
      transactions: Number(check.transactions),
      unbalancedTransactions,
      totalCents,
    },
    queues,
    signups,
    orders,
  };
}
