import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeImage } from '../../modules/profiles/test-images';
import { call } from '../../test/call';
import { createUser } from '../../test/factories';
import { createTestContext } from '../../test/harness';
import { isValidKey, type Storage } from './index';
import { createLocalStorage } from './local';
import { createS3Storage } from './s3';

let tmp: string;
let s3server: S3rver;
let endpoint: string;

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'storage-test-'));
  s3server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: path.join(tmp, 's3'),
    configureBuckets: [{ name: 'uploads', configs: [] }],
  });
  const { address, port } = await s3server.run();
  endpoint = `http://${address}:${port}`;
});
afterAll(async () => {
  await s3server.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

const drivers: [string, () => Storage][] = [
  ['local disk', () => createLocalStorage(path.join(tmp, 'local'))],
  [
    'S3-compatible (s3rver)',
    () =>
      createS3Storage({
        endpoint,
        bucket: 'uploads',
        region: 'us-east-1',
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
        listPageSize: 2,
      }),
  ],
];

describe.each(drivers)('%s storage driver', (_name, make) => {
  it('stores a file from disk as a stream and gives it back as a stream, with its size', async () => {
    const storage = make();
    // 3 MB of a pattern: larger than any one chunk of either side's streams.
    const data = Buffer.alloc(3 * 1024 * 1024);
    for (let i = 0; i < data.length; i++) data[i] = i % 251;
    const source = path.join(tmp, `source-${_name.length}.bin`);
    fs.writeFileSync(source, data);
    await storage.putFile('attachments/u1/big.bin', source, data.length, 'application/zip');
    const got = await storage.getStream('attachments/u1/big.bin');
    expect(got?.size).toBe(data.length);
    expect(got?.contentType).toBe('application/zip');
    const back = Buffer.from(await new Response(got!.stream).arrayBuffer());
    expect(back.equals(data)).toBe(true);
    await storage.delete('attachments/u1/big.bin');
    expect(await storage.getStream('attachments/u1/big.bin')).toBeNull();
  });

  it('stores, reads back with the content type given, and deletes', async () => {
    const storage = make();
    const data = Buffer.from([1, 2, 3, 4, 5]);
    await storage.put('avatars/u1/abc.png', data, 'image/png');
    const got = await storage.get('avatars/u1/abc.png');
    expect(got?.contentType).toBe('image/png');
    expect(got?.data.equals(data)).toBe(true);
    expect(storage.url('avatars/u1/abc.png')).toBe('/api/files/avatars/u1/abc.png');
    await storage.delete('avatars/u1/abc.png');
    expect(await storage.get('avatars/u1/abc.png')).toBeNull();
  });

  it('treats deleting a missing key as done and reading it as null', async () => {
    const storage = make();
    await expect(storage.delete('portfolio/none/x.png')).resolves.toBeUndefined();
    expect(await storage.get('portfolio/none/x.png')).toBeNull();
  });

  it('lists every stored key (over several pages on S3) and no sidecar or half-written file', async () => {
    const storage = make();
    const keys = [
      'listing/a.png',
      'listing/b/c.pdf',
      'listing/d.png.w320.webp',
      'listing/e.txt',
      'listing/f.png',
    ];
    for (const key of keys) await storage.put(key, Buffer.from(key), 'application/octet-stream');
    await storage.delete('listing/e.txt');
    const listed: string[] = [];
    for await (const key of storage.keys()) if (key.startsWith('listing/')) listed.push(key);
    expect(listed.sort()).toEqual(keys.filter((k) => k !== 'listing/e.txt').sort());
  });

  it('refuses keys that could leave the root', async () => {
    const storage = make();
    for (const key of ['../x.png', 'a/../../x.png', '/etc/passwd', 'a\u0000.png', '.hidden', 'a//b'])
      await expect(storage.put(key, Buffer.from('x'), 'image/png')).rejects.toThrow(/invalid storage key/);
  });
});

describe('S3 driver against the server', () => {
  // s3rver checks the SigV4 Authorization header and its access key, not the signature itself.
  it('sends signed requests: an unknown access key is refused by the server', async () => {
    const storage = createS3Storage({
      endpoint,
      bucket: 'uploads',
      region: 'us-east-1',
      accessKeyId: 'NOT-A-KEY',
      secretAccessKey: 'S3RVER',
    });
    await expect(storage.put('a/b.png', Buffer.from('x'), 'image/png')).rejects.toThrow(/S3 put failed: 403/);
  });

  it('builds public URLs from S3_PUBLIC_URL when one is configured', () => {
    const storage = createS3Storage({
      endpoint,
      bucket: 'uploads',
      region: 'us-east-1',
      accessKeyId: 'k',
      secretAccessKey: 's',
      publicUrl: 'https://cdn.example.com/uploads/',
    });
    expect(storage.url('avatars/u/x.png')).toBe('https://cdn.example.com/uploads/avatars/u/x.png');
  });
});

describe('storage keys', () => {
  it('accepts server-generated keys and nothing that climbs, hides or carries control characters', () => {
    expect(isValidKey('avatars/user_1/0b7c-4e.webp')).toBe(true);
    expect(isValidKey('portfolio/u/a-thumb.webp')).toBe(true);
    for (const bad of ['', '..', 'a/..', 'a/.b', 'a\\b', 'a b', 'x.png.ct', 'a\nb', `${'a/'.repeat(9)}x`])
      expect(isValidKey(bad), bad).toBe(false);
  });
});

describe('the app on the S3 driver', () => {
  it('stores an uploaded avatar in the bucket and serves it through /api/files', async () => {
    const ctx = await createTestContext({
      env: {
        STORAGE_DRIVER: 's3',
        S3_ENDPOINT: endpoint,
        S3_BUCKET: 'uploads',
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
      },
    });
    try {
      const user = await createUser(ctx);
      const form = new FormData();
      form.append('file', new File([new Uint8Array(await makeImage('png'))], 'me.png'));
      const res = await call(ctx, 'POST', '/api/profiles/me/avatar', user, form);
      expect(res.status).toBe(200);
      const { avatarUrl } = res.body as { avatarUrl: string };
      const key = avatarUrl.replace('/api/files/', '');
      const direct = await createS3Storage({
        endpoint,
        bucket: 'uploads',
        region: 'us-east-1',
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
      }).get(key);
      expect(direct?.contentType).toBe('image/png');
      const served = await call(ctx, 'GET', avatarUrl);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/png');
      expect(Buffer.from(served.bytes).equals(direct!.data)).toBe(true);
      await call(ctx, 'DELETE', '/api/profiles/me/avatar', user);
      expect((await call(ctx, 'GET', avatarUrl)).status).toBe(404);
    } finally {
      await ctx.close();
    }
  });
});
