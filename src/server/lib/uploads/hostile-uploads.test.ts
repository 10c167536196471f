import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { portfolioItems, profiles } from '../../db/schema';
import { makeImage } from '../../modules/profiles/test-images';
import { call } from '../../test/call';
import { createUser, type TestUser } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/harness';
import { clockOffset, setClockOffset } from '../clock';

let ctx: TestContext;
let dataDir: string;
let user: TestUser;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hostile-test-'));
  ctx = await createTestContext({ env: { DATA_DIR: dataDir } });
  user = await createUser(ctx);
});
// Each test starts in an upload window of its own: refused files count against the account's hourly
// upload quota too (tested in security/hostile-input.test.ts), and this file sends dozens.
beforeEach(() => {
  setClockOffset(clockOffset() + 61 * 60 * 1000);
});
afterAll(async () => {
  setClockOffset(0);
  await ctx.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function storedFiles(): string[] {
  const dir = path.join(dataDir, 'uploads');
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, { recursive: true }) as string[]).filter((f) =>
    fs.statSync(path.join(dir, f)).isFile(),
  );
}

async function portfolioCount() {
  return (
    await ctx.services.db.select().from(portfolioItems).where(eq(portfolioItems.profileId, user.profileId))
  ).length;
}

function post(url: string, data: Buffer, name: string, type = 'image/png') {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(data)], name, { type }));
  return call(ctx, 'POST', url, user, form);
}

/** A PNG whose header claims `width`×`height` pixels around a tiny compressed body. */
function pngBomb(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  // One row of zeros, deflated, repeated: megabytes of pixels from a few kilobytes.
  const idat = zlib.deflateSync(Buffer.alloc((width + 1) * 200));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', idat),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function noisyJpeg(): Promise<Buffer> {
  const raw = Buffer.alloc(256 * 256 * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 7919) % 251;
  return sharp(raw, { raw: { width: 256, height: 256, channels: 3 } })
    .jpeg()
    .toBuffer();
}

describe('hostile uploads are refused and leave nothing behind', () => {
  const cases: {
    name: string;
    file: () => Promise<Buffer>;
    filename: string;
    status: number;
    message: string;
  }[] = [
    {
      name: 'an SVG with script, named .png',
      file: async () =>
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      filename: 'logo.png',
      status: 415,
      message: 'Only JPEG, PNG, WebP and GIF images are accepted.',
    },
    {
      name: 'an HTML page renamed to .png',
      file: async () => Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>'),
      filename: 'page.png',
      status: 415,
      message: 'Only JPEG, PNG, WebP and GIF images are accepted.',
    },
    {
      name: 'a GIF/JavaScript polyglot',
      file: async () =>
        Buffer.concat([await makeImage('gif'), Buffer.from('*/=1;<script>alert(1)</script>')]),
      filename: 'poly.gif',
      status: 415,
      message: 'This image contains markup or script and was refused.',
    },
    {
      name: 'a JPEG with HTML in a comment segment',
      file: async () => {
        const jpeg = await makeImage('jpeg');
        const html = Buffer.from('<html><img src=x onerror=alert(1)></html>');
        const com = Buffer.alloc(4);
        com.set([0xff, 0xfe]);
        com.writeUInt16BE(html.length + 2, 2);
        return Buffer.concat([jpeg.subarray(0, 2), com, html, jpeg.subarray(2)]);
      },
      filename: 'photo.jpg',
      status: 415,
      message: 'This image contains markup or script and was refused.',
    },
    {
      name: 'a valid image with a ../ file name',
      file: () => makeImage('png'),
      filename: '../../../etc/evil.png',
      status: 400,
      message: 'The file name is not allowed.',
    },
    {
      name: 'a valid image with a backslash path name',
      file: () => makeImage('png'),
      filename: '..\\..\\evil.png',
      status: 400,
      message: 'The file name is not allowed.',
    },
    {
      name: 'a valid image with a NUL in its name',
      file: () => makeImage('png'),
      filename: 'evil.php\u0000.png',
      status: 400,
      message: 'The file name is not allowed.',
    },
    {
      name: 'a file over the 10 MB portfolio limit',
      file: async () => Buffer.concat([await makeImage('png'), Buffer.alloc(10 * 1024 * 1024 + 10)]),
      filename: 'huge.png',
      status: 413,
      message: 'The file is too large (maximum 10 MB).',
    },
    {
      name: 'a decompression bomb (30000×30000 pixels in a few kilobytes)',
      file: async () => pngBomb(30000, 30000),
      filename: 'bomb.png',
      status: 413,
      message: 'The image has too many pixels.',
    },
    {
      name: 'an empty file',
      file: async () => Buffer.alloc(0),
      filename: 'empty.png',
      status: 400,
      message: 'The file is empty.',
    },
    {
      name: 'a plain text file',
      file: async () => Buffer.from('just some words, not an image'),
      filename: 'notes.txt',
      status: 415,
      message: 'Only JPEG, PNG, WebP and GIF images are accepted.',
    },
    {
      name: 'a truncated JPEG',
      file: async () => {
        const jpeg = await noisyJpeg();
        return jpeg.subarray(0, Math.floor(jpeg.length / 2));
      },
      filename: 'cut.jpg',
      status: 400,
      message: 'The file is not a valid image or is damaged.',
    },
    {
      name: 'a PDF',
      file: async () => Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF'),
      filename: 'cv.pdf',
      status: 415,
      message: 'Only JPEG, PNG, WebP and GIF images are accepted.',
    },
    {
      name: 'a TIFF (a real image, but not an accepted type)',
      file: async () =>
        sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
          .tiff()
          .toBuffer(),
      filename: 'scan.png',
      status: 415,
      message: 'Only JPEG, PNG, WebP and GIF images are accepted.',
    },
  ];

  for (const c of cases) {
    it(`refuses ${c.name}`, async () => {
      const before = storedFiles();
      const rows = await portfolioCount();
      const res = await post('/api/profiles/me/portfolio', await c.file(), c.filename);
      expect(res.status).toBe(c.status);
      expect((res.body as { error: { message: string } }).error.message).toBe(c.message);
      expect(storedFiles()).toEqual(before);
      expect(await portfolioCount()).toBe(rows);
    });
  }

  it('refuses the same files as an avatar and keeps the avatar unset', async () => {
    for (const c of cases) {
      const res = await post('/api/profiles/me/avatar', await c.file(), c.filename);
      expect(res.status, c.name).toBeGreaterThanOrEqual(400);
      expect(res.status, c.name).toBeLessThan(500);
    }
    const [row] = await ctx.services.db.select().from(profiles).where(eq(profiles.id, user.profileId));
    expect(row!.avatarUrl).toBeNull();
    expect(storedFiles()).toEqual([]);
  });

  it('translates the refusal into Turkish', async () => {
    const form = new FormData();
    form.append('file', new File([new Uint8Array(Buffer.from('hello'))], 'x.png'));
    const res = await call(ctx, 'POST', '/api/profiles/me/portfolio', user, form, { lang: 'tr' });
    expect((res.body as { error: { message: string } }).error.message).toBe(
      'Yalnızca JPEG, PNG, WebP ve GIF görselleri kabul edilir.',
    );
  });

  it('accepts a GIF and a WebP, re-encoded in their own type', async () => {
    for (const [format, type] of [
      ['gif', 'image/gif'],
      ['webp', 'image/webp'],
    ] as const) {
      const res = await post('/api/profiles/me/portfolio', await makeImage(format), `ok.${format}`);
      expect(res.status).toBe(201);
      const { url } = res.body as { url: string };
      const served = await call(ctx, 'GET', url);
      expect(served.headers.get('content-type')).toBe(type);
    }
  });

  it('refuses JSON bodies over 1 MB on ordinary routes while uploads get their own limit', async () => {
    const res = await call(ctx, 'PATCH', '/api/profiles/me', user, {
      name: 'A',
      bio: 'x'.repeat(1024 * 1024 + 10),
    });
    expect(res.status).toBe(413);
  });

  it('never serves a path outside the storage root', async () => {
    fs.mkdirSync(path.join(dataDir, 'uploads'), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'secret.txt'), 'secret');
    for (const p of [
      '/api/files/..%2Fsecret.txt',
      '/api/files/%2e%2e/secret.txt',
      '/api/files/a/..%2F..%2Fsecret.txt',
      '/api/files/.hidden',
      '/api/files/',
    ]) {
      const res = await call(ctx, 'GET', p);
      expect(res.status, p).toBe(404);
      expect(res.text).not.toContain('secret');
    }
    // A NUL in the path is refused before any route looks at it (lib/security/text.ts).
    const nul = await call(ctx, 'GET', '/api/files/x%00.png');
    expect(nul.status).toBe(400);
    expect((nul.body as { error: { code: string } }).error.code).toBe('INVALID_TEXT');
  });
});
