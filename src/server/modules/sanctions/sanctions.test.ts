import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  admins,
  auditLog,
  contracts,
  disputes,
  notifications,
  profiles,
  replyWatches,
  sanctions,
} from '../../db/schema';
import { setClockOffset } from '../../lib/clock';
import { listingsHidden, servicesHidden } from '../../lib/listing-visibility';
import type { Mailer } from '../../lib/mail';
import { applicationBody, callOk, projectBody, serviceBody } from '../../security/world';
import { call } from '../../test/call';
import { createUser, signIn, type TestUser } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/harness';
import { sendNotificationEmails } from '../notifications/email';
import { runReplyWatch } from './replies';
import { accountStanding, applySanction } from './service';

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

let ctx: TestContext;
let admin: TestUser;
let visitor: TestUser;
beforeAll(async () => {
  ctx = await createTestContext();
  [admin, visitor] = await Promise.all([
    createUser(ctx, { name: 'Ada Admin' }),
    createUser(ctx, { name: 'Vera Visitor' }),
  ]);
  await ctx.services.db.insert(admins).values({ userId: admin.id });
});
afterEach(() => {
  setClockOffset(0);
});
afterAll(async () => {
  await ctx.close();
});

/** A freelancer with a service and a client with a project, each with a unique word to search. */
async function freelancerWithService(word: string) {
  const freelancer = await createUser(ctx, { name: `Fatma ${word}` });
  const service = (await callOk(ctx, 'POST', '/api/services', freelancer, {
    ...serviceBody,
    header: `I will design a ${word} logo for your brand`,
  })) as { id: string };
  return { freelancer, serviceId: service.id };
}

const searchIds = async (kind: string, q: string) =>
  (
    (await call(ctx, 'GET', `/api/search?kind=${kind}&q=${q}`, visitor)).body.items as {
      id?: string;
      profileId?: string;
    }[]
  ).map((i) => i.id ?? i.profileId);

const apply = (user: TestUser, kind: string, reason = 'Spam in messages', lang = 'en') =>
  call(ctx, 'POST', `/api/admin/users/${user.id}/sanctions`, admin, { kind, reason }, { lang: lang });

describe('applying account states', () => {
  it('lets only administrators apply, with a reason, audited and notified in the same transaction', async () => {
    const target = await createUser(ctx);
    expect((await apply(target, 'warning')).status).toBe(201);
    expect(
      (
        await call(ctx, 'POST', `/api/admin/users/${target.id}/sanctions`, visitor, {
          kind: 'warning',
          reason: 'x',
        })
      ).status,
    ).toBe(403);
    const noReason = await apply(target, 'warning', '   ', 'tr');
    expect(noReason.status).toBe(400);
    expect(noReason.body.error.message).toBe('Lütfen bir gerekçe yazın');
    expect(
      (await call(ctx, 'POST', '/api/admin/users/nobody/sanctions', admin, { kind: 'warning', reason: 'x' }))
        .status,
    ).toBe(404);

    const audit = await ctx.services.db.select().from(auditLog).where(eq(auditLog.entityId, target.id));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorId: admin.id,
      action: 'sanction.applied',
      reason: 'Spam in messages',
    });
    const notes = await ctx.services.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, target.id), eq(notifications.type, 'account')));
    expect(notes).toHaveLength(1);
    expect(notes[0]!.description).toContain('Spam in messages');

    // The person sees it on their standing, with the reason.
    const standing = await call(ctx, 'GET', '/api/account/standing', target);
    expect(standing.body.active).toEqual([
      expect.objectContaining({ kind: 'warning', reason: 'Spam in messages', endsAt: null }),
    ]);
  });

  it('e-mails the person even when their e-mail switches are off, linking to their standing', async () => {
    const target = await createUser(ctx);
    await ctx.services.db
      .update(profiles)
      .set({ emailNotifications: false, projectUpdates: false })
      .where(eq(profiles.userId, target.id));
    await sendNotificationEmails(ctx.services.db, { send: async () => {} } as unknown as Mailer, 'http://x');
    expect((await apply(target, 'warning', 'Rude messages')).status).toBe(201);
    const sent: { to: string; text: string }[] = [];
    const mailer = {
      send: async (m: { to: string; text: string }) => void sent.push(m),
    } as unknown as Mailer;
    await sendNotificationEmails(ctx.services.db, mailer, 'http://x');
    expect(sent.filter((m) => m.to === target.email)).toEqual([
      expect.objectContaining({ text: expect.stringContaining('http://x/account/standing') }),
    ]);
    expect(sent.find((m) => m.to === target.email)!.text).toContain('Rude messages');
  });

  it('refuses the same timed state twice while it is in force', async () => {
    const target = await createUser(ctx);
    expect((await apply(target, 'messaging_suspension')).status).toBe(201);
    const again = await apply(target, 'messaging_suspension');
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('SANCTION_ACTIVE');
  });
});

describe('a 10-day restriction', () => {
  it('hides the profile, services and projects from everyone else until it ends, at the boundary', async () => {
    const { freelancer, serviceId } = await freelancerWithService('zebrastripe');
    const project = (await callOk(ctx, 'POST', '/api/projects', freelancer, {
      ...projectBody('Zebrastripe mural for a cafe wall'),
    })) as { id: string };
    expect(await searchIds('services', 'zebrastripe')).toEqual([serviceId]);
    expect(await searchIds('freelancers', 'zebrastripe')).toEqual([freelancer.profileId]);
    expect(await searchIds('projects', 'zebrastripe')).toEqual([project.id]);

    const applied = await apply(freelancer, 'restriction');
    expect(applied.status).toBe(201);
    const endsAt = new Date(applied.body.sanction.endsAt);
    const startsAt = new Date(applied.body.sanction.startsAt);
    expect(endsAt.getTime() - startsAt.getTime()).toBe(10 * DAY);

    expect(await searchIds('services', 'zebrastripe')).toEqual([]);
    expect(await searchIds('freelancers', 'zebrastripe')).toEqual([]);
    expect(await searchIds('projects', 'zebrastripe')).toEqual([]);
    expect((await call(ctx, 'GET', `/api/services/${serviceId}`, visitor)).status).toBe(404);
    expect((await call(ctx, 'GET', `/api/services/${serviceId}`, null)).status).toBe(404);
    expect((await call(ctx, 'GET', `/api/profiles/${freelancer.profileId}`, visitor)).status).toBe(404);
    expect((await call(ctx, 'GET', `/api/projects/${project.id}`, visitor)).status).toBe(404);
    // Nor can anyone apply to the project or order the service.
    expect(
      (await call(ctx, 'POST', `/api/projects/${project.id}/applications`, visitor, applicationBody)).status,
    ).toBe(404);
    const order = await call(ctx, 'POST', `/api/services/${serviceId}/orders`, visitor, { tier: 'basic' });
    expect([order.status, order.body.error.code]).toEqual([404, 'SERVICE_NOT_FOUND']);
    const listed = await call(ctx, 'GET', '/api/projects?q=Zebrastripe', visitor);
    expect(listed.body.items).toEqual([]);
    // The owner still sees their own.
    expect((await call(ctx, 'GET', `/api/services/${serviceId}`, freelancer)).status).toBe(200);
    expect((await call(ctx, 'GET', `/api/profiles/${freelancer.profileId}`, freelancer)).status).toBe(200);
    expect((await call(ctx, 'GET', `/api/projects/${project.id}`, freelancer)).status).toBe(200);

    // Ends by itself: in force a millisecond before its end, over at its end.
    expect(await listingsHidden(ctx.services.db, freelancer.id, new Date(endsAt.getTime() - 1))).toBe(true);
    expect(await listingsHidden(ctx.services.db, freelancer.id, endsAt)).toBe(false);
    expect(await servicesHidden(ctx.services.db, freelancer.id, endsAt)).toBe(false);

    // Through the API, with the server's clock moved past the end: back everywhere.
    setClockOffset(10 * DAY + 60_000);
    expect(await searchIds('services', 'zebrastripe')).toEqual([serviceId]);
    expect(await searchIds('freelancers', 'zebrastripe')).toEqual([freelancer.profileId]);
    expect(await searchIds('projects', 'zebrastripe')).toEqual([project.id]);
    expect((await call(ctx, 'GET', `/api/services/${serviceId}`, visitor)).status).toBe(200);
    expect((await call(ctx, 'GET', `/api/profiles/${freelancer.profileId}`, visitor)).status).toBe(200);
    expect((await call(ctx, 'GET', `/api/projects/${project.id}`, visitor)).status).toBe(200);
    expect(
      ((await call(ctx, 'GET', '/api/projects?q=Zebrastripe', visitor)).body.items as { id: string }[]).map(
        (p) => p.id,
      ),
    ).toEqual([project.id]);
    const standing = await call(ctx, 'GET', '/api/account/standing', freelancer);
    expect(standing.body.active).toEqual([]);
    expect(standing.body.history[0]).toMatchObject({ kind: 'restriction', active: false });
  });

  it('ends early when an administrator lifts it, with its own audit row', async () => {
    const { freelancer, serviceId } = await freelancerWithService('quokkaline');
    const applied = await apply(freelancer, 'restriction');
    expect(await searchIds('services', 'quokkaline')).toEqual([]);
    const lifted = await call(ctx, 'POST', `/api/admin/sanctions/${applied.body.sanction.id}/lift`, admin, {
      reason: 'Appeal accepted',
    });
    expect(lifted.status).toBe(200);
    expect(lifted.body.sanction).toMatchObject({ active: false, liftReason: 'Appeal accepted' });
    expect(await searchIds('services', 'quokkaline')).toEqual([serviceId]);
    const again = await call(ctx, 'POST', `/api/admin/sanctions/${applied.body.sanction.id}/lift`, admin, {
      reason: 'Twice',
    });
    expect(again.status).toBe(409);
    const audit = await ctx.services.db.select().from(auditLog).where(eq(auditLog.entityId, freelancer.id));
    expect(audit.map((a) => a.action).sort()).toEqual(['sanction.applied', 'sanction.lifted']);
  });
});

describe('a 3-day messaging suspension', () => {
  it('refuses sending with a translated 403 that says until when, and ends after 3 days', async () => {
    const sender = await createUser(ctx, { name: 'Sam Sender' });
    const partner = await createUser(ctx, { name: 'Pat Partner' });
    const conv = (await callOk(ctx, 'POST', '/api/chat/conversations', sender, { userId: partner.id })) as {
      id: string;
    };
    const send = (lang = 'en') =>
      call(
        ctx,
        'POST',
        `/api/chat/conversations/${conv.id}/messages`,
        sender,
        { body: 'Hello there' },
        { lang: lang },
      );
    const applied = await apply(sender, 'messaging_suspension');
    const endsAt = new Date(applied.body.sanction.endsAt);
    expect(endsAt.getTime() - new Date(applied.body.sanction.startsAt).getTime()).toBe(3 * DAY);

    const refused = await send();
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('MESSAGING_SUSPENDED');
    expect(refused.body.error.message).toMatch(
      /^Your messaging is suspended until \w{3} \d{1,2}, \d{4} \d{2}:\d{2}/,
    );
    const tr = await send('tr');
    expect(tr.body.error.message).toMatch(/^Mesajlaşmanız \d{1,2} \S+ \d{4} \d{2}:\d{2} tarihine kadar/);
    // The partner can still write.
    expect(
      (await call(ctx, 'POST', `/api/chat/conversations/${conv.id}/messages`, partner, { body: 'Hi Sam' }))
        .status,
    ).toBe(201);

    setClockOffset(3 * DAY + 60_000);
    expect((await send()).status).toBe(201);
  });
});

describe('a closure', () => {
  it('ends the sessions, refuses sign-in with a translated message and hides the listings for good', async () => {
    const { freelancer, serviceId } = await freelancerWithService('narwhalic');
    expect((await call(ctx, 'GET', '/api/account/standing', freelancer)).status).toBe(200);
    expect((await apply(freelancer, 'closure', 'Fraud')).status).toBe(201);

    expect((await call(ctx, 'GET', '/api/account/standing', freelancer)).status).toBe(401);
    await expect(signIn(ctx, freelancer.email, freelancer.password)).rejects.toThrow(/403/);
    const res = await call(
      ctx,
      'POST',
      '/api/auth/sign-in/email',
      null,
      { email: freelancer.email, password: freelancer.password },
      { lang: 'tr' },
    );
    expect(res.status).toBe(403);
    const body = res.body as { error: { code: string; message: string } };
    expect(body.error.code).toBe('ACCOUNT_CLOSED');
    expect(body.error.message).toMatch(/^Bu hesap koşullar gereği kapatıldı/);
    expect(
      res.headers.getSetCookie().filter((c) => c.includes('session_token=') && !c.includes('Max-Age=0')),
    ).toEqual([]);

    setClockOffset(365 * DAY);
    expect(await searchIds('services', 'narwhalic')).toEqual([]);
    expect((await call(ctx, 'GET', `/api/services/${serviceId}`, visitor)).status).toBe(404);
    // A closed account gets nothing more applied.
    expect((await apply(freelancer, 'warning')).status).toBe(409);
  });

  it("sends the closed account's open contracts to the administrators as disputes", async () => {
    const freelancer = await createUser(ctx, { name: 'Closed Freelancer' });
    const client = await createUser(ctx, { name: 'Open Client' });
    const project = (await callOk(
      ctx,
      'POST',
      '/api/projects',
      client,
      projectBody('Design a closing logo'),
    )) as {
      id: string;
    };
    const application = (await callOk(
      ctx,
      'POST',
      `/api/projects/${project.id}/applications`,
      freelancer,
      applicationBody,
    )) as { id: string };
    await callOk(ctx, 'POST', `/api/applications/${application.id}/approve`, client);
    const [contract] = await ctx.services.db
      .select({ id: contracts.id, status: contracts.status })
      .from(contracts)
      .where(eq(contracts.projectId, project.id));
    expect(contract!.status).toBe('in_progress');

    expect((await apply(freelancer, 'closure', 'Fraud')).status).toBe(201);
    const opened = await ctx.services.db.select().from(disputes).where(eq(disputes.contractId, contract!.id));
    expect(opened).toHaveLength(1);
    expect(opened[0]).toMatchObject({ status: 'escalated', reason: 'account_closed' });
    // The contract is frozen: the client cannot complete it while the administrators decide.
    expect((await call(ctx, 'POST', `/api/projects/${project.id}/complete`, client)).status).toBe(409);
  });
});

describe('listing deactivation for an unanswered first message', () => {
  it('reminds after 24 hours, deactivates after 24 more, once across overlapping runs, and ends on reply', async () => {
    const { freelancer, serviceId } = await freelancerWithService('axolotlish');
    const client = await createUser(ctx, { name: 'Cem Client' });
    const conv = (await callOk(ctx, 'POST', '/api/chat/conversations', client, {
      userId: freelancer.id,
    })) as {
      id: string;
    };
    await callOk(ctx, 'POST', `/api/chat/conversations/${conv.id}/messages`, client, {
      body: 'Can you start Monday?',
    });
    const [watch] = await ctx.services.db
      .select()
      .from(replyWatches)
      .where(eq(replyWatches.conversationId, conv.id));
    expect(watch).toMatchObject({ freelancerId: freelancer.id, clientId: client.id, answeredAt: null });
    const t0 = watch!.firstMessageAt.getTime();
    const db = ctx.services.db;

    expect(await runReplyWatch(db, new Date(t0 + 24 * HOUR - 1))).toEqual({ reminded: 0, deactivated: 0 });
    const runs = await Promise.all([
      runReplyWatch(db, new Date(t0 + 24 * HOUR)),
      runReplyWatch(db, new Date(t0 + 24 * HOUR)),
      runReplyWatch(db, new Date(t0 + 25 * HOUR)),
    ]);
    expect(runs.reduce((n, r) => n + r.reminded, 0)).toBe(1);
    const reminders = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, freelancer.id), eq(notifications.type, 'account')));
    expect(reminders.map((n) => (n.data as { key: string }).key)).toEqual(['sanctions:notice.replyReminder']);

    const remindedAt = (await db.select().from(replyWatches).where(eq(replyWatches.id, watch!.id)))[0]!
      .remindedAt!;
    expect(await runReplyWatch(db, new Date(remindedAt.getTime() + 24 * HOUR - 1))).toEqual({
      reminded: 0,
      deactivated: 0,
    });
    const later = new Date(remindedAt.getTime() + 24 * HOUR);
    const deactivations = await Promise.all([runReplyWatch(db, later), runReplyWatch(db, later)]);
    expect(deactivations.reduce((n, r) => n + r.deactivated, 0)).toBe(1);
    const rows = await db.select().from(sanctions).where(eq(sanctions.userId, freelancer.id));
    expect(rows).toEqual([
      expect.objectContaining({ kind: 'listing_deactivation', endsAt: null, appliedBy: null }),
    ]);
    expect(await servicesHidden(db, freelancer.id, later)).toBe(true);
    // Only the services: the profile stays listed.
    expect(await listingsHidden(db, freelancer.id, later)).toBe(false);
    setClockOffset(later.getTime() - Date.now() + 1000);
    expect(await searchIds('services', 'axolotlish')).toEqual([]);
    expect((await call(ctx, 'GET', `/api/services/${serviceId}`, visitor)).status).toBe(404);
    expect((await accountStanding(db, freelancer.id, later)).active.map((s) => s.kind)).toEqual([
      'listing_deactivation',
    ]);

    // Replying ends it at once.
    await callOk(ctx, 'POST', `/api/chat/conversations/${conv.id}/messages`, freelancer, {
      body: 'Yes, Monday works.',
    });
    expect(await searchIds('services', 'axolotlish')).toEqual([serviceId]);
    const [lifted] = await db.select().from(sanctions).where(eq(sanctions.userId, freelancer.id));
    expect(lifted!.liftReason).toBe('replied');
    expect(await runReplyWatch(db, new Date(later.getTime() + 10 * DAY))).toEqual({
      reminded: 0,
      deactivated: 0,
    });
  });

  it('watches only a first message to someone who offers services', async () => {
    const a = await createUser(ctx);
    const b = await createUser(ctx);
    const conv = (await callOk(ctx, 'POST', '/api/chat/conversations', a, { userId: b.id })) as {
      id: string;
    };
    await callOk(ctx, 'POST', `/api/chat/conversations/${conv.id}/messages`, a, { body: 'Hi' });
    expect(
      await ctx.services.db.select().from(replyWatches).where(eq(replyWatches.conversationId, conv.id)),
    ).toEqual([]);
  });

  it('is applied by the system only through the job; applySanction refuses unknown accounts', async () => {
    await expect(
      applySanction(
        ctx.services.db,
        { userId: 'missing', adminId: admin.id, kind: 'warning', reason: 'x' },
        new Date(),
      ),
    ).rejects.toMatchObject({ status: 404 });
  });
});
