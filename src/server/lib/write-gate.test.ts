import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppError } from './errors';
import { createWriteGate } from './write-gate';

afterEach(() => {
  vi.useRealTimers();
});

/** Settles the promise's state without waiting: 'pending', 'admitted' or the refusal's code. */
async function stateOf(p: Promise<unknown>): Promise<string> {
  const marker = Symbol('pending');
  const outcome = await Promise.race([
    p.then(
      () => 'admitted',
      (err: unknown) => (err instanceof AppError ? `${err.status} ${err.code}` : String(err)),
    ),
    Promise.resolve().then(() => Promise.resolve(marker)),
  ]);
  return outcome === marker ? 'pending' : (outcome as string);
}

describe('the write gate', () => {
  it('admits up to its concurrency at once and the rest in arrival order as turns are given back', async () => {
    const gate = createWriteGate({ concurrency: 2, maxWaitMs: 1000, maxQueue: 10 });
    const first = await gate.enter();
    const second = await gate.enter();
    const third = gate.enter();
    const fourth = gate.enter();
    expect([gate.running, gate.waiting]).toEqual([2, 2]);
    expect(await stateOf(third)).toBe('pending');
    second();
    expect(await stateOf(third)).toBe('admitted');
    expect(await stateOf(fourth)).toBe('pending');
    // Giving a turn back twice frees only one.
    second();
    expect(await stateOf(fourth)).toBe('pending');
    first();
    expect(await stateOf(fourth)).toBe('admitted');
    (await third)();
    (await fourth)();
    expect([gate.running, gate.waiting]).toEqual([0, 0]);
  });

  it('refuses a write with 503 once it has waited maxWaitMs, and the turn then goes to the next one', async () => {
    vi.useFakeTimers();
    const gate = createWriteGate({ concurrency: 1, maxWaitMs: 2000, maxQueue: 10 });
    const held = await gate.enter();
    const late = gate.enter();
    late.catch(() => {});
    vi.advanceTimersByTime(1000);
    const later = gate.enter();
    vi.advanceTimersByTime(999);
    expect(await stateOf(late)).toBe('pending');
    vi.advanceTimersByTime(1);
    expect(await stateOf(late)).toBe('503 SERVICE_BUSY');
    expect(gate.waiting).toBe(1);
    held();
    expect(await stateOf(later)).toBe('admitted');
    // The admitted write's timer is cleared: nothing refuses it later.
    vi.advanceTimersByTime(5000);
    expect(await stateOf(later)).toBe('admitted');
  });

  it('refuses at once when the queue is full', async () => {
    const gate = createWriteGate({ concurrency: 1, maxWaitMs: 1000, maxQueue: 1 });
    await gate.enter();
    const waiting = gate.enter();
    expect(await stateOf(gate.enter())).toBe('503 SERVICE_BUSY');
    expect(await stateOf(waiting)).toBe('pending');
  });
});
