import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, profiles, user } from '../db/schema';
import { call } from '../test/call';
import { createUser, type TestUser } from '../test/factories';
import { createTestContext, type TestContext } from '../test/harness';
import { seedChat } from './chat';
import { emailFor } from './marketplace';

let ctx: TestContext;
let client: TestUser;
beforeAll(async () => {
  ctx = await createTestContext();
  client = await createUser(ctx, { email: 'client@demo.test' });
  // The partners only need to exist (no sign-in), so they are written directly: no password hashing.
  for (const name of ['Elif Şahin', 'Can Işık', 'Oğuz Demir', 'Priya Sharma', 'Ayşe Yıldız']) {
    const id = `seed-chat-${emailFor(name)}`;
    await ctx.services.db.insert(user).values({ id, name, email: emailFor(name) });
    await ctx.services.db.insert(profiles).values({ userId: id, name });
  }
});
afterAll(async () => {
  await ctx.close();
});

describe('chat seed', () => {
  it('gives the demo client five conversations with unread messages, once however often it runs', async () => {
    await seedChat(ctx.services);
    const count = async () => (await ctx.services.db.select({ id: messages.id }).from(messages)).length;
    const first = await count();
    await seedChat(ctx.services);
    expect(await count()).toBe(first);

    const res = await call(ctx, 'GET', '/api/chat/conversations', client);
    const list = res.body as { partner: { name: string }; unread: number }[];
    expect(list).toHaveLength(5);
    expect(list.map((c) => c.partner.name)).toContain('Elif Şahin');
    const unread = await call(ctx, 'GET', '/api/messages/unread-count', client);
    expect(unread.body).toEqual({ count: 4 });
    const tr = await ctx.services.db.select().from(messages).where(eq(messages.lang, 'tr'));
    expect(tr.length).toBeGreaterThan(3);
  });
});
