import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { call, stream } from '../test/call';
import { createUser } from '../test/factories';
import { createTestContext, type TestContext } from '../test/harness';
import { pickEncoding } from './compression';

let ctx: TestContext;
let web: string;
/** The app serving a built web app (`webDist`). */
let site: Pick<TestContext, 'app' | 'services'>;
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(5000))});\n`;
const INDEX = `<!doctype html><html><head><title>t</title></head><body>${'<p>hello</p>'.repeat(200)}</body></html>`;

beforeAll(async () => {
  ctx = await createTestContext();
  web = fs.mkdtempSync(path.join(os.tmpdir(), 'web-'));
  fs.mkdirSync(path.join(web, 'assets'));
  fs.writeFileSync(path.join(web, 'index.html'), INDEX);
  fs.writeFileSync(path.join(web, 'assets/index-abc123.js'), SCRIPT);
  // What the build writes beside it (scripts/precompress.mjs); the server must send these bytes.
  fs.writeFileSync(path.join(web, 'assets/index-abc123.js.br'), zlib.brotliCompressSync(SCRIPT));
  fs.writeFileSync(path.join(web, 'assets/index-abc123.js.gz'), zlib.gzipSync(SCRIPT));
  fs.writeFileSync(path.join(web, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  site = { app: createApp(ctx.services, { webDist: web }), services: ctx.services };
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(web, { recursive: true, force: true });
});

describe('choosing an encoding', () => {
  it('prefers Brotli, honours q=0 and falls back to gzip or nothing', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(pickEncoding('gzip;q=0.5, br;q=0.9')).toBe('br');
    expect(pickEncoding('br;q=0.1, gzip;q=0.9')).toBe('gzip');
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding('gzip;q=0, *;q=0')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
  });
});

describe('API answers', () => {
  it('compresses JSON of 1 KB and more with Brotli or gzip, and says it varies by encoding', async () => {
    const plain = await call(ctx, 'GET', '/api/openapi.json');
    const text = plain.text;
    expect(text.length).toBeGreaterThan(1024);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toContain('Accept-Encoding');

    const br = await call(ctx, 'GET', '/api/openapi.json', null, undefined, {
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.status).toBe(200);
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toContain('Accept-Encoding');
    expect(br.headers.get('x-content-type-options')).toBe('nosniff');
    const brBytes = Buffer.from(br.bytes);
    expect(Number(br.headers.get('content-length'))).toBe(brBytes.byteLength);
    expect(brBytes.byteLength).toBeLessThan(text.length / 3);
    expect(zlib.brotliDecompressSync(brBytes).toString()).toBe(text);

    const gz = await call(ctx, 'GET', '/api/openapi.json', null, undefined, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(zlib.gunzipSync(Buffer.from(gz.bytes)).toString()).toBe(text);
  });

  it('leaves small answers and errors under 1 KB as they are', async () => {
    const res = await call(ctx, 'GET', '/api/health', null, undefined, {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.headers.get('content-encoding')).toBeNull();
    expect((res.body as { status: string }).status).toBe('ok');
    const missing = await call(ctx, 'GET', '/api/nothing-here', null, undefined, {
      headers: { 'accept-encoding': 'br' },
    });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-encoding')).toBeNull();
  });

  it('never compresses the live event stream', async () => {
    const user = await createUser(ctx);
    const res = await stream(ctx, '/api/events', user, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    expect(res.headers.get('content-encoding')).toBeNull();
    await res.body?.cancel();
  });
});

describe('the web app', () => {
  it('sends hashed assets pre-compressed with a year of immutable caching', async () => {
    const br = await call(site, 'GET', '/assets/index-abc123.js', null, undefined, {
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.status).toBe(200);
    expect(br.headers.get('content-type')).toContain('javascript');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(br.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    // An asset carries what applies to a script, not the document's policies (0.7 kB on each).
    expect(br.headers.get('x-content-type-options')).toBe('nosniff');
    expect(br.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(br.headers.get('content-security-policy')).toBeNull();
    expect(br.headers.get('x-frame-options')).toBeNull();
    expect(zlib.brotliDecompressSync(Buffer.from(br.bytes)).toString()).toBe(SCRIPT);

    const gz = await call(site, 'GET', '/assets/index-abc123.js', null, undefined, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(zlib.gunzipSync(Buffer.from(gz.bytes)).toString()).toBe(SCRIPT);

    const plain = await call(site, 'GET', '/assets/index-abc123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.text).toBe(SCRIPT);
  });

  it('answers index.html (and client-side routes) rendered with their tags, compressed, with no-cache', async () => {
    // An unknown path is the app's not-found page, with a 404 (decision 110).
    for (const [route, status] of [
      ['/', 200],
      ['/projects', 200],
      ['/projects/some-id', 404],
      ['/index.html', 404],
    ] as const) {
      const res = await call(site, 'GET', route, null, undefined, { headers: { 'accept-encoding': 'br' } });
      expect(res.status).toBe(status);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(res.headers.get('content-encoding')).toBe('br');
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      const html = zlib.brotliDecompressSync(Buffer.from(res.bytes)).toString();
      // The page renderer (site/page-html.ts) writes the page's own title into the served index.html.
      expect(html).toContain('<p>hello</p>');
      expect(html).toMatch(/<title>[^<]+ · Marketplace<\/title>/);
    }
  });

  it('answers a missing hashed asset with 404, not the page', async () => {
    const res = await call(site, 'GET', '/assets/index-gone.js');
    expect(res.status).toBe(404);
  });

  it('keeps small files uncompressed and never answers /api paths with the page', async () => {
    const icon = await call(site, 'GET', '/favicon.svg', null, undefined, {
      headers: { 'accept-encoding': 'br' },
    });
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-encoding')).toBeNull();
    expect(icon.headers.get('cache-control')).toBe('no-cache');
    const api = await call(site, 'GET', '/api/nothing-here');
    expect(api.status).toBe(404);
    expect(api.headers.get('content-type')).toContain('application/json');
  });
});
