import { createReadStream } from 'node:fs';
import type { FileHandle } from 'node:fs/promises';
import type { AttachmentKind } from '@shared/schemas/attachment';
import { sniffImageKind } from './images';

/*
 * What a file is, from its content only (decision 123): magic bytes at the start, the central
 * directory of a ZIP (Office files are ZIPs with [Content_Types].xml; OpenDocument files are ZIPs
 * whose first entry is `mimetype`), and for plain text the whole file (valid UTF-8 without NUL).
 * The name and the declared type are never asked.
 */

export interface Sniffed {
  kind: AttachmentKind;
  contentType: string;
  /** The stored key's extension. */
  ext: string;
}

/** How many bytes of the start `sniffHead` reads. */
export const HEAD_BYTES = 4096;

const ascii = (buf: Buffer, start: number, end: number) => buf.subarray(start, end).toString('latin1');
const starts = (buf: Buffer, bytes: number[], at = 0) =>
  buf.length >= at + bytes.length && bytes.every((b, i) => buf[at + i] === b);

const OFFICE: Record<string, Sniffed> = {
  'word/': {
    kind: 'office',
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ext: 'docx',
  },
  'xl/': {
    kind: 'office',
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ext: 'xlsx',
  },
  'ppt/': {
    kind: 'office',
    contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    ext: 'pptx',
  },
};
const OPENDOCUMENT_EXT: Record<string, string> = {
  text: 'odt',
  spreadsheet: 'ods',
  presentation: 'odp',
  graphics: 'odg',
};
export const ZIP: Sniffed = { kind: 'archive', contentType: 'application/zip', ext: 'zip' };

/** ISO base media (MP4, M4A, MOV): by the `ftyp` box's major brand, or a QuickTime file's first atom. */
function isoMedia(head: Buffer): Sniffed | null {
  // A box's size starts the file; a first box is small, so its first byte is zero (no text starts so).
  if (head[0] !== 0) return null;
  const box = ascii(head, 4, 8);
  if (box === 'ftyp' && head.length >= 12) {
    const brand = ascii(head, 8, 12);
    if (brand === 'M4A ' || brand === 'M4B ') return { kind: 'audio', contentType: 'audio/mp4', ext: 'm4a' };
    if (brand === 'qt  ') return { kind: 'video', contentType: 'video/quicktime', ext: 'mov' };
    if (/^(isom|iso[2-9]|mp41|mp42|avc1|M4V |dash|mmp4|MSNV)$/.test(brand))
      return { kind: 'video', contentType: 'video/mp4', ext: 'mp4' };
    return null;
  }
  if (box === 'moov' || box === 'mdat' || box === 'wide' || box === 'free')
    return { kind: 'video', contentType: 'video/quicktime', ext: 'mov' };
  return null;
}

/** An MP3 frame header: sync bits, a valid version, layer III, a bitrate and rate that exist. */
function isMp3Frame(head: Buffer): boolean {
  if (head.length < 4 || head[0] !== 0xff || (head[1]! & 0xe0) !== 0xe0) return false;
  const version = (head[1]! >> 3) & 3;
  const layer = (head[1]! >> 1) & 3;
  const bitrate = head[2]! >> 4;
  const rate = (head[2]! >> 2) & 3;
  return version !== 1 && layer === 1 && bitrate !== 0 && bitrate !== 15 && rate !== 3;
}

/**
 * The kind by the first bytes; 'zip' when the central directory must decide; null when no known
 * kind starts so (the file may still be text).
 */
export function sniffHead(head: Buffer): Sniffed | 'zip' | null {
  const image = sniffImageKind(head);
  if (image) {
    const ext = image === 'jpeg' ? 'jpg' : image;
    return { kind: 'image', contentType: `image/${image}`, ext };
  }
  if (ascii(head, 0, 5) === '%PDF-') return { kind: 'pdf', contentType: 'application/pdf', ext: 'pdf' };
  // Local file header, or the end record of an empty archive.
  if (starts(head, [0x50, 0x4b, 3, 4]) || starts(head, [0x50, 0x4b, 5, 6])) return 'zip';
  if (starts(head, [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c]))
    return { kind: 'archive', contentType: 'application/x-7z-compressed', ext: '7z' };
  if (
    starts(head, [0x52, 0x61, 0x72, 0x21, 0x1a, 0x07]) &&
    (head[6] === 0 || (head[6] === 1 && head[7] === 0))
  )
    return { kind: 'archive', contentType: 'application/vnd.rar', ext: 'rar' };
  if (starts(head, [0x1f, 0x8b, 0x08]))
    return { kind: 'archive', contentType: 'application/gzip', ext: 'gz' };
  if (ascii(head, 257, 262) === 'ustar')
    return { kind: 'archive', contentType: 'application/x-tar', ext: 'tar' };
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WAVE')
    return { kind: 'audio', contentType: 'audio/wav', ext: 'wav' };
  if (ascii(head, 0, 4) === 'OggS') return { kind: 'audio', contentType: 'audio/ogg', ext: 'ogg' };
  if (ascii(head, 0, 3) === 'ID3' || isMp3Frame(head))
    return { kind: 'audio', contentType: 'audio/mpeg', ext: 'mp3' };
  if (starts(head, [0x1a, 0x45, 0xdf, 0xa3])) {
    // EBML: only the WebM doc type (a Matroska file is not one of the kinds).
    return head.includes('webm', 0, 'latin1')
      ? { kind: 'video', contentType: 'video/webm', ext: 'webm' }
      : null;
  }
  return isoMedia(head);
}

/**
 * A ZIP by its entries: OpenDocument when the first local entry is an uncompressed `mimetype`
 * naming an OpenDocument type; Office when [Content_Types].xml and a word/, xl/ or ppt/ part are in
 * the central directory; otherwise a plain archive.
 */
export function classifyZip(head: Buffer, names: string[]): Sniffed {
  if (starts(head, [0x50, 0x4b, 3, 4]) && head.length >= 30) {
    const method = head.readUInt16LE(8);
    const size = head.readUInt32LE(18);
    const nameLength = head.readUInt16LE(26);
    const extraLength = head.readUInt16LE(28);
    const name = ascii(head, 30, 30 + nameLength);
    if (name === 'mimetype' && method === 0 && size < 100) {
      const start = 30 + nameLength + extraLength;
      const type = ascii(head, start, start + size);
      const m = /^application\/vnd\.oasis\.opendocument\.(text|spreadsheet|presentation|graphics)$/.exec(
        type,
      );
      if (m) return { kind: 'opendocument', contentType: type, ext: OPENDOCUMENT_EXT[m[1]!]! };
    }
  }
  if (names.includes('[Content_Types].xml')) {
    for (const [prefix, sniffed] of Object.entries(OFFICE)) {
      if (names.some((n) => n.startsWith(prefix))) return sniffed;
    }
  }
  return ZIP;
}

/** The names in a ZIP's central directory, found from the end record in `tail` (the file's last bytes). */
export async function zipEntryNames(file: FileHandle, size: number): Promise<string[]> {
  const tailLength = Math.min(size, 65_557);
  const tail = Buffer.alloc(tailLength);
  await file.read(tail, 0, tailLength, size - tailLength);
  const end = tail.lastIndexOf(Buffer.from([0x50, 0x4b, 5, 6]));
  if (end < 0 || end + 22 > tail.length) return [];
  const cdSize = tail.readUInt32LE(end + 12);
  const cdOffset = tail.readUInt32LE(end + 16);
  // A directory larger than 4 MB (tens of thousands of entries) is read no further: a plain archive.
  if (cdSize === 0 || cdSize > 4 * 1024 * 1024 || cdOffset + cdSize > size) return [];
  const cd = Buffer.alloc(cdSize);
  await file.read(cd, 0, cdSize, cdOffset);
  const names: string[] = [];
  let at = 0;
  while (at + 46 <= cd.length && cd.readUInt32LE(at) === 0x02014b50) {
    const nameLength = cd.readUInt16LE(at + 28);
    const extra = cd.readUInt16LE(at + 30);
    const comment = cd.readUInt16LE(at + 32);
    names.push(cd.subarray(at + 46, at + 46 + nameLength).toString('utf8'));
    at += 46 + nameLength + extra + comment;
  }
  return names;
}

/** Plain text: the whole file is valid UTF-8 and holds no NUL (read in chunks, never whole). */
export async function isPlainText(path: string): Promise<boolean> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    for await (const chunk of createReadStream(path, { highWaterMark: 64 * 1024 })) {
      if ((chunk as Buffer).includes(0)) return false;
      decoder.decode(chunk as Buffer, { stream: true });
    }
    decoder.decode();
    return true;
  } catch {
    return false;
  }
}

export const TEXT: Sniffed = { kind: 'text', contentType: 'text/plain; charset=utf-8', ext: 'txt' };

/** The kind of the file at `path` (of `size` bytes, more than zero), or null when it is none of them. */
export async function sniffFile(path: string, size: number): Promise<Sniffed | null> {
  const { open } = await import('node:fs/promises');
  const file = await open(path, 'r');
  try {
    const head = Buffer.alloc(Math.min(HEAD_BYTES, size));
    await file.read(head, 0, head.length, 0);
    const byHead = sniffHead(head);
    if (byHead === 'zip') return classifyZip(head, await zipEntryNames(file, size));
    if (byHead) return byHead;
  } finally {
    await file.close();
  }
  return (await isPlainText(path)) ? TEXT : null;
}
