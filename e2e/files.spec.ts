import zlib from 'node:zlib';
import { zipOf } from '@server/lib/uploads/test-zip';
import enCommon from '@shared/locales/en/common.json';
import enContracts from '@shared/locales/en/contracts.json';
import trCommon from '@shared/locales/tr/common.json';
import trContracts from '@shared/locales/tr/contracts.json';
import { describe, expect, it } from 'vitest';
import { setupBrowser } from './support/browser';
import { fill } from './support/fill';
import { orderInProgress } from './support/orders';
import { toast } from './support/toast';
import { confirmEmail, createAccount, signInAs } from './support/users';

/*
 * Files in a delivery (decision 123), as people use them: the freelancer attaches a file of each
 * kind and one that is none of them, which stays listed with its reason; the delivery goes with the
 * others; the client sees the image and the video previewed and downloads each file under its
 * name; a stranger gets 404 for every one.
 */

const browser = setupBrowser();
const catalogues = {
  en: { c: enContracts, a: enCommon.attachments },
  tr: { c: trContracts, a: trCommon.attachments },
};

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const box = (brand: string) => {
  const b = Buffer.alloc(64);
  b.writeUInt32BE(24, 0);
  b.write(`ftyp${brand}`, 4, 'latin1');
  return b;
};
const pad = (b: Buffer) => Buffer.concat([b, Buffer.alloc(64)]);

/** One file of each kind (audio, video and archives vary by language), and one refused. */
function filesFor(lang: 'en' | 'tr') {
  const files = [
    { name: 'logo.png', mimeType: 'image/png', buffer: PNG },
    { name: 'brief.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') },
    {
      name: 'contract.docx',
      mimeType: 'application/octet-stream',
      buffer: zipOf([
        ['[Content_Types].xml', '<Types/>'],
        ['word/document.xml', '<w:document/>'],
      ]),
    },
    {
      name: 'sheet.ods',
      mimeType: 'application/octet-stream',
      buffer: zipOf([
        ['mimetype', 'application/vnd.oasis.opendocument.spreadsheet'],
        ['content.xml', '<x/>'],
      ]),
    },
    {
      name: lang === 'en' ? 'notes.txt' : 'notlar.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('Şöyle: ğüşiöç\n'),
    },
    lang === 'en'
      ? { name: 'voice.mp3', mimeType: 'audio/mpeg', buffer: pad(Buffer.from('ID3\u0004\u0000')) }
      : {
          name: 'ses.wav',
          mimeType: 'audio/wav',
          buffer: pad(Buffer.from('RIFF\u0024\u0000\u0000\u0000WAVEfmt ')),
        },
    lang === 'en'
      ? { name: 'clip.mp4', mimeType: 'video/mp4', buffer: box('isom') }
      : { name: 'klip.mov', mimeType: 'video/quicktime', buffer: box('qt  ') },
    lang === 'en'
      ? { name: 'sources.zip', mimeType: 'application/zip', buffer: zipOf([['a.txt', 'hello']]) }
      : { name: 'kaynak.tar.gz', mimeType: 'application/gzip', buffer: zlib.gzipSync(Buffer.from('tar')) },
  ];
  const refused = {
    name: 'tool.exe',
    mimeType: 'application/octet-stream',
    buffer: pad(Buffer.from('MZ\u0090\u0000')),
  };
  return { files, refused };
}

describe.each(['en', 'tr'] as const)('files in a delivery (%s)', (lang) => {
  it('delivers a file of each kind, names the refused one with its reason; the client downloads them, a stranger gets 404', async () => {
    const { c, a } = catalogues[lang];
    const { files, refused } = filesFor(lang);
    const { client, freelancer, contractId } = await orderInProgress(browser, lang, { prefix: 'files' });

    await freelancer.goto(`/contracts/${contractId}`);
    await freelancer.getByRole('button', { name: c.actions.deliver }).click();
    const dialog = freelancer.getByRole('dialog');
    await dialog.getByLabel(c.deliver.message, { exact: true }).fill('Every file of the order.');
    await dialog.getByLabel(c.deliver.files, { exact: true }).setInputFiles([...files, refused]);
    // The refused file is named with the reason beside it; the others upload.
    const reason = fill(a.refusedItem, { name: refused.name, reason: a.error.type });
    await dialog.getByText(reason, { exact: true }).waitFor();
    await expect.poll(() => dialog.getByRole('progressbar').count(), { timeout: 30_000 }).toBe(0);
    for (const f of files)
      await dialog.getByRole('button', { name: fill(a.remove, { name: f.name }), exact: true }).waitFor();
    await dialog.getByRole('button', { name: c.deliver.submit, exact: true }).click();
    await toast(freelancer, c.deliver.success);

    // The client: every file under its name, the image and the video previewed.
    await client.goto(`/contracts/${contractId}`);
    const links = new Map<string, string>();
    for (const f of files) {
      const link = client.getByRole('link', { name: f.name, exact: true });
      await link.waitFor();
      links.set(f.name, (await link.getAttribute('href'))!);
    }
    await client.locator('img[src$="/preview"]').first().waitFor();
    await client.locator('video[src$="/preview"]').first().waitFor();
    expect(await client.getByRole('link', { name: refused.name }).count()).toBe(0);
    // A real download, by clicking: saved under the file's name.
    const [download] = await Promise.all([
      client.waitForEvent('download'),
      client.getByRole('link', { name: files[1]!.name, exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(files[1]!.name);
    for (const f of files) {
      const got = await client.request.get(links.get(f.name)!);
      expect(got.status()).toBe(200);
      expect(got.headers()['content-disposition']).toMatch(/^attachment; filename="/);
      // Images are re-encoded; every other file comes back as it went.
      if (!f.mimeType.startsWith('image/')) expect(Buffer.from(await got.body()).equals(f.buffer)).toBe(true);
    }

    // A stranger, signed in: none of the files exists for them.
    const stranger = await browser.newPage({ language: lang });
    await signInAs(stranger, await confirmEmail(await createAccount(`files-stranger-${lang}`, lang)));
    for (const href of links.values()) {
      expect((await stranger.request.get(href)).status()).toBe(404);
      expect((await stranger.request.get(`${href}/preview`)).status()).toBe(404);
    }
  });
});
