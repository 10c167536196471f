import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiGenerations, profiles, services } from '../../db/schema';
import { call } from '../../test/call';
import { createUser, type TestUser } from '../../test/factories';
import { startFakeOpenAi } from '../../test/fake-openai';
import { createTestContext, type TestContext } from '../../test/harness';
import { parseGlb } from './glb';
import { HOURLY_LIMITS } from './service';

const EN_REVIEW =
  'I absolutely loved working with Sarah Johnson from Acme Ltd. The website she built for our shop in London is fast and beautiful. Highly recommended!';
const TR_COMPLAINT =
  "Ürün hiç iyi değil. Teslimat gecikti ve müşteri hizmetleri çok kötüydü. Ankara'daki mağazayı beğenmedim.";

async function png(width: number, height: number) {
  // A left-to-right gradient: dark on the left, bright on the right.
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      raw.fill(Math.round((x / (width - 1)) * 255), (y * width + x) * 3, (y * width + x) * 3 + 3);
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

function uploadForm(data: Buffer, name = 'photo.png', type = 'image/png') {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(data)], name, { type }));
  return form;
}

describe('AI tools without a provider', () => {
  let ctx: TestContext;
  let user: TestUser;
  beforeAll(async () => {
    ctx = await createTestContext();
    user = await createUser(ctx);
  });
  afterAll(() => ctx.close());

  it('reports that no provider is configured', async () => {
    const res = await call(ctx, 'GET', '/api/ai/status');
    expect(res.body).toEqual({
      configured: false,
      model: null,
      imageGeneration: false,
      textAnalysis: 'local',
    });
  });

  it('refuses image generation with 503 AI_NOT_CONFIGURED, translated', async () => {
    const res = await call(ctx, 'POST', '/api/ai/image', user, { prompt: 'a cat' }, { lang: 'tr' });
    expect(res.status).toBe(503);
    const body = res.body as { error: { code: string; message: string } };
    expect(body.error.code).toBe('AI_NOT_CONFIGURED');
    expect(body.error.message).toMatch(/yapılandırılmamış|yapılandırıl/);
  });

  it('asks for sign-in before generating an image, even with bad input', async () => {
    expect((await call(ctx, 'POST', '/api/ai/image', null, { prompt: 'a cat' })).status).toBe(401);
    expect((await call(ctx, 'POST', '/api/ai/image', null, {})).status).toBe(401);
  });

  it("rejects an empty prompt with the spec's message", async () => {
    const res = await call(ctx, 'POST', '/api/ai/image', user, { prompt: '   ' });
    expect(res.status).toBe(400);
    expect((res.body as { error: { message: string } }).error.message).toBe('Please enter a prompt');
  });

  it('analyses English text locally and says so', async () => {
    const res = await call(ctx, 'POST', '/api/ai/text-analysis', null, { text: EN_REVIEW });
    expect(res.status).toBe(200);
    const body = res.body as Record<string, unknown>;
    expect(body).toMatchObject({
      sentiment: 'positive',
      method: 'local',
      model: null,
      language: 'en',
      fallback: false,
    });
    expect(body.confidence).toBeGreaterThan(0.5);
    expect(body.confidence).toBeLessThanOrEqual(1);
    expect(body.entities).toEqual(
      expect.arrayContaining([
        { text: 'Sarah Johnson', type: 'person' },
        { text: 'Acme Ltd', type: 'organization' },
        { text: 'London', type: 'place' },
      ]),
    );
    expect(body.keywords).toContain('website');
    expect(body.summary).toContain('Sarah Johnson');
  });

  it('analyses Turkish text locally, negation included', async () => {
    const res = await call(
      ctx,
      'POST',
      '/api/ai/text-analysis',
      null,
      { text: TR_COMPLAINT },
      { lang: 'tr' },
    );
    const body = res.body as Record<string, unknown>;
    expect(body).toMatchObject({ sentiment: 'negative', method: 'local', language: 'tr' });
    expect(body.entities).toEqual(expect.arrayContaining([{ text: 'Ankara', type: 'place' }]));
  });

  it("rejects empty text with the spec's message in both languages", async () => {
    const en = await call(ctx, 'POST', '/api/ai/text-analysis', null, { text: '' });
    expect(en.status).toBe(400);
    expect((en.body as { error: { message: string } }).error.message).toBe('Please enter text to analyze');
    const tr = await call(ctx, 'POST', '/api/ai/text-analysis', null, { text: ' ' }, { lang: 'tr' });
    expect((tr.body as { error: { message: string } }).error.message).toBe(
      'Lütfen analiz edilecek metni girin',
    );
    const extra = await call(ctx, 'POST', '/api/ai/text-analysis', null, { text: 'hi', x: 1 });
    expect(extra.status).toBe(400);
    const wrongType = await call(ctx, 'POST', '/api/ai/text-analysis', null, { text: 42 });
    expect(wrongType.status).toBe(400);
  });

  it('builds a GLB relief model from a real PNG and serves it', async () => {
    const res = await call(ctx, 'POST', '/api/ai/3d-model', user, uploadForm(await png(200, 100)));
    expect(res.status).toBe(200);
    const body = res.body as {
      modelUrl: string;
      stats: { vertices: number; triangles: number; gridWidth: number; gridHeight: number; bytes: number };
    };
    expect(body.stats.gridWidth).toBe(128);
    expect(body.stats.gridHeight).toBe(64);
    const file = await call(ctx, 'GET', body.modelUrl);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('model/gltf-binary');
    const bytes = new Uint8Array(file.bytes);
    expect(bytes.byteLength).toBe(body.stats.bytes);

    const glb = parseGlb(bytes);
    expect(glb.version).toBe(2);
    expect(glb.json.asset.version).toBe('2.0');
    const prim = glb.json.meshes[0]!.primitives[0]!;
    const pos = glb.json.accessors[prim.attributes.POSITION!]!;
    const normal = glb.json.accessors[prim.attributes.NORMAL!]!;
    const uv = glb.json.accessors[prim.attributes.TEXCOORD_0!]!;
    const idx = glb.json.accessors[prim.indices!]!;
    // Top grid, two vertices per edge point of the four walls, four base corners.
    const expectedVertices = 128 * 64 + 2 * (2 * 128 + 2 * 64) + 4;
    expect(pos.count).toBe(expectedVertices);
    expect(normal.count).toBe(expectedVertices);
    expect(uv.count).toBe(expectedVertices);
    expect(body.stats.vertices).toBe(expectedVertices);
    expect(idx.count).toBe(body.stats.triangles * 3);
    expect(idx.count).toBe((127 * 63 * 2 + 2 * (2 * 127 + 2 * 63) + 2) * 3);
    // Longer side 1 unit, centred; the base at 0 and the relief above it.
    expect(pos.min![0]).toBeCloseTo(-0.5);
    expect(pos.max![0]).toBeCloseTo(0.5);
    expect(pos.min![1]).toBe(0);
    expect(pos.max![1]).toBeGreaterThan(0.1);

    // The stated bounds match the data, and the bright right edge stands higher than the dark left.
    const view = glb.json.bufferViews[pos.bufferView]!;
    const positions = new Float32Array(
      glb.bin.slice(view.byteOffset ?? 0, (view.byteOffset ?? 0) + view.byteLength).buffer,
    );
    let maxY = 0;
    for (let k = 1; k < positions.length; k += 3) maxY = Math.max(maxY, positions[k]!);
    expect(maxY).toBeCloseTo(pos.max![1]!, 5);
    expect(positions[127 * 3 + 1]!).toBeGreaterThan(positions[1]!);
    // Indices stay within the vertices.
    const iv = glb.json.bufferViews[idx.bufferView]!;
    const indices = new Uint16Array(
      glb.bin.slice(iv.byteOffset ?? 0, (iv.byteOffset ?? 0) + iv.byteLength).buffer,
    );
    expect(Math.max(...indices)).toBe(expectedVertices - 1);
    // The image is embedded as the texture.
    expect(glb.json.images?.[0]?.mimeType).toBe('image/png');

    const [row] = await ctx.services.db.select().from(aiGenerations).where(eq(aiGenerations.userId, user.id));
    expect(row?.kind).toBe('model3d');
    expect(row?.storageKey).toMatch(/\.glb$/);
  });

  it('refuses a 3D request without an image, with a non-image, or anonymously', async () => {
    const empty = await call(ctx, 'POST', '/api/ai/3d-model', user, new FormData());
    expect(empty.status).toBe(400);
    expect((empty.body as { error: { message: string } }).error.message).toBe('Please upload an image');
    const text = await call(
      ctx,
      'POST',
      '/api/ai/3d-model',
      user,
      uploadForm(Buffer.from('hello, not an image'), 'notes.txt', 'text/plain'),
    );
    expect(text.status).toBe(415);
    const broken = await call(
      ctx,
      'POST',
      '/api/ai/3d-model',
      user,
      uploadForm(Buffer.concat([(await png(10, 10)).subarray(0, 40)])),
    );
    expect(broken.status).toBe(400);
    const anon = await call(ctx, 'POST', '/api/ai/3d-model', null, uploadForm(await png(4, 4)));
    expect(anon.status).toBe(401);
  });

  it('refuses oversized input with 4xx and a translated message', async () => {
    const longText = await call(
      ctx,
      'POST',
      '/api/ai/text-analysis',
      null,
      { text: 'a'.repeat(20_001) },
      { lang: 'tr' },
    );
    expect(longText.status).toBe(400);
    expect((longText.body as { error: { message: string } }).error.message).toBe(
      'Metin çok uzun (en fazla 20.000 karakter).',
    );
    const longPrompt = await call(ctx, 'POST', '/api/ai/image', user, { prompt: 'a'.repeat(4001) });
    expect(longPrompt.status).toBe(400);
    const huge = await call(
      ctx,
      'POST',
      '/api/ai/3d-model',
      user,
      uploadForm(Buffer.alloc(11 * 1024 * 1024, 1)),
    );
    expect(huge.status).toBe(413);
  });

  it('features software freelancers first, then AI-related skills, never unrelated ones', async () => {
    const make = async (name: string, skills: string[]) => {
      const u = await createUser(ctx, { name });
      await ctx.services.db
        .update(profiles)
        .set({ skills, hourlyRateCents: 6000 })
        .where(eq(profiles.id, u.profileId));
      return u;
    };
    const dev = await make('Dev Expert', ['React']);
    await ctx.services.db.insert(services).values({
      profileId: dev.profileId,
      category: 'software-tech',
      subcategory: 'web-software',
      header: 'Web applications built properly',
      explanation: 'Full-stack web applications with tests, documentation and a clean deployment.',
      pricing: 'From 500 USD per project',
    });
    await make('Py Expert', ['Python', 'Pandas']);
    await make('Voice Expert', ['Voice-over']);
    await make('Knit Expert', ['Knitting']);
    const res = await call(ctx, 'GET', '/api/ai/experts');
    expect(res.status).toBe(200);
    const names = (res.body as { items: { name: string }[] }).items.map((i) => i.name);
    expect(names).toEqual(['Dev Expert', 'Py Expert', 'Voice Expert']);
  });

  it('documents every AI route in the OpenAPI document', async () => {
    const doc = (await call(ctx, 'GET', '/api/openapi.json')).body as {
      paths: Record<string, unknown>;
    };
    for (const [path, method] of [
      ['/api/ai/status', 'get'],
      ['/api/ai/experts', 'get'],
      ['/api/ai/image', 'post'],
      ['/api/ai/3d-model', 'post'],
      ['/api/ai/text-analysis', 'post'],
    ])
      expect(Object.keys((doc.paths[path!] ?? {}) as object), path).toEqual([method]);
  });
});

describe('AI tools with a provider', () => {
  let ctx: TestContext;
  let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;
  let user: TestUser;
  beforeAll(async () => {
    fake = await startFakeOpenAi({ image: new Uint8Array(await png(64, 64)) });
    ctx = await createTestContext({ env: { AI_BASE_URL: fake.url, AI_MODEL: 'fake-model' } });
    user = await createUser(ctx);
  });
  afterAll(async () => {
    await ctx.close();
    await fake.close();
  });

  it('says a provider is configured', async () => {
    const body = (await call(ctx, 'GET', '/api/ai/status')).body;
    expect(body).toEqual({
      configured: true,
      model: 'fake-model',
      imageGeneration: true,
      textAnalysis: 'model',
    });
  });

  it('generates a 1024 image through the provider, stores it as PNG and returns its URL', async () => {
    fake.behaviour.failWith = undefined;
    const res = await call(ctx, 'POST', '/api/ai/image', user, { prompt: 'a red bicycle' });
    expect(res.status).toBe(200);
    const body = res.body as { imageUrl: string; model: string };
    const sent = fake.requests.at(-1)!;
    expect(sent.path).toBe('/v1/images/generations');
    expect(sent.body).toMatchObject({ prompt: 'a red bicycle', size: '1024x1024' });
    const file = await call(ctx, 'GET', body.imageUrl);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    const meta = await sharp(Buffer.from(file.bytes)).metadata();
    expect(meta.format).toBe('png');
    expect([meta.width, meta.height]).toEqual([1024, 1024]);
    expect(body).toMatchObject({ width: 1024, height: 1024, model: 'fake-model' });
  });

  it('maps provider 402 and 429 to the spec errors and does not count them', async () => {
    const before = await ctx.services.db
      .select()
      .from(aiGenerations)
      .where(eq(aiGenerations.userId, user.id));
    fake.behaviour.failWith = 402;
    const credits = await call(ctx, 'POST', '/api/ai/image', user, { prompt: 'x' });
    expect(credits.status).toBe(402);
    expect((credits.body as { error: { code: string; message: string } }).error).toEqual({
      code: 'AI_CREDITS_REQUIRED',
      message: 'Credits Required',
    });
    fake.behaviour.failWith = 429;
    const limited = await call(ctx, 'POST', '/api/ai/image', user, { prompt: 'x' });
    expect(limited.status).toBe(429);
    expect((limited.body as { error: { code: string; message: string } }).error).toEqual({
      code: 'AI_RATE_LIMITED',
      message: 'Too many requests. Please try again in a few moments.',
    });
    fake.behaviour.failWith = undefined;
    const after = await ctx.services.db.select().from(aiGenerations).where(eq(aiGenerations.userId, user.id));
    expect(after.length).toBe(before.length);
  });

  it('refuses a provider answer that is not an image', async () => {
    fake.behaviour.image = new Uint8Array(Buffer.from('<html>not an image</html>'));
    const res = await call(ctx, 'POST', '/api/ai/image', user, { prompt: 'x' });
    expect(res.status).toBe(502);
    fake.behaviour.image = new Uint8Array(await png(64, 64));
  });

  it('limits each user to the hourly allowance of images', async () => {
    const other = await createUser(ctx);
    for (let i = 0; i < HOURLY_LIMITS.image; i++) {
      const ok = await call(ctx, 'POST', '/api/ai/image', other, { prompt: `p${i}` });
      expect(ok.status).toBe(200);
    }
    const over = await call(ctx, 'POST', '/api/ai/image', other, { prompt: 'one more' });
    expect(over.status).toBe(429);
    expect((over.body as { error: { code: string } }).error.code).toBe('AI_RATE_LIMITED');
  });

  it("uses the model's JSON answer for signed-in users", async () => {
    fake.behaviour.reply =
      '```json\n{"sentiment":"negative","confidence":0.91,"keywords":["delivery"],"entities":[{"text":"Acme","type":"Organization"}],"summary":"Late delivery."}\n```';
    const res = await call(ctx, 'POST', '/api/ai/text-analysis', user, { text: 'The delivery was late.' });
    const body = res.body;
    expect(body).toEqual({
      sentiment: 'negative',
      confidence: 0.91,
      keywords: ['delivery'],
      entities: [{ text: 'Acme', type: 'organization' }],
      summary: 'Late delivery.',
      language: 'en',
      method: 'model',
      model: 'fake-model',
      fallback: false,
    });
    expect(fake.requests.at(-1)!.path).toBe('/v1/chat/completions');
  });

  it('falls back to the local analyser when the model answers something else', async () => {
    fake.behaviour.reply = 'I think this text is quite positive!';
    const res = await call(ctx, 'POST', '/api/ai/text-analysis', user, { text: TR_COMPLAINT });
    const body = res.body;
    expect(body).toMatchObject({ method: 'local', fallback: true, sentiment: 'negative', language: 'tr' });
    fake.behaviour.reply = '{"sentiment":"great","confidence":2,"keywords":[],"entities":[],"summary":"x"}';
    const invalid = (await call(ctx, 'POST', '/api/ai/text-analysis', user, { text: EN_REVIEW })).body;
    expect(invalid).toMatchObject({ method: 'local', fallback: true, sentiment: 'positive' });
  });

  it('keeps anonymous visitors on the local analyser (the model costs money)', async () => {
    const before = fake.requests.length;
    const body = (await call(ctx, 'POST', '/api/ai/text-analysis', null, { text: EN_REVIEW })).body;
    expect(body).toMatchObject({ method: 'local', fallback: false });
    expect(fake.requests.length).toBe(before);
  });
});
