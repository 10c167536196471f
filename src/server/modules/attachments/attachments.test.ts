import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CONTRACT } from '@shared/contract-machine';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { attachments } from '../../db/schema';
import { clockOffset, now, setClockOffset } from '../../lib/clock';
import { zipOf } from '../../lib/uploads/test-zip';
import { call } from '../../test/call';
import { createContract, createConversation, createUser, type TestUser } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/harness';
import { makeImage } from '../profiles/test-images';
import { removeStalePending } from './service';

let ctx: TestContext;
let dataDir: string;
let client: TestUser;
let freelancer: TestUser;
let stranger: TestUser;
let admin: TestUser;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'attachments-test-'));
  ctx = await createTestContext({ env: { DATA_DIR: dataDir } });
  [client, freelancer, stranger, admin] = await Promise.all([
    createUser(ctx),
    createUser(ctx),
    createUser(ctx),
    createUser(ctx, { admin: true }),
  ]);
});
// Each test in an upload window of its own (the hourly quota counts every upload).
beforeEach(() => {
  setClockOffset(clockOffset() + 61 * 60 * 1000);
});
afterAll(async () => {
  setClockOffset(0);
  await ctx.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function upload(who: TestUser, name: string, data: Buffer, type = 'application/octet-stream') {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(data)], name, { type }));
  return call(ctx, 'POST', '/api/attachments', who, form);
}
async function uploaded(who: TestUser, name: string, data: Buffer) {
  const res = await upload(who, name, data);
  expect(res.status).toBe(201);
  return res.body as { id: string; kind: string; contentType: string; size: number };
}

const pdf = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF');
const docx = zipOf([
  ['[Content_Types].xml', '<Types/>'],
  ['word/document.xml', '<w:document/>'],
]);
const mp3 = Buffer.concat([Buffer.from('ID3\u0004\u0000\u0000'), Buffer.alloc(64)]);
const mp4 = (() => {
  const b = Buffer.alloc(64);
  b.writeUInt32BE(24, 0);
  b.write('ftypisom', 4, 'latin1');
  return b;
})();

async function deliver(contractId: string, milestoneId: string, ids: string[], who = freelancer) {
  const form = new FormData();
  form.append('message', 'Here it is.');
  for (const id of ids) form.append('attachments', id);
  return call(ctx, 'POST', `/api/contracts/${contractId}/milestones/${milestoneId}/deliveries`, who, form);
}

describe('POST /api/attachments', () => {
  it('types each file by its content, whatever its name and declared type', async () => {
    expect(await uploaded(freelancer, 'report.txt', pdf)).toMatchObject({
      kind: 'pdf',
      contentType: 'application/pdf',
    });
    expect(await uploaded(freelancer, 'brief.docx', docx)).toMatchObject({ kind: 'office' });
    expect(await uploaded(freelancer, 'notes.pdf', Buffer.from('Notlar: şöyle böyle\n'))).toMatchObject({
      kind: 'text',
    });
    expect(await uploaded(freelancer, 'voice.mp3', mp3)).toMatchObject({ kind: 'audio' });
    expect(await uploaded(freelancer, 'clip.mp4', mp4)).toMatchObject({ kind: 'video' });
    const image = await uploaded(freelancer, 'shot.png', await makeImage('png'));
    expect(image).toMatchObject({ kind: 'image', contentType: 'image/png' });
  });

  it('refuses what is none of the kinds with the reason by the file field, and stores nothing', async () => {
    const before = await ctx.services.db.select().from(attachments);
    const res = await upload(freelancer, 'setup.exe', Buffer.from('MZ\u0090\u0000\u0003\u0000binary'));
    expect(res.status).toBe(415);
    expect(res.body.error).toMatchObject({ code: 'UPLOAD_UNSUPPORTED_TYPE', field: 'file' });
    expect(res.body.error.message).toMatch(/not one of the accepted kinds/i);
    const tr = await call(
      ctx,
      'POST',
      '/api/attachments',
      freelancer,
      (() => {
        const f = new FormData();
        f.append('file', new File([new Uint8Array([0, 1, 2, 0xfe])], 'x.bin'));
        return f;
      })(),
      { lang: 'tr' },
    );
    expect(tr.status).toBe(415);
    expect(tr.body.error.message).not.toBe(res.body.error.message);
    expect(await ctx.services.db.select().from(attachments)).toHaveLength(before.length);
  });

  it('refuses a declared body over 100 MB before reading it, and anonymous or unconfirmed callers', async () => {
    const big = await call(ctx, 'POST', '/api/attachments', freelancer, 'x', {
      headers: {
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(101 * 1024 * 1024),
      },
    });
    expect(big.status).toBe(413);
    expect((await upload(null as never, 'a.pdf', pdf)).status).toBe(401);
    const unconfirmed = await createUser(ctx, { verified: false });
    expect((await upload(unconfirmed, 'a.pdf', pdf)).status).toBe(403);
  });
});

describe('a delivery with attachments', () => {
  it('is downloaded by the two parties as an attachment with a safe name; a stranger and an admin outside a dispute get 404', async () => {
    const built = await createContract(ctx.services.db, { client, freelancer, milestones: ['funded'] });
    const id = built.contract.id;
    const a = await uploaded(freelancer, 'Teslim şartları.pdf', pdf);
    const b = await uploaded(freelancer, 'clip.mp4', mp4);
    const done = await deliver(id, built.milestones[0]!.id, [a.id, b.id]);
    expect(done.status).toBe(200);
    const event = done.body.events.find((e: { kind: string }) => e.kind === 'delivered');
    expect(event.files.map((f: { name: string }) => f.name)).toEqual(['Teslim şartları.pdf', 'clip.mp4']);
    const [file, video] = event.files;
    expect(file.previewUrl).toBeNull();
    expect(video.previewUrl).toBe(`${video.url}/preview`);

    for (const who of [client, freelancer]) {
      const got = await call(ctx, 'GET', file.url, who);
      expect(got.status).toBe(200);
      expect(Buffer.from(got.bytes).equals(pdf)).toBe(true);
      expect(got.headers.get('content-type')).toBe('application/pdf');
      expect(got.headers.get('content-disposition')).toBe(
        `attachment; filename="Teslim _artlar_.pdf"; filename*=UTF-8''${encodeURIComponent('Teslim şartları.pdf')}`,
      );
      expect(got.headers.get('content-security-policy')).toContain("default-src 'none'");
      expect(got.headers.get('x-content-type-options')).toBe('nosniff');
      // The same file by its attachment address.
      expect((await call(ctx, 'GET', `/api/attachments/${a.id}`, who)).status).toBe(200);
    }
    const preview = await call(ctx, 'GET', video.previewUrl, client);
    expect(preview.status).toBe(200);
    expect(preview.headers.get('content-disposition')).toBe('inline');
    // A PDF has no preview.
    expect((await call(ctx, 'GET', `${file.url}/preview`, client)).status).toBe(404);

    for (const who of [stranger, admin]) {
      expect((await call(ctx, 'GET', file.url, who)).status).toBe(404);
      expect((await call(ctx, 'GET', video.previewUrl, who)).status).toBe(404);
      expect((await call(ctx, 'GET', `/api/attachments/${a.id}`, who)).status).toBe(404);
    }
  });

  it('is seen by an administrator while the contract is in dispute', async () => {
    const built = await createContract(ctx.services.db, {
      client,
      freelancer,
      milestones: ['funded'],
    });
    const a = await uploaded(freelancer, 'work.pdf', pdf);
    expect((await deliver(built.contract.id, built.milestones[0]!.id, [a.id])).status).toBe(200);
    const opened = await call(
      ctx,
      'POST',
      `/api/contracts/${built.contract.id}/dispute`,
      client,
      (() => {
        const f = new FormData();
        f.append('reason', 'quality');
        f.append('description', 'The work is not what was agreed.');
        return f;
      })(),
    );
    expect(opened.status).toBe(201);
    expect((await call(ctx, 'GET', `/api/attachments/${a.id}`, admin)).status).toBe(200);
    expect((await call(ctx, 'GET', `/api/contracts/${built.contract.id}/files/${a.id}`, admin)).status).toBe(
      200,
    );
    expect((await call(ctx, 'GET', `/api/attachments/${a.id}`, stranger)).status).toBe(404);
  });

  it('takes only my own pending uploads, each once', async () => {
    const built = await createContract(ctx.services.db, {
      client,
      freelancer,
      milestones: ['funded', 'funded'],
    });
    const [m1, m2] = built.milestones;
    const theirs = await uploaded(client, 'theirs.pdf', pdf);
    const refused = await deliver(built.contract.id, m1!.id, [theirs.id]);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({ code: 'ATTACHMENT_UNKNOWN', field: 'attachments' });
    // Nothing moved: the milestone is still to deliver.
    const mine = await uploaded(freelancer, 'mine.pdf', pdf);
    expect((await deliver(built.contract.id, m1!.id, [mine.id])).status).toBe(200);
    const again = await deliver(built.contract.id, m2!.id, [mine.id]);
    expect(again.status).toBe(400);
    const bad = await deliver(built.contract.id, m2!.id, ['not-a-uuid']);
    expect(bad.status).toBe(400);
    expect(bad.body.error.field).toBe('attachments');
  });
});

describe('requirements with attachments', () => {
  it('are sent by the client with files the freelancer downloads', async () => {
    const built = await createContract(ctx.services.db, {
      client,
      freelancer,
      milestones: ['funded'],
      status: CONTRACT.awaiting_requirements,
    });
    const brief = await uploaded(client, 'brief.docx', docx);
    const sent = await call(ctx, 'POST', `/api/contracts/${built.contract.id}/requirements`, client, {
      requirements: 'The brief is attached.',
      attachments: [brief.id],
    });
    expect(sent.status).toBe(200);
    const event = sent.body.events.find((e: { kind: string }) => e.kind === 'requirements_sent');
    expect(event.files).toHaveLength(1);
    expect((await call(ctx, 'GET', event.files[0].url, freelancer)).status).toBe(200);
    expect((await call(ctx, 'GET', event.files[0].url, stranger)).status).toBe(404);
  });
});

describe('chat messages with attachments', () => {
  it('carry files to the partner only; a message may be files alone', async () => {
    const conversation = await createConversation(ctx, freelancer, client);
    const a = await uploaded(freelancer, 'sample.mp3', mp3);
    const sent = await call(ctx, 'POST', `/api/chat/conversations/${conversation.id}/messages`, freelancer, {
      body: '',
      attachments: [a.id],
    });
    expect(sent.status).toBe(201);
    expect(sent.body.attachments).toEqual([
      expect.objectContaining({
        id: a.id,
        name: 'sample.mp3',
        kind: 'audio',
        url: `/api/attachments/${a.id}`,
      }),
    ]);
    const listed = await call(ctx, 'GET', `/api/chat/conversations/${conversation.id}/messages`, client);
    expect(listed.body.at(-1).attachments[0].id).toBe(a.id);
    expect((await call(ctx, 'GET', `/api/attachments/${a.id}`, client)).status).toBe(200);
    expect((await call(ctx, 'GET', `/api/attachments/${a.id}`, stranger)).status).toBe(404);
    expect((await call(ctx, 'GET', `/api/attachments/${a.id}`, admin)).status).toBe(404);
    // Neither text nor files: refused.
    const empty = await call(ctx, 'POST', `/api/chat/conversations/${conversation.id}/messages`, freelancer, {
      body: ' ',
    });
    expect(empty.status).toBe(400);
  });
});

describe('pending uploads', () => {
  it('are the uploader’s alone, can be removed, and go after PENDING_ATTACHMENT_HOURS when nothing took them', async () => {
    const pending = await uploaded(freelancer, 'draft.pdf', pdf);
    expect((await call(ctx, 'GET', `/api/attachments/${pending.id}`, freelancer)).status).toBe(200);
    expect((await call(ctx, 'GET', `/api/attachments/${pending.id}`, client)).status).toBe(404);
    expect((await call(ctx, 'DELETE', `/api/attachments/${pending.id}`, client)).status).toBe(404);
    expect((await call(ctx, 'DELETE', `/api/attachments/${pending.id}`, freelancer)).status).toBe(204);
    expect((await call(ctx, 'GET', `/api/attachments/${pending.id}`, freelancer)).status).toBe(404);

    const stale = await uploaded(freelancer, 'stale.pdf', pdf);
    const built = await createContract(ctx.services.db, { client, freelancer, milestones: ['funded'] });
    const kept = await uploaded(freelancer, 'kept.pdf', pdf);
    expect((await deliver(built.contract.id, built.milestones[0]!.id, [kept.id])).status).toBe(200);
    const deps = { db: ctx.services.db, storage: ctx.services.storage, log: { warn: () => {} } };
    // Not yet: a day has not passed.
    expect(await removeStalePending(deps, now())).toBe(0);
    const later = new Date(now().getTime() + 25 * 3_600_000);
    // Two runs at once (two instances): the row is removed once.
    const runs = await Promise.all([removeStalePending(deps, later), removeStalePending(deps, later)]);
    expect(runs.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    const left = await ctx.services.db.select().from(attachments).where(eq(attachments.id, stale.id));
    expect(left).toHaveLength(0);
    const linked = await ctx.services.db.select().from(attachments).where(eq(attachments.id, kept.id));
    expect(linked).toHaveLength(1);
    expect((await call(ctx, 'GET', `/api/attachments/${kept.id}`, client)).status).toBe(200);
  });
});

describe('the data export and closing an account', () => {
  it('lists the chat files both ways and the unused uploads; closing an account without history removes their stored files', async () => {
    const leaver = await createUser(ctx);
    const partner = await createUser(ctx);
    const conversation = await createConversation(ctx, leaver, partner);
    const send = async (who: TestUser, id: string) =>
      expect(
        (
          await call(ctx, 'POST', `/api/chat/conversations/${conversation.id}/messages`, who, {
            body: 'A file for you.',
            attachments: [id],
          })
        ).status,
      ).toBe(201);
    const sent = await uploaded(leaver, 'brief.pdf', pdf);
    await send(leaver, sent.id);
    const received = await uploaded(partner, 'answer.mp3', mp3);
    await send(partner, received.id);
    const unused = await uploaded(leaver, 'draft.docx', docx);
    const other = await uploaded(partner, 'not-theirs.pdf', pdf);

    const exported = await call(ctx, 'GET', '/api/settings/export', leaver);
    expect(exported.status).toBe(200);
    const listed = (exported.body.chatFiles as { id: string; name: string; downloadPath: string }[])
      .map((f) => [f.name, f.downloadPath])
      .sort();
    expect(listed).toEqual(
      [
        ['answer.mp3', `/api/attachments/${received.id}`],
        ['brief.pdf', `/api/attachments/${sent.id}`],
        ['draft.docx', `/api/attachments/${unused.id}`],
      ].sort(),
    );

    const keyOf = async (id: string) =>
      (await ctx.services.db.select().from(attachments).where(eq(attachments.id, id)))[0]!.storageKey;
    const keys = await Promise.all([sent, received, unused, other].map((a) => keyOf(a.id)));
    const closed = await call(ctx, 'POST', '/api/settings/delete-account', leaver, {
      password: leaver.password,
    });
    expect(closed.status).toBe(204);
    const stored = await Promise.all(keys.map((k) => ctx.services.storage.get(k)));
    // The conversation's files went with it; the partner's own unused upload stays.
    expect(stored.map((s) => s !== null)).toEqual([false, false, false, true]);
    expect((await call(ctx, 'GET', `/api/attachments/${received.id}`, partner)).status).toBe(404);
  });
});
