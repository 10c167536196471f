import { describe, expect, it } from 'vitest';
import { readableLine } from './logger';

describe('readable log lines (development)', () => {
  it('show the time, level, request and the other fields on one line', () => {
    const line = readableLine(
      JSON.stringify({
        level: 30,
        time: Date.UTC(2026, 0, 2, 3, 4, 5, 6),
        reqId: 'r1',
        method: 'GET',
        path: '/api/health',
        status: 200,
        ms: 3,
        msg: 'request',
      }),
    );
    expect(line).toBe('03:04:05.006 INFO  GET /api/health 200 3ms reqId=r1\n');
  });

  it('put an error’s stack below its line', () => {
    const line = readableLine(
      JSON.stringify({
        level: 50,
        time: 0,
        msg: 'job failed',
        job: 'emails',
        err: { stack: 'Error: x\n  at y' },
      }),
    );
    expect(line).toBe('00:00:00.000 ERROR job failed job=emails\n    Error: x\n  at y\n');
  });
});
