import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type Json } from '../../test/call';
import { createService, createUser, TEST_CARD, type TestUser } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/harness';

/*
 * The data export holds everything the user owns (issue 27, item 7): besides the account, profile
 * and money it had, the contracts on either side, their deliveries and disputes, favourites, saved
 * searches and blocks, with every file listed with the path its parties download it from.
 * Each section is checked with real rows made through the API.
 */

let ctx: TestContext;
let seller: TestUser;
let buyer: TestUser;
let stranger: TestUser;
let serviceId: string;
let contractId: string;
const pdf = (name: string) =>
  new File([Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF')], name, {
    type: 'application/pdf',
  });

beforeAll(async () => {
  ctx = await createTestContext();
  [seller, buyer, stranger] = await Promise.all([
    createUser(ctx, { name: 'Export Seller' }),
    createUser(ctx, { name: 'Export Buyer' }),
    createUser(ctx, { name: 'Export Stranger' }),
  ]);
  // A service with one basic package (USD 50, two days, no revision).
  const service = await createService(ctx, seller, {}, [
    { name: 'Basic', description: 'One concept', priceCents: 5_000, deliveryDays: 2, revisions: 0 },
  ]);
  serviceId = service.id;
  // An order paid, briefed, delivered with a file and disputed with another.
  const placed = await call(ctx, 'POST', `/api/services/${serviceId}/orders`, buyer, { tier: 'basic' });
  contractId = placed.body.contractId;
  expect(
    (await call(ctx, 'POST', `/api/payments/${placed.body.paymentId}/test-checkout`, buyer, TEST_CARD))
      .status,
  ).toBe(200);
  await call(ctx, 'POST', `/api/contracts/${contractId}/requirements`, buyer, {
    requirements: 'A green cup.',
  });
  const detail = await call(ctx, 'GET', `/api/contracts/${contractId}`, buyer);
  const delivery = new FormData();
  delivery.append('message', 'Here is the logo.');
  delivery.append('files', pdf('logo.pdf'));
  const delivered = await call(
    ctx,
    'POST',
    `/api/contracts/${contractId}/milestones/${detail.body.milestones[0].id}/deliveries`,
    seller,
    delivery,
  );
  expect(delivered.status).toBe(200);
  const dispute = new FormData();
  dispute.set('reason', 'quality');
  dispute.set('description', 'The logo is not what we agreed on.');
  dispute.append('files', pdf('evidence.pdf'), 'evidence.pdf');
  expect((await call(ctx, 'POST', `/api/contracts/${contractId}/dispute`, buyer, dispute)).status).toBe(201);
  // The buyer's favourite, saved search and block.
  expect((await call(ctx, 'PUT', `/api/saved/favourites/services/${serviceId}`, buyer)).status).toBe(200);
  expect(
    (
      await call(ctx, 'POST', '/api/saved/searches', buyer, {
        name: 'Logos',
        query: { kind: 'services', q: 'logo' },
      })
    ).status,
  ).toBe(201);
  expect((await call(ctx, 'PUT', `/api/blocks/${stranger.id}`, buyer)).status).toBe(200);
});
afterAll(async () => {
  await ctx.close();
});

const exportOf = async (who: TestUser) => {
  const res = await call(ctx, 'GET', '/api/settings/export', who);
  expect(res.status).toBe(200);
  return res.body as Json;
};

describe('the data export', () => {
  it('holds contracts, deliveries, disputes, favourites, saved searches and blocks, files with their paths', async () => {
    const data = await exportOf(buyer);
    expect(data.contracts).toHaveLength(1);
    expect(data.contracts[0]).toMatchObject({ id: contractId, clientId: buyer.id, freelancerId: seller.id });
    expect(data.contracts[0].milestones).toHaveLength(1);
    expect(data.contracts[0].events.map((e: Json) => e.kind)).toEqual(
      expect.arrayContaining(['created', 'funded', 'requirements_sent', 'delivered', 'dispute_opened']),
    );

    expect(data.deliveries).toEqual([
      expect.objectContaining({ contractId, deliveredBy: seller.id, message: 'Here is the logo.' }),
    ]);
    const [deliveryFile] = data.deliveries[0].files;
    expect(deliveryFile).toMatchObject({ name: 'logo.pdf', contentType: 'application/pdf' });
    expect(deliveryFile.downloadPath).toBe(`/api/contracts/${contractId}/files/${deliveryFile.id}`);

    expect(data.disputes).toEqual([
      expect.objectContaining({ contractId, openedBy: buyer.id, reason: 'quality', status: 'open' }),
    ]);
    expect(data.disputes[0].files.map((f: Json) => f.name)).toEqual(['evidence.pdf']);

    expect(data.favourites).toEqual([expect.objectContaining({ serviceId })]);
    expect(data.savedSearches).toEqual([expect.objectContaining({ name: 'Logos', kind: 'services' })]);
    expect(data.blocks).toEqual([expect.objectContaining({ blockedId: stranger.id })]);

    // Every file once, each downloadable by the user from its path (and by nobody else).
    expect(data.files.map((f: Json) => f.name).sort()).toEqual(['evidence.pdf', 'logo.pdf']);
    for (const f of data.files) {
      expect(f.downloadPath).toMatch(new RegExp(`^/api/contracts/${contractId}/files/`));
      const mine = await call(ctx, 'GET', f.downloadPath, buyer);
      expect(mine.status).toBe(200);
      const theirs = await call(ctx, 'GET', f.downloadPath, stranger);
      expect(theirs.status).toBe(404);
    }
    // Where the files sit in storage is not the user's to know.
    expect(JSON.stringify(data)).not.toMatch(/"key":"contracts\//);
  });

  it('gives the other party the same contract and delivery, and nobody else anything of it', async () => {
    const mine = await exportOf(seller);
    expect(mine.contracts.map((c: Json) => c.id)).toEqual([contractId]);
    expect(mine.deliveries).toHaveLength(1);
    expect(mine.disputes).toHaveLength(1);
    expect(mine.favourites).toEqual([]);
    expect(mine.blocks).toEqual([]);
    const theirs = await exportOf(stranger);
    expect(theirs).toMatchObject({ contracts: [], deliveries: [], disputes: [], files: [], blocks: [] });
  });
});
