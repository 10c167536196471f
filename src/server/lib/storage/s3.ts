import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { AwsClient } from 'aws4fetch';
import { assertValidKey, FILES_ROUTE_PREFIX, isValidKey, type Storage } from './store';

export interface S3Options {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** When set, browsers load files from here directly; otherwise through /api/files/. */
  publicUrl?: string;
  /** Keys per page when listing (S3's own limit is 1,000; the test pages with fewer). */
  listPageSize?: number;
}

/** Any S3-compatible service, addressed path-style (endpoint/bucket/key) with SigV4 requests. */
export function createS3Storage(opts: S3Options): Storage {
  const client = new AwsClient({
    accessKeyId: opts.accessKeyId,
    secretAccessKey: opts.secretAccessKey,
    service: 's3',
    region: opts.region,
  });
  const base = `${opts.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(opts.bucket)}`;
  const objectUrl = (key: string) => {
    assertValidKey(key);
    return `${base}/${key}`;
  };
  const fail = async (what: string, res: Response) => {
    const body = await res.text().catch(() => '');
    return new Error(`S3 ${what} failed: ${res.status} ${body.slice(0, 200)}`);
  };

  return {
    async put(key, data, contentType) {
      const res = await client.fetch(objectUrl(key), {
        method: 'PUT',
        body: new Uint8Array(data),
        headers: { 'content-type': contentType },
      });
      if (!res.ok) throw await fail('put', res);
      await res.arrayBuffer();
    },
    async putFile(key, file, size, contentType) {
      // One streamed PUT with its length declared (S3 takes up to 5 GB so); the payload is sent
      // unsigned (UNSIGNED-PAYLOAD over TLS), so it is never hashed or held whole.
      const res = await client.fetch(objectUrl(key), {
        method: 'PUT',
        body: Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>,
        headers: {
          'content-type': contentType,
          'content-length': String(size),
          'x-amz-content-sha256': 'UNSIGNED-PAYLOAD',
        },
        duplex: 'half',
      } as RequestInit);
      if (!res.ok) throw await fail('put', res);
      await res.arrayBuffer();
    },
    async getStream(key) {
      const res = await client.fetch(objectUrl(key), { method: 'GET' });
      if (res.status === 404) {
        await res.arrayBuffer();
        return null;
      }
      if (!res.ok || !res.body) throw await fail('get', res);
      return {
        stream: res.body,
        size: Number(res.headers.get('content-length') ?? 0),
        contentType: res.headers.get('content-type') ?? 'application/octet-stream',
      };
    },
    async delete(key) {
      const res = await client.fetch(objectUrl(key), { method: 'DELETE' });
      if (!res.ok && res.status !== 404) throw await fail('delete', res);
      await res.arrayBuffer();
    },
    url(key) {
      assertValidKey(key);
      return opts.publicUrl ? `${opts.publicUrl.replace(/\/+$/, '')}/${key}` : FILES_ROUTE_PREFIX + key;
    },
    async get(key) {
      const res = await client.fetch(objectUrl(key), { method: 'GET' });
      if (res.status === 404) {
        await res.arrayBuffer();
        return null;
      }
      if (!res.ok) throw await fail('get', res);
      const data = Buffer.from(await res.arrayBuffer());
      return { data, contentType: res.headers.get('content-type') ?? 'application/octet-stream' };
    },
    async *keys() {
      // ListObjects (version 1, which every S3-compatible server has), a page at a time; the next
      // page starts after the last key seen (the marker). Keys are our own (letters, digits, '.',
      // '_', '-', '/'), so no XML entity can occur in them.
      let after: string | undefined;
      for (;;) {
        const query = new URLSearchParams({ 'max-keys': String(opts.listPageSize ?? 1000) });
        if (after) query.set('marker', after);
        const res = await client.fetch(`${base}?${query}`, { method: 'GET' });
        if (!res.ok) throw await fail('list', res);
        const xml = await res.text();
        const page = [...xml.matchAll(/<Key>([^<]*)<\/Key>/g)].map((m) => m[1]!);
        for (const key of page) if (isValidKey(key)) yield key;
        if (!/<IsTruncated>true<\/IsTruncated>/.test(xml) || page.length === 0) return;
        after = page[page.length - 1];
      }
    },
  };
}
