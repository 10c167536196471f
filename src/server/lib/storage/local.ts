import crypto from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { assertValidKey, FILES_ROUTE_PREFIX, isValidKey, type Storage } from './store';

/**
 * Files under `root`, each with a `.ct` sidecar holding the content type chosen when it was
 * stored, so serving never guesses from the name.
 */
export function createLocalStorage(root: string): Storage & { root: string } {
  const resolved = path.resolve(root);
  const fileOf = (key: string) => {
    assertValidKey(key);
    const file = path.resolve(resolved, key);
    if (!file.startsWith(resolved + path.sep)) throw new Error('storage key escapes the root');
    return file;
  };

  return {
    root: resolved,
    async put(key, data, contentType) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      const tmp = `${file}.${crypto.randomBytes(6).toString('hex')}.tmp`;
      try {
        await fs.writeFile(tmp, data);
        await fs.writeFile(`${file}.ct`, contentType);
        await fs.rename(tmp, file);
      } catch (err) {
        await fs.rm(tmp, { force: true });
        throw err;
      }
    },
    async putFile(key, source, _size, contentType) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      const tmp = `${file}.${crypto.randomBytes(6).toString('hex')}.tmp`;
      try {
        // copyFile streams inside the kernel or libuv, a buffer at a time.
        await fs.copyFile(source, tmp);
        await fs.writeFile(`${file}.ct`, contentType);
        await fs.rename(tmp, file);
      } catch (err) {
        await fs.rm(tmp, { force: true });
        throw err;
      }
    },
    async getStream(key) {
      const file = fileOf(key);
      try {
        const [stat, contentType] = await Promise.all([fs.stat(file), fs.readFile(`${file}.ct`, 'utf8')]);
        const stream = Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>;
        return { stream, size: stat.size, contentType };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async delete(key) {
      const file = fileOf(key);
      await fs.rm(file, { force: true });
      await fs.rm(`${file}.ct`, { force: true });
    },
    url(key) {
      assertValidKey(key);
      return FILES_ROUTE_PREFIX + key;
    },
    async get(key) {
      const file = fileOf(key);
      try {
        const [data, contentType] = await Promise.all([fs.readFile(file), fs.readFile(`${file}.ct`, 'utf8')]);
        return { data, contentType };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async *keys() {
      // The sidecars (`.ct`) and a write in progress (`.tmp`) are not keys; a file without its
      // sidecar is a write that did not finish.
      let entries: string[];
      try {
        entries = await fs.readdir(resolved, { recursive: true });
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
        throw err;
      }
      const names = new Set(entries.map((e) => e.split(path.sep).join('/')));
      for (const name of [...names].sort()) {
        if (isValidKey(name) && names.has(`${name}.ct`)) yield name;
      }
    },
  };
}
