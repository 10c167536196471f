import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { notifications, profiles } from '../../db/schema';
import type { MailMessage } from '../../lib/mail';
import { createUser, type TestUser } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/harness';
import { EMAIL_MAX_AGE_MS, emailSwitchFor, sendNotificationEmails } from './email';
import { createNotification } from './service';

let ctx: TestContext;
let ayse: TestUser;
const outbox = () => (ctx.services.mailer as unknown as { sent: MailMessage[] }).sent;
const run = (now?: Date) =>
  sendNotificationEmails(ctx.services.db, ctx.services.mailer, 'https://market.test', now);

beforeAll(async () => {
  ctx = await createTestContext();
  ayse = await createUser(ctx, { name: 'Ayşe Test' });
  await ctx.services.db.update(profiles).set({ language: 'tr' }).where(eq(profiles.userId, ayse.id));
});
afterAll(async () => {
  await ctx.close();
});
beforeEach(async () => {
  await run(); // settle anything pending from earlier tests
  outbox().length = 0;
  await ctx.services.db
    .update(profiles)
    .set({ emailNotifications: true, projectUpdates: true })
    .where(eq(profiles.userId, ayse.id));
});

const review = () =>
  createNotification(ctx.services.db, {
    userId: ayse.id,
    type: 'review',
    key: 'notifications:event.reviewReceived',
    vars: { reviewer: 'Can', project: 'Logo', rating: 5 },
  });
const approved = () =>
  createNotification(ctx.services.db, {
    userId: ayse.id,
    type: 'job_accepted',
    key: 'notifications:event.applicationApproved',
    vars: { project: 'Logo' },
  });

describe('notification e-mails', () => {
  it("e-mails a new notification once, in the recipient's language, with links back", async () => {
    await review();
    expect(await run()).toBe(1);
    expect(await run()).toBe(0);
    expect(outbox()).toHaveLength(1);
    const [mail] = outbox();
    expect(mail!.to).toBe(ayse.email);
    expect(mail!.subject).toBe('Yeni değerlendirme');
    expect(mail!.text).toContain('https://market.test/notifications');
    expect(mail!.text).toContain('https://market.test/account-settings');
  });

  it('obeys the two switches of Account Settings', async () => {
    expect(emailSwitchFor('notifications:event.applicationApproved')).toBe('projectUpdates');
    expect(emailSwitchFor('notifications:event.reviewReceived')).toBe('emailNotifications');
    await ctx.services.db.update(profiles).set({ projectUpdates: false }).where(eq(profiles.userId, ayse.id));
    await approved();
    await review();
    expect(await run()).toBe(1);
    expect(outbox().map((m) => m.subject)).toEqual(['Yeni değerlendirme']);

    await ctx.services.db
      .update(profiles)
      .set({ emailNotifications: false, projectUpdates: true })
      .where(eq(profiles.userId, ayse.id));
    await review();
    await approved();
    expect(await run()).toBe(1);
    expect(outbox().map((m) => m.subject)).toEqual(['Yeni değerlendirme', 'İş Başvurusu Onaylandı!']);
  });

  it('never sends one notification twice when two jobs run at once, and skips stale ones', async () => {
    for (let i = 0; i < 3; i += 1) await review();
    const [a, b] = await Promise.all([run(), run()]);
    expect(a + b).toBe(3);
    expect(outbox()).toHaveLength(3);

    const note = await review();
    const later = new Date(Date.now() + EMAIL_MAX_AGE_MS + 60_000);
    const before = Date.now();
    expect(await run(later)).toBe(0);
    const after = Date.now();
    expect(outbox()).toHaveLength(3);
    // Marked as handled when the job ran, so it is never picked up again.
    const [row] = await ctx.services.db.select().from(notifications).where(eq(notifications.id, note!.id));
    expect(row!.emailedAt).toBeInstanceOf(Date);
    expect(row!.emailedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(row!.emailedAt!.getTime()).toBeLessThanOrEqual(after + 1000);
  });
});
