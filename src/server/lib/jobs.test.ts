import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createJobs, JOB_BACKOFF_MAX_MS } from './jobs';
import { createLogger } from './logger';

const log = createLogger({ level: 'silent' });
const unavailable = () => new Error('Connection terminated unexpectedly');

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('background jobs', () => {
  it('back off while the database is unavailable and return to their interval once it is back', async () => {
    const jobs = createJobs({ log });
    let down = true;
    const runs: number[] = [];
    jobs.every('emails', 1000, async () => {
      runs.push(Date.now());
      if (down) throw unavailable();
    });
    const start = Date.now();
    await vi.advanceTimersByTimeAsync(1000); // run 1 fails
    await vi.advanceTimersByTimeAsync(2000); // run 2 fails
    await vi.advanceTimersByTimeAsync(4000); // run 3 fails
    expect(runs.map((t) => t - start)).toEqual([1000, 3000, 7000]);
    down = false;
    await vi.advanceTimersByTimeAsync(8000); // run 4 succeeds
    await vi.advanceTimersByTimeAsync(1000); // back to every second
    expect(runs.map((t) => t - start)).toEqual([1000, 3000, 7000, 15000, 16000]);
    await jobs.stop();
  });

  it('wait at most a minute between runs while failing', async () => {
    const jobs = createJobs({ log });
    const runs: number[] = [];
    jobs.every('timers', 10_000, async () => {
      runs.push(Date.now());
      throw unavailable();
    });
    const start = Date.now();
    await vi.advanceTimersByTimeAsync(10_000 + 20_000 + 40_000 + 2 * JOB_BACKOFF_MAX_MS);
    expect(runs.map((t) => t - start)).toEqual([10_000, 30_000, 70_000, 130_000, 190_000]);
    await jobs.stop();
  });

  it('never overlap, and stop() waits for the run in progress and schedules no other', async () => {
    const jobs = createJobs({ log });
    let release!: () => void;
    let runs = 0;
    let finished = false;
    jobs.every('alerts', 100, async () => {
      runs++;
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      finished = true;
    });
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toBe(1);
    expect(jobs.running()).toEqual(['alerts']);
    let stopped = false;
    const stopping = jobs.stop().then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(100);
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(finished).toBe(true);
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toBe(1);
  });
});
