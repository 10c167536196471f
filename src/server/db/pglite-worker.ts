/**
 * The worker thread that runs PGlite for the server (decision 074). It answers the main thread's
 * requests (`pglite-protocol.ts`) concurrently and lets PGlite's own queue order them, exactly as
 * on one thread: a statement from outside a transaction waits until the open transaction ends,
 * statements inside it run in turn. A transaction stays open across messages until `end`.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { limitWasmCompilationThreads, openPglite } from './pglite-engine';
import { type Reply, type Request, serializeError } from './pglite-protocol';

export interface PgliteWorkerData {
  dataDir: string;
}

const port = parentPort;
if (!port) throw new Error('pglite-worker runs as a worker thread');

const identity = (value: unknown) => value;
const post = (reply: Reply) => port.postMessage(reply);

/** Rejects the transaction's callback so PGlite rolls it back; not an error the caller sees. */
const ROLLBACK = Symbol('rollback');

interface OpenTx {
  tx: Transaction;
  /** Resolves PGlite's transaction callback: commit, or roll back. */
  finish(commit: boolean, endId: number): void;
}

const transactions = new Map<number, OpenTx>();
const listeners = new Map<string, () => Promise<void>>();
let nextTx = 1;

function begin(pg: PGlite, id: number) {
  const txId = nextTx++;
  let endId = -1;
  let began = false;
  pg.transaction(async (tx) => {
    began = true;
    const decision = new Promise<boolean>((resolve) => {
      transactions.set(txId, {
        tx,
        finish(commit, end) {
          endId = end;
          resolve(commit);
        },
      });
    });
    post({ id, ok: true, result: txId });
    if (!(await decision)) throw ROLLBACK;
  }).then(
    () => {
      transactions.delete(txId);
      post({ id: endId, ok: true });
    },
    (err) => {
      transactions.delete(txId);
      if (err === ROLLBACK) post({ id: endId, ok: true });
      else post({ id: began ? endId : id, ok: false, error: serializeError(err) });
    },
  );
}

function openTx(txId: number): Transaction {
  const open = transactions.get(txId);
  if (!open) throw new Error(`transaction ${txId} is not open`);
  return open.tx;
}

async function handle(pg: PGlite, req: Request): Promise<unknown> {
  switch (req.op) {
    case 'query': {
      const target = req.tx === undefined ? pg : openTx(req.tx);
      const parsers = req.rawTypes?.length
        ? Object.fromEntries(req.rawTypes.map((oid) => [oid, identity]))
        : undefined;
      return target.query(req.sql, req.params, { rowMode: req.rowMode, parsers });
    }
    case 'exec': {
      const target = req.tx === undefined ? pg : openTx(req.tx);
      return target.exec(req.sql, req.rowMode ? { rowMode: req.rowMode } : undefined);
    }
    case 'rollback':
      return openTx(req.tx).rollback();
    case 'listen': {
      if (!listeners.has(req.channel)) {
        const channel = req.channel;
        listeners.set(channel, await pg.listen(channel, (payload) => post({ notify: channel, payload })));
      }
      return undefined;
    }
    case 'unlisten': {
      const unlisten = listeners.get(req.channel);
      listeners.delete(req.channel);
      await unlisten?.();
      return undefined;
    }
    case 'dump': {
      const dump = await pg.dumpDataDir('none');
      return new Uint8Array(await dump.arrayBuffer());
    }
    case 'close':
      await pg.close();
      return undefined;
    default:
      throw new Error(`unknown request ${(req as { op: string }).op}`);
  }
}

async function main() {
  const { dataDir } = workerData as PgliteWorkerData;
  let pg: PGlite;
  limitWasmCompilationThreads();
  try {
    pg = await openPglite({ dataDir, lean: true });
  } catch (err) {
    post({ ready: false, error: serializeError(err) });
    return;
  }
  port!.on('message', (req: Request) => {
    if (req.op === 'begin') return begin(pg, req.id);
    if (req.op === 'end') {
      const open = transactions.get(req.tx);
      if (!open) {
        post({
          id: req.id,
          ok: false,
          error: serializeError(new Error(`transaction ${req.tx} is not open`)),
        });
        return;
      }
      transactions.delete(req.tx);
      return open.finish(req.commit, req.id);
    }
    handle(pg, req).then(
      (result) => post({ id: req.id, ok: true, result }),
      (err) => post({ id: req.id, ok: false, error: serializeError(err) }),
    );
  });
  post({ ready: true });
}

void main();
