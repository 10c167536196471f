import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../db/schema';
import { createNotification } from '../modules/notifications/service';
import { createUser, type TestUser } from '../test/factories';
import { createTestContext, type TestContext } from '../test/harness';
import { withClockOffset } from './clock';

/*
 * A row whose created_at defaults to the database's now() records the app clock's time when the
 * clock is moved (the demo seed's history, a test, a journey's request), and exactly the
 * database's time otherwise.
 */

const DAY = 24 * 60 * 60 * 1000;
let ctx: TestContext;
let person: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
  person = await createUser(ctx);
});
afterAll(async () => {
  await ctx.close();
});

async function createdAtOf(id: string) {
  const [row] = await ctx.services.db.select().from(notifications).where(eq(notifications.id, id));
  return row!.createdAt.getTime();
}

describe('recordedNow', () => {
  it("dates a row at the moved clock's time, and at the database's time when it is not moved", async () => {
    const input = { userId: person.id, type: 'review' as const, key: 'notifications:event.reviewReplied' };
    const past = await withClockOffset(-400 * DAY, () => createNotification(ctx.services.db, input));
    const today = await createNotification(ctx.services.db, input);
    expect(Math.abs((await createdAtOf(past!.id)) - (Date.now() - 400 * DAY))).toBeLessThan(60_000);
    expect(Math.abs((await createdAtOf(today!.id)) - Date.now())).toBeLessThan(60_000);
  });
});
