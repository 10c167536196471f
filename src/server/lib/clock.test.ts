import { afterEach, describe, expect, it } from 'vitest';
import { now, setClockOffset, withClockOffset } from './clock';

const DAY = 86_400_000;

describe('the clock', () => {
  afterEach(() => {
    setClockOffset(0);
  });

  it('moves for one piece of work alone, through its awaits, and not for the work beside it', async () => {
    const inside = withClockOffset(10 * DAY, async () => {
      // A turn of the event loop: the offset must survive it.
      await new Promise((r) => setImmediate(r));
      return now().getTime() - Date.now();
    });
    const outside = now().getTime() - Date.now();
    expect(await inside).toBeGreaterThan(10 * DAY - 1000);
    expect(Math.abs(outside)).toBeLessThan(1000);
  });

  it('moves for the whole process with setClockOffset', () => {
    setClockOffset(DAY);
    expect(now().getTime() - Date.now()).toBeGreaterThan(DAY - 1000);
  });
});
