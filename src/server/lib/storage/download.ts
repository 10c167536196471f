import type { AppContext } from '../http';
import { FILES_CSP } from './files-route';
import type { Storage } from './store';

/** A download name safe in any header (ASCII), plus the UTF-8 name for browsers that read it. */
export function attachmentDisposition(name: string, ext: string): string {
  const ascii =
    name
      .replace(/[^A-Za-z0-9._ -]/g, '_')
      .replace(/^\.+/, '')
      .slice(0, 128) || `file.${ext}`;
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * A private stored file streamed to the client (never read whole): a download with a safe name,
 * or, for `inline` (previews of plain images and video only, checked by the caller), shown in the
 * page; always with `nosniff`, the stored files' locked-down CSP and no shared caching.
 * Null when the storage has no such file.
 */
export async function streamStoredFile(
  c: AppContext,
  storage: Storage,
  file: { key: string; name: string; contentType: string },
  inline = false,
): Promise<Response | null> {
  const stored = await storage.getStream(file.key);
  if (!stored) return null;
  const ext = file.key.split('.').pop() ?? 'bin';
  return c.body(stored.stream, 200, {
    'Content-Type': file.contentType,
    ...(stored.size > 0 ? { 'Content-Length': String(stored.size) } : {}),
    'Content-Disposition': inline ? 'inline' : attachmentDisposition(file.name, ext),
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': FILES_CSP,
    'Cache-Control': 'private, no-store',
  });
}
