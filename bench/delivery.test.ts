import { describe, expect, it } from 'vitest';
import { DeliveryTracker } from './delivery';

describe('DeliveryTracker', () => {
  it('counts two messages in flight in one conversation each by its own id', () => {
    const t = new DeliveryTracker();
    t.sendAnswered('m1', { started: 0, recipient: 'bob', measured: true });
    t.sendAnswered('m2', { started: 100, recipient: 'bob', measured: true });
    t.event('m2', 'bob', 12_100);
    t.event('m1', 'bob', 15_000);
    expect(t.latencies).toEqual([12_000, 15_000]);
    expect(t.lost).toBe(0);
    expect(t.duplicates).toBe(0);
  });

  it('matches an event that arrives before the send is answered', () => {
    const t = new DeliveryTracker();
    t.event('m1', 'bob', 40);
    expect(t.unknown).toBe(1);
    t.sendAnswered('m1', { started: 10, recipient: 'bob', measured: true });
    expect(t.latencies).toEqual([30]);
    expect(t.unknown).toBe(0);
  });

  it("reports losses, duplicates and unknown ids, and leaves the sender's own copy out", () => {
    const t = new DeliveryTracker();
    t.sendAnswered('m1', { started: 0, recipient: 'bob', measured: true });
    t.sendAnswered('m2', { started: 0, recipient: 'bob', measured: true });
    t.sendAnswered('w1', { started: 0, recipient: 'ann', measured: false });
    t.event('m1', 'bob', 5);
    t.event('m1', 'bob', 6);
    t.event('m2', 'ann', 7); // the sender's copy
    t.event('zz', 'bob', 8);
    expect(t.latencies).toEqual([5]);
    expect(t.duplicates).toBe(1);
    expect(t.otherChannels).toBe(1);
    expect(t.lost).toBe(1);
    expect(t.measuredSent).toBe(2);
    expect(t.unknown).toBe(1);
  });
});
