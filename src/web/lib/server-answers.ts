/*
 * While a page is rendered on the server (src/web/entry-server.tsx, decision 134), the API's answers
 * come from the server's own reads instead of fetch: `api()` asks this reader for every GET. In the
 * browser it is never set.
 */
export type ServerRead = (path: string) => Promise<{ status: number; body: unknown }>;

let reader: ServerRead | null = null;

export function setServerRead(read: ServerRead | null): void {
  reader = read;
}

export function serverRead(): ServerRead | null {
  return reader;
}
