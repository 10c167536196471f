import type { AnchorHTMLAttributes, MouseEvent } from 'react';

/**
 * A link that saves a stored file under the name the page chooses. The server sends stored files
 * other than images as attachments named by their storage key, and that header wins over a plain
 * `download` attribute; so the file is fetched (the browser usually has it cached already) and
 * saved from memory under `filename`. Without script or on a failed fetch the link still works.
 */
export function DownloadLink({
  href,
  filename,
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; filename: string }) {
  async function save(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    try {
      const res = await fetch(href, { credentials: 'same-origin' });
      if (!res.ok) throw new Error(String(res.status));
      const url = URL.createObjectURL(await res.blob());
      const a = document.createElement('a');
      a.href = url;
      a.download = filename;
      a.click();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch {
      window.location.assign(href);
    }
  }
  return <a {...props} href={href} download={filename} onClick={save} />;
}
