import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeImage } from '../../modules/profiles/test-images';
import { sniffFile } from './sniff';
import { zipOf } from './test-zip';

/*
 * Every accepted kind is told by its content (decision 123): each fixture is a few bytes built
 * here, saved under a name that lies about it (`file.bin`), and the answer must not depend on it.
 */

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sniff-test-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

let n = 0;
async function sniff(bytes: Buffer) {
  const file = path.join(dir, `file-${n++}.bin`);
  fs.writeFileSync(file, bytes);
  return sniffFile(file, bytes.length);
}

const pad = (b: Buffer, size = 64) => Buffer.concat([b, Buffer.alloc(Math.max(0, size - b.length))]);
const box = (type: string, brand: string) => {
  const b = Buffer.alloc(24);
  b.writeUInt32BE(24, 0);
  b.write(type, 4, 'latin1');
  b.write(brand, 8, 'latin1');
  return b;
};

describe('sniffFile: the kind by the content, never the name', () => {
  it('images (PNG, JPEG, WebP, GIF)', async () => {
    for (const [format, type] of [
      ['png', 'image/png'],
      ['jpeg', 'image/jpeg'],
      ['webp', 'image/webp'],
      ['gif', 'image/gif'],
    ] as const) {
      expect(await sniff(await makeImage(format))).toMatchObject({ kind: 'image', contentType: type });
    }
  });

  it('PDF', async () => {
    expect(await sniff(Buffer.from('%PDF-1.7\n%%EOF'))).toMatchObject({ kind: 'pdf', ext: 'pdf' });
  });

  it('Office files: ZIPs with [Content_Types].xml and their part, wherever it sits in the archive', async () => {
    const types: [string, string, string][] = [
      ['word/document.xml', 'docx', 'wordprocessingml'],
      ['xl/workbook.xml', 'xlsx', 'spreadsheetml'],
      ['ppt/presentation.xml', 'pptx', 'presentationml'],
    ];
    for (const [part, ext, type] of types) {
      // The part first and [Content_Types].xml last: found in the central directory, not the head.
      const zip = zipOf([
        [part, '<x/>'],
        ['_rels/.rels', '<r/>'],
        ['[Content_Types].xml', '<Types/>'],
      ]);
      const got = await sniff(zip);
      expect(got).toMatchObject({ kind: 'office', ext });
      expect(got?.contentType).toContain(type);
    }
    // A ZIP with a word/ folder but no [Content_Types].xml is a plain archive.
    expect(await sniff(zipOf([['word/document.xml', '<x/>']]))).toMatchObject({
      kind: 'archive',
      ext: 'zip',
    });
  });

  it('OpenDocument: a ZIP whose first entry is an uncompressed `mimetype`', async () => {
    for (const [sub, ext] of [
      ['text', 'odt'],
      ['spreadsheet', 'ods'],
      ['presentation', 'odp'],
    ]) {
      const type = `application/vnd.oasis.opendocument.${sub}`;
      const got = await sniff(
        zipOf([
          ['mimetype', type],
          ['content.xml', '<x/>'],
        ]),
      );
      expect(got).toEqual({ kind: 'opendocument', contentType: type, ext });
    }
    // `mimetype` not first: a plain archive.
    const late = zipOf([
      ['content.xml', '<x/>'],
      ['mimetype', 'application/vnd.oasis.opendocument.text'],
    ]);
    expect(await sniff(late)).toMatchObject({ kind: 'archive' });
  });

  it('plain text: valid UTF-8 without NUL (Turkish letters included); not with NUL or invalid bytes', async () => {
    expect(await sniff(Buffer.from('Merhaba dünya, şöyle: ğüşiöç İ\n'))).toMatchObject({
      kind: 'text',
      ext: 'txt',
    });
    // A character split across the reader's chunks is still valid.
    const long = Buffer.from(`${'a'.repeat(64 * 1024 - 1)}ş and more`);
    expect(await sniff(long)).toMatchObject({ kind: 'text' });
    expect(await sniff(Buffer.from('text\u0000with NUL'))).toBeNull();
    expect(await sniff(Buffer.from([0x68, 0x69, 0xc3, 0x28]))).toBeNull();
  });

  it('audio: MP3 (ID3 or a frame), WAV, M4A, OGG', async () => {
    expect(await sniff(pad(Buffer.from('ID3\u0004\u0000')))).toMatchObject({ kind: 'audio', ext: 'mp3' });
    expect(await sniff(pad(Buffer.from([0xff, 0xfb, 0x90, 0x64])))).toMatchObject({
      kind: 'audio',
      ext: 'mp3',
    });
    const wav = pad(Buffer.from('RIFF\u0024\u0000\u0000\u0000WAVEfmt '));
    expect(await sniff(wav)).toMatchObject({ kind: 'audio', contentType: 'audio/wav' });
    expect(await sniff(pad(box('ftyp', 'M4A ')))).toMatchObject({ kind: 'audio', ext: 'm4a' });
    expect(await sniff(pad(Buffer.from('OggS\u0000\u0002')))).toMatchObject({ kind: 'audio', ext: 'ogg' });
  });

  it('video: MP4, WebM, MOV', async () => {
    expect(await sniff(pad(box('ftyp', 'isom')))).toMatchObject({ kind: 'video', contentType: 'video/mp4' });
    expect(await sniff(pad(box('ftyp', 'mp42')))).toMatchObject({ kind: 'video', ext: 'mp4' });
    expect(await sniff(pad(box('ftyp', 'qt  ')))).toMatchObject({ kind: 'video', ext: 'mov' });
    expect(await sniff(pad(box('moov', '\u0000\u0000\u0000\u0000')))).toMatchObject({
      kind: 'video',
      ext: 'mov',
    });
    const webm = pad(
      Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84]), Buffer.from('webm')]),
    );
    expect(await sniff(webm)).toMatchObject({ kind: 'video', contentType: 'video/webm' });
    // Matroska that is not WebM is none of the kinds.
    const mkv = pad(
      Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x88]), Buffer.from('matroska')]),
    );
    expect(await sniff(mkv)).toBeNull();
  });

  it('archives: ZIP, 7z, RAR (4 and 5), gzip (tar.gz), tar', async () => {
    expect(await sniff(zipOf([['a.txt', 'hello']]))).toEqual({
      kind: 'archive',
      contentType: 'application/zip',
      ext: 'zip',
    });
    const emptyZip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x05, 0x06]), Buffer.alloc(18)]);
    expect(await sniff(emptyZip)).toMatchObject({ kind: 'archive', ext: 'zip' });
    expect(await sniff(pad(Buffer.from([0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c, 0, 4])))).toMatchObject({
      ext: '7z',
    });
    expect(await sniff(pad(Buffer.from('Rar!\u001a\u0007\u0000')))).toMatchObject({ ext: 'rar' });
    expect(await sniff(pad(Buffer.from('Rar!\u001a\u0007\u0001\u0000')))).toMatchObject({ ext: 'rar' });
    expect(await sniff(zlib.gzipSync(Buffer.from('a tar inside')))).toMatchObject({
      kind: 'archive',
      contentType: 'application/gzip',
    });
    const tar = Buffer.alloc(1024);
    tar.write('a.txt', 0);
    tar.write('ustar', 257, 'latin1');
    expect(await sniff(tar)).toMatchObject({ kind: 'archive', ext: 'tar' });
  });

  it('refuses what is none of them: executables and random bytes; a text that names a type is text', async () => {
    expect(await sniff(pad(Buffer.from('MZ\u0090\u0000\u0003')))).toBeNull();
    expect(await sniff(pad(Buffer.from('\u007fELF\u0002\u0001')))).toBeNull();
    expect(await sniff(Buffer.from([0x00, 0x01, 0x02, 0x03, 0xfe, 0xff]))).toBeNull();
    // A name or a declared type never helps: "PDF" text is text, not a PDF.
    expect(await sniff(Buffer.from('PDF-1.4 but not really'))).toMatchObject({ kind: 'text' });
  });
});
